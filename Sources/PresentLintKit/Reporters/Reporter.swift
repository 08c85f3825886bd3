/// Writes a lint run in one output format.
public protocol Reporter {
    /// Writes `run` to `output` piece by piece, so that a large report is
    /// never held whole in memory.
    func write(_ run: LintRun, to output: inout some TextOutputStream)
}

extension Reporter {
    /// The whole report as one string.
    public func render(_ run: LintRun) -> String {
        var output = ""
        write(run, to: &output)
        return output
    }
}

/// The output formats of `presentlint lint --format`.
public enum OutputFormat: String, CaseIterable, Sendable {
    case text, json, sarif, github, checkstyle, junit
}
