import PresentLintCore
@testable import PresentLintKit
import PresentLintYAML
import Testing

/// After a YAML syntax error, linting goes on with the next document (a `---`
/// line): format.md makes each document a description of its own, and rules.md
/// loses nothing found in the rest of the file.
struct SyntaxErrorResumptionTests {
    private static let noneStyle = "none-style-presented"

    private func starts(_ findings: [Finding], _ rule: String) -> [Mark] {
        findings.filter { $0.rule == rule }.map(\.range.start)
    }

    /// libyaml stops at the `---` that ends an unclosed flow mapping: the document
    /// starting there is read, and its finding keeps its line in the file.
    @Test func theDocumentAfterTheErrorIsChecked() {
        let text = """
            screens: {A: {}, B: {}}
            presentations: [{from: A, to: B, style: none}]
            ---
            screens: {A: {}
            ---
            screens: {X: {}, Y: {}}
            presentations: [{from: X, to: Y, style: none}]

            """
        let found = lint(text)
        #expect(starts(found, Self.noneStyle) == [Mark(line: 2, column: 41), Mark(line: 7, column: 41)])
        #expect(starts(found, "yaml-syntax") == [Mark(line: 5, column: 1)])
        let syntax = found.first { $0.rule == "yaml-syntax" }
        #expect(syntax?.message.hasSuffix("nothing else in this document is checked; checking goes on with the next document, at line 5") == true)
        #expect(syntax?.notes.map(\.range.start) == [Mark(line: 4, column: 10)])
    }

    /// An error inside a document (a tab where indentation is expected) skips to the next
    /// `---` line after it; a document without an error in between is not skipped.
    @Test func theErrorSkipsOnlyTheRestOfItsDocument() {
        let text = "screens:\n  A: {}\n\tB: {}\npresentations: [{from: A, to: A, style: none}]\n--- # next\nscreens: {C: {}}\nroot: Nope\n"
        let found = lint(text)
        #expect(found.map(\.rule) == ["yaml-syntax", "unknown-reference"])
        #expect(found.map(\.range.start.line) == [3, 7])
        #expect(found.first?.message.hasSuffix("with the next document, at line 5") == true)
    }

    /// An error on the `---` line itself does not start the reading there again: the
    /// next document after it is read, and each error is reported once.
    @Test func anErrorOnTheMarkerLineMovesOn() {
        let text = "--- {screens: ]\n--- {screens: {X: {}, Y: {}}, presentations: [{from: X, to: Y, style: none}]}\n"
        let found = lint(text)
        #expect(found.map(\.rule) == ["yaml-syntax", Self.noneStyle])
        #expect(found.map(\.range.start.line) == [1, 2])
    }

    /// Without a later document, the message says that nothing after the error is checked.
    @Test func withoutALaterDocumentNothingAfterIsChecked() {
        let found = lint("screens: {A: {}}\n---\nscreens: [A\n")
        #expect(found.map(\.rule) == ["yaml-syntax"])
        #expect(found.first?.message.hasSuffix("nothing in this document or after it is checked") == true)
    }

    /// Line numbers after the error follow the file's line breaks (CR LF here).
    @Test func linesAfterTheErrorCountTheFilesLineBreaks() {
        let text = "screens: {A: [}\r\n---\r\n\r\nscreens: {X: {}}\r\npresentations: [{from: X, to: X, style: none}]\r\n"
        let found = lint(text)
        #expect(starts(found, Self.noneStyle) == [Mark(line: 5, column: 41)])
    }

    /// Many broken documents: each error is reported once, every good document is checked,
    /// and each line of the file is read once more at most (no time quadratic in the errors).
    @Test func everyBrokenDocumentIsReportedOnce() {
        let good = "screens: {X: {}}\npresentations: [{from: X, to: X, style: none}]\n"
        let text = (0..<2_000).map { $0 % 2 == 0 ? "---\nscreens: {A: [}\n" : "---\n" + good }.joined()
        let found = lint(text)
        #expect(found.filter { $0.rule == "yaml-syntax" }.count == 1_000)
        #expect(found.filter { $0.rule == Self.noneStyle }.count == 1_000)
        #expect(starts(found, Self.noneStyle).first == Mark(line: 5, column: 41))
        #expect(starts(found, Self.noneStyle).last == Mark(line: 5 * 1_000, column: 41))
    }

    /// Suppression comments work in the documents after the error; one inside the text the error
    /// kept from being read is not reported as unused, one in a checked document is.
    @Test func suppressionsAfterTheErrorApply() {
        let text = """
            screens: {A: [}
            # presentlint:disable-next-line unreachable-screen
            ---
            root: X
            screens: {X: {}, Y: {}}
            presentations: [{from: X, to: X, style: none}]  # presentlint:disable-line none-style-presented
            # presentlint:disable-next-line popover-missing-anchor
            presentations2: 1

            """
        let found = lint(text)
        #expect(!found.contains { $0.rule == Self.noneStyle })
        #expect(found.contains { $0.rule == "unreachable-screen" })
        let unused = found.filter { $0.rule == "unused-suppression" }
        #expect(unused.map(\.range.start.line) == [7], "\(unused.map(\.message))")
    }

    /// Many errors and many comments: each comment is looked up among the unparsed lines by binary
    /// search. Comments in the broken documents are not reported as unused; those in checked ones are.
    @Test func manyErrorsAndCommentsStayLinear() {
        let broken = "---\nscreens: {A: [}\n# presentlint:disable-next-line unreachable-screen\n"
        let checked = "---\nscreens: {X: {}}  # presentlint:disable-line unreachable-screen\n"
        let text = (0..<4_000).map { $0 % 2 == 0 ? broken : checked }.joined()
        let found = lint(text)
        #expect(found.filter { $0.rule == "yaml-syntax" }.count == 2_000)
        let unused = found.filter { $0.rule == "unused-suppression" }
        #expect(unused.count == 2_000)
        #expect(unused.allSatisfy { ($0.range.start.line - 5) % 5 == 0 }, "\(unused.prefix(3).map(\.range.start))")
    }

    @Test func unparsedLinesAreFoundByRange() {
        var lines = UnparsedLines()
        lines.add(from: 3, to: 5)
        lines.add(from: 5, to: 5)
        lines.add(from: 9, to: Int.max)
        #expect(!lines.contains(2) && lines.contains(3) && lines.contains(4) && !lines.contains(5))
        #expect(!lines.contains(8) && lines.contains(9) && lines.contains(1_000_000))
        #expect(lines.overlaps(1...3) && !lines.overlaps(5...8) && lines.overlaps(8...9) && lines.overlaps(5...Int.max))
    }

    /// A reader error (a control character) and presentlint's flow-nesting limit end their
    /// document the same way, and the next document is checked.
    @Test func readerErrorsAndTheNestingLimitResumeToo() {
        let good = "---\nscreens: {X: {}, Y: {}}\npresentations: [{from: X, to: Y, style: none}]\n"
        let control = lint("screens: {A: \"\u{1}\"}\n" + good)
        #expect(control.map(\.rule) == ["yaml-syntax", Self.noneStyle])
        #expect(control.last?.range.start == Mark(line: 4, column: 41))
        let nested = lint(String(repeating: "[", count: 40) + "\n" + good)
        #expect(nested.map(\.rule) == ["yaml-syntax", Self.noneStyle])
        #expect(nested.first?.message.contains("nesting limit") == true)
        #expect(nested.last?.range.start == Mark(line: 4, column: 41))
    }
}
