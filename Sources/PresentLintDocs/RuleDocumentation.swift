/// The Markdown documentation of every rule (`Rules/<rule-id>.md`), compiled
/// into the binary so that `presentlint explain` needs no files beside it.
public enum RuleDocumentation {
    /// Rule id to Markdown text.
    public static let all: [String: String] = {
        let embedded: [(String, [UInt8])] = [
            ("animator-presenting-view", PackageResources.animator_presenting_view_md),
            ("nil-presentation-controller", PackageResources.nil_presentation_controller_md),
            ("over-current-context-transition", PackageResources.over_current_context_transition_md),
            ("partial-curl-requires-full-screen", PackageResources.partial_curl_requires_full_screen_md),
            ("removed-presenter-black-screen", PackageResources.removed_presenter_black_screen_md),
        ]
        return Dictionary(uniqueKeysWithValues: embedded.map { ($0.0, String(decoding: $0.1, as: UTF8.self)) })
    }()

    /// The documentation of `id`, or nil if the rule has none.
    public static func markdown(for id: String) -> String? {
        all[id]
    }
}
