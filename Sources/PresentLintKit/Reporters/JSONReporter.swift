import PresentLintCore

/// `--format json`, as cli.md shows it, plus `failures`: the paths that
/// could not be linted (cli.md lets fields be added), so that a tool that
/// reads only the report does not take an unread file for a clean one.
public struct JSONReporter: Reporter {
    public var failures: [FileDiscovery.Failure]

    public init(failures: [FileDiscovery.Failure] = []) {
        self.failures = failures
    }

    public func write(_ run: LintRun, to output: inout some TextOutputStream) {
        output.write("{\n  \"version\": 1,\n  \"diagnostics\": [")
        var first = true
        for report in run.reports {
            let file = JSON.string(report.path)
            for finding in report.findings {
                output.write(first ? "\n" : ",\n")
                first = false
                let range = finding.range
                output.write("    {\"file\": ")
                output.write(file)
                // Numbers are written one by one: an interpolated string costs more than the rest of the line.
                output.write(", \"line\": ")
                output.write(String(range.start.line))
                output.write(", \"column\": ")
                output.write(String(range.start.column))
                output.write(", \"endLine\": ")
                output.write(String(range.end.line))
                output.write(", \"endColumn\": ")
                output.write(String(range.end.column))
                output.write(", \"severity\": \"")
                output.write(finding.severity.rawValue)
                output.write("\", \"rule\": ")
                JSON.write(finding.rule, to: &output)
                output.write(", \"message\": ")
                JSON.write(finding.message, to: &output)
                output.write(", \"subject\": ")
                JSON.write(finding.subject, to: &output)
                output.write(", \"notes\": [")
                for (index, note) in finding.notes.enumerated() {
                    output.write(index > 0 ? ", {\"file\": " : "{\"file\": ")
                    output.write(file)
                    output.write(", \"line\": ")
                    output.write(String(note.range.start.line))
                    output.write(", \"column\": ")
                    output.write(String(note.range.start.column))
                    output.write(", \"message\": ")
                    JSON.write(note.message, to: &output)
                    output.write("}")
                }
                output.write("]}")
            }
        }
        output.write(first ? "],\n" : "\n  ],\n")
        output.write("  \"failures\": [")
        for (index, failure) in failures.enumerated() {
            output.write(index > 0 ? ", {\"file\": " : "{\"file\": ")
            JSON.write(failure.path, to: &output)
            output.write(", \"message\": ")
            JSON.write(failure.message, to: &output)
            output.write("}")
        }
        output.write("],\n")
        output.write("  \"summary\": {\"files\": \(run.reports.count), \"errors\": \(run.count(.error)), ")
        output.write("\"warnings\": \(run.count(.warning)), \"infos\": \(run.count(.info))}\n}\n")
    }
}
