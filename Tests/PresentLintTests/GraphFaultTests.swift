import Foundation
import PresentLintCore
import PresentLintKit
import PresentLintYAML
import Testing

/// Broken graphs: containment cycles, a screen in two containers, presentation
/// cycles, self-presentation and thousands of undefined names. Each cause is
/// reported once, and the work stays linear (measured and printed, not asserted).
@Suite struct GraphFaultTests {
    /// No two findings of one rule at one position: a cause is reported once.
    private func expectEachCauseOnce(_ findings: [Finding], sourceLocation: SourceLocation = #_sourceLocation) {
        var seen: Set<String> = []
        for finding in findings {
            let key = "\(finding.rule) \(finding.range.start) \(finding.subject)"
            #expect(seen.insert(key).inserted, "reported twice: \(key)", sourceLocation: sourceLocation)
        }
    }

    private func timed<T>(_ label: String, _ work: () -> T) -> T {
        var result: T?
        let duration = ContinuousClock().measure { result = work() }
        print("\(label): \(duration)")
        return result!
    }

    @Test func aContainmentCycleIsReportedOnceAtTheLinkThatClosesIt() {
        let source = MarkedSource("""
        screens:
          A: { kind: navigationController, children: [B] }
          B: { kind: navigationController, children: [C] }
          C: { kind: navigationController, children: [↓A] }
        """)
        let found = lint(source.text)
        #expect(found.filter { $0.rule == "invalid-hierarchy" }.map(\.range.start) == source.marks)
        #expect(found.first { $0.rule == "invalid-hierarchy" }?.message.contains("A > B > C > A") == true)
        #expect(found.first { $0.rule == "invalid-hierarchy" }?.notes.map(\.message) == [
            "'A' lists 'B' in its children", "'B' lists 'C' in its children",
        ])
        expectEachCauseOnce(found)
    }

    @Test func aScreenThatContainsItself() {
        let source = MarkedSource("""
        screens:
          T: { kind: tabBarController, children: [↓T] }
        """)
        let found = lint(source.text)
        #expect(found.filter { $0.rule == "invalid-hierarchy" }.map(\.range.start) == source.marks)
        expectEachCauseOnce(found)
    }

    /// A screen that lists itself is a cycle, never its own first container: the split view
    /// that really holds it keeps it (so its presentation is rerouted), whichever is written first.
    @Test(arguments: [false, true]) func aSelfListingNeverTakesTheRealContainersPlace(selfListingFirst: Bool) {
        let nav = "  N: { kind: navigationController, children: [↓N] }\n"
        let split = "  S: { kind: splitViewController, children: [N, X] }\n"
        let source = MarkedSource("root: S\nscreens:\n" + (selfListingFirst ? nav + split : split + nav) + """
          X: {}
          B: {}
        presentations:
          - { from: N, to: B, style: fullScreen }
        """)
        let found = lint(source.text)
        #expect(found.filter { $0.rule == "invalid-hierarchy" }.map(\.range.start) == source.marks)
        #expect(found.first { $0.rule == "invalid-hierarchy" }?.message.contains("containment cycle N > N") == true)
        #expect(found.filter { $0.rule == "presenter-rerouted" }.count == 1)
    }

    /// The entry that closes a cycle is dropped before it counts, so a container listed
    /// after the cycle still holds the screen the cycle runs through.
    @Test func aCycleDoesNotHideALaterContainer() {
        let source = MarkedSource("""
        root: C
        screens:
          A: { kind: navigationController, children: [B] }
          B: { kind: navigationController, children: [↓A] }
          C: { kind: splitViewController, children: [A, X] }
          X: {}
          D: {}
        presentations:
          - { from: A, to: D, style: fullScreen }
        """)
        let found = lint(source.text)
        #expect(found.filter { $0.rule == "invalid-hierarchy" }.map(\.range.start) == source.marks)
        #expect(found.first { $0.rule == "invalid-hierarchy" }?.message.contains("A > B > A") == true)
        #expect(found.filter { $0.rule == "presenter-rerouted" }.count == 1)
    }

    /// Random listings among a few containers (self-listings, cycles, screens in two containers):
    /// the containment kept is always a forest of listed links, each screen in at most one
    /// container, and every listing left out is reported.
    @Test func randomListingsAlwaysLeaveAForest() throws {
        var generator = SeededGenerator(seed: 7)
        for _ in 0..<200 {
            let count = Int.random(in: 2...8, using: &generator)
            var text = "screens:\n"
            var listings = 0
            for index in 0..<count {
                let children = (0..<Int.random(in: 0...3, using: &generator)).map { _ in "S\(Int.random(in: 0..<count, using: &generator))" }
                listings += children.count
                text += "  S\(index): { kind: navigationController, children: [\(children.joined(separator: ", "))] }\n"
            }
            let stream = YAMLLoader.load(Array(text.utf8))
            let (decoded, findings) = DescriptionDecoder.decode(try #require(stream.documents.first))
            let description = try #require(decoded)
            let parents = description.parents
            // A forest: walking up from any screen ends within `count` steps.
            for start in 0..<count {
                var current: Int? = start
                var steps = 0
                while let screen = current, steps <= count { current = parents[screen]; steps += 1 }
                #expect(current == nil, "a cycle is left in \(text)")
            }
            // Each kept link is a listing, and each listing is kept or reported.
            for (screen, parent) in parents.enumerated() {
                if let parent { #expect(description.screens[parent].children.contains { $0.target == screen }) }
            }
            let kept = parents.compactMap { $0 }.count
            #expect(kept + findings.filter { $0.rule == "invalid-hierarchy" }.count == listings, "\(text)")
        }
    }

    @Test func aScreenInTwoContainersIsReportedAtTheSecondListing() {
        let source = MarkedSource("""
        screens:
          N1: { kind: navigationController, children: [A] }
          N2: { kind: navigationController, children: [↓A] }
          A: {}
        """)
        let found = lint(source.text)
        #expect(found.filter { $0.rule == "invalid-hierarchy" }.map(\.range.start) == source.marks)
        #expect(found.first { $0.rule == "invalid-hierarchy" }?.notes.map(\.range.start) == [Mark(line: 2, column: 48)])
    }

    /// A long containment cycle: found by walking up once from each screen.
    @Test func aCycleThroughTwentyThousandContainersIsOneFinding() {
        let count = 20_000
        var text = "screens:\n"
        for index in 0..<count {
            text += "  S\(index): { kind: navigationController, children: [S\((index + 1) % count)] }\n"
        }
        let found = timed("containment cycle through 20,000 screens") { lint(text) }
        #expect(found.filter { $0.rule == "invalid-hierarchy" }.count == 1)
        #expect(found.first { $0.rule == "invalid-hierarchy" }?.notes.count == 20)
        #expect(found.first { $0.rule == "invalid-hierarchy" }?.message.hasPrefix(
            "containment cycle S0 > … > S19979 > S19980 > ") == true)
        expectEachCauseOnce(found)
    }

    @Test func presentationCyclesTerminateAndReportEachCauseOnce() {
        let source = MarkedSource("""
        root: A
        screens: { A: {}, B: {}, C: {} }
        presentations:
          - { id: ab, from: A, to: B }
          - { id: ba, from: B, to: ↓A }
          - { id: bb, from: B, to: ↓B }
        """)
        let found = lint(source.text)
        #expect(found.filter { $0.rule == "present-active-controller" }.map(\.range.start) == source.marks)
        expectEachCauseOnce(found)
    }

    @Test func selfPresentationIsOneFinding() {
        let source = MarkedSource("""
        screens: { A: {} }
        presentations:
          - { from: A, to: ↓A }
        """)
        let found = lint(source.text)
        #expect(found.filter { $0.rule == "present-active-controller" }.map(\.range.start) == source.marks)
        expectEachCauseOnce(found)
    }

    /// 10,000 undefined references among 20,000 screens: each reported once,
    /// at its own position, with a suggestion from the indexed names.
    @Test func tenThousandUndefinedReferencesAmongTwentyThousandScreens() {
        var text = "screens:\n"
        for index in 0..<20_000 { text += "  Screen\(index): {}\n" }
        text += "presentations:\n"
        for index in 0..<10_000 { text += "  - { from: Screen\(index), to: Scren\(index) }\n" }
        let found = timed("10,000 undefined references among 20,000 screens") { lint(text) }
        let unknown = found.filter { $0.rule == "unknown-reference" }
        #expect(unknown.count == 10_000)
        // `  - { from: ScreenN, to: ScrenN }` on line 20,003 + N.
        let expected = (0..<10_000).map { index in Mark(line: 20_003 + index, column: 25 + String(index).count) }
        #expect(unknown.map(\.range.start) == expected)
        #expect(unknown.first?.message.contains("did you mean 'Screen0'?") == true)
        expectEachCauseOnce(found)
    }
}
