import PresentLintCore

/// `--format checkstyle`: Checkstyle's XML, which Jenkins, GitLab and
/// reviewdog read. One `<file>` per linted file (also those without findings);
/// each finding is an `<error>` whose `source` is `presentlint.<rule-id>`.
/// A path that could not be linted is a `<file>` with one error, `source` `presentlint`.
public struct CheckstyleReporter: Reporter {
    public var failures: [FileDiscovery.Failure]

    public init(failures: [FileDiscovery.Failure] = []) {
        self.failures = failures
    }

    public func write(_ run: LintRun, to output: inout some TextOutputStream) {
        output.write(XML.declaration + "<checkstyle version=\"4.3\">\n")
        for failure in failures {
            output.write("  <file\(XML.attributes(["name": failure.path]))>\n")
            output.write("    <error" + XML.attributes([
                "line": "1", "column": "1", "severity": "error", "message": failure.message, "source": "presentlint",
            ]) + "/>\n  </file>\n")
        }
        for report in run.reports {
            output.write("  <file\(XML.attributes(["name": report.path]))>\n")
            for finding in report.findings {
                output.write("    <error" + XML.attributes([
                    "line": String(finding.range.start.line),
                    "column": String(finding.range.start.column),
                    "severity": finding.severity.rawValue,
                    "message": finding.messageWithNotes(in: report.path),
                    "source": "presentlint.\(finding.rule)",
                ]) + "/>\n")
            }
            output.write("  </file>\n")
        }
        output.write("</checkstyle>\n")
    }
}

extension Finding {
    /// The message (and `suffix`), then one `note: path:line:column: text` line per note;
    /// `line` rewrites each line before they are joined (to escape what a format cannot carry).
    func messageWithNotes(in path: String, suffix: String = "", line: (String) -> String = { $0 }) -> String {
        ([message + suffix] + notes.map { "note: \(path):\($0.range.start.line):\($0.range.start.column): \($0.message)" })
            .map(line).joined(separator: "\n")
    }
}
