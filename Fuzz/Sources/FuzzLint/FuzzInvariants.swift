import Foundation
import PresentLintCore
import PresentLintKit

/// What every lint result must satisfy, whatever the input.
enum FuzzInvariants {
    static func check(_ report: FileReport, inputSize: Int) {
        let lineLimit = inputSize + 2
        // libyaml's errors end the stream: one at most. (An alias without its anchor is a
        // yaml-syntax finding too, one per alias, and the rest of its document is still checked.)
        var streamErrors = 0
        for finding in report.findings {
            require(!finding.message.isEmpty && !finding.rule.isEmpty, "empty message or rule")
            require(finding.range.start.line >= 1 && finding.range.start.column >= 1, "position before 1:1")
            require(finding.range.start.line <= lineLimit, "line past the end of the input")
            for note in finding.notes {
                require(note.range.start.line >= 1 && note.range.start.column >= 1 && note.range.start.line <= lineLimit,
                        "note position out of the input")
            }
            if finding.rule == "yaml-syntax", finding.message.hasSuffix("nothing in this document or after it is checked") {
                streamErrors += 1
            }
        }
        require(streamErrors <= 1, "more than one yaml-syntax finding that ends the stream")
        require(zip(report.findings, report.findings.dropFirst()).allSatisfy { !Finding.precedes($1, $0) },
                "findings out of order")
    }

    /// Text output stays proportional to the findings (long source lines and
    /// messages are cut), and JSON output parses.
    /// Reading the text in place must not change a finding.
    static func check(_ report: FileReport, sameFindingsAs other: FileReport) {
        require(report.findings == other.findings, "libyaml reading in place changed the findings")
    }

    static func check(output: String, of reporter: any Reporter, run: LintRun) {
        if reporter is TextReporter {
            let findings = run.reports.reduce(0) { $0 + $1.findings.count }
            let notes = run.reports.reduce(0) { $0 + $1.findings.reduce(0) { $0 + $1.notes.count } }
            require(output.utf8.count <= 200 + findings * 9_000 + notes * 7_000, "text output too long")
        }
        if reporter is JSONReporter || reporter is SARIFReporter {
            require((try? JSONSerialization.jsonObject(with: Data(output.utf8))) != nil, "JSON output does not parse")
        }
    }

    private static func require(_ condition: Bool, _ message: String) {
        if !condition { fatalError("fuzz invariant failed: \(message)") }
    }
}
