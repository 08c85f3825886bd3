import Dispatch
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Reads and lints files on several threads. Reports come back sorted by
/// path (paths that compare equal keep their order), whatever the number of
/// jobs: the output is byte-for-byte that of a serial run, sorted by file as
/// cli.md asks.
public struct LintRunner: Sendable {
    public let linter: Linter
    /// Files linted at once (at least 1).
    public let jobs: Int

    /// The default number of jobs: the machine's active cores.
    public static var defaultJobs: Int { ProcessInfo.processInfo.activeProcessorCount }

    public init(linter: Linter, jobs: Int = LintRunner.defaultJobs) {
        self.linter = linter
        self.jobs = max(1, jobs)
    }

    /// Lints `paths`, read by `read`; paths that cannot be read come back as failures.
    public func run(
        _ paths: [String], read: @escaping @Sendable (String) -> Result<SourceFile, FileDiscovery.Failure>
    ) -> (run: LintRun, failures: [FileDiscovery.Failure]) {
        let linter = linter
        let work: @Sendable (String) -> Result<FileReport, FileDiscovery.Failure> = { path in
            read(path).map { linter.lint($0) }
        }
        let results: [Result<FileReport, FileDiscovery.Failure>]
        if jobs == 1 || paths.count < 2 {
            results = paths.map(work)
        } else {
            let slots = Slots<Result<FileReport, FileDiscovery.Failure>>(count: paths.count)
            DispatchQueue.concurrentPerform(iterations: min(jobs, paths.count)) { _ in
                while let index = slots.claim() {
                    slots.store(work(paths[index]), at: index)
                }
            }
            results = slots.values
        }
        var reports: [FileReport] = []
        var failures: [FileDiscovery.Failure] = []
        for result in results {
            switch result {
            case .success(let report): reports.append(report)
            case .failure(let failure): failures.append(failure)
            }
        }
        let sorted = reports.indices.sorted { a, b in
            reports[a].path != reports[b].path ? reports[a].path < reports[b].path : a < b
        }
        return (LintRun(reports: sorted.map { reports[$0] }), failures)
    }
}
