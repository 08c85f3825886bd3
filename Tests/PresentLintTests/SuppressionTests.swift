import PresentLintCore
@testable import PresentLintKit
import Testing

/// `# presentlint:` comments: what each directive hides, what is reported as
/// `unused-suppression` (and where), and what can never be hidden.
@Suite struct SuppressionTests {
    private let curl = "partial-curl-requires-full-screen"
    private let custom = "nil-presentation-controller"
    private let unused = "unused-suppression"

    /// A description with one `curl` finding (the `transition` value) and one
    /// `custom` finding (the `style` value of the last presentation).
    private func description(_ curlLine: String, before: String = "", after: String = "") -> String {
        """
        screens: { A: {}, B: {} }
        presentations:
        \(before)  - id: curl
            from: A
            to: B
        \(curlLine)
        \(after)  - { id: custom, from: A, to: B, style: custom }
        """
    }

    private func rules(_ findings: [Finding]) -> [String] { findings.map(\.rule).sorted() }

    @Test func disableLineHidesTheNamedRuleOnItsLine() {
        let found = lint(description("    transition: partialCurl  # presentlint:disable-line partial-curl-requires-full-screen"))
        #expect(rules(found) == [custom])
    }

    /// An anchor or tag may stand before a quoted or block scalar, with a comment between: that comment counts.
    @Test func aCommentBetweenAnAnchorAndItsQuotedOrBlockValueCounts() {
        let quoted = lint(description("    transition: &t # presentlint:disable-line partial-curl-requires-full-screen\n      \"partialCurl\""))
        #expect(rules(quoted) == [custom])
        let block = "screens:\n  A:\n    class: !!str\n      | # presentlint:disable-line bogus\n      text # not a comment\n"
        let found = lint(block)
        #expect(found.map(\.rule) == [unused])
        #expect(found.first?.range.start.line == 4)
    }

    @Test func allIsEveryRuleAsSwiftLintSpellsIt() {
        let found = lint(description("    transition: partialCurl # presentlint:disable-line all"))
        #expect(rules(found) == [custom])
    }

    /// SwiftLint's `disable:next` / `disable:this` are suggested as presentlint spells them.
    @Test(arguments: [("disable:next", "disable-next-line"), ("disable:this", "disable-line"), ("disable-nextline", "disable-next-line")])
    func aSwiftLintSpellingGetsPresentlintsName(_ written: String, _ suggested: String) {
        let found = lint("screens: {}\n# presentlint:\(written) unreachable-screen\n")
        #expect(found.map(\.rule) == [unused])
        #expect(found.first?.message.contains("'presentlint:\(written)' is not a presentlint directive, so this comment suppresses nothing; did you mean '\(suggested)'?") == true)
    }

    /// An enable whose every rule enables nothing is one finding at the comment, not one per id.
    @Test func anEnableThatEnablesNothingIsReportedOnce() {
        let found = lint("screens: {}\n# presentlint:enable unreachable-screen, partial-curl-requires-full-screen\n")
        #expect(found.map(\.message) == [
            "this presentlint:enable comment enables nothing: no presentlint:disable of unreachable-screen, partial-curl-requires-full-screen is open here; remove the comment",
        ])
    }

    /// A listed comment is not told about description errors it never named.
    @Test func aListedCommentIsNotToldAboutDescriptionErrors() {
        let found = lint("# presentlint:disable-file unreachable-screen\nroot: A\nscreens: { A: {} }\npresentations: [{ from: A, to: A, bogus: 1 }]\n")
        let message = found.first { $0.rule == unused }?.message ?? ""
        #expect(message.hasPrefix("this presentlint:disable-file comment suppresses nothing"))
        #expect(!message.contains("description errors"), "\(message)")
    }

    /// A file-wide comment also covers a later document that a syntax error kept from being checked.
    @Test func aCommentReachingTextASyntaxErrorHidIsNotReported() {
        let found = lint("# presentlint:disable-file unreachable-screen\nscreens: {}\n---\nroot: A\nscreens: { A: {}, B: [ }\n")
        #expect(!found.contains { $0.rule == unused }, "\(found.map(\.message))")
    }

    /// A `disable` of listed rules that its own `enable` closes before a later document's syntax
    /// error covers only checked text: it is still reported when it suppresses nothing.
    @Test func aRangeClosedBeforeASyntaxErrorIsStillReported() {
        let text = "screens:\n  A: {}\n# presentlint:disable popover-missing-anchor\n  B: {}\n# presentlint:enable popover-missing-anchor\n---\nscreens: [a\n"
        let found = lint(text).filter { $0.rule == unused }
        #expect(found.map(\.range.start.line) == [3], "\(found.map(\.message))")
        // Left open, it reaches the unchecked document: not reported.
        let open = text.replacingOccurrences(of: "# presentlint:enable popover-missing-anchor\n", with: "")
        #expect(!lint(open).contains { $0.rule == unused })
    }

    /// With a rule turned off, a comment without a list may have been written for it: it is not reported.
    @Test func aBlanketCommentIsNotReportedWhenARuleIsOff() {
        let text = "root: A\nscreens:\n  A: {}\n  D: {}  # presentlint:disable-line\n"
        let off = Linter(severities: ["unreachable-screen": nil]).lint(SourceFile(path: "a.nav.yml", bytes: Array(text.utf8))).findings
        #expect(off.isEmpty, "\(off.map(\.message))")
    }

    @Test func disableLineWithoutListHidesEveryRule() {
        let found = lint(description("    transition: partialCurl # presentlint:disable-line"))
        #expect(rules(found) == [custom])
    }

    @Test func disableLineOnAnotherLineHidesNothingAndIsReportedAtTheComment() {
        let source = MarkedSource(description("    transition: partialCurl", before: "  ↓# presentlint:disable-line\n"))
        let found = lint(source.text)
        #expect(rules(found) == [custom, curl, unused])
        let report = found.first { $0.rule == unused }
        #expect(report?.range.start == source.marks.first)
        #expect(report?.severity == .warning)
        #expect(report?.message.contains("on line 3") == true)
    }

    @Test func disableNextLineSkipsBlankAndCommentLines() {
        let text = description("    transition: partialCurl", before: "") .replacingOccurrences(
            of: "    to: B\n", with: "    to: B\n    # presentlint:disable-next-line partial-curl-requires-full-screen\n\n    # why: the curl is a demo\n")
        #expect(rules(lint(text)) == [custom])
    }

    /// cli.md's example: a comment above a list item covers the whole item, not the next one.
    @Test func disableNextLineCoversTheEntryThatStartsOnTheNextLine() {
        let text = description("    transition: partialCurl").replacingOccurrences(
            of: "  - id: curl\n", with: "  # presentlint:disable-next-line partial-curl-requires-full-screen, nil-presentation-controller\n  - id: curl\n")
        let found = lint(text)
        #expect(rules(found) == [custom, unused])
        #expect(found.first { $0.rule == unused }?.message
            .contains("'nil-presentation-controller' in this presentlint:disable-next-line comment suppresses nothing: it reports no finding on line 4, the next line, or in the entry that starts there (to line 7)") == true,
            "\(found.map(\.message))")
    }

    @Test func theSpecsSuppressionExampleWorks() {
        let text = """
        root: A
        screens: { A: {}, B: {}, C: {} }
        presentations:
          - from: A
            to: B
        # presentlint:disable-next-line nil-presentation-controller
          - from: B
            to: C
            style: custom
        """
        #expect(lint(text).isEmpty, "\(lint(text).map(\.message))")
    }

    @Test func disableEnableRegion() {
        let text = """
        screens: { A: {}, B: {} }
        presentations:
        # presentlint:disable partial-curl-requires-full-screen
          - { id: one, from: A, to: B, transition: partialCurl }
          - { id: two, from: A, to: B, transition: partialCurl }
        # presentlint:enable partial-curl-requires-full-screen
          - { id: three, from: A, to: B, transition: partialCurl }
        """
        let found = lint(text)
        #expect(found.map(\.rule) == [curl])
        #expect(found.first?.range.start.line == 7)
    }

    @Test func disableWithoutEnableRunsToTheEndOfTheFile() {
        let text = description("    transition: partialCurl", before: "# presentlint:disable\n")
        #expect(lint(text).isEmpty)
    }

    @Test func enableOfOneRuleKeepsTheOthersDisabled() {
        let text = """
        screens: { A: {}, B: {} }
        presentations:
        # presentlint:disable
        # presentlint:enable partial-curl-requires-full-screen
          - { id: one, from: A, to: B, transition: partialCurl }
          - { id: two, from: A, to: B, style: custom }
        """
        #expect(rules(lint(text)) == [curl])
    }

    @Test func enableOfARuleThatIsNotDisabledIsReportedAtTheRule() {
        let source = MarkedSource("""
        screens: { A: {}, B: {} }
        presentations:
        # presentlint:disable partial-curl-requires-full-screen
          - { id: one, from: A, to: B, transition: partialCurl }
        # presentlint:enable partial-curl-requires-full-screen, ↓nil-presentation-controller
        """)
        let found = lint(source.text)
        #expect(found.map(\.rule) == [unused])
        #expect(found.map(\.range.start) == source.marks)
        #expect(found.first?.message.contains("enables nothing") == true)
    }

    @Test func anEnableWithNothingOpenIsReported() {
        let source = MarkedSource("""
        screens: { A: {}, B: {} }
        presentations:
        # presentlint:disable
          - { id: one, from: A, to: B, transition: partialCurl }
        # presentlint:enable
        ↓# presentlint:enable
        # presentlint:enable ↓partial-curl-requires-fullscreen
        """)
        let found = lint(source.text)
        #expect(found.map(\.rule) == [unused, unused])
        #expect(found.map(\.range.start) == source.marks)
        #expect(found.first?.message.contains("enables nothing") == true)
        #expect(found.last?.message.contains("did you mean 'partial-curl-requires-full-screen'?") == true)
    }

    @Test func anUnusedRegionNamesWhereItEnds() {
        let text = """
        screens: { A: {}, B: {} }
        presentations:
        # presentlint:disable nil-presentation-controller
          - { id: one, from: A, to: B, transition: partialCurl }
        # presentlint:enable nil-presentation-controller
        """
        let found = lint(text).filter { $0.rule == unused }
        #expect(found.map(\.range.start.line) == [3])
        #expect(found.first?.message.contains("from line 3 to line 5") == true)
        // Rules of one comment that end apart are each given their own range.
        let apart = text.replacingOccurrences(of: "disable nil-presentation-controller", with: "disable nil-presentation-controller, sheet-config-ignored")
        let message = lint(apart).first { $0.rule == unused }?.message ?? ""
        #expect(message.contains("(nil-presentation-controller from line 3 to line 5, sheet-config-ignored from line 3 to the end of the file)"), "\(message)")
    }

    @Test func disableFileHidesTheRuleEverywhere() {
        let text = description("    transition: partialCurl", before: "  # presentlint:disable-file nil-presentation-controller\n")
        #expect(rules(lint(text)) == [curl])
    }

    @Test func aRuleInTheListThatHidesNothingIsReportedAtThatRule() {
        let source = MarkedSource(description(
            "    transition: partialCurl # presentlint:disable-line partial-curl-requires-full-screen, ↓nil-presentation-controller"))
        let found = lint(source.text)
        #expect(rules(found) == [custom, unused])
        let report = found.first { $0.rule == unused }
        #expect(report?.range.start == source.marks.first)
        #expect(report?.range.end.column == source.marks[0].column + custom.count)
    }

    @Test func unknownRuleIsReportedWithASuggestion() {
        let source = MarkedSource(description("    transition: partialCurl # presentlint:disable-line ↓partial-curl-requires-fullscreen"))
        let found = lint(source.text)
        #expect(rules(found) == [custom, curl, unused])
        let report = found.first { $0.rule == unused }
        #expect(report?.range.start == source.marks.first)
        #expect(report?.message.contains("did you mean 'partial-curl-requires-full-screen'?") == true)
    }

    @Test func unknownDirectiveIsReportedWithASuggestion() {
        let source = MarkedSource(description("    transition: partialCurl ↓# presentlint:disabel-line"))
        let found = lint(source.text)
        #expect(rules(found) == [custom, curl, unused])
        #expect(found.first { $0.rule == unused }?.range.start == source.marks.first)
        #expect(found.first { $0.rule == unused }?.message.contains("did you mean 'disable-line'?") == true)
    }

    @Test func descriptionErrorsCannotBeSuppressed() {
        let text = """
        screens: { A: {}, B: {} }
        presentations:
          - { from: A, to: B, style: fullScren } # presentlint:disable-line
        # presentlint:disable-file schema
        """
        let found = lint(text)
        #expect(rules(found) == ["schema", unused, unused])
        let blanket = found.first { $0.rule == unused && $0.range.start.line == 3 }
        #expect(blanket?.message.contains("description errors (here 'schema') cannot be suppressed") == true)
        let named = found.first { $0.rule == unused && $0.range.start.line == 4 }
        #expect(named?.range.start.column == 28)
        #expect(named?.message.contains("'schema' is a description error") == true)
    }

    @Test func aHashInsideQuotedOrBlockScalarsIsNotAComment() {
        let quoted = description("    transition: partialCurl", before: "  - { from: A, to: B, id: \"x # presentlint:disable-file\" }\n")
        #expect(rules(lint(quoted)).contains(curl))
        let single = description("    transition: partialCurl", before: "  - { from: A, to: B, id: 'x\n      # presentlint:disable-file' }\n")
        #expect(rules(lint(single)).contains(curl))
        let block = description("    transition: partialCurl", before: "  - from: A\n    to: B\n    id: |\n      # presentlint:disable-file\n")
        #expect(rules(lint(block)).contains(curl))
        let glued = description("    transition: partialCurl", before: "  - { from: A, to: B, id: x#presentlint:disable-file }\n")
        #expect(rules(lint(glued)).contains(curl))
    }

    @Test func aBlockScalarHeaderCanCarryAComment() {
        let text = description("    transition: partialCurl", before: "  - from: A\n    to: B\n    id: |  # presentlint:disable-file partial-curl-requires-full-screen\n      text\n")
        #expect(rules(lint(text)) == [custom])
    }

    @Test func aCommentAfterABlockScalarAtALowerIndentIsAComment() {
        let text = description("    transition: partialCurl", before: "  - from: A\n    to: B\n    id: |\n        text\n    # presentlint:disable-file partial-curl-requires-full-screen\n")
        #expect(rules(lint(text)) == [custom])
    }

    @Test func aReasonAfterTwoDashesIsNotARule() {
        let found = lint(description("    transition: partialCurl # presentlint:disable-line partial-curl-requires-full-screen -- the curl is a demo"))
        #expect(rules(found) == [custom])
    }

    @Test func windowsLineEndingsKeepLinesAndColumns() {
        let source = MarkedSource(description("    transition: partialCurl", before: "  ↓# presentlint:disable-next-line nil-presentation-controller\n"))
        let text = source.text.replacingOccurrences(of: "\n", with: "\r\n")
        let found = lint(text)
        #expect(rules(found) == [custom, curl, unused])
        #expect(found.first { $0.rule == unused }?.range.start == source.marks.first)
        let hidden = description("    transition: partialCurl # presentlint:disable-line").replacingOccurrences(of: "\n", with: "\r\n")
        #expect(rules(lint(hidden)) == [custom])
    }

    @Test func aRuleTurnedOffIsNotReportedAsUnused() {
        let text = description("    transition: partialCurl # presentlint:disable-line partial-curl-requires-full-screen, nil-presentation-controller")
        let linter = Linter(severities: [custom: Severity?.none])
        let found = linter.lint(SourceFile(path: "t.nav.yml", bytes: Array(text.utf8))).findings
        #expect(found.isEmpty)
    }

    @Test func unusedSuppressionCanBeTurnedOffOrGivenAnotherSeverity() {
        let text = description("    transition: partialCurl", before: "  # presentlint:disable-line\n")
        let off = Linter(severities: [unused: Severity?.none]).lint(SourceFile(path: "t.nav.yml", bytes: Array(text.utf8)))
        #expect(rules(off.findings) == [custom, curl])
        let info = Linter(severities: [unused: .info]).lint(SourceFile(path: "t.nav.yml", bytes: Array(text.utf8)))
        #expect(info.findings.first { $0.rule == unused }?.severity == .info)
    }

    @Test func unusedSuppressionReportsCanThemselvesBeSuppressed() {
        let text = description("    transition: partialCurl", before: "# presentlint:disable-file unused-suppression\n  # presentlint:disable-line\n")
        #expect(rules(lint(text)) == [custom, curl])
    }

    @Test func commentsAfterAYAMLSyntaxErrorAreNotReportedAsUnused() {
        let text = """
        screens: { A: {}, B: {} }
        presentations:
          - { from: A, to: B, transition: partialCurl }  # presentlint:disable-line nil-presentation-controller
        ---
        screens: [ # presentlint:disable-line
        """
        let found = lint(text)
        #expect(rules(found) == [curl, unused, "yaml-syntax"])
        #expect(found.first { $0.rule == unused }?.range.start.line == 3)
    }

    @Test func findingsInAliasedContentAreSuppressedWhereTheyAreReported() {
        let text = """
        screens: { A: {}, B: {} }
        x-curl: &curl { transition: partialCurl }
        presentations:
          - { id: one, from: A, to: B, <<: *curl } # presentlint:disable-line partial-curl-requires-full-screen
        """
        let found = lint(text)
        #expect(!found.contains { $0.rule == curl })
    }

    @Test(arguments: [
        ("a: 1 # presentlint:disable-line", true),
        ("a: 1\n  #presentlint:disable-file\n", true),
        ("# a note\nb: '#2' # then presentlint:disable", true),
        ("a: 'presentlint: in a value, not a comment'", false),
        ("a: 1 #\npresentlint: 2", false),
        ("a: 1 #\rpresentlint: 2", false),
        ("a: 1 # presentlint", false),
        ("", false),
    ])
    func theDirectiveCheckSearchesTheRestOfEachCommentsLine(text: String, mayHold: Bool) {
        #expect(Suppressions.mayHoldDirectives(Array(text.utf8)) == mayHold)
    }

    @Test func aHashInAValueBeforeTheCommentDoesNotHideTheDirective() {
        let text = """
        screens: { A: {}, B: {} }
        presentations:
          - { id: '#1', from: A, to: B, transition: partialCurl } # presentlint:disable-line \(curl)
        """
        #expect(!lint(text).contains { $0.rule == curl })
    }
}
