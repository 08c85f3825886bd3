/// One description size: libyaml's raw scan against presentlint's full lint.
public struct SizeResult: Sendable {
    public let name: String
    public let screens: Int
    public let presentations: Int
    public let undefinedReferences: Int
    public let bytes: Int
    public let events: Int
    public let findings: Int
    /// Median in-process libyaml event scan of the bytes.
    public let rawScanSeconds: Double
    /// Median wall time of `presentlint lint --format json FILE` (process start to exit).
    public let lintSeconds: Double
    /// Median CPU time of the lint, user and system, on every thread: the work
    /// done, which the wall time divides among the cores.
    public let lintCPUSeconds: Double
    /// The median one-screen lint run beside this description's lints (each
    /// right after a scan of this description), subtracted for the marginal
    /// time per presentation.
    public let oneScreenLintSeconds: Double
    /// Highest peak resident memory of the lint runs.
    public let peakResidentBytes: Int

    public var ratio: Double { lintSeconds / rawScanSeconds }
    /// The lint's CPU time in libyaml scans (the scan runs on one thread: its CPU time is its wall time).
    public var cpuRatio: Double { lintCPUSeconds / rawScanSeconds }
    /// Time per presentation beyond start-up: (lint - one-screen lint) / presentations.
    public var microsecondsPerPresentation: Double {
        max(0, lintSeconds - oneScreenLintSeconds) / Double(max(1, presentations)) * 1e6
    }
    /// The memory target of issue 5: 40 MB plus three times the file size.
    public var memoryLimitBytes: Int { 40_000_000 + 3 * bytes }
}

/// A one-screen file against `--version`.
public struct StartupResult: Sendable {
    public let lintSeconds: Double
    public let versionSeconds: Double
    public var ratio: Double { lintSeconds / versionSeconds }
}

/// Many small files, serial against parallel.
public struct JobsResult: Sendable {
    public let files: Int
    public let jobs1Seconds: Double
    public let jobs2Seconds: Double
    public var speedup: Double { jobs1Seconds / jobs2Seconds }
}

/// A target of issue 5 and whether this run meets it.
public struct TargetCheck: Sendable {
    public let name: String
    public let measured: String
    public let met: Bool
}

public struct BenchmarkResults: Sendable {
    public let configuration: BenchmarkConfiguration
    public let startup: StartupResult
    public let sizes: [SizeResult]
    /// The stages of the target-size lint (`--timings`), medians over the rounds; empty when that size is not run.
    public let stages: [LintStage]
    /// libyaml's scan of the target-size description read in place, as presentlint
    /// has libyaml read a file (`RawScan.eventsReadInPlace`), once per round right
    /// before a scan through libyaml's reader: the median seconds, and the median
    /// of its share of the scan beside it. Nil when that size is not run.
    public let inPlaceScan: (seconds: Double, share: Double)?
    public let jobs: JobsResult?
    /// The raw scan of the target-size description on each core and on all at once (nil: not measured).
    public let cores: CoreSpeeds.Measurement?

    /// The targets that this run's sizes allow checking.
    public var targets: [TargetCheck] {
        var checks: [TargetCheck] = []
        let plain = sizes.filter { $0.undefinedReferences == 0 }
        if let size = plain.first(where: { $0.screens == configuration.targetSize }) {
            checks.append(TargetCheck(
                name: "full lint of \(size.screens) screens <= 1.5 x libyaml scan",
                measured: format(size.ratio, 2) + " x", met: size.ratio <= 1.5))
            checks.append(TargetCheck(
                name: "peak memory of \(size.screens) screens <= 40 MB + 3 x file size (\(megabytes(size.memoryLimitBytes)))",
                measured: megabytes(size.peakResidentBytes), met: size.peakResidentBytes <= size.memoryLimitBytes))
        }
        if let small = plain.min(by: { $0.screens < $1.screens }), let large = plain.max(by: { $0.screens < $1.screens }),
           small.screens < large.screens {
            let change = large.microsecondsPerPresentation / small.microsecondsPerPresentation - 1
            checks.append(TargetCheck(
                name: "time per presentation at \(large.screens) screens within 25% of \(small.screens) screens",
                measured: (change >= 0 ? "+" : "") + format(change * 100, 1) + "%", met: abs(change) <= 0.25))
        }
        if let undefined = sizes.first(where: { $0.undefinedReferences > 0 }),
           let base = plain.first(where: { $0.screens == undefined.screens }) {
            let change = undefined.microsecondsPerPresentation / base.microsecondsPerPresentation - 1
            checks.append(TargetCheck(
                name: "\(undefined.undefinedReferences) undefined references: time per presentation within 25% of the plain file",
                measured: (change >= 0 ? "+" : "") + format(change * 100, 1) + "%", met: change <= 0.25))
        }
        checks.append(TargetCheck(
            name: "one-screen lint <= 15 ms", measured: format(startup.lintSeconds * 1000, 1) + " ms",
            met: startup.lintSeconds <= 0.015))
        checks.append(TargetCheck(
            name: "one-screen lint <= 2 x presentlint --version", measured: format(startup.ratio, 2) + " x",
            met: startup.ratio <= 2))
        if let jobs {
            checks.append(TargetCheck(
                name: "\(jobs.files) small files: --jobs 2 >= 1.6 x as fast as --jobs 1",
                measured: format(jobs.speedup, 2) + " x", met: jobs.speedup >= 1.6))
        }
        return checks
    }
}

/// `value` with `digits` decimals.
func format(_ value: Double, _ digits: Int) -> String {
    guard value.isFinite else { return "\(value)" }
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let rounded = (abs(value) * scale).rounded()
    let whole = Int(rounded / scale)
    let fraction = Int(rounded) - whole * Int(scale)
    var text = (value < 0 && rounded > 0 ? "-" : "") + String(whole)
    if digits > 0 {
        let digitsText = String(fraction)
        text += "." + String(repeating: "0", count: digits - digitsText.count) + digitsText
    }
    return text
}

/// "12.3 MB" (decimal megabytes).
func megabytes(_ bytes: Int) -> String {
    format(Double(bytes) / 1e6, 1) + " MB"
}
