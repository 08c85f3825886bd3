import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PresentLintCore
import PresentLintKit

/// `presentlint lint [PATH ...]`.
struct Lint: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Lint navigation descriptions (*.nav.yml, *.nav.yaml).")

    @Argument(help: "Files or directories to lint; '-' reads standard input. Default: '.'.")
    var paths: [String] = []

    @Option(help: "Output format: \(OutputFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: OutputFormat = .text

    @Flag(help: "Fail on warnings too.")
    var strict = false

    @Flag(help: "Report only the findings that fail the run: errors (with --strict, warnings too).")
    var quiet = false

    @Option(help: "Colour: auto (only on a terminal, never with NO_COLOR), always, never.")
    var color: ColorChoice = .auto

    @Option(help: "The name standard input is reported under (and excluded by, if the configuration excludes it).")
    var stdinName = FileReader.standardInputName

    @Option(help: ArgumentHelp(
        "The configuration file. Default: the first .presentlint.yml in the current directory or its parents, up to the repository root.",
        valueName: "file"))
    var config: String?

    @Option(help: ArgumentHelp("Hide the findings recorded in this baseline file.", valueName: "file"))
    var baseline: String?

    @Option(help: ArgumentHelp(
        "Record the current findings in this baseline file (written atomically); they are hidden from then on.",
        valueName: "file"))
    var writeBaseline: String?

    // Unconditional: `--jobs -1` is a value to refuse ("must be at least 1"), not a missing one.
    @Option(parsing: .unconditional, help: ArgumentHelp("Files linted in parallel (default: the number of cores).", valueName: "n"))
    var jobs: Int?

    @Flag(help: "After the report, print on standard error how long each stage and the slowest rules took.")
    var timings = false

    func validate() throws {
        guard (jobs ?? 1) >= 1 else { throw ValidationError("--jobs must be at least 1") }
    }

    func run() throws {
        let started = ContinuousClock.now
        let configuration = try loadConfiguration()
        let accepted = try baseline.map { path in
            try Self.orExit { try Baseline.read(path: path) }
        }
        let searched = paths.isEmpty ? ["."] : paths
        let discovery = FileDiscovery.files(for: searched, selection: configuration.selection)
        // Standard input named after an excluded path is excluded like that file (editors lint unsaved text so).
        let stdinExcluded = stdinName != FileReader.standardInputName && configuration.selection.excludes(stdinName)
        let files = stdinExcluded ? discovery.files.filter { $0 != "-" } : discovery.files
        if files.isEmpty, discovery.failures.isEmpty, !paths.contains("-") {
            // As SwiftLint and ESLint do: a mistyped path or a too wide exclude should not pass unseen.
            let names = searched.map { "'\(SourceExcerpt.printableText($0))'" }.joined(separator: ", ")
            note("warning: no description files to lint in \(names): none is named *.nav.yml or *.nav.yaml (or the configuration's include), or the configuration excludes them")
        }
        let runner = LintRunner(
            linter: Linter(severities: configuration.rules, measuresTime: timings), jobs: jobs ?? LintRunner.defaultJobs)
        let linted = runner.run(files) { [self] path in read(path) }
        var run = linted.run
        let failures = discovery.failures + linted.failures
        if let path = writeBaseline {
            var recorded = Baseline(recording: run, in: Baseline.directory(of: path))
            let counted = recorded.entries.count
            // A path that could not be linted keeps what the baseline being replaced recorded for it.
            if !failures.isEmpty, let previous = try? Baseline.read(path: path) {
                recorded = recorded.keeping(previous, under: failures.map(\.path), in: Baseline.directory(of: path))
            }
            try Self.orExit { try recorded.write(to: path) }
            let kept = recorded.entries.count - counted
            note("recorded \(counted) findings in \(path)" + (kept > 0 ? ", and kept \(kept) entries of the paths that could not be linted" : ""))
            run = recorded.filter(run, in: Baseline.directory(of: path)).run
        } else if let accepted, let path = baseline {
            run = accepted.filter(run, in: Baseline.directory(of: path)).run
        }
        let strict = strict || configuration.strict
        let failed = run.count(.error) > 0 || (strict && run.count(.warning) > 0)
        if quiet {
            // Only what fails the run is shown (and counted): under --strict that includes warnings.
            let shown: Set<Severity> = strict ? [.error, .warning] : [.error]
            for index in run.reports.indices {
                run.reports[index].findings.removeAll { !shown.contains($0.severity) }
            }
        }
        var output = Output.Stream()
        let reportStarted = ContinuousClock.now
        reporter(failures: failures).write(run, to: &output)
        output.flush()
        try Output.checkStandardOutput(earlier: output.failure)
        if timings {
            let now = ContinuousClock.now
            fputs(TimingsReport.text(for: run, total: now - started, report: now - reportStarted), stderr)
        }
        for failure in failures {
            Output.error(failure.message)
        }
        // The run is over: the process ends here instead of releasing the run's objects one by
        // one (for a large description that takes longer than writing its report, and the
        // system reclaims the memory at once), as compilers do.
        endProcess(!failures.isEmpty ? 2 : failed ? 1 : 0)
    }

    /// The reporter of `--format`; the machine-readable ones also record the paths that could not be linted.
    private func reporter(failures: [FileDiscovery.Failure]) -> Reporter {
        switch format {
        case .text: TextReporter(colored: color.enabled(for: stdout))
        case .json: JSONReporter(failures: failures)
        case .sarif: SARIFReporter(
            version: presentlintVersion, sourceRoot: WorkingDirectory.path, failures: failures)
        case .github: GitHubReporter(failures: failures)
        case .checkstyle: CheckstyleReporter(failures: failures)
        case .junit: JUnitReporter(failures: failures)
        }
    }

    /// `--config`, else the `.presentlint.yml` found from the current directory up, else the
    /// defaults. The globs of a found file are relative to its directory; those of a file named
    /// by `--config` to the current directory (as ESLint and Ruff read an explicit config), so
    /// `--config ci/presentlint.yml` can select files anywhere in the project.
    private func loadConfiguration() throws -> Configuration {
        // A current directory that cannot be found (it was removed) has no configuration above it.
        let directory = WorkingDirectory.path
        if let config { return try Self.orExit { try Configuration.load(path: config, base: directory ?? "/") } }
        guard let directory, let path = Configuration.locate(from: directory) else { return Configuration(directory: directory ?? "/") }
        return try Self.orExit { try Configuration.load(path: path) }
    }

    /// Runs `body`; a configuration or baseline problem is printed and ends the run with status 2.
    private static func orExit<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as ConfigurationError {
            for line in error.description.split(separator: "\n") { Output.error(String(line)) }
            throw ExitCode(2)
        } catch let error as BaselineError {
            Output.error(error.description)
            throw ExitCode(2)
        }
    }

    private func note(_ message: String) {
        fputs("presentlint: \(message)\n", stderr)
    }

    private func read(_ path: String) -> Result<SourceFile, FileDiscovery.Failure> {
        path == "-" ? FileReader.readStandardInput(name: stdinName) : FileReader.read(path)
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
        case .auto: isatty(fileno(stream)) == 1 && (ProcessInfo.processInfo.environment["NO_COLOR"] ?? "").isEmpty
        }
    }
}

/// POSIX `exit(3)` (inside a command, `exit` names ArgumentParser's `exit(withError:)`).
private func endProcess(_ status: Int32) -> Never {
    exit(status)
}
