import Foundation
import PresentLintBench

/// `presentlint-bench`: generates descriptions and measures presentlint against
/// libyaml (see README, Performance). `--generate N` prints one description instead.
let usage = """
    usage: presentlint-bench [--sizes 1000,10000,20000,100000] [--target-size 20000]
                             [--undefined-references 10000] [--repetitions 5] [--startup-runs 30]
                             [--small-files 1000] [--small-file-runs 5] [--seed 1]
                             [--presentlint PATH] [--work DIR] [--output FILE.json]
           presentlint-bench --generate SCREENS [--seed 1] [--undefined-references 0]
           presentlint-bench --scan FILE [--repetitions 5]
    """

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("presentlint-bench: \(message)\n\(usage)\n".utf8))
    exit(64)
}

if CommandLine.arguments.dropFirst().first == "--spawn-server" {
    // The helper that runs presentlint for the benchmark (see `ChildSpawner`).
    ChildSpawner.serve()
    exit(0)
}
if CommandLine.arguments.contains("--help") || CommandLine.arguments.contains("-h") {
    print(usage)
    exit(0)
}
var options: [String: String] = [:]
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    guard argument.hasPrefix("--"), let value = arguments.popFirst() else { fail("unexpected '\(argument)'") }
    options[String(argument.dropFirst(2))] = value
}
func integer(_ key: String) -> Int? {
    guard let text = options.removeValue(forKey: key) else { return nil }
    guard let value = Int(text), value >= 0 else { fail("--\(key) takes a number, not '\(text)'") }
    return value
}

let seed = UInt64(integer("seed") ?? 1)
if let screens = integer("generate") {
    let undefined = integer("undefined-references") ?? 0
    guard options.isEmpty else { fail("unknown option --\(options.keys.sorted()[0])") }
    let output = DescriptionGenerator(.init(screens: screens, seed: seed, undefinedReferences: undefined)).generate()
    FileHandle.standardOutput.write(Data(output.text.utf8))
    exit(0)
}

if let file = options.removeValue(forKey: "scan") {
    // The raw libyaml scan alone, for comparing a profile of presentlint with its floor.
    let repetitions = max(1, integer("repetitions") ?? 5)
    guard options.isEmpty else { fail("unknown option --\(options.keys.sorted()[0])") }
    guard let data = FileManager.default.contents(atPath: file) else { fail("cannot read \(file)") }
    let bytes = [UInt8](data)
    var times: [Double] = []
    var events = 0
    for _ in 0..<repetitions {
        let start = monotonicSeconds()
        events = RawScan.events(in: bytes) ?? -1
        times.append(monotonicSeconds() - start)
    }
    times.sort()
    print("\(bytes.count) bytes, \(events) events, libyaml scan median \(times[times.count / 2] * 1000) ms")
    exit(0)
}

let executableDirectory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
let work = options.removeValue(forKey: "work")
    ?? (NSTemporaryDirectory() as NSString).appendingPathComponent("presentlint-bench-\(getpid())")
var configuration = BenchmarkConfiguration(
    presentlint: options.removeValue(forKey: "presentlint") ?? executableDirectory.appendingPathComponent("presentlint").path,
    workDirectory: work)
configuration.seed = seed
#if os(Linux)
configuration.spawnHelper = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
#endif
if let sizes = options.removeValue(forKey: "sizes") {
    configuration.sizes = sizes.split(separator: ",").map { text -> Int in
        guard let size = Int(text), size > 0 else { fail("--sizes takes numbers, not '\(text)'") }
        return size
    }
}
configuration.targetSize = integer("target-size") ?? configuration.targetSize
configuration.undefinedReferences = integer("undefined-references") ?? configuration.undefinedReferences
configuration.repetitions = max(1, integer("repetitions") ?? configuration.repetitions)
configuration.startupRuns = max(1, integer("startup-runs") ?? configuration.startupRuns)
configuration.smallFiles = integer("small-files") ?? configuration.smallFiles
configuration.smallFileRuns = max(1, integer("small-file-runs") ?? configuration.smallFileRuns)
let outputPath = options.removeValue(forKey: "output") ?? ".benchmark/benchmark.json"
guard options.isEmpty else { fail("unknown option --\(options.keys.sorted()[0])") }
guard FileManager.default.isExecutableFile(atPath: configuration.presentlint) else {
    fail("no presentlint executable at \(configuration.presentlint) (build it, or pass --presentlint PATH)")
}

var benchmark = Benchmark(configuration: configuration)
benchmark.log = { FileHandle.standardError.write(Data("... \($0)\n".utf8)) }
do {
    let results = try benchmark.run()
    try? FileManager.default.removeItem(atPath: work)
    print(BenchmarkReport.table(results), terminator: "")
    let date = ISO8601DateFormatter().string(from: Date())
    let machine = "\(ProcessInfo.processInfo.activeProcessorCount) cores, "
        + "\(ProcessInfo.processInfo.physicalMemory >> 30) GiB, \(ProcessInfo.processInfo.operatingSystemVersionString)"
    let directory = (outputPath as NSString).deletingLastPathComponent
    if !directory.isEmpty { try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true) }
    try BenchmarkReport.json(results, date: date, machine: machine).write(toFile: outputPath, atomically: true, encoding: .utf8)
    print("results written to \(outputPath)")
    exit(results.targets.allSatisfy(\.met) ? 0 : 1)
} catch {
    try? FileManager.default.removeItem(atPath: work)
    FileHandle.standardError.write(Data("presentlint-bench: \(error)\n".utf8))
    exit(2)
}
