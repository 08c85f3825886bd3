import PresentLintCore

/// `--format json`, as cli.md shows it.
public struct JSONReporter: Reporter {
    public init() {}

    public func write(_ run: LintRun, to output: inout some TextOutputStream) {
        output.write("{\n  \"version\": 1,\n  \"diagnostics\": [")
        var first = true
        for report in run.reports {
            let file = JSON.string(report.path)
            for finding in report.findings {
                output.write(first ? "\n" : ",\n")
                first = false
                let range = finding.range
                output.write("    {\"file\": \(file), \"line\": \(range.start.line), \"column\": \(range.start.column), ")
                output.write("\"endLine\": \(range.end.line), \"endColumn\": \(range.end.column), ")
                output.write("\"severity\": \"\(finding.severity.rawValue)\", \"rule\": \(JSON.string(finding.rule)), ")
                output.write("\"message\": \(JSON.string(finding.message)), \"subject\": \(JSON.string(finding.subject)), \"notes\": [")
                for (index, note) in finding.notes.enumerated() {
                    if index > 0 { output.write(", ") }
                    output.write("{\"file\": \(file), \"line\": \(note.range.start.line), \"column\": \(note.range.start.column), \"message\": \(JSON.string(note.message))}")
                }
                output.write("]}")
            }
        }
        output.write(first ? "],\n" : "\n  ],\n")
        output.write("  \"summary\": {\"files\": \(run.reports.count), \"errors\": \(run.count(.error)), ")
        output.write("\"warnings\": \(run.count(.warning)), \"infos\": \(run.count(.info))}\n}\n")
    }
}
