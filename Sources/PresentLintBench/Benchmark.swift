import Foundation

/// What the benchmark measures and how often.
public struct BenchmarkConfiguration: Sendable {
    /// Description sizes, in screens.
    public var sizes = [1_000, 10_000, 20_000, 100_000]
    /// The size whose targets (ratio to libyaml, memory) are checked.
    public var targetSize = 20_000
    /// Undefined references in the extra "did you mean" case (0: no such case).
    public var undefinedReferences = 10_000
    /// Rounds of measurement; the median is reported. Each round runs every
    /// description (smaller ones several times, see `runs(forScreens:)`) and the
    /// start-up pair, so that the machine's speed changes affect all alike.
    public var repetitions = 5
    /// Runs of each start-up measurement, spread over the rounds.
    public var startupRuns = 30
    /// Small files linted with `--jobs 1` and `--jobs 2` (0: not measured).
    public var smallFiles = 1_000
    public var smallFileRuns = 5
    public var seed: UInt64 = 1
    /// The release `presentlint` executable.
    public var presentlint: String
    /// `presentlint-bench`, to run presentlint from a small helper process (see
    /// `ChildSpawner`); nil runs it directly, and then its peak memory can
    /// include the benchmark's own.
    public var spawnHelper: String?
    /// Where generated descriptions and outputs are written.
    public var workDirectory: String

    public init(presentlint: String, workDirectory: String) {
        self.presentlint = presentlint
        self.workDirectory = workDirectory
    }

    /// All runs of a description: `repetitions` rounds of `runsPerRound(forScreens:)`.
    public func runs(forScreens screens: Int) -> Int {
        repetitions * runsPerRound(forScreens: screens)
    }

    /// The number of times the description fits in the target size (at most 8):
    /// a small description takes a few milliseconds, where a few milliseconds of
    /// noise would otherwise decide its median.
    func runsPerRound(forScreens screens: Int) -> Int {
        min(8, max(1, targetSize / max(1, screens)))
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
        // Started first, while this process is still small (see `ChildSpawner`).
        let spawner = try configuration.spawnHelper.map(ChildSpawner.init(helper:))
        let files = FileManager.default
        try files.createDirectory(atPath: configuration.workDirectory, withIntermediateDirectories: true)
        var options = configuration.sizes.map { DescriptionGenerator.Options(screens: $0, seed: configuration.seed) }
        if configuration.undefinedReferences > 0 {
            options.append(DescriptionGenerator.Options(
                screens: configuration.targetSize, seed: configuration.seed, undefinedReferences: configuration.undefinedReferences))
        }
        let cases = try options.map(prepare)
        let oneScreen = path("one-screen.nav.yml")
        try DescriptionGenerator(.init(screens: 1, seed: configuration.seed)).generate().text
            .write(toFile: oneScreen, atomically: true, encoding: .utf8)
        let startupPerRound = max(1, configuration.startupRuns / configuration.repetitions)

        var startupLints: [Double] = [], versions: [Double] = []
        var samples = [Samples](repeating: Samples(), count: cases.count)
        let target = cases.first { $0.options.screens == configuration.targetSize && $0.options.undefinedReferences == 0 }
        var stageRuns: [[LintStage]] = []
        var inPlaceScans: [Double] = [], inPlaceShares: [Double] = []
        for round in 1...configuration.repetitions {
            log("round \(round) of \(configuration.repetitions): start-up (\(startupPerRound) runs), then every description")
            for _ in 0..<startupPerRound {
                let version = try spawn(spawner, ["--version"])
                guard version.status == 0 else { throw ChildProcessError(description: "presentlint --version failed") }
                versions.append(version.seconds)
                startupLints.append(try lint(spawner, ["lint", oneScreen]).seconds)
            }
            for (index, description) in cases.enumerated() {
                for _ in 0..<configuration.runsPerRound(forScreens: description.options.screens) {
                    samples[index].add(try measureOnce(description, oneScreen: oneScreen, spawner))
                }
            }
            if let target {
                stageRuns.append(try measureStages(target, spawner))
                if let (inPlace, throughReader) = scanInPlaceAndThroughReader(target.bytes) {
                    inPlaceScans.append(inPlace)
                    inPlaceShares.append(inPlace / throughReader)
                }
            }
        }
        let startup = StartupResult(lintSeconds: median(startupLints), versionSeconds: median(versions))
        let sizes = try cases.indices.map { try result(cases[$0], samples[$0]) }
        let jobs = configuration.smallFiles > 0 ? try measureJobs(spawner) : nil
        return BenchmarkResults(
            configuration: configuration, startup: startup, sizes: sizes, stages: LintStage.medians(of: stageRuns),
            inPlaceScan: inPlaceScans.isEmpty ? nil : (median(inPlaceScans), median(inPlaceShares)), jobs: jobs,
            cores: measureCores())
    }

    private func path(_ name: String) -> String {
        (configuration.workDirectory as NSString).appendingPathComponent(name)
    }

    /// A run of presentlint, through the helper when there is one.
    private func spawn(
        _ spawner: ChildSpawner?, _ arguments: [String], output: String = "/dev/null", errors: String = "/dev/null"
    ) throws -> ChildRun {
        guard let spawner else { return try runChild(configuration.presentlint, arguments, outputPath: output, errorPath: errors) }
        return try spawner.run(configuration.presentlint, arguments, outputPath: output, errorPath: errors)
    }

    /// A child run of presentlint that must lint (status 0 or 1), not fail.
    private func lint(
        _ spawner: ChildSpawner?, _ arguments: [String], output: String = "/dev/null", errors: String = "/dev/null"
    ) throws -> ChildRun {
        let run = try spawn(spawner, arguments, output: output, errors: errors)
        guard run.status == 0 || run.status == 1 else {
            throw ChildProcessError(description: "presentlint \(arguments.joined(separator: " ")) exited with status \(run.status)")
        }
        return run
    }

    /// A generated description, written out for presentlint.
    private struct Case {
        let options: DescriptionGenerator.Options
        let name: String
        let presentations: Int
        let bytes: [UInt8]
        let events: Int
        let file: String
        let output: String
    }

    /// The times and memory of one description's runs.
    private struct Samples {
        var scans: [Double] = []
        var lints: [Double] = []
        var lintCPU: [Double] = []
        /// The one-screen lints run beside this description's lints (see `measureOnce`).
        var oneScreenLints: [Double] = []
        var peakResidentBytes = 0

        mutating func add(_ sample: Sample) {
            scans += [sample.scan, sample.secondScan]
            lints.append(sample.lint.seconds)
            lintCPU.append(sample.lint.cpuSeconds)
            oneScreenLints.append(sample.oneScreenLint)
            peakResidentBytes = max(peakResidentBytes, sample.lint.peakResidentBytes)
        }
    }

    private func prepare(_ options: DescriptionGenerator.Options) throws -> Case {
        let generated = DescriptionGenerator(options).generate()
        let bytes = Array(generated.text.utf8)
        let name = options.undefinedReferences > 0
            ? "\(options.screens) screens + \(options.undefinedReferences) undefined references" : "\(options.screens) screens"
        let file = path("generated-\(options.screens)-\(options.undefinedReferences).nav.yml")
        try Data(bytes).write(to: URL(fileURLWithPath: file))
        guard let events = RawScan.events(in: bytes) else {
            throw ChildProcessError(description: "libyaml rejects the generated description \(file)")
        }
        log("\(name): \(bytes.count) bytes, \(generated.presentations) presentations, \(configuration.runs(forScreens: options.screens)) runs")
        return Case(
            options: options, name: name, presentations: generated.presentations, bytes: bytes, events: events, file: file,
            output: path("generated-\(options.screens)-\(options.undefinedReferences).json"))
    }

    /// One measurement of a description (see `measureOnce`).
    private struct Sample {
        let scan: Double
        let lint: ChildRun
        let secondScan: Double
        let oneScreenLint: Double
    }

    /// libyaml's scan of the bytes, then presentlint's lint of the file; then
    /// the scan again, then a lint of the one-screen file. That lint is the
    /// fixed cost subtracted from this description's lints for the time per
    /// presentation: it runs in the conditions they run in (right after a scan
    /// of the same bytes in this process, its report written to a file), not
    /// those of the start-up runs, which follow `--version` and one another.
    private func measureOnce(_ description: Case, oneScreen: String, _ spawner: ChildSpawner?) throws -> Sample {
        let scan = timedScan(description.bytes)
        let run = try lint(spawner, ["lint", "--format", "json", description.file], output: description.output)
        let secondScan = timedScan(description.bytes)
        let oneScreenRun = try lint(spawner, ["lint", "--format", "json", oneScreen], output: path("one-screen.json"))
        return Sample(scan: scan, lint: run, secondScan: secondScan, oneScreenLint: oneScreenRun.seconds)
    }

    /// The seconds of libyaml's scan of `bytes`.
    private func timedScan(_ bytes: [UInt8]) -> Double {
        let start = monotonicSeconds()
        _ = RawScan.events(in: bytes)
        return monotonicSeconds() - start
    }

    /// libyaml's scan of `bytes` read in place, then through its reader: the
    /// seconds of the first and of the second, or nil if they cannot be read in place.
    private func scanInPlaceAndThroughReader(_ bytes: [UInt8]) -> (Double, Double)? {
        let start = monotonicSeconds()
        guard RawScan.eventsReadInPlace(in: bytes) != nil else { return nil }
        let middle = monotonicSeconds()
        _ = RawScan.events(in: bytes)
        return (middle - start, monotonicSeconds() - middle)
    }

    /// One lint of `description` with `--timings` (a run of its own, not among the timed ones).
    private func measureStages(_ description: Case, _ spawner: ChildSpawner?) throws -> [LintStage] {
        let timings = path("timings.txt")
        _ = try lint(spawner, ["lint", "--timings", "--format", "json", description.file], errors: timings)
        return LintStage.parse(try String(contentsOfFile: timings, encoding: .utf8))
    }

    private func result(_ description: Case, _ samples: Samples) throws -> SizeResult {
        let summary = try String(contentsOfFile: description.output, encoding: .utf8)
        return SizeResult(
            name: description.name, screens: description.options.screens, presentations: description.presentations,
            undefinedReferences: description.options.undefinedReferences, bytes: description.bytes.count,
            events: description.events, findings: Self.findingCount(inJSON: summary),
            rawScanSeconds: median(samples.scans), lintSeconds: median(samples.lints), lintCPUSeconds: median(samples.lintCPU),
            oneScreenLintSeconds: median(samples.oneScreenLints), peakResidentBytes: samples.peakResidentBytes)
    }

    private func measureJobs(_ spawner: ChildSpawner?) throws -> JobsResult {
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
            serial.append(try lint(spawner, ["lint", "--format", "json", "--jobs", "1", directory]).seconds)
            parallel.append(try lint(spawner, ["lint", "--format", "json", "--jobs", "2", directory]).seconds)
        }
        return JobsResult(files: configuration.smallFiles, jobs1Seconds: median(serial), jobs2Seconds: median(parallel))
    }

    /// The raw scan of the target-size description on each core in turn, then on all of them at once.
    private func measureCores() -> CoreSpeeds.Measurement? {
        let options = DescriptionGenerator.Options(screens: configuration.targetSize, seed: configuration.seed)
        log("cores: libyaml scan of \(configuration.targetSize) screens on each core, then on all at once, \(configuration.repetitions) rounds")
        return CoreSpeeds.measure(Array(DescriptionGenerator(options).generate().text.utf8), repetitions: configuration.repetitions)
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
