import ArgumentParser
import Foundation
import PresentLintCore
import PresentLintKit

/// `presentlint lint [PATH ...]`.
struct Lint: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Lint navigation descriptions (*.nav.yml, *.nav.yaml).")

    @Argument(help: "Files or directories to lint; '-' reads standard input. Default: '.'.")
    var paths: [String] = []

    @Option(help: "Output format: \(OutputFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: OutputFormat = .text

    @Flag(help: "Fail on warnings too.")
    var strict = false

    @Flag(help: "Report errors only.")
    var quiet = false

    @Option(help: "Colour: auto (only on a terminal, never with NO_COLOR), always, never.")
    var color: ColorChoice = .auto

    @Option(help: "The name standard input is reported under.")
    var stdinName = "<stdin>"

    func run() throws {
        let discovery = FileDiscovery.files(for: paths.isEmpty ? ["."] : paths)
        var failures = discovery.failures
        let linter = Linter()
        var reports: [FileReport] = []
        for path in discovery.files {
            switch read(path) {
            case .success(let file): reports.append(linter.lint(file))
            case .failure(let failure): failures.append(failure)
            }
        }
        if quiet {
            for index in reports.indices {
                reports[index].findings.removeAll { $0.severity != .error }
            }
        }
        let run = LintRun(reports: reports)
        let reporter: Reporter
        switch format {
        case .json: reporter = JSONReporter()
        default: reporter = TextReporter(colored: color.enabled(for: stdout))
        }
        Output.write(reporter.render(run))
        for failure in failures {
            Output.error("cannot lint '\(failure.path)': \(failure.reason)")
        }
        if !failures.isEmpty { throw ExitCode(2) }
        if run.count(.error) > 0 || (strict && run.count(.warning) > 0) { throw ExitCode(1) }
    }

    private func read(_ path: String) -> Result<SourceFile, FileDiscovery.Failure> {
        if path == "-" {
            let data = FileHandle.standardInput.readDataToEndOfFile()
            return .success(SourceFile(path: stdinName, bytes: [UInt8](data)))
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(FileDiscovery.Failure(path: path, reason: "the file cannot be read"))
        }
        return .success(SourceFile(path: path, bytes: [UInt8](data)))
    }
}

extension OutputFormat: ExpressibleByArgument {}

/// `--color auto|always|never`.
enum ColorChoice: String, ExpressibleByArgument, CaseIterable {
    case auto, always, never

    func enabled(for stream: UnsafeMutablePointer<FILE>) -> Bool {
        switch self {
        case .always: true
        case .never: false
        case .auto: isatty(fileno(stream)) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
        }
    }
}
