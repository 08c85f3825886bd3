import PresentLintCore

/// `--format json`, as cli.md shows it.
public struct JSONReporter: Reporter {
    public init() {}

    public func render(_ run: LintRun) -> String {
        var output = "{\n  \"version\": 1,\n  \"diagnostics\": ["
        var first = true
        for report in run.reports {
            let file = JSON.string(report.path)
            for finding in report.findings {
                output += first ? "\n" : ",\n"
                first = false
                let range = finding.range
                output += "    {\"file\": \(file), \"line\": \(range.start.line), \"column\": \(range.start.column), "
                output += "\"endLine\": \(range.end.line), \"endColumn\": \(range.end.column), "
                output += "\"severity\": \"\(finding.severity.rawValue)\", \"rule\": \(JSON.string(finding.rule)), "
                output += "\"message\": \(JSON.string(finding.message)), \"subject\": \(JSON.string(finding.subject)), \"notes\": ["
                output += finding.notes.map { note in
                    "{\"file\": \(file), \"line\": \(note.range.start.line), \"column\": \(note.range.start.column), \"message\": \(JSON.string(note.message))}"
                }.joined(separator: ", ")
                output += "]}"
            }
        }
        output += first ? "],\n" : "\n  ],\n"
        output += "  \"summary\": {\"files\": \(run.reports.count), \"errors\": \(run.count(.error)), "
        output += "\"warnings\": \(run.count(.warning)), \"infos\": \(run.count(.info))}\n}\n"
        return output
    }
}
