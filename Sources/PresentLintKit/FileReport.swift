import PresentLintCore

/// The findings of one file, sorted by position and rule.
public struct FileReport: Sendable {
    public let file: SourceFile
    public var findings: [Finding]
    /// How long each stage took, when the linter measured it.
    public var timings: LintTimings?

    public init(file: SourceFile, findings: [Finding], timings: LintTimings? = nil) {
        self.file = file
        self.findings = findings.sorted(by: Finding.precedes)
        self.timings = timings
    }

    public var path: String { file.path }
}

/// The outcome of one `lint` run over any number of files.
public struct LintRun: Sendable {
    public var reports: [FileReport]

    public init(reports: [FileReport]) {
        self.reports = reports
    }

    public func count(_ severity: Severity) -> Int {
        reports.reduce(0) { $0 + $1.findings.lazy.filter { $0.severity == severity }.count }
    }
}
