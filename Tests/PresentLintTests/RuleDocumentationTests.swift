import Foundation
import PresentLintCore
import PresentLintDocs
import PresentLintKit
import Testing

/// Rules/<id>.md is the single source of rule documentation: every rule has
/// one, every doc has a rule, and each doc's examples really do (and do not)
/// produce the rule's finding.
@Suite struct RuleDocumentationTests {
    /// Every id a finding can carry: the rules, the description errors and unused-suppression.
    private static let ruleIDs = RuleCatalog.allDescriptions.map(\.id)

    @Test func everyRuleHasAnEmbeddedDocAndEveryDocARule() throws {
        #expect(Set(RuleDocumentation.all.keys) == Set(Self.ruleIDs))
        let files = try FileManager.default.contentsOfDirectory(atPath: Paths.root.appendingPathComponent("Rules").path)
            .filter { $0.hasSuffix(".md") }.map { String($0.dropLast(3)) }
        #expect(Set(files) == Set(Self.ruleIDs))
    }

    @Test func packageManifestEmbedsEveryDoc() throws {
        let manifest = try Paths.read(Paths.root.appendingPathComponent("Package.swift"))
        for id in Self.ruleIDs {
            #expect(manifest.contains("\"\(id)\""), "Package.swift documentedRules lacks \(id)")
        }
    }

    @Test func rulesCoverTheCatalogOfTheSpec() throws {
        let spec = Paths.root.deletingLastPathComponent().appendingPathComponent("shared/spec/rules.md")
        guard let text = try? Paths.read(spec) else { return }
        let specIDs = text.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("### `"), let end = line.dropFirst(5).firstIndex(of: "`") else { return nil }
            return String(line[line.index(line.startIndex, offsetBy: 5)..<end])
        }
        #expect(Set(specIDs) == Set(RuleCatalog.rules.map(\.id)))
    }

    @Test func readmeListsEveryRuleWithItsSeverity() throws {
        let readme = try Paths.read(Paths.root.appendingPathComponent("README.md"))
        for rule in RuleCatalog.rules {
            #expect(readme.contains("| [`\(rule.id)`](Rules/\(rule.id).md) | \(rule.severity.rawValue) |"), "README lacks \(rule.id)")
        }
    }

    @Test(arguments: RuleCatalog.allDescriptions)
    func docMatchesItsRule(_ rule: RuleDescription) throws {
        let doc = try #require(RuleDocumentation.markdown(for: rule.id))
        let lines = doc.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
        #expect(lines.first == "# \(rule.id)")
        #expect(lines.dropFirst().first == rule.summary, "the doc's summary line must equal the rule's summary")
        #expect(doc.contains("- Severity: \(rule.severity.rawValue)"))
        for section in ["## What it checks", "## Documented behaviour", "## Triggering example", "## Fixed example", "## How to fix"] {
            #expect(doc.contains(section), "\(rule.id) lacks \(section)")
        }
        #expect(doc.contains("Source:"), "\(rule.id) must name the source of its quote")
    }

    @Test(arguments: RuleCatalog.allDescriptions)
    func triggeringExampleTriggersAndFixedExampleDoesNot(_ rule: RuleDescription) throws {
        let doc = try #require(RuleDocumentation.markdown(for: rule.id))
        let triggering = try #require(Self.yamlBlock(after: "## Triggering example", in: doc))
        let fixed = try #require(Self.yamlBlock(after: "## Fixed example", in: doc))
        let triggered = lint(triggering)
        #expect(triggered.contains { $0.rule == rule.id }, "triggering example of \(rule.id) does not trigger it")
        // A rule's example shows the rule alone; a description error's example has just its own kind.
        let otherErrors = triggered.filter { DescriptionErrors.contains($0.rule) && $0.rule != rule.id }
        #expect(otherErrors.isEmpty, "triggering example of \(rule.id) has other description errors: \(otherErrors.map(\.message))")
        let clean = lint(fixed)
        #expect(!clean.contains { $0.rule == rule.id }, "fixed example of \(rule.id) still triggers it")
        #expect(!clean.contains { DescriptionErrors.contains($0.rule) }, "fixed example of \(rule.id) has description errors")
    }

    /// The first ```yaml block after `heading`.
    static func yamlBlock(after heading: String, in doc: String) -> String? {
        guard let section = doc.range(of: heading) else { return nil }
        let rest = doc[section.upperBound...]
        guard let open = rest.range(of: "```yaml\n") else { return nil }
        let body = rest[open.upperBound...]
        guard let close = body.range(of: "```") else { return nil }
        return String(body[..<close.lowerBound])
    }
}
