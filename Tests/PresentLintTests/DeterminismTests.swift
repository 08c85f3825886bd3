import Foundation
import PresentLintCore
import Testing

/// Findings never depend on the order of keys or presentations.
@Suite struct DeterminismTests {
    private func signature(_ findings: [Finding]) -> [String] {
        findings.map { "\($0.rule)|\($0.subject)|\($0.message)" }.sorted()
    }

    @Test func reversingPresentationsKeepsTheFindings() throws {
        let text = try Paths.read(Paths.fixture("showcase/recipes.nav.yml"))
        let lines = text.components(separatedBy: "\n")
        guard let start = lines.firstIndex(of: "presentations:"),
              let end = lines.firstIndex(of: "transitioningDelegates:") else {
            Issue.record("showcase layout changed")
            return
        }
        // Split the presentations block into items and reverse them.
        var items: [[String]] = []
        for line in lines[(start + 1)..<end] {
            if line.hasPrefix("  - ") || items.isEmpty { items.append([line]) } else { items[items.count - 1].append(line) }
        }
        let reversed = Array(lines[...start]) + items.reversed().flatMap { $0 } + Array(lines[end...])
        let original = lint(text)
        #expect(!original.isEmpty)
        #expect(signature(original) == signature(lint(reversed.joined(separator: "\n"))))
    }

    /// Descriptions whose two presentations, 'zeta' then 'alpha', share the node
    /// a rule reports at: one finding, which names the same presentation first
    /// whichever comes first in the file.
    static let sharedNodes: [(rule: String, text: String)] = [
        ("removed-presenter-black-screen", """
        screens: { Home: {}, T: { transparentBackground: true } }
        presentations:
          - { id: zeta, from: Home, to: T, style: custom, transitioningDelegate: D }
          - { id: alpha, from: Home, to: T, style: custom, transitioningDelegate: D }
        transitioningDelegates: { D: { presentationController: Rem } }
        presentationControllers: { Rem: { shouldRemovePresentersView: true } }
        """),
        ("animator-presenting-view", """
        screens: { Home: {}, A: {} }
        presentations:
          - { id: zeta, from: Home, to: A, style: overFullScreen, transitioningDelegate: D }
          - { id: alpha, from: Home, to: A, style: overFullScreen, transitioningDelegate: D }
        transitioningDelegates: { D: { animator: Adder } }
        animators: { Adder: { addsPresentingView: true } }
        """),
        ("partial-curl-requires-full-screen", """
        screens:
          Home: {}
          Context: { definesPresentationContext: true, providesPresentationContextTransitionStyle: true, transition: partialCurl }
          A: {}
        presentations:
          - { id: sheet, from: Home, to: Context, style: fullScreen }
          - { id: zeta, from: Context, to: A, style: overCurrentContext }
          - { id: alpha, from: Context, to: A, style: overCurrentContext }
        """),
        ("over-current-context-transition", """
        app: { devices: [iPad] }
        screens:
          Home: {}
          Picker: { kind: navigationController, children: [Colors] }
          Colors: { definesPresentationContext: true, providesPresentationContextTransitionStyle: true, transition: crossDissolve }
          A: {}
        presentations:
          - { id: picker, from: Home, to: Picker, style: popover, popover: { sourceView: b, preferredContentSize: [1, 1] } }
          - { id: zeta, from: Colors, to: A, style: overCurrentContext }
          - { id: alpha, from: Colors, to: A, style: overCurrentContext }
        """),
    ]

    @Test(arguments: sharedNodes.indices)
    func aSharedNodeNamesTheSamePresentationWhateverTheirOrder(_ index: Int) {
        let (rule, text) = Self.sharedNodes[index]
        var lines = text.components(separatedBy: "\n")
        let zeta = lines.firstIndex { $0.contains("id: zeta") }!, alpha = lines.firstIndex { $0.contains("id: alpha") }!
        lines.swapAt(zeta, alpha)
        let inFileOrder = findings(rule, in: text), swapped = findings(rule, in: lines.joined(separator: "\n"))
        #expect(inFileOrder.count == 1)
        #expect(inFileOrder.first?.message.contains("'alpha'") == true, "\(rule): \(inFileOrder.first?.message ?? "")")
        #expect(inFileOrder.map(\.message) == swapped.map(\.message))
        #expect(inFileOrder.map(\.subject) == swapped.map(\.subject))
    }

    @Test func reorderingTopLevelSectionsKeepsTheFindings() throws {
        let a = """
        screens: { A: {}, B: { transparentBackground: true } }
        presentations: [{ from: A, to: B, style: custom, transitioningDelegate: D }]
        transitioningDelegates: { D: { animator: X, presentationController: P } }
        animators: { X: { addsPresentingView: true } }
        presentationControllers: { P: { shouldRemovePresentersView: true } }
        """
        let b = """
        presentationControllers: { P: { shouldRemovePresentersView: true } }
        animators: { X: { addsPresentingView: true } }
        transitioningDelegates: { D: { presentationController: P, animator: X } }
        presentations: [{ transitioningDelegate: D, style: custom, to: B, from: A }]
        screens: { B: { transparentBackground: true }, A: {} }
        """
        #expect(!lint(a).isEmpty)
        #expect(signature(lint(a)) == signature(lint(b)))
    }
}
