/// How long the stages of linting took, measured when the linter is asked to
/// (`Linter(measuresTime: true)`, `presentlint lint --timings`). Stages are
/// wall-clock times of the thread that runs them; a stage that spreads its
/// work over two threads (the rules of a large description) takes less wall
/// time than the sum of `byRule`.
public struct LintTimings: Sendable {
    /// Reading the YAML and decoding the description: libyaml's parse, the
    /// tree, the decoding, the references and the hierarchy check.
    public var decoding: Duration = .zero
    /// The shared analysis (effective styles, contexts, containment, reachability).
    public var analysis: Duration = .zero
    /// Running every rule.
    public var rules: Duration = .zero
    /// Applying the suppression comments.
    public var suppressions: Duration = .zero
    /// Each rule's own time, by rule id.
    public var byRule: [String: Duration] = [:]

    public init() {}

    /// The sum of two files' timings, stage by stage and rule by rule.
    public static func + (lhs: LintTimings, rhs: LintTimings) -> LintTimings {
        var sum = lhs
        sum.decoding += rhs.decoding
        sum.analysis += rhs.analysis
        sum.rules += rhs.rules
        sum.suppressions += rhs.suppressions
        sum.byRule.merge(rhs.byRule, uniquingKeysWith: +)
        return sum
    }
}

/// Records the stages of one file into `timings`: each `record` charges the
/// time since the previous one (or since the clock was made) to a stage.
struct StageClock {
    private(set) var timings = LintTimings()
    private var last = ContinuousClock.now

    mutating func record(_ stage: WritableKeyPath<LintTimings, Duration>) {
        let now = ContinuousClock.now
        timings[keyPath: stage] += now - last
        last = now
    }

    /// Adds each rule's time.
    mutating func add(_ ruleTimes: [String: Duration]) {
        timings.byRule.merge(ruleTimes, uniquingKeysWith: +)
    }
}

extension Duration {
    /// The duration in milliseconds, for reports.
    var milliseconds: Double {
        Double(components.seconds) * 1_000 + Double(components.attoseconds) / 1e15
    }
}
