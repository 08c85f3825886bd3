import PresentLintCore

/// `--format junit`: JUnit XML for CI test reports. One `<testsuite>` per
/// linted file; each finding is a failed `<testcase>` (the failure's `type` is
/// its severity), and a file without findings has one passing test case.
/// A path that could not be linted is a test suite whose one case is an `<error>`.
public struct JUnitReporter: Reporter {
    public var failures: [FileDiscovery.Failure]

    public init(failures: [FileDiscovery.Failure] = []) {
        self.failures = failures
    }

    public func write(_ run: LintRun, to output: inout some TextOutputStream) {
        let findings = run.reports.reduce(0) { $0 + $1.findings.count }
        let cases = run.reports.reduce(0) { $0 + max(1, $1.findings.count) } + failures.count
        output.write(XML.declaration)
        output.write("<testsuites" + XML.attributes([
            "name": "presentlint", "tests": String(cases), "failures": String(findings), "errors": String(failures.count),
        ]) + ">\n")
        for failure in failures {
            output.write("  <testsuite" + XML.attributes(["name": failure.path, "tests": "1", "failures": "0", "errors": "1"]) + ">\n")
            output.write("    <testcase" + XML.attributes(["classname": failure.path, "name": "lint"]) + ">\n")
            output.write("      <error" + XML.attributes(["message": failure.message]) + "/>\n")
            output.write("    </testcase>\n  </testsuite>\n")
        }
        for report in run.reports {
            output.write("  <testsuite" + XML.attributes([
                "name": report.path, "tests": String(max(1, report.findings.count)),
                "failures": String(report.findings.count), "errors": "0",
            ]) + ">\n")
            if report.findings.isEmpty {
                output.write("    <testcase" + XML.attributes(["classname": report.path, "name": "no findings"]) + "/>\n")
            }
            for finding in report.findings {
                let start = finding.range.start
                output.write("    <testcase" + XML.attributes([
                    "classname": report.path, "name": "\(finding.rule) at \(start.line):\(start.column)",
                ]) + ">\n")
                output.write("      <failure" + XML.attributes([
                    "message": finding.message, "type": finding.severity.rawValue,
                ]) + ">")
                let located = "\(report.path):\(start.line):\(start.column): \(finding.severity.rawValue): "
                output.write(XML.escape(located + finding.messageWithNotes(in: report.path, suffix: " [\(finding.rule)]")))
                output.write("</failure>\n    </testcase>\n")
            }
            output.write("  </testsuite>\n")
        }
        output.write("</testsuites>\n")
    }
}
