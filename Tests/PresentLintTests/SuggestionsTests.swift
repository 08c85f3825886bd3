@testable import PresentLintCore
import Testing

/// The edit distance behind "did you mean": optimal string alignment (an adjacent
/// transposition is one edit), given up past its limit, byte by byte for ASCII
/// and character by character otherwise.
@Suite struct SuggestionsTests {
    @Test(arguments: [
        ("style", "style", 2, 0),
        ("sytle", "style", 2, 1),  // transposition
        ("styl", "style", 2, 1),  // deletion
        ("stylex", "style", 2, 1),  // insertion
        ("stale", "style", 2, 1),  // substitution
        ("Settings", "Setings", 2, 1),
        ("abc", "xyz", 2, 3),  // past the limit: limit + 1
        ("abcdef", "ab", 2, 3),  // lengths too far apart
        ("", "ab", 2, 2),
        ("ab", "", 1, 2),
        ("Écran", "Ecran", 2, 1),  // one character, two bytes
        ("écran", "ércan", 2, 1),  // non-ASCII transposition
        ("a\r\nb", "a\nb", 2, 1),  // "\r\n" is one character
        ("presentationController", "presentationControler", 2, 1),
    ])
    func distance(a: String, b: String, limit: Int, expected: Int) {
        #expect(Suggestions.distance(a, b, limit: limit) == expected)
        #expect(Suggestions.distance(b, a, limit: limit) == expected)
    }

    /// A word written with other separators (or none) finds the name: rule ids in
    /// snake case, camelCase values in kebab case.
    @Test(arguments: [
        ("partial_curl_requires_full_screen", "partial-curl-requires-full-screen"),
        ("PARTIAL-CURL-BLOCKS_PRESENTATION", "partial-curl-blocks-presentation"),
        ("full_screen", "fullScreen"),
        ("over-current-context", "overCurrentContext"),
    ])
    func separatorsDoNotHideAName(word: String, expected: String) {
        let names = ["partial-curl-requires-full-screen", "partial-curl-blocks-presentation", "fullScreen", "overCurrentContext",
                     "overFullScreen"]
        #expect(Suggestions(names).closest(to: word) == expected)
    }

    /// The examples of Rules/unknown-reference.md, in a small section: an abbreviation that starts
    /// one name, a camelCase name with a word left out, and a name that contains the one written.
    @Test(arguments: [
        ("Nav", ["NavigationRoot", "Other"], "NavigationRoot"),
        ("Nav", ["NavigationRoot", "NavBar"], nil),
        ("SettingsScreen", ["SettingsTabScreen", "Other"], "SettingsTabScreen"),
        ("Slide", ["SlideAnimator", "FadeAnimator"], "SlideAnimator"),
    ] as [(String, [String], String?)])
    func theDocumentedSuggestionsOfASmallSection(word: String, names: [String], expected: String?) {
        #expect(Suggestions(names).closest(to: word) == expected)
    }
}
