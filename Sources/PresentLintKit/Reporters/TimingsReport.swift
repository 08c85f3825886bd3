/// What `presentlint lint --timings` prints on standard error after the
/// report: the stages summed over the files, then the slowest rules, as
/// ESLint's `TIMING` and SwiftLint's `--benchmark` list them.
public enum TimingsReport {
    /// How many rules are listed, slowest first.
    public static let listedRules = 10

    /// - Parameters:
    ///   - total: the time from reading the configuration to the end of the report.
    ///   - report: the time writing the report took.
    public static func text(for run: LintRun, total: Duration, report: Duration) -> String {
        let timings = run.reports.compactMap(\.timings).reduce(LintTimings(), +)
        let bytes = run.reports.reduce(0) { $0 + $1.file.bytes.count }
        let files = run.reports.count
        let stages: [(String, Duration)] = [
            ("parsing and decoding", timings.decoding),
            ("analysis", timings.analysis),
            ("rules", timings.rules),
            ("suppressions", timings.suppressions),
            ("report", report),
        ]
        var lines = ["timings: \(files) \(files == 1 ? "file" : "files"), \(megabytes(bytes)), \(milliseconds(total, aligned: false)) from reading the configuration to the end of the report"]
        lines += stages.map { "  \(pad($0.0, 22)) \(milliseconds($0.1))" }
        if files > 1 {
            lines.append("  (stages are summed over the files, which are linted in parallel)")
        }
        let slowest = timings.byRule.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
        if !slowest.isEmpty {
            lines.append("slowest rules (each rule's own time; a large description's rules run on two threads):")
            lines += slowest.prefix(listedRules).map { "  \(pad($0.key, 40)) \(milliseconds($0.value))" }
            if slowest.count > listedRules {
                let rest = slowest.dropFirst(listedRules).reduce(Duration.zero) { $0 + $1.value }
                lines.append("  \(pad("\(slowest.count - listedRules) more rules", 40)) \(milliseconds(rest))")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }

    /// "12.34 ms", right-aligned in a column when `aligned`.
    private static func milliseconds(_ duration: Duration, aligned: Bool = true) -> String {
        let hundredths = Int((duration.milliseconds * 100).rounded())
        let fraction = hundredths % 100
        let text = "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction) ms"
        return aligned ? String(repeating: " ", count: max(0, 11 - text.count)) + text : text
    }

    private static func megabytes(_ bytes: Int) -> String {
        bytes < 100_000 ? "\(bytes) bytes" : "\((Double(bytes) / 100_000).rounded() / 10) MB"
    }
}
