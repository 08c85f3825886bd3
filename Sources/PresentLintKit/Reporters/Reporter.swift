/// Renders a lint run in one output format.
public protocol Reporter {
    func render(_ run: LintRun) -> String
}

/// The output formats of `presentlint lint --format`.
public enum OutputFormat: String, CaseIterable, Sendable {
    case text, json, sarif, github, checkstyle, junit
}
