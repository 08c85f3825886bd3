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
