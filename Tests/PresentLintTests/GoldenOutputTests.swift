import Foundation
import PresentLintCore
import PresentLintKit
import Testing

/// The showcase's text and JSON output, compared with the golden files beside
/// it. Run with PRESENTLINT_UPDATE_GOLDENS=1 to rewrite them after an
/// intended change, and review the diff.
@Suite struct GoldenOutputTests {
    private static let showcase = "fixtures/showcase/recipes.nav.yml"

    private func run() throws -> LintRun {
        let bytes = try Data(contentsOf: Paths.root.appendingPathComponent(Self.showcase))
        return LintRun(reports: [Linter().lint(SourceFile(path: Self.showcase, bytes: [UInt8](bytes)))])
    }

    private func compare(_ output: String, golden name: String) throws {
        let url = Paths.fixture("showcase/\(name)")
        if ProcessInfo.processInfo.environment["PRESENTLINT_UPDATE_GOLDENS"] != nil {
            try output.write(to: url, atomically: true, encoding: .utf8)
        }
        let expected = try Paths.read(url)
        #expect(output == expected, "output differs from \(name); rerun with PRESENTLINT_UPDATE_GOLDENS=1 if intended")
    }

    @Test func textOutput() throws {
        try compare(TextReporter(colored: false).render(run()), golden: "recipes.expected.txt")
    }

    @Test func jsonOutput() throws {
        try compare(JSONReporter().render(run()), golden: "recipes.expected.json")
    }

    @Test func showcaseExercisesEveryRule() throws {
        let fired = Set(try run().reports.flatMap(\.findings).map(\.rule))
        for rule in RuleCatalog.rules {
            #expect(fired.contains(rule.id), "the showcase does not trigger \(rule.id)")
        }
        #expect(!fired.contains { DescriptionErrors.contains($0) }, "the showcase must be a valid description")
    }

    @Test func jsonOutputIsValidJSONWithTheDocumentedShape() throws {
        let data = Data(JSONReporter().render(try run()).utf8)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["version"] as? Int == 1)
        let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
        #expect(!diagnostics.isEmpty)
        for diagnostic in diagnostics {
            for key in ["file", "line", "column", "endLine", "endColumn", "severity", "rule", "message", "notes"] {
                #expect(diagnostic[key] != nil, "missing \(key)")
            }
        }
        let summary = try #require(object["summary"] as? [String: Int])
        #expect(summary["files"] == 1)
        #expect(summary["errors"] == diagnostics.filter { $0["severity"] as? String == "error" }.count)
    }
}
