import Foundation
import PresentLintBench
import PresentLintCore
import PresentLintRules
import PresentLintYAML
import Testing

/// `StreamingDecoder` (entries decoded while libyaml reads, nodes dropped)
/// must give what `YAMLLoader.load` + `DescriptionDecoder.decode` give on the
/// whole tree: the same findings, and descriptions on which every rule finds the same.
@Suite struct StreamingDecoderTests {
    /// The findings of decoding and of every rule, for each document, in output order.
    private func batch(_ bytes: [UInt8]) -> [[Finding]] {
        let stream = YAMLLoader.load(bytes)
        return stream.documents.map { document in
            let (description, findings) = DescriptionDecoder.decode(document)
            return sorted(findings + rules(description))
        }
    }

    private func streaming(_ bytes: [UInt8]) -> [[Finding]] {
        StreamingDecoder.decode(bytes).documents.map { sorted($0.findings + rules($0.description)) }
    }

    private func rules(_ description: NavigationDescription?) -> [Finding] {
        guard let description else { return [] }
        let analysis = Analysis(description)
        return allRules.flatMap { rule in
            var collector = FindingCollector(rule: rule.description)
            rule.init().check(analysis, into: &collector)
            return collector.reported
        }
    }

    private func sorted(_ findings: [Finding]) -> [Finding] {
        findings.sorted { Finding.precedes($0, $1) || (!Finding.precedes($1, $0) && "\($0.notes)" < "\($1.notes)") }
    }

    private func expectSame(_ bytes: [UInt8], _ name: String) {
        let expected = batch(bytes), actual = streaming(bytes)
        #expect(actual.count == expected.count, "\(name): document count")
        for (index, (a, b)) in zip(actual, expected).enumerated() where a != b {
            let missing = b.filter { !a.contains($0) }.prefix(3).map { "\($0.range.start) \($0.rule): \($0.message)" }
            let extra = a.filter { !b.contains($0) }.prefix(3).map { "\($0.range.start) \($0.rule): \($0.message)" }
            Issue.record("\(name) document \(index + 1): streaming differs; missing \(missing), extra \(extra)")
        }
    }

    @Test func everyFixtureDecodesTheSameWay() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let directories = ["fixtures", "Rules"].map { root.appendingPathComponent($0) }
        var count = 0
        for directory in directories {
            let files = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)
            while let url = files?.nextObject() as? URL {
                guard ["yml", "yaml"].contains(url.pathExtension) else { continue }
                expectSame([UInt8](try Data(contentsOf: url)), url.lastPathComponent)
                count += 1
            }
        }
        #expect(count > 20)
    }

    /// Large enough to stream several batches, with anchors, merges, repeated keys and typos
    /// (at 4,500 screens, enough for the suggestions to be searched on another thread).
    @Test(arguments: [(600, 0), (1_200, 50), (4_500, 120)])
    func generatedDescriptionsDecodeTheSameWay(screens: Int, typos: Int) {
        let text = DescriptionGenerator(.init(screens: screens, seed: 4, undefinedReferences: typos)).generate().text
        expectSame(Array(text.utf8), "\(screens) screens")
    }

    /// On a large description the suggestions for undefined names are searched on another
    /// thread; the document's findings still come in the order they were met: the
    /// undefined names together, after what decoding found and before the hierarchy's.
    @Test func undefinedNamesKeepTheirPlaceAmongADocumentsFindings() throws {
        let text = DescriptionGenerator(.init(screens: 4_500, seed: 6, undefinedReferences: 120)).generate().text
        let findings = try #require(StreamingDecoder.decode(Array(text.utf8)).documents.first).findings
        let rules = findings.map(\.rule)
        let references = rules.indices.filter { rules[$0] == DescriptionErrors.unknownReference.id }
        #expect(references.count >= 120)
        #expect(references.last! - references.first! + 1 == references.count, "one block")
        let after = rules[(references.last! + 1)...]
        #expect(!after.isEmpty && after.allSatisfy { $0 == DescriptionErrors.invalidHierarchy.id })
        #expect(rules[..<references.first!].allSatisfy { $0 != DescriptionErrors.invalidHierarchy.id })
    }

    @Test(arguments: [
        // Entries of a section that a `<<` merges and repeats, a section given twice, and one after the presentations.
        """
        presentations:
          - { from: A, to: B }
          - { from: B, to: A, style: popover }
        base: &base { X: { kind: navigationController }, A: { collectsInput: true } }
        screens:
          <<: *base
          A: {}
          B: { hasDismissButton: true }
          B: { collectsInput: true }
        screens: { Z: {} }
        app: { deploymentTarget: "12.0" }
        """,
        // Anchored entries that later entries and sections use, inline delegates before named ones.
        """
        screens: { A: &s { refreshesOnAppear: true }, B: *s, C: {} }
        presentations:
          - { from: A, to: C, style: custom, transitioningDelegate: { animator: Fade } }
          - { from: B, to: C, style: custom, transitioningDelegate: Named }
        transitioningDelegates: { Named: { animator: Fade, presentationController: PC } }
        animators: { Fade: &fade { addsPresentingView: true }, Other: { <<: *fade, completesTransition: false } }
        presentationControllers: { PC: { frame: custom } }
        """,
        // A root that is not a mapping, and a second document with a syntax error.
        "- just\n- a list\n---\nscreens: {\n",
        // A quoted "<<" key (not a merge) beside a merge key, a repeated key, and values that are
        // spellings of another value set ('medium' is a detent) or a typo.
        """
        screens:
          <<: { M: {} }
          "<<": { kind: navigationController }
          A: { kind: medium }
          A: { kind: viewController }
          M: { kind: alertController, alertStyle: actionSheet }
        presentations:
          - { from: A, to: M, style: medium, transition: crossDisolve, method: showDetail }
        """,
        // Null sections: 'screens' is required, a null 'sheet' is not set.
        "screens: ~\npresentations:\n  - { from: A, to: B, style: fullScreen, sheet: ~, popover: ~ }\n  - x\n",
    ])
    func unusualShapesDecodeTheSameWay(text: String) {
        expectSame(Array(text.utf8), String(text.prefix(20)))
    }

    /// Each document is handed over, in order, when the next one ends: one that was handed
    /// over and let go is freed before the next, so many documents never pile up.
    @Test func documentsAreHandedOverOneByOneAndLetGo() {
        final class Weak { weak var screen: Screen? }
        let text = (1...4).map { "---\nscreens: { S\($0): {} }\n" }.joined() + "--- [\n"
        var handed: [String] = [], seen: [Weak] = [], freedWhenHanded: [Bool] = []
        let result = StreamingDecoder.decode(Array(text.utf8)[...]) { document in
            freedWhenHanded.append(seen.first?.screen == nil)
            let watch = Weak()
            watch.screen = document.description?.screens.first
            seen.append(watch)
            handed.append(document.description?.screens.first?.name ?? "?")
        }
        #expect(handed == ["S1", "S2", "S3", "S4"])
        // Nothing keeps a document the handler let go: it is freed before the next is handed over.
        #expect(freedWhenHanded == [true, true, true, true])
        #expect(result.syntaxError != nil)
        #expect(result.documents.isEmpty)
    }
}
