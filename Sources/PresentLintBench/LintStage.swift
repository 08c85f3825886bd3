/// One stage of a lint and its median time over the benchmark's runs, as
/// `presentlint lint --timings` reports the stages on standard error.
public struct LintStage: Sendable, Equatable {
    public let name: String
    public let milliseconds: Double

    public init(name: String, milliseconds: Double) {
        self.name = name
        self.milliseconds = milliseconds
    }

    /// The stages in `text` (the output of `--timings`): the lines
    /// `  NAME   12.34 ms` between the first line and the list of rules.
    public static func parse(_ text: String) -> [LintStage] {
        var stages: [LintStage] = []
        for line in text.split(separator: "\n").dropFirst() {
            guard line.hasPrefix("  ") else { break }
            let words = line.split(separator: " ")
            guard words.count >= 3, words.last == "ms", let value = Double(words[words.count - 2]) else { continue }
            stages.append(LintStage(name: words.dropLast(2).joined(separator: " "), milliseconds: value))
        }
        return stages
    }

    /// Each stage's median over `runs`, in the order of the first run.
    public static func medians(of runs: [[LintStage]]) -> [LintStage] {
        guard let first = runs.first else { return [] }
        return first.map { stage in
            LintStage(name: stage.name, milliseconds: median(runs.compactMap { $0.first { $0.name == stage.name }?.milliseconds }))
        }
    }
}
