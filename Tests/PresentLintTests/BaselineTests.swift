import Foundation
import PresentLintCore
import PresentLintKit
import Testing

/// Baselines match by file, rule and subject (never by line), count
/// duplicates, never hold description errors, and are written atomically.
@Suite struct BaselineTests {
    private let curl = """
    screens: { A: {}, B: {} }
    presentations:
      - { id: one, from: A, to: B, transition: partialCurl }
      - { id: two, from: A, to: B, transition: partialCurl }
    """

    private func run(_ text: String, path: String = "App/a.nav.yml") -> LintRun {
        LintRun(reports: [Linter().lint(SourceFile(path: path, bytes: Array(text.utf8)))])
    }

    private func curlFindings(_ run: LintRun) -> [Finding] {
        run.reports.flatMap(\.findings).filter { $0.rule == "partial-curl-requires-full-screen" }
    }

    @Test func recordedFindingsAreHiddenAfterEditsElsewhere() {
        let baseline = Baseline(recording: run(curl), in: "/repo")
        #expect(baseline.entries.count == curlFindings(run(curl)).count)
        #expect(curlFindings(run(curl)).count == 2)
        // Lines move: a comment and a new screen above, and the presentations reordered.
        let edited = """
        # checkout flow
        screens: { A: {}, B: {}, C: {} }
        presentations:
          - { id: two, from: A, to: B, transition: partialCurl }
          - { id: one, from: A, to: B, transition: partialCurl }
        """
        let filtered = baseline.filter(run(edited), in: "/repo")
        #expect(curlFindings(filtered.run).isEmpty)
        #expect(filtered.hidden == 2)
    }

    @Test func aNewFindingIsNotHidden() {
        let baseline = Baseline(recording: run(curl), in: "/repo")
        let grown = curl + "\n  - { id: three, from: A, to: B, transition: partialCurl }\n"
        let remaining = curlFindings(baseline.filter(run(grown), in: "/repo").run)
        #expect(remaining.map(\.range.start.line) == [5])
        #expect(remaining.first?.message.contains("'three'") == true)
    }

    @Test func matchingCountsIdenticalEntries() {
        let finding = Finding(rule: "nil-presentation-controller", severity: .warning, message: "m",
                              range: .init(at: .init(line: 1, column: 1)), subject: "same")
        let report = FileReport(file: SourceFile(path: "a.nav.yml", bytes: []), findings: [finding, finding, finding])
        let entry = Baseline.Entry(file: "a.nav.yml", rule: finding.rule, subject: "same", message: "")
        let filtered = Baseline(entries: [entry, entry]).filter(LintRun(reports: [report]), in: FileManager.default.currentDirectoryPath)
        #expect(filtered.hidden == 2)
        #expect(filtered.run.reports[0].findings.count == 1)
    }

    @Test func anotherFileOrRuleIsNotMatched() {
        let baseline = Baseline(recording: run(curl, path: "App/a.nav.yml"), in: "/repo")
        #expect(curlFindings(baseline.filter(run(curl, path: "App/b.nav.yml"), in: "/repo").run).count == 2)
        let other = Baseline(entries: baseline.entries.map {
            Baseline.Entry(file: $0.file, rule: "nil-presentation-controller", subject: $0.subject, message: $0.message)
        })
        #expect(curlFindings(other.filter(run(curl), in: "/repo").run).count == 2)
    }

    @Test func pathsAreRelativeToTheBaselineDirectory() {
        let cwd = FileManager.default.currentDirectoryPath
        let baseline = Baseline(recording: run(curl, path: "./App/x/../a.nav.yml"), in: cwd)
        #expect(Set(baseline.entries.map(\.file)) == ["App/a.nav.yml"])
        let fromElsewhere = run(curl, path: cwd + "/App/a.nav.yml")
        #expect(curlFindings(baseline.filter(fromElsewhere, in: cwd).run).isEmpty)
    }

    /// A baseline kept in `ci/` records `../App/a.nav.yml`, so another checkout matches it;
    /// hand-written `./` and absolute forms name the same file.
    @Test func pathsOutsideTheBaselineDirectoryStepUp() {
        let baseline = Baseline(recording: run(curl, path: "/repo/App/a.nav.yml"), in: "/repo/ci")
        #expect(Set(baseline.entries.map(\.file)) == ["../App/a.nav.yml"])
        #expect(curlFindings(baseline.filter(run(curl, path: "/clone/App/a.nav.yml"), in: "/clone/ci").run).isEmpty)
        for written in ["./App/a.nav.yml", "/repo/App/a.nav.yml", "App/x/../a.nav.yml"] {
            let handWritten = Baseline(entries: baseline.entries.map {
                Baseline.Entry(file: written, rule: $0.rule, subject: $0.subject, message: $0.message)
            })
            #expect(curlFindings(handWritten.filter(run(curl, path: "/repo/App/a.nav.yml"), in: "/repo").run).isEmpty, "\(written)")
        }
    }

    /// Unnamed standard input is no path: the entry matches from whatever directory the baseline is in.
    @Test func unnamedStandardInputIsRecordedAsItIs() {
        let stdin = FileReader.standardInputName
        let baseline = Baseline(recording: run(curl, path: stdin), in: "/repo/ci")
        #expect(Set(baseline.entries.map(\.file)) == [stdin])
        #expect(curlFindings(baseline.filter(run(curl, path: stdin), in: "/elsewhere").run).isEmpty)
    }

    @Test func descriptionErrorsAreNeitherRecordedNorHidden() {
        let broken = "screens: { A: {} }\npresentations: [{ from: A, to: Nowhere }]\n"
        let baseline = Baseline(recording: run(broken), in: "/repo")
        #expect(baseline.entries.isEmpty)
        let forged = Baseline(entries: [.init(file: "App/a.nav.yml", rule: "unknown-reference", subject: run(broken).reports[0].findings[0].subject, message: "")])
        #expect(forged.filter(run(broken), in: "/repo").run.reports[0].findings.contains { $0.rule == "unknown-reference" })
    }

    @Test func writesAtomicallyAndReadsBack() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("baseline.json")
        try "old".write(toFile: path, atomically: false, encoding: .utf8)
        let baseline = Baseline(recording: run(curl), in: directory.path())
        try baseline.write(to: path)
        #expect(try Baseline.read(path: path) == baseline)
        // Only the baseline itself is left: the temporary file was renamed over it.
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path()) == ["baseline.json"])
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any]
        #expect(object?["version"] as? Int == 1)
        let first = (object?["findings"] as? [[String: Any]])?.first
        #expect(first?["rule"] as? String == "partial-curl-requires-full-screen")
        #expect(first?["subject"] as? String != nil)
        #expect(first?["line"] == nil)
    }

    /// A baseline reached through a symbolic link is written where the link points, and keeps its permissions.
    @Test func writingThroughASymbolicLinkKeepsTheLinkAndTheMode() throws {
        let directory = try TemporaryDirectory()
        let target = directory.path("real.json"), link = directory.path("link.json")
        try "{}".write(toFile: target, atomically: false, encoding: .utf8)
        chmod(target, 0o640)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real.json")
        let baseline = Baseline(recording: run(curl), in: directory.path())
        try baseline.write(to: link)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "real.json")
        #expect(try Baseline.read(path: target) == baseline)
        let mode = try FileManager.default.attributesOfItem(atPath: target)[.posixPermissions] as? Int
        #expect(mode == 0o640)
    }

    /// A link whose target does not exist yet: the target is created and the link kept.
    @Test func writingThroughADanglingLinkCreatesItsTarget() throws {
        let directory = try TemporaryDirectory()
        let link = directory.path("link.json")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real.json")
        let baseline = Baseline(recording: run(curl), in: directory.path())
        try baseline.write(to: link)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "real.json")
        #expect(try Baseline.read(path: directory.path("real.json")) == baseline)
    }

    @Test func writingIntoAMissingDirectoryFails() {
        #expect(throws: BaselineError.self) { try Baseline(entries: []).write(to: "/nonexistent-dir/baseline.json") }
    }

    @Test func malformedBaselinesAreRejected() throws {
        let directory = try TemporaryDirectory()
        for text in ["", "[]", "{\"version\": 2, \"findings\": []}", "{\"version\": 1, \"findings\": [{\"file\": 1}]}"] {
            try directory.write("b.json", text)
            #expect(throws: BaselineError.self) { try Baseline.read(path: directory.path("b.json")) }
        }
        #expect(throws: BaselineError.self) { try Baseline.read(path: directory.path("missing.json")) }
    }
}
