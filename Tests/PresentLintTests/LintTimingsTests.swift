import PresentLintCore
import PresentLintKit
import Testing

/// `Linter(measuresTime:)` and the `--timings` text.
@Suite struct LintTimingsTests {
    private static let file = SourceFile(path: "a.nav.yml", bytes: Array("""
        screens: { A: {}, B: {} }
        presentations: [{ from: A, to: B, transition: partialCurl }]
        """.utf8))

    @Test func aMeasuringLinterTimesEveryActiveRule() throws {
        let linter = Linter(severities: ["unreachable-screen": nil], measuresTime: true)
        let report = linter.lint(Self.file)
        let timings = try #require(report.timings)
        #expect(Set(timings.byRule.keys) == Set(RuleCatalog.rules.map(\.id)).subtracting(["unreachable-screen"]))
        #expect(timings.decoding > .zero)
        #expect(timings.byRule.values.allSatisfy { $0 >= .zero })
        // Measuring changes nothing else.
        #expect(report.findings == Linter(severities: ["unreachable-screen": nil]).lint(Self.file).findings)
    }

    @Test func aLinterMeasuresOnlyWhenAsked() {
        #expect(Linter().lint(Self.file).timings == nil)
    }

    @Test func theTextSumsTheFilesAndListsTheSlowestRules() {
        var first = LintTimings()
        first.decoding = .milliseconds(120)
        first.analysis = .microseconds(17_250)
        first.byRule = Dictionary(uniqueKeysWithValues: (1...12).map { ("rule-\($0)", Duration.milliseconds($0)) })
        var second = LintTimings()
        second.decoding = .milliseconds(3)
        second.byRule = ["rule-1": .milliseconds(20)]
        let run = LintRun(reports: [
            FileReport(file: SourceFile(path: "a.nav.yml", bytes: Array(repeating: 32, count: 2_500_000)), findings: [], timings: first),
            FileReport(file: SourceFile(path: "b.nav.yml", bytes: [32]), findings: [], timings: second),
        ])
        let lines = TimingsReport.text(for: run, total: .milliseconds(150), report: .microseconds(4_805))
            .split(separator: "\n").map(String.init)
        #expect(lines.first == "timings: 2 files, 2.5 MB, 150.00 ms from reading the configuration to the end of the report")
        #expect(lines.contains("  parsing and decoding     123.00 ms"))
        #expect(lines.contains("  analysis                  17.25 ms"))
        #expect(lines.contains("  report                     4.81 ms"))
        #expect(lines.contains("  (stages are summed over the files, which are linted in parallel)"))
        let rules = lines.drop { !$0.hasPrefix("slowest rules") }.dropFirst()
        #expect(rules.first == "  rule-1                                      21.00 ms")
        #expect(rules.dropFirst().first == "  rule-12                                     12.00 ms")
        #expect(rules.count == TimingsReport.listedRules + 1)
        #expect(rules.last == "  2 more rules                                 5.00 ms")
    }
}
