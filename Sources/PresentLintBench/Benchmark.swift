import Foundation

/// What the benchmark measures and how often.
public struct BenchmarkConfiguration: Sendable {
    /// Description sizes, in screens.
    public var sizes = [1_000, 10_000, 20_000, 100_000]
    /// The size whose targets (ratio to libyaml, memory) are checked.
    public var targetSize = 20_000
    /// Undefined references in the extra "did you mean" case (0: no such case).
    public var undefinedReferences = 10_000
    /// Runs per measurement; the median is reported. Descriptions smaller than
    /// the target size run more often (see `runs(forScreens:)`).
    public var repetitions = 5
    /// Runs of each start-up measurement.
    public var startupRuns = 30
    /// Small files linted with `--jobs 1` and `--jobs 2` (0: not measured).
    public var smallFiles = 1_000
    public var smallFileRuns = 5
    public var seed: UInt64 = 1
    /// The release `presentlint` executable.
    public var presentlint: String
    /// Where generated descriptions and outputs are written.
    public var workDirectory: String

    public init(presentlint: String, workDirectory: String) {
        self.presentlint = presentlint
        self.workDirectory = workDirectory
    }

    /// `repetitions`, times the number of times the description fits in the
    /// target size (at most 8): a small description takes a few milliseconds,
    /// where a few milliseconds of noise would otherwise decide its median.
    public func runs(forScreens screens: Int) -> Int {
        repetitions * min(8, max(1, targetSize / max(1, screens)))
    }
}

/// Runs the measurements of issue 5 and checks its targets.
public struct Benchmark {
    public let configuration: BenchmarkConfiguration
    /// Progress lines (to standard error in the command).
    public var log: (String) -> Void = { _ in }

    public init(configuration: BenchmarkConfiguration) {
        self.configuration = configuration
    }

    public func run() throws -> BenchmarkResults {
        let files = FileManager.default
        try files.createDirectory(atPath: configuration.workDirectory, withIntermediateDirectories: true)
        let startup = try measureStartup()
        var sizes: [SizeResult] = []
        for screens in configuration.sizes {
            let options = DescriptionGenerator.Options(screens: screens, seed: configuration.seed)
            sizes.append(try measure(options, name: "\(screens) screens", startup: startup))
        }
        if configuration.undefinedReferences > 0 {
            let options = DescriptionGenerator.Options(
                screens: configuration.targetSize, seed: configuration.seed,
                undefinedReferences: configuration.undefinedReferences)
            sizes.append(try measure(
                options, name: "\(configuration.targetSize) screens + \(configuration.undefinedReferences) undefined references",
                startup: startup))
        }
        let jobs = configuration.smallFiles > 0 ? try measureJobs() : nil
        return BenchmarkResults(
            configuration: configuration, startup: startup, sizes: sizes, jobs: jobs, coreScanSeconds: measureCores())
    }

    private func path(_ name: String) -> String {
        (configuration.workDirectory as NSString).appendingPathComponent(name)
    }

    /// A child run of presentlint that must lint (status 0 or 1), not fail.
    private func lint(_ arguments: [String], output: String = "/dev/null") throws -> ChildRun {
        let run = try runChild(configuration.presentlint, arguments, outputPath: output)
        guard run.status == 0 || run.status == 1 else {
            throw ChildProcessError(description: "presentlint \(arguments.joined(separator: " ")) exited with status \(run.status)")
        }
        return run
    }

    private func measureStartup() throws -> StartupResult {
        let file = path("one-screen.nav.yml")
        try DescriptionGenerator(.init(screens: 1, seed: configuration.seed)).generate().text
            .write(toFile: file, atomically: true, encoding: .utf8)
        log("start-up: presentlint lint of one screen against presentlint --version, \(configuration.startupRuns) runs each")
        var lintTimes: [Double] = [], versionTimes: [Double] = []
        for _ in 0..<configuration.startupRuns {
            let version = try runChild(configuration.presentlint, ["--version"])
            guard version.status == 0 else { throw ChildProcessError(description: "presentlint --version failed") }
            versionTimes.append(version.seconds)
            lintTimes.append(try lint(["lint", file]).seconds)
        }
        return StartupResult(lintSeconds: median(lintTimes), versionSeconds: median(versionTimes))
    }

    private func measure(_ options: DescriptionGenerator.Options, name: String, startup: StartupResult) throws -> SizeResult {
        let generated = DescriptionGenerator(options).generate()
        let bytes = Array(generated.text.utf8)
        let file = path("generated-\(options.screens)-\(options.undefinedReferences).nav.yml")
        let output = path("generated-\(options.screens)-\(options.undefinedReferences).json")
        try Data(bytes).write(to: URL(fileURLWithPath: file))
        let runs = configuration.runs(forScreens: options.screens)
        log("\(name): \(bytes.count) bytes, \(generated.presentations) presentations, \(runs) runs")
        guard let events = RawScan.events(in: bytes) else {
            throw ChildProcessError(description: "libyaml rejects the generated description \(file)")
        }
        var scans: [Double] = [], lints: [Double] = [], memory: [Int] = []
        for _ in 0..<runs {
            let start = monotonicSeconds()
            _ = RawScan.events(in: bytes)
            scans.append(monotonicSeconds() - start)
            let run = try lint(["lint", "--format", "json", file], output: output)
            lints.append(run.seconds)
            memory.append(run.peakResidentBytes)
        }
        let summary = try String(contentsOfFile: output, encoding: .utf8)
        return SizeResult(
            name: name, screens: generated.screens, presentations: generated.presentations,
            undefinedReferences: options.undefinedReferences, bytes: bytes.count, events: events,
            findings: Self.findingCount(inJSON: summary), rawScanSeconds: median(scans), lintSeconds: median(lints),
            startupSeconds: startup.lintSeconds, peakResidentBytes: memory.max() ?? 0)
    }

    private func measureJobs() throws -> JobsResult {
        let directory = path("small-files")
        try? FileManager.default.removeItem(atPath: directory)
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        for index in 0..<configuration.smallFiles {
            let text = DescriptionGenerator(.init(screens: 11, seed: configuration.seed &+ UInt64(index))).generate().text
            try text.write(toFile: (directory as NSString).appendingPathComponent("file-\(index).nav.yml"),
                           atomically: false, encoding: .utf8)
        }
        log("\(configuration.smallFiles) small files: --jobs 1 against --jobs 2, \(configuration.smallFileRuns) runs each")
        var serial: [Double] = [], parallel: [Double] = []
        for _ in 0..<configuration.smallFileRuns {
            serial.append(try lint(["lint", "--format", "json", "--jobs", "1", directory]).seconds)
            parallel.append(try lint(["lint", "--format", "json", "--jobs", "2", directory]).seconds)
        }
        return JobsResult(files: configuration.smallFiles, jobs1Seconds: median(serial), jobs2Seconds: median(parallel))
    }

    /// The raw scan of the target-size description on each core in turn.
    private func measureCores() -> [Double]? {
        let options = DescriptionGenerator.Options(screens: configuration.targetSize, seed: configuration.seed)
        log("cores: libyaml scan of \(configuration.targetSize) screens on each core, \(configuration.repetitions) runs each")
        return CoreSpeeds.scanSeconds(Array(DescriptionGenerator(options).generate().text.utf8), repetitions: configuration.repetitions)
    }

    /// errors + warnings + infos from the JSON reporter's summary line.
    static func findingCount(inJSON text: String) -> Int {
        guard let summary = text.range(of: "\"summary\"", options: .backwards) else { return 0 }
        var total = 0
        for key in ["errors", "warnings", "infos"] {
            guard let keyRange = text.range(of: "\"\(key)\": ", range: summary.upperBound..<text.endIndex) else { continue }
            total += Int(text[keyRange.upperBound...].prefix { $0.isNumber }) ?? 0
        }
        return total
    }
}

/// The median of a non-empty list.
func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}
