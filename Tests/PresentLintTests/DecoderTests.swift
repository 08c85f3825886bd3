import PresentLintCore
import PresentLintYAML
import Testing

/// Description errors: schema, duplicate-key, unknown-reference, invalid-hierarchy.
@Suite struct DecoderTests {
    @Test func unknownKeySuggestsTheClosestKnownKey() {
        let source = MarkedSource("""
        screens:
          A: { ↓transparentBackgrond: true }
        """)
        let found = findings("schema", in: source.text)
        #expect(found.map(\.range.start) == source.marks)
        #expect(found.first?.message.contains("did you mean 'transparentBackground'?") == true)
    }

    /// A block collection of the wrong type or length is reported at its key,
    /// as every finding about a whole block collection is.
    @Test func aWrongBlockCollectionIsReportedAtItsKey() {
        let source = MarkedSource("""
        screens:
          A: {}
          ↓S:
            - viewController
          B:
            kind: navigationController
            ↓children:
              first: A
        ↓animators:
          - fade
        presentations:
          - from: A
            to: B
            ↓sheet:
              - medium
            style: popover
            popover:
              ↓sourceRect:
                - 1
                - 2
            ↓transitioningDelegate:
              - D
        """)
        #expect(positions(of: "schema", in: source) == source.marks)
        let sequence = MarkedSource("""
        screens: { A: {} }
        ↓presentations:
          from: A
          to: A
        """)
        #expect(positions(of: "schema", in: sequence) == sequence.marks)
    }

    @Test func aKeyBeforeFromAndToStillNamesThePresentation() {
        let found = findings("schema", in: """
        screens: { A: {}, B: {} }
        presentations:
          - { sytle: pageSheet, from: A, to: B }
        """)
        #expect(found.map(\.message) == ["unknown key 'sytle' in presentation 'A -> B'; did you mean 'style'?"])
    }

    @Test func misspeltStyleSuggestsTheStyleAndSilencesStyleRules() {
        let source = MarkedSource("""
        screens: { A: {}, B: {} }
        presentations:
          - { from: A, to: B, style: ↓fulscreen, transition: partialCurl }
        """)
        let all = lint(source.text)
        #expect(all.filter { $0.rule == "schema" }.map(\.range.start) == source.marks)
        #expect(all.contains { $0.message.contains("did you mean 'fullScreen'?") })
        #expect(!all.contains { $0.rule == "partial-curl-requires-full-screen" })
    }

    /// An invalid `kind` leaves the screen's presentation context unknown (a
    /// navigationController defines one), and an invalid `method` leaves unknown
    /// whether the screen is presented at all (a `show` may push it): the rules
    /// that need them stay silent, and only the `schema` finding remains.
    @Test func aMisspeltKindOrMethodSilencesTheRulesThatNeedIt() {
        let kind = MarkedSource("""
        root: Tabs
        screens:
          Tabs: { kind: tabBarController, children: [Nav] }
          Nav: { kind: ↓navigationControler, children: [List] }
          List: {}
          Filter: {}
        presentations:
          - { from: List, to: Filter, style: overCurrentContext }
        """)
        #expect(lint(kind.text).map(\.range.start) == kind.marks)
        #expect(lint(kind.text).allSatisfy { $0.rule == "schema" })
        let method = MarkedSource("""
        root: Map
        screens:
          Map: {}
          OptionsNav: { kind: navigationController, children: [MapOptions] }
          MapOptions: {}
          LayerDetails: {}
        presentations:
          - { id: options, from: Map, to: OptionsNav, style: fullScreen, transition: partialCurl }
          - { id: details, from: MapOptions, to: LayerDetails, method: ↓shw, transition: crossDissolve, style: overCurrentContext }
        """)
        #expect(lint(method.text).map(\.range.start) == method.marks)
        #expect(lint(method.text).first?.message.contains("did you mean 'show'?") == true)
        // Spelt right, each is a finding of a rule.
        #expect(lint(kind.text.replacingOccurrences(of: "navigationControler", with: "viewController"))
            .contains { $0.rule == "current-context-fallback" })
        #expect(lint(method.text.replacingOccurrences(of: "shw", with: "present"))
            .contains { $0.rule == "partial-curl-blocks-presentation" })
    }

    @Test func aMisspeltBooleanSuggestsTheSpelling() {
        let source = MarkedSource("screens: { A: { collectsInput: ↓ture, transparentBackground: ↓\"flase\" } }")
        let found = findings("schema", in: source.text)
        #expect(found.map(\.range.start) == source.marks)
        #expect(found.first?.message == "'collectsInput' must be true or false, found 'ture'; did you mean 'true'?")
        // Quoted, it is a string: no spelling to suggest.
        #expect(found.last?.message.hasSuffix("found 'flase'") == true, "\(found.last?.message ?? "")")
    }

    @Test func undefinedScreenSuggestsAName() {
        let source = MarkedSource("""
        screens: { Settings: {}, Home: {} }
        presentations:
          - { from: Home, to: ↓Setings }
        """)
        let found = findings("unknown-reference", in: source.text)
        #expect(found.map(\.range.start) == source.marks)
        #expect(found.first?.message.contains("did you mean 'Settings'?") == true)
    }

    /// A name one character longer or shorter than a defined one is a likely typo, however short.
    @Test func aShortNameWithACharacterAddedSuggestsTheName() {
        let found = findings("unknown-reference", in: "screens: { B: {}, N: {} }\npresentations:\n  - { from: N, to: Bx }\n  - { from: B, to: X }\n")
        #expect(found.map(\.message) == [
            "no screen named 'Bx' is defined under 'screens'; did you mean 'B'?",
            "no screen named 'X' is defined under 'screens'",
        ], "\(found.map(\.message))")
    }

    @Test func suggestionsAmongManyNames() {
        let names = (0..<500).map { "Screen\($0)" }
        let text = "screens:\n" + names.map { "  \($0): {}\n" }.joined()
            + "presentations:\n  - { from: Screen1, to: Screen4999 }\n  - { from: Screen1, to: Scren42 }\n"
        let found = findings("unknown-reference", in: text)
        #expect(found.count == 2)
        #expect(found.contains { $0.message.contains("did you mean 'Screen42'?") })
    }

    /// A large description's names are resolved on two threads (the children with the first
    /// half of the presentations, the delegates with the second): the undefined ones are still
    /// reported in document order, each once.
    @Test func undefinedNamesOfALargeDescriptionAreReportedInDocumentOrder() {
        var lines = ["root: NoRoot", "screens:", "  Nav: { kind: navigationController, children: [A, NoChild] }", "  A: {}", "  B: {}"]
        lines.append("presentations:")
        for index in 0..<1_200 {
            let to = index == 3 ? "NoEarly" : index == 1_190 ? "NoLate" : "B"
            lines.append("  - { id: p\(index), from: A, to: \(to)\(index == 1_195 ? ", style: custom, transitioningDelegate: NoDelegate" : "") }")
        }
        lines += ["transitioningDelegates:", "  D: { animator: NoAnimator }"]
        let found = findings("unknown-reference", in: lines.joined(separator: "\n") + "\n")
        #expect(found.map { $0.message.split(separator: "'")[1] } == ["NoRoot", "NoChild", "NoEarly", "NoLate", "NoDelegate", "NoAnimator"])
        #expect(found.map(\.range.start.line) == found.map(\.range.start.line).sorted())
    }

    @Test func missingScreensAndUnsupportedVersion() {
        let source = MarkedSource("""
        ↓version: 2
        """)
        let found = findings("schema", in: source.text)
        #expect(found.count == 2)
        #expect(found.contains { $0.message.contains("unsupported format version") && $0.range.start.column == 10 })
        #expect(found.contains { $0.message.contains("'screens'") && $0.range.start == source.marks[0] })
    }

    @Test(arguments: [
        ("version: 1", nil), ("version: +1", nil), ("version: 0x1", nil), ("version: 0o1", nil), ("version: 0b1", nil),
        ("version: 0x2", "unsupported format version '0x2'"),
        ("version: 1.0", "'version' must be the integer 1, found '1.0'"),
        ("version: \"1\"", "'version' must be the integer 1, found the string '1'"),
        ("version: 0", "unsupported format version '0'"), ("version: true", "'version' must be the integer 1, found 'true'"),
        ("version: !!float 1", "'version' must be the integer 1, found '1'"),
        ("version: 0_1", nil), ("version: 1_0", "unsupported format version '1_0'"),
        ("version: 010", "unsupported format version '010'"),
    ] as [(String, String?)])
    func versionIsTheInteger1(line: String, message: String?) {
        let found = findings("schema", in: line + "\nscreens: {}\n")
        #expect(found.map(\.message).contains { $0.hasPrefix(message ?? "\u{0}") } == (message != nil), "\(line)")
        #expect(found.count == (message == nil ? 0 : 1), "\(line): \(found.map(\.message))")
    }

    /// Numbers as YAML 1.1 writes them, plain or tagged `!!int` / `!!float`; a string, an
    /// infinity or a word that only Swift's parser reads (a hex float) is not one.
    @Test(arguments: [
        ("1", true), ("0.25", true), (".5", true), ("1_000", true), ("!!int 1_000", true), ("0b1", true),
        ("0x1F", true), ("017", true), ("0o17", true), ("1:30", true), ("1:30.5", true), ("+2", true), ("1e3", true),
        ("!!float 2", true), ("\"1\"", false), ("'1'", false), (".inf", false), ("-.inf", false), (".nan", false),
        ("0x1p3", false), ("inf", false), ("_1", false), ("1:60", false), ("one", false),
    ] as [(String, Bool)])
    func numbersAreReadAsYAMLWritesThem(value: String, isNumber: Bool) {
        let text = "screens: {}\nanimators: { X: { duration: \(value) } }\n"
        #expect(findings("schema", in: text).isEmpty == isNumber, "\(value): \(findings("schema", in: text).map(\.message))")
        let rect = "screens: { A: {}, B: {} }\npresentations:\n  - { from: A, to: B, style: popover, popover: { sourceView: v, sourceRect: [0, \(value), 1, 1] } }\n"
        #expect(findings("schema", in: rect).isEmpty == isNumber, "sourceRect \(value)")
    }

    @Test func rootThatIsNotAMappingIsOneClearError() {
        for text in ["just text", "- a\n- b\n", "---\n"] {
            let all = lint(text)
            #expect(all.count == 1)
            #expect(all.first?.rule == "schema")
        }
    }

    @Test func duplicateKeyPointsAtTheSecondWithANoteAtTheFirst() {
        let source = MarkedSource("""
        screens:
          A: {}
          ↓A: {}
        """)
        let found = findings("duplicate-key", in: source.text)
        #expect(found.map(\.range.start) == source.marks)
        #expect(found.first?.notes.first?.range.start.line == 2)
    }

    @Test func invalidHierarchy() {
        let source = MarkedSource("""
        screens:
          Leaf: { children: ↓[Other] }
          Other: {}
          Nav1: { kind: navigationController, children: [Shared] }
          Nav2: { kind: navigationController, children: [↓Shared] }
          Shared: {}
          Loop1: { kind: navigationController, children: [Loop2] }
          Loop2: { kind: navigationController, children: [↓Loop1] }
        """)
        let found = findings("invalid-hierarchy", in: source.text)
        #expect(found.map(\.range.start).sorted() == source.marks)
        #expect(found.contains { $0.message.contains("cycle") })
    }

    @Test func aliasedValueIsReportedAtTheAliasWithANoteAtTheAnchor() {
        let source = MarkedSource("""
        defaults: &broken { style: fulscreen }
        screens: { A: {}, B: {} }
        presentations:
          - { from: A, to: B, <<: ↓*broken }
        """)
        // 'defaults' is not a key of the format; the merged style error points at the alias.
        let found = findings("schema", in: source.text).filter { $0.message.contains("fulscreen") }
        #expect(found.map(\.range.start) == source.marks)
        // Notes at the anchored node (format.md) and at the value inside it.
        #expect(found.first?.notes.prefix(2).map(\.range.start) == [.init(line: 1, column: 11), .init(line: 1, column: 28)])
        #expect(found.first?.notes.first?.message == "anchored node that the alias refers to")
    }

    @Test func contentMergedBehindAnAliasIsReportedAtTheOutermostAlias() {
        let source = MarkedSource("""
        root: A
        screens:
          A: {}
          X: &x { collectsInput: true }
          Y: &y { <<: *x }
          Z: ↓*y
        presentations:
          - { from: A, to: Z, style: pageSheet }
        """)
        let found = findings("sheet-swipe-loses-input", in: source.text)
        #expect(found.map(\.range.start) == source.marks)
    }

    @Test func everyDocumentIsASeparateDescription() {
        let text = """
        screens: { A: {}, B: {} }
        presentations: [{ from: A, to: B, style: none }]
        ---
        screens: { A: {} }
        presentations: [{ from: A, to: Missing }]
        """
        let all = lint(text)
        #expect(all.contains { $0.rule == "unknown-reference" && $0.range.start.line == 5 })
    }

    @Test func missingFromAndToAreReportedAtThePresentation() {
        let source = MarkedSource("""
        screens: { A: {} }
        presentations:
          - ↓{ to: A }
        """)
        let found = findings("schema", in: source.text)
        #expect(found.map(\.range.start) == source.marks)
        #expect(found.first?.message.contains("'from'") == true)
    }

    @Test(arguments: [
        ("iOS", "12.0", PresentationStyle.fullScreen), ("iOS", "13.0", .automatic),
        ("visionOS", "1.0", .automatic), ("macCatalyst", "13.1", .automatic),
    ])
    func anOmittedStyleDefaultsByPlatformAndVersion(platform: String, version: String, expected: PresentationStyle) throws {
        let text = "app: { platform: \(platform), deploymentTarget: \"\(version)\" }\nscreens: { A: {}, B: {} }\npresentations:\n  - { from: A, to: B }\n"
        let document = try #require(YAMLLoader.load(Array(text.utf8)).documents.first)
        let description = try #require(DescriptionDecoder.decode(document).0)
        #expect(description.presentations.first?.style.value == expected, "\(platform) \(version)")
    }

    @Test func aQuotedBooleanIsNamedAsAString() {
        let found = findings("schema", in: "screens:\n  A: { hasDismissButton: \"true\", collectsInput: 'yes', class: 1 }\n")
        #expect(found.map(\.message).sorted() == [
            "'collectsInput' must be true or false, found the string 'yes'",
            "'hasDismissButton' must be true or false, found the string 'true'",
        ].sorted(), "\(found.map(\.message))")
    }

    /// A plain `false`, `no` or `on` is a bool in YAML, not a text: where a string or a name
    /// belongs it is reported (and not taken for a popover anchor); quoted, it is the text.
    @Test func aBoolWhereAStringOrANameBelongsIsReported() {
        let source = MarkedSource("""
        app: { devices: [iPad], name: ↓yes }
        screens: { A: {}, B: { class: ↓false }, "on": {}, ↓off: {} }
        presentations:
          - { from: A, to: B, style: popover, popover: { sourceView: ↓false, preferredContentSize: [1, 1] } }
          - { from: ↓no, to: "on", id: "no", popover: { sourceView: "false" } }
        """)
        let found = findings("schema", in: source.text)
        #expect(found.map(\.range.start) == source.marks, "\(found.map(\.message))")
        #expect(found.first?.message == "'name' must be a string, found 'yes'; YAML reads 'yes' as a bool: quote it, \"yes\", to use it as text")
        #expect(found.last?.message.hasPrefix("'from' must be a name, found 'no'; YAML reads 'no' as a bool") == true)
        // The unquoted `false` is no anchor name; as for every invalid value, the rules that
        // depend on it stay silent rather than guess.
        #expect(findings("popover-missing-anchor", in: source.text).isEmpty)
        #expect(findings("popover-missing-anchor", in: source.text.replacingOccurrences(of: "sourceView: false,", with: "")).count == 1)
    }

    /// A `popover` that is not a mapping is reported once; its settings are unknown, so the
    /// rules that read them (the anchor, the content size) stay silent rather than guess.
    @Test func aPopoverThatIsNotAMappingSilencesThePopoverRules() {
        let source = MarkedSource("""
        screens: { A: {}, B: {} }
        presentations:
          - { from: A, to: B, style: popover, popover: ↓[v] }
          - { from: A, to: B, style: popover, popover: ↓v }
          - { from: A, to: B, style: popover, popover: null }
        """)
        let found = findings("schema", in: source.text)
        #expect(found.map(\.range.start) == source.marks, "\(found.map(\.message))")
        let anchor = findings("popover-missing-anchor", in: source.text)
        let size = findings("popover-missing-content-size", in: source.text)
        // Only the presentation whose popover is null (no settings) is reported.
        #expect(anchor.map(\.range.start.line) == [5])
        #expect(size.map(\.range.start.line) == [5])
    }

    /// `alertStyle` off an alertController is reported with a note at the `kind` it conflicts with.
    @Test func alertStyleOffAnAlertControllerNotesTheKind() {
        let source = MarkedSource("""
        screens: { A: { kind: ↓navigationController, alertStyle: ↓alert }, B: { alertStyle: ↓actionSheet } }
        """)
        let found = findings("schema", in: source.text)
        #expect(found.map(\.range.start) == [source.marks[1], source.marks[2]], "\(found.map(\.message))")
        #expect(found.first?.notes.map(\.range.start) == [source.marks[0]])
        #expect(found.first?.notes.first?.message == "kind set here")
        #expect(found.last?.notes.isEmpty == true)
    }

    /// A section that is not a mapping defines names nobody knows: a name that refers into it is
    /// not reported as undefined. A name into a readable section still is.
    @Test func aNameIntoAnUnreadableSectionIsNotUnknown() {
        let text = """
        root: A
        screens: [A]
        presentations:
          - { from: A, to: B, transitioningDelegate: T }
        transitioningDelegates: x
        animators:
          - Z
        """
        #expect(findings("schema", in: text).count == 3)
        #expect(findings("unknown-reference", in: text).isEmpty)
        let readableScreens = text.replacingOccurrences(of: "screens: [A]", with: "screens: { A: {} }")
        #expect(findings("unknown-reference", in: readableScreens).map(\.message) == ["no screen named 'B' is defined under 'screens'"])
    }

    /// A definition whose key is not a name (`on` reads as a boolean) is unknown, not missing:
    /// a reference with its text is not reported, nor is reachability, which it may hold.
    @Test func aNameOfARejectedDefinitionIsNotUnknown() {
        let text = """
        root: "on"
        screens:
          on: { kind: navigationController, children: [B] }
          B: {}
          C: {}
        presentations:
          - { from: B, to: "on" }
          - { from: B, to: Missing }
        animators:
          yes: {}
        transitioningDelegates:
          D: { animator: "yes" }
        """
        #expect(findings("schema", in: text).count == 2)
        #expect(findings("unknown-reference", in: text).map(\.message) == ["no screen named 'Missing' is defined under 'screens'"])
        #expect(findings("unreachable-screen", in: text).isEmpty)
        let quoted = text.replacingOccurrences(of: "  on: {", with: "  \"on\": {")
        #expect(findings("schema", in: quoted).count == 1)
        #expect(findings("unreachable-screen", in: quoted).map(\.subject) == ["screen 'C' reachability"])
    }

    /// What a `<<` merges through an alias of a sequence is reported at that alias, with notes at
    /// the anchor and at the item, as for an alias of a mapping: a bad item, and a bad value in a
    /// merged mapping.
    @Test func aMergeThroughAnAliasOfASequenceIsReportedAtTheAlias() {
        let items = MarkedSource("""
        screens:
          L: { children: &l [Leaf, Two], kind: navigationController }
          M: { <<: ↓*l }
          Leaf: {}
          Two: {}
        """)
        let bad = findings("schema", in: items.text)
        #expect(bad.map(\.range.start) == [items.marks[0], items.marks[0]], "\(bad.map(\.message))")
        #expect(bad.map { $0.notes.map(\.range.start.column) } == [[18, 22], [18, 28]])

        let merged = MarkedSource("""
        defaults: &seq [{ kind: navigationControler }, { class: X }]
        screens:
          M: { <<: ↓*seq }
        """)
        let kind = findings("schema", in: merged.text).filter { $0.message.hasPrefix("'kind'") }
        #expect(kind.map(\.range.start) == merged.marks)
        #expect(kind.first?.notes.map(\.range.start.column) == [11, 25])

        // A sequence of aliases, merged where it is anchored and again through an alias of it:
        // each merge is reported at its own mapping, the second at its alias of the sequence.
        let aliases = MarkedSource("""
        screens:
          Base: &a { kind: ↓bogusA }
          Other: &b { class: X }
          A:
            <<: &s [ ↓*a, *b ]
          C:
            <<: ↓*s
        """)
        let both = findings("schema", in: aliases.text)
        #expect(both.map(\.range.start) == aliases.marks)
        #expect(both.last?.notes.map(\.range.start) == [Mark(line: 5, column: 9), aliases.marks[0]])
    }

    /// A split view's child count is reported with a note at its `kind`.
    @Test func aSplitViewsChildCountNotesTheKind() {
        let source = MarkedSource("screens: { S: { kind: ↓splitViewController, children: ↓[P] }, P: {} }")
        let found = findings("schema", in: source.text)
        #expect(found.map(\.range.start) == [source.marks[1]], "\(found.map(\.message))")
        #expect(found.first?.notes.map(\.range.start) == [source.marks[0]])
    }

    @Test func everyItemOfARectThatIsNotANumberIsReported() {
        let source = MarkedSource("""
        screens: { A: {}, B: {} }
        presentations:
          - { from: A, to: B, popover: { sourceView: v, sourceRect: [↓x, 0, ↓y, ↓z], preferredContentSize: [↓w, 1] } }
        """)
        let found = findings("schema", in: source.text)
        #expect(found.map(\.range.start) == source.marks, "\(found.map(\.message))")
        #expect(found.allSatisfy { $0.message.hasPrefix("each item of '") })
    }

    /// A list of the wrong length is reported at the list, and each item that is not a number at
    /// that item too: fixing the count does not reveal a second error.
    @Test func aWrongCountAndTheItemsThatAreNotNumbersAreAllReported() {
        let source = MarkedSource("""
        screens: { A: {}, B: {} }
        presentations:
          - { from: A, to: B, popover: { sourceView: v, sourceRect: ↓[1, ↓x, 3], preferredContentSize: ↓[↓w, 2, 3] } }
        """)
        let found = findings("schema", in: source.text)
        #expect(found.map(\.range.start) == source.marks, "\(found.map(\.message))")
    }

    /// Without `screens` (missing or null) the one error is the section: the names that refer to
    /// screens are unknown, not reported as undefined besides.
    @Test(arguments: ["root: A\npresentations:\n  - { from: A, to: B }\n", "root: A\nscreens: ~\npresentations:\n  - { from: A, to: B }\n"])
    func aMissingScreensSectionIsTheOneError(_ text: String) {
        let found = lint(text)
        #expect(found.map(\.rule) == ["schema"])
        #expect(found.first?.message.contains("'screens'") == true)
    }

    /// An alias of an inline transitioning delegate is the same delegate, not a copy: one
    /// finding at the anchored mapping's value, with a note at each presentation that uses it.
    @Test func anAliasedInlineDelegateIsOneDelegate() {
        let source = MarkedSource("""
        screens: { A: {}, B: {}, C: {} }
        presentations:
          - { from: A, to: B, style: custom, transitioningDelegate: &d { retained: ↓false, presentationController: P } }
          - { from: A, to: C, style: custom, transitioningDelegate: *d }
        presentationControllers:
          P: {}
        """)
        let found = findings("transitioning-delegate-not-retained", in: source.text)
        #expect(found.map(\.range.start) == source.marks)
        #expect(found.first?.notes.map(\.range.start.line) == [3, 4])
    }

    /// YAML's own tags decide a scalar's type: `!!str` makes a string of `true`, `!!bool` a bool of `"true"`.
    @Test func standardTagsDecideAScalarsType() {
        let text = """
            version: !!str 1
            screens:
              A: { hasDismissButton: !!str true, collectsInput: !!bool "true", isModalInPresentation: !custom true }
              B: { refreshesOnAppear: ! yes, class: !!null "" }
            animators:
              Slide: { duration: !!float "0.5" }
            """
        let found = findings("schema", in: text)
        #expect(found.map(\.message).sorted() == [
            "'hasDismissButton' must be true or false, found the string 'true'",
            "'refreshesOnAppear' must be true or false, found the string 'yes'",
            "'version' must be the integer 1, found the string '1'",
        ], "\(found.map(\.message))")
        let description = DescriptionDecoder.decode(YAMLLoader.load(Array(text.utf8)).documents[0]).0
        let a = description?.screens.first { $0.name == "A" }
        #expect(a?.collectsInput.value == true)
        #expect(a?.isModalInPresentation.value == true)
        #expect(description?.screens.first { $0.name == "B" }?.className.value == nil)
        #expect(description?.animators.first?.duration.value == 0.5)
    }

    /// An alias key is the key its anchor names: repeating it is a duplicate, in a section or in a screen.
    @Test func anAliasKeyRepeatsTheKeyItRefersTo() {
        let text = "screens:\n  &k A: { &c class: X, *c : Y }\n  *k : { kind: bogus }\n"
        let found = findings("duplicate-key", in: text)
        #expect(found.map(\.message).sorted() == [
            "key 'A' appears more than once in this mapping; a YAML mapping holds each key once, and presentlint reads the first one and ignores this one: remove or rename one",
            "key 'class' appears more than once in this mapping; a YAML mapping holds each key once, and presentlint reads the first one and ignores this one: remove or rename one",
        ])
        #expect(found.map(\.range.start).sorted() == [Mark(line: 2, column: 24), Mark(line: 3, column: 3)])
        // YAML keeps the first: the repeated screen's bad kind is not read.
        #expect(findings("schema", in: text).isEmpty)
    }

    /// Every `<<` of a mapping is merged: the message says so rather than "ignores this one".
    @Test func aRepeatedMergeKeyIsReportedButBothAreMerged() {
        let text = "animators:\n  Base: &a { duration: 0.5 }\n  Other: &b { completesTransition: false }\n  Both: { <<: *a, <<: *b }\n"
        let found = findings("duplicate-key", in: text)
        #expect(found.map(\.message) == [
            "key '<<' appears more than once in this mapping; a YAML mapping holds each key once, and presentlint merges both, but other YAML tools may not: write one '<<' with a list of aliases, '<<: [*a, *b]'",
        ])
        let description = DescriptionDecoder.decode(YAMLLoader.load(Array(text.utf8)).documents[0]).0
        let both = description?.animators.first { $0.name == "Both" }
        #expect(both?.duration.value == 0.5)
        #expect(both?.completesTransition.value == false)
    }

    /// A value that is not a name is reported once and is not "none": no rule takes it for a missing delegate.
    @Test func anInvalidReferenceIsNotTakenForNone() {
        let text = """
        screens: { A: {}, B: {} }
        presentations:
          - { from: A, to: B, style: custom, transitioningDelegate: [x] }
          - { from: A, to: B, style: custom, transitioningDelegate: *nope }
          - { from: A, to: B, style: custom, transitioningDelegate: { presentationController: "" } }
        """
        let found = lint(text)
        #expect(found.map(\.rule) == ["schema", "yaml-syntax", "schema"], "\(found.map(\.message))")
        #expect(found.first?.message == "'transitioningDelegate' must be a transitioning delegate's name or an inline transitioning delegate mapping, found a sequence")
    }

    /// Null is "not set": a null 'sheet' configures nothing, and a null 'screens' is reported
    /// at the null, since 'screens' is required.
    @Test func nullIsNotSet() {
        let found = lint("screens: ~\npresentations: [{ id: p, from: A, to: A, style: fullScreen, sheet: ~ }]\n")
        #expect(!found.contains { $0.rule == "sheet-config-ignored" })
        let required = found.first { $0.subject == "screens" }
        #expect(required?.message == "'screens' is required, found null (write 'screens: {}' for a description without screens)")
        #expect(required?.range.start == Mark(line: 1, column: 10))
    }

    /// Items that are not mappings still count: the third item is "presentation 3".
    @Test func presentationsAreNumberedAsWritten() {
        let found = lint("screens: {A: {}}\npresentations: [x, 5, {from: A}]\n")
        #expect(found.map(\.subject) == ["presentation 1", "presentation 2", "presentation 'A -> ?' to"])
        #expect(found.last?.message == "presentation 3 has no 'to'; 'to' is required")
    }

    /// An empty id names nothing: it is reported, and the label is "FROM -> TO"; a missing key names the presentation by its id.
    @Test func presentationIDsInMessages() {
        let text = """
        screens: { A: {}, B: {} }
        presentations:
          - { id: "", from: A, to: B, transition: partialCurl }
          - { id: x, to: B }
          - { id: x, from: A, to: B }
          - { id: x, from: A, to: B }
        """
        let found = lint(text)
        let messages = found.filter { $0.rule == "schema" }.map(\.message)
        #expect(messages == [
            "'id' must be a non-empty string, found an empty value",
            "presentation 'x' has no 'from'; 'from' is required",
            "presentation id 'x' is already used; ids must be unique",
            "presentation id 'x' is already used; ids must be unique",
        ], "\(messages)")
        #expect(found.first { $0.rule == "partial-curl-requires-full-screen" }?.message.contains("'A -> B'") == true)
    }

    /// A key or list entry that is not a name says which key or list it is in.
    @Test func keysAndEntriesThatAreNotNamesSayWhereTheyAre() {
        let text = "screens:\n  \"\": {}\n  ? [x]\n  : {}\n  A: { kind: navigationController, children: [~, B] }\n  B: {}\n? [y]\n: 1\n"
        #expect(findings("schema", in: text).map(\.message) == [
            "each key of 'screens' must be a name, found an empty value",
            "each key of 'screens' must be a name, found a sequence",
            "each entry of 'children' must be a name, found null",
            "a key in the description must be a name, found a sequence",
        ])
    }

    @Test func anEmptyListIsNamedAsSuch() {
        let found = findings("schema", in: "app: { devices: [] }\nscreens: {}\n")
        #expect(found.map(\.message) == ["'devices' must be a list of at least one of iPhone, iPad, found an empty sequence; until it is fixed, the rules check the description as if 'devices' were [iPhone, iPad], its default"])
    }

    /// `null` is "not set" for `devices` as for every list: no finding, and the default devices.
    @Test func nullDevicesAreTheDefault() {
        #expect(findings("schema", in: "app: { devices: ~ }\nscreens: {}\n").isEmpty)
        let popover = "app: { devices: ~ }\nroot: A\nscreens: { A: {}, B: {} }\npresentations:\n  - { from: A, to: B, style: popover }\n"
        // On iPad (one of the default devices) the popover needs an anchor.
        #expect(findings("popover-missing-anchor", in: popover).count == 1)
    }

    /// A presented screen whose `kind` or `alertStyle` is invalid may be one that UIKit shows
    /// its own way: the rules that need its style stay silent for the presentation.
    @Test(arguments: [
        ("kind: alertControler", "kind: viewController"),
        ("kind: alertController, alertStyle: actionsheet", "kind: viewController"),
    ])
    func aPresentedScreenOfInvalidKindHasNoKnownStyle(invalid: String, valid: String) {
        let text = """
        root: A
        screens: { A: {}, I: { \(invalid), collectsInput: true } }
        presentations:
          - { from: A, to: I, style: pageSheet, popover: { sourceView: v } }
        """
        #expect(findings("sheet-swipe-loses-input", in: text).isEmpty)
        #expect(findings("sheet-config-ignored", in: text).isEmpty)
        let fixed = text.replacingOccurrences(of: invalid, with: valid)
        #expect(findings("sheet-swipe-loses-input", in: fixed).count == 1)
    }

    /// An invalid app setting is taken at its default, and its finding says so (once per setting).
    @Test func anInvalidAppSettingNamesTheDefaultInItsPlace() {
        let found = findings("schema", in: "app: { platform: iPadOS, deploymentTarget: \"12\", devices: [iphone, ipad] }\nscreens: {}\n")
        #expect(found.count == 4)
        #expect(found[0].message.hasSuffix("as if 'platform' were iOS, its default"))
        #expect(found[1].message.hasSuffix("as if 'deploymentTarget' were 15.0, its default"))
        #expect(!found[2].message.contains("its default"))
        #expect(found[3].message.hasSuffix("as if 'devices' were [iPhone, iPad], its default"))
        // After a suggestion, which ends in a question mark, the default is a sentence of its own.
        let suggested = findings("schema", in: "app: { platform: ios }\nscreens: {}\n").first?.message ?? ""
        #expect(suggested.contains("did you mean 'iOS'? Until it is fixed, the rules check"), "\(suggested)")
    }

    @Test func aNullFromOrToIsAnError() {
        let source = MarkedSource("""
        screens: { A: {} }
        presentations:
          - { from: A, to: ↓~ }
          - { from: ↓null, to: A }
        """)
        let found = findings("schema", in: source.text)
        #expect(found.map(\.range.start) == source.marks)
        #expect(found.first?.message.hasPrefix("'to' must be a name") == true)
    }

    @Test func aNullPresentationIsAnEmptyOneWithoutItsRequiredKeys() {
        let source = MarkedSource("""
        screens: { A: {} }
        presentations:
          - ↓~
          -↓ 
        """)
        let found = findings("schema", in: source.text)
        #expect(found.map(\.range.start) == [source.marks[0], source.marks[0], source.marks[1], source.marks[1]])
        #expect(found.map(\.message).filter { $0.contains("has no 'to'") }.count == 2)
    }
}
