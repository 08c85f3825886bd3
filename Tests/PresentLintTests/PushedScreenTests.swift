import PresentLintCore
import Testing

/// A screen pushed by `method: show` inside a navigationController joins the
/// navigation stack: it is not a presented subtree of its own, so it is in a
/// popover or a sheet only when its navigationController is.
@Suite struct PushedScreenTests {
    @Test func aPushedScreenIsNotInThePopoverItsPushAsksFor() {
        let text = """
        root: N
        screens: { N: { kind: navigationController, children: [A] }, A: {}, X: { definesPresentationContext: true }, Y: {} }
        presentations:
          - { id: push, from: A, to: X, method: show, style: popover, popover: { sourceView: v, preferredContentSize: [1, 1] } }
          - { id: p1, from: X, to: Y, style: overCurrentContext, transition: crossDissolve }
        """
        #expect(findings("show-pushes-in-navigation", in: text).count == 1)
        #expect(findings("over-current-context-transition", in: text).isEmpty)
    }

    /// A screen pushed onto a curled navigation controller is inside it: it cannot present either.
    @Test func aScreenPushedOntoACurledNavigationControllerCannotPresent() {
        let source = MarkedSource("""
        screens: { A: {}, N: { kind: navigationController, children: [B] }, B: {}, C: {}, D: {} }
        presentations:
          - { from: A, to: N, style: fullScreen, transition: ↓partialCurl }
          - { from: B, to: C, method: show }
          - { from: C, to: D }
        """)
        #expect(positions(of: "partial-curl-blocks-presentation", in: source) == source.marks)
        let found = findings("partial-curl-blocks-presentation", in: source.text)
        #expect(found.first?.notes.map(\.message) == ["'C -> D' presents from 'C', inside 'N'"])
    }

    /// A pushed screen's containers are its navigationController's: the fallback names them as for a child.
    @Test func aPushedPresentersContainersAreNamedInTheContextFallback() {
        let text = """
        root: T
        screens: { T: { kind: tabBarController, children: [N] }, N: { kind: navigationController, children: [A], definesPresentationContext: false }, A: {}, B: {}, C: {} }
        presentations:
          - { from: A, to: B, method: show }
          - { from: B, to: C, style: overCurrentContext }
        """
        let found = findings("current-context-fallback", in: text)
        #expect(found.count == 1)
        #expect(found.first?.notes.contains { $0.message == "'N' does not define a presentation context" } == true)
    }

    @Test func aPushedScreenIsShownAsItsNavigationControllerIs() {
        let pushed = """
        root: N
        screens: { N: { kind: navigationController, children: [A] }, A: {}, X: {}, Y: {} }
        presentations:
          - { id: push, from: A, to: X, method: show, style: formSheet }
          - { id: curl, from: X, to: Y, style: fullScreen, transition: partialCurl }
        """
        #expect(findings("partial-curl-requires-full-screen", in: pushed).isEmpty)
        // In a sheet, the pushed screen is in the sheet too.
        let source = MarkedSource("""
        root: R
        screens: { R: {}, N: { kind: navigationController, children: [A] }, A: {}, X: {}, Y: {} }
        presentations:
          - { id: sheet, from: R, to: N, style: pageSheet }
          - { id: push, from: A, to: X, method: show }
          - { id: curl, from: X, to: Y, style: fullScreen, transition: ↓partialCurl }
        """)
        #expect(positions(of: "partial-curl-requires-full-screen", in: source) == source.marks)
    }

    @Test func aPushedScreenTakesItsContextFromTheStack() {
        let source = MarkedSource("""
        root: N
        screens: { N: { kind: navigationController, children: [A], definesPresentationContext: false }, A: {}, X: {}, Y: {}, Z: {} }
        presentations:
          - { id: push, from: A, to: X, method: show }
          - { id: again, from: X, to: Z, method: show }
          - { id: over, from: Z, to: Y, style: ↓overCurrentContext }
        """)
        #expect(positions(of: "current-context-fallback", in: source) == source.marks)
    }

    /// A `show` from a screen on no navigation stack presents: its screen is the top of a
    /// presented subtree (a context itself), even when another `show` pushes it too.
    @Test func aShowFromOutsideANavigationControllerPresents() {
        let text = """
        root: T
        screens:
          T: { kind: tabBarController, children: [N, C] }
          N: { kind: navigationController, definesPresentationContext: false, children: [A] }
          A: {}
          C: {}
          X: {}
          Y: {}
        presentations:
          - { from: A, to: X, method: show }
          - { from: C, to: X, method: show }
          - { from: X, to: Y, style: currentContext }
        """
        #expect(findings("current-context-fallback", in: text).isEmpty)
        #expect(findings("current-context-fallback", in: text.replacingOccurrences(of: "{ from: C, to: X, method: show }", with: "{ from: C, to: X, method: present }")).isEmpty)
        // Without it, X is only pushed onto N, which defines no context.
        #expect(findings("current-context-fallback", in: text.replacingOccurrences(of: "  - { from: C, to: X, method: show }\n", with: "")).count == 1)
    }

    /// A screen pushed onto two stacks goes on the first in the order of `presentations`,
    /// whatever the order of the keys under `screens`.
    @Test(arguments: [false, true])
    func aScreenPushedOntoTwoStacksDoesNotDependOnTheOrderOfScreens(reordered: Bool) {
        let first = "  N1: { kind: navigationController, definesPresentationContext: false, children: [A] }\n  A: {}\n"
        let second = "  N2: { kind: navigationController, children: [B] }\n  B: {}\n"
        let text = "root: T\nscreens:\n  T: { kind: tabBarController, children: [N1, N2] }\n"
            + (reordered ? second + first : first + second) + """
          P: {}
          X: {}
        presentations:
          - { from: A, to: P, method: show }
          - { from: B, to: P, method: show }
          - { from: P, to: X, style: currentContext }
        """
        // P is pushed onto N1 first, which defines no context.
        #expect(findings("current-context-fallback", in: text).count == 1)
    }
}
