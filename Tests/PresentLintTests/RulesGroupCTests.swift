import PresentLintCore
import PresentLintYAML
import Testing

/// Presentation controller lifecycle rules; `↓` marks where each finding must point.
@Suite struct PresentationControllerLifecycleRuleTests {
    @Test func viewsNotRemovedAfterDismissalPointAtTheWrittenValue() {
        let source = MarkedSource("""
        screens: { A: {}, B: {} }
        presentations:
          - { id: dimmed, from: A, to: B, style: custom, transitioningDelegate: D }
        transitioningDelegates: { D: { presentationController: P } }
        presentationControllers:
          P: { addsViews: [dimmingView], removesViewsAfterDismissal: ↓false }
        """)
        let found = findings("presentation-controller-cleanup", in: source.text)
        #expect(found.map(\.range.start) == source.marks)
        #expect(found.first?.message.contains("dismissalTransitionDidEnd") == true)
        #expect(found.first?.message.contains("'dimmed'") == true)
        #expect(found.first?.notes.contains { $0.message.contains("dimmingView") } == true)
        #expect(found.first?.notes.contains { $0.message.contains("'dimmed'") } == true)
    }

    @Test func omittedDismissalCleanupPointsAtTheControllerAndUnusedControllersCount() {
        let source = MarkedSource("""
        screens: { A: {} }
        presentationControllers:
          ↓Unused: { addsViews: [shadow, chrome] }
        """)
        let found = findings("presentation-controller-cleanup", in: source.text)
        #expect(found.map(\.range.start) == source.marks)
        #expect(found.first?.message.contains("no presentation uses it") == true)
        #expect(found.first?.message.contains("'shadow' and 'chrome'") == true)
    }

    @Test func controllerThatAddsNoViewsOrRemovesThemIsClean() {
        let text = """
        screens: { A: {} }
        presentationControllers:
          Plain: {}
          Empty: { addsViews: [] }
          Tidy: { addsViews: [dimmingView], removesViewsAfterDismissal: true }
        """
        #expect(findings("presentation-controller-cleanup", in: text).isEmpty)
    }

    @Test func cancellableInteractivePresentationNeedsRemovalOnCancel() {
        let source = MarkedSource("""
        screens: { A: {}, B: {} }
        presentations:
          - { id: drawer, from: A, to: B, style: custom, transitioningDelegate: D }
        transitioningDelegates: { D: { animator: Slide, interactionController: Pan, presentationController: P } }
        animators: { Slide: {} }
        interactionControllers: { Pan: {} }
        presentationControllers:
          P: { addsViews: [dimmingView], removesViewsOnCancel: ↓false, removesViewsAfterDismissal: true }
        """)
        let found = findings("presentation-controller-cleanup", in: source.text)
        #expect(found.map(\.range.start) == source.marks)
        #expect(found.first?.message.contains("presentationTransitionDidEnd(false)") == true)
        #expect(found.first?.message.contains("'drawer'") == true)
        #expect(found.first?.notes.contains { $0.message.contains("'Pan'") } == true)
    }

    @Test func omittedCancelCleanupPointsAtTheControllerName() {
        let source = MarkedSource("""
        screens: { A: {}, B: {} }
        presentations:
          - { from: A, to: B, style: custom, transitioningDelegate: { animator: Slide, interactionController: Pan, presentationController: P } }
        animators: { Slide: {} }
        interactionControllers: { Pan: {} }
        presentationControllers:
          ↓P: { addsViews: [dimmingView], removesViewsAfterDismissal: true }
        """)
        let found = findings("presentation-controller-cleanup", in: source.text)
        #expect(found.map(\.range.start) == source.marks)
        #expect(found.first?.subject.contains("removesViewsOnCancel") == true)
    }

    @Test func presentationsThatCannotBeCancelledNeedNoRemovalOnCancel() {
        // No interaction controller; an interaction controller without an animator
        // (never consulted); a pushed presentation (the delegate is not used); a
        // non-custom style (UIKit never asks for the presentation controller).
        let text = """
        screens: { Nav: { kind: navigationController, children: [A] }, A: {}, B: {}, C: {}, E: {}, F: {} }
        presentations:
          - { from: A, to: B, style: custom, transitioningDelegate: Plain }
          - { from: A, to: C, style: custom, transitioningDelegate: NoAnimator }
          - { from: A, to: E, method: show, style: custom, transitioningDelegate: Interactive }
          - { from: A, to: F, style: pageSheet, transitioningDelegate: Interactive }
        transitioningDelegates:
          Plain: { animator: Slide, presentationController: P }
          NoAnimator: { interactionController: Pan, presentationController: P }
          Interactive: { animator: Slide, interactionController: Pan, presentationController: P }
        animators: { Slide: {} }
        interactionControllers: { Pan: {} }
        presentationControllers:
          P: { addsViews: [dimmingView], removesViewsAfterDismissal: true }
        """
        #expect(findings("presentation-controller-cleanup", in: text).isEmpty)
    }

    @Test func sharedControllerIsReportedOncePerSettingWithEveryPresentation() {
        let source = MarkedSource("""
        screens: { A: {}, B: {}, C: {} }
        presentations:
          - { id: one, from: A, to: B, style: custom, transitioningDelegate: D }
          - { id: two, from: A, to: C, style: custom, transitioningDelegate: E }
        transitioningDelegates:
          D: { animator: Slide, interactionController: Pan, presentationController: P }
          E: { animator: Slide, interactionController: Pan, presentationController: P }
        animators: { Slide: {} }
        interactionControllers: { Pan: {} }
        presentationControllers:
          P: { addsViews: [dimmingView], removesViewsOnCancel: ↓false, removesViewsAfterDismissal: ↓false }
        """)
        let found = findings("presentation-controller-cleanup", in: source.text)
        #expect(found.map(\.range.start).sorted() == source.marks)
        for finding in found {
            #expect(finding.notes.contains { $0.message.contains("'one'") })
            #expect(finding.notes.contains { $0.message.contains("'two'") })
        }
    }

    @Test func presentedViewThatBuildsTheHierarchy() {
        let source = MarkedSource("""
        screens: { A: {}, B: {} }
        presentations:
          - { id: card, from: A, to: B, style: custom, transitioningDelegate: D }
        transitioningDelegates: { D: { presentationController: Card } }
        presentationControllers:
          Card: { presentedViewBuildsHierarchy: ↓true }
          Unused: { presentedViewBuildsHierarchy: ↓true }
          Fine: { presentedViewBuildsHierarchy: false }
          Default: {}
        """)
        let found = findings("presented-view-builds-hierarchy", in: source.text)
        #expect(found.map(\.range.start).sorted() == source.marks)
        let card = found.first { $0.range.start == source.marks[0] }
        #expect(card?.message.contains("'card'") == true)
        #expect(card?.notes.contains { $0.message.contains("'card'") } == true)
    }

    @Test func customFrameWithoutLayoutUpdates() {
        let source = MarkedSource("""
        screens: { A: {}, B: {} }
        presentations:
          - { id: half, from: A, to: B, style: custom, transitioningDelegate: D }
        transitioningDelegates: { D: { presentationController: Half } }
        presentationControllers:
          Half: { frame: custom, updatesFrameOnLayout: ↓false }
          ↓Omitted: { frame: custom }
          Updated: { frame: custom, updatesFrameOnLayout: true }
          Full: { frame: fullContainer }
          Default: {}
        """)
        let found = findings("custom-frame-not-updated", in: source.text)
        #expect(found.map(\.range.start).sorted() == source.marks)
        let half = found.first { $0.range.start == source.marks[0] }
        #expect(half?.message.contains("'half'") == true)
        #expect(half?.notes.contains { $0.message.contains("custom frame") } == true)
    }

    @Test func invalidValuesKeepTheLifecycleRulesSilent() {
        let text = """
        screens: { A: {} }
        presentationControllers:
          P: { addsViews: [dimmingView], removesViewsAfterDismissal: maybe, frame: custom, updatesFrameOnLayout: 3, presentedViewBuildsHierarchy: sometimes }
        """
        let found = lint(text)
        #expect(found.contains { $0.rule == "schema" })
        for rule in ["presentation-controller-cleanup", "custom-frame-not-updated", "presented-view-builds-hierarchy"] {
            #expect(!found.contains { $0.rule == rule }, "\(rule) fired on an invalid value")
        }
    }
}

/// Hierarchy rules; `↓` marks where each finding must point.
@Suite struct HierarchyRuleTests {
    /// With an invalid `method` the screen may be pushed, which the rule does not report.
    @Test func anInvalidMethodLeavesThePresentationUnknown() {
        let text = """
        root: T
        screens:
          T: { kind: tabBarController, children: [N, S] }
          N: { kind: navigationController, children: [A] }
          A: {}
          S: {}
        presentations:
          - { from: A, to: S, method: Show }
        """
        #expect(findings("present-active-controller", in: text).isEmpty)
        #expect(findings("present-active-controller", in: text.replacingOccurrences(of: "Show", with: "present")).count == 1)
    }

    @Test func presentingTheRootThrows() {
        let source = MarkedSource("""
        root: Home
        screens: { Home: {}, Other: {} }
        presentations:
          - { from: Other, to: ↓Home }
        """)
        let found = findings("present-active-controller", in: source.text)
        #expect(found.map(\.range.start) == source.marks)
        #expect(found.first?.message.contains("Application tried to present modally an active controller") == true)
        #expect(found.first?.notes.contains { $0.message.contains("root") && $0.range.start.line == 1 } == true)
    }

    @Test func presentingAContainersChildThrowsWithANoteAtTheListing() {
        let source = MarkedSource("""
        screens:
          Tabs: { kind: tabBarController, children: [Library, Settings] }
          Library: {}
          Settings: {}
        presentations:
          - { id: settings, from: Library, to: ↓Settings, style: formSheet }
        """)
        let found = findings("present-active-controller", in: source.text)
        #expect(found.map(\.range.start) == source.marks)
        #expect(found.first?.message.contains("'settings'") == true)
        #expect(found.first?.notes.first?.range.start == Mark(line: 2, column: 55))
        // A container whose kind is misspelt is not called a viewController.
        let misspelt = findings("present-active-controller", in: source.text.replacingOccurrences(of: "tabBarController", with: "tabBarControler"))
        #expect(misspelt.first?.message.contains("a child of 'Tabs'") == true)
    }

    @Test func presentingItselfThrows() {
        let source = MarkedSource("""
        screens: { A: {} }
        presentations:
          - from: A
            to: ↓A
        """)
        #expect(positions(of: "present-active-controller", in: source) == source.marks)
    }

    @Test func presentingAFreeScreenOrPushingIsNotReported() {
        let text = """
        root: Nav
        screens:
          Nav: { kind: navigationController, children: [List] }
          List: {}
          Sheet: { kind: navigationController, children: [Form] }
          Form: {}
          Other: {}
        presentations:
          - { from: List, to: Sheet }
          - { from: Form, to: Other }
          - { from: List, to: Form, method: show }
        """
        #expect(findings("present-active-controller", in: text).isEmpty)
    }

    @Test func pushingAScreenAlreadyOnTheSameStackThrows() {
        let source = MarkedSource("""
        root: Nav
        screens:
          Nav: { kind: navigationController, children: [List, Detail] }
          List: {}
          Detail: {}
          Pushed: {}
        presentations:
          - { from: List, to: ↓Detail, method: show }
          - { from: List, to: Pushed, method: show }
          - { from: Pushed, to: ↓Pushed, method: show }
          - { from: List, to: Nav, method: show }
        """)
        let found = findings("present-active-controller", in: source.text)
        #expect(found.map(\.range.start) == source.marks)
        #expect(found.allSatisfy { $0.message.contains("Pushing the same view controller instance more than once is not supported") })
        #expect(found.first?.notes.map(\.range.start) == [Mark(line: 3, column: 55)])
        #expect(found.last?.notes.map(\.range.start) == [Mark(line: 10, column: 13)])
    }

    @Test func showInsideANavigationControllerIgnoresPresentationSettings() {
        let source = MarkedSource("""
        root: Tabs
        screens:
          Tabs: { kind: tabBarController, children: [Nav] }
          Nav: { kind: navigationController, children: [Inbox] }
          Inbox: {}
          Message: {}
        presentations:
          - id: open
            from: Inbox
            to: Message
            method: ↓show
            style: formSheet
            popover: { sourceView: cell }
        """)
        let found = findings("show-pushes-in-navigation", in: source.text)
        #expect(found.map(\.range.start) == source.marks)
        #expect(found.first?.message.contains("'open'") == true)
        #expect(found.first?.message.contains("'style' and 'popover'") == true)
        let noteLines = Set(found.first?.notes.map(\.range.start.line) ?? [])
        #expect(noteLines == [4, 12, 13])
    }

    @Test func showFromTheNavigationControllerItselfPushes() {
        let source = MarkedSource("""
        screens:
          Nav: { kind: navigationController, children: [List] }
          List: {}
          Detail: {}
        presentations:
          - { from: Nav, to: Detail, method: ↓show, transitioningDelegate: { animator: Fade }, sheet: { detents: [medium] } }
        animators: { Fade: {} }
        """)
        #expect(positions(of: "show-pushes-in-navigation", in: source) == source.marks)
    }

    @Test func showThatReallyPresentsOrPushesPlainlyIsNotReported() {
        let text = """
        screens:
          Nav: { kind: navigationController, children: [List] }
          List: {}
          Loose: {}
          Detail: {}
        presentations:
          - { from: List, to: Detail, method: show }
          - { from: List, to: Detail, method: show, animated: false }
          - { from: Loose, to: Detail, method: show, style: formSheet }
          - { from: List, to: Detail, method: present, style: formSheet }
          - { from: List, to: Detail, style: formSheet, transition: crossDissolve }
        """
        #expect(findings("show-pushes-in-navigation", in: text).isEmpty)
    }

    @Test func presentingFromADetachedScreen() {
        let source = MarkedSource("""
        root: Home
        screens: { Home: {}, Onboarding: {}, Terms: {}, Privacy: {} }
        presentations:
          - { id: terms, from: ↓Onboarding, to: Terms }
          - { id: privacy, from: ↓Onboarding, to: Privacy }
        """)
        let found = findings("present-from-detached", in: source.text)
        #expect(found.map(\.range.start) == source.marks)
        #expect(found.first?.message.contains("not in the window hierarchy") == true)
        #expect(found.first?.notes.contains { $0.range.start.line == 1 } == true)
    }

    @Test func presentingFromReachableScreensOrWithoutARootIsNotReported() {
        let reachable = """
        root: Tabs
        screens:
          Tabs: { kind: tabBarController, children: [Nav] }
          Nav: { kind: navigationController, children: [List] }
          List: {}
          Detail: {}
          Picker: {}
        presentations:
          - { from: List, to: Detail, method: show }
          - { from: Detail, to: Picker, style: popover, popover: { sourceView: v } }
        """
        #expect(findings("present-from-detached", in: reachable).isEmpty)
        let withoutRoot = """
        screens: { A: {}, B: {} }
        presentations:
          - { from: A, to: B }
        """
        #expect(findings("present-from-detached", in: withoutRoot).isEmpty)
        let undefinedRoot = """
        root: Missing
        screens: { A: {}, B: {} }
        presentations:
          - { from: A, to: B }
        """
        #expect(findings("present-from-detached", in: undefinedRoot).isEmpty)
        #expect(findings("unreachable-screen", in: undefinedRoot).isEmpty)
    }

    /// A link that could not be read may lead anywhere: only `schema` reports it.
    @Test func anUnreadableLinkLeavesReachabilityUnknown() {
        let unreadable = [
            "presentations:\n  from: Home\n  to: S\n",
            "presentations:\n  - { from: Home, to: [S] }\n",
            "presentations:\n  - { to: S }\n",
            "presentations:\n  - Home to S\n",
            "presentations: []\nscreens2: {}\n",
        ]
        for (index, links) in unreadable.enumerated() {
            let text = "root: Home\nscreens: { Home: { kind: navigationController, children: \(index == 4 ? "{ a: B }" : "[B]") }, B: {}, S: {}, T: {} }\n" + links
            #expect(!lint(text).filter { $0.rule == "schema" }.isEmpty)
            #expect(findings("unreachable-screen", in: text).isEmpty, "\(text)")
            // Nor is a presentation from S said to start from a detached screen.
            let fromS = text.replacingOccurrences(of: "presentations:\n", with: "presentations:\n  - { from: S, to: T }\n")
            if (1...3).contains(index) { #expect(findings("present-from-detached", in: fromS).isEmpty, "\(fromS)") }
        }
        // An undefined name is not unreadable: the screens it fails to reach are still reported.
        let undefined = MarkedSource("""
        root: Home
        screens: { Home: {}, ↓S: {} }
        presentations:
          - { from: Home, to: Sx }
        """)
        #expect(positions(of: "unreachable-screen", in: undefined) == undefined.marks)
    }

    @Test func everyUnreachableScreenIsReportedOnce() {
        let source = MarkedSource("""
        root: Home
        screens:
          Home: {}
          Shown: {}
          ↓Orphan: {}
          ↓OldNav: { kind: navigationController, children: [OldList] }
          ↓OldList: {}
          ↓OldDetail: {}
        presentations:
          - { from: Home, to: Shown }
          - { from: OldList, to: OldDetail }
        """)
        let found = findings("unreachable-screen", in: source.text)
        #expect(found.map(\.range.start) == source.marks)
        #expect(found.allSatisfy { $0.severity == .info })
        let oldList = found.first { $0.message.contains("'OldList'") }
        #expect(oldList?.notes.contains { $0.message.contains("'OldNav'") } == true)
        let oldDetail = found.first { $0.message.contains("'OldDetail'") }
        #expect(oldDetail?.notes.contains { $0.message.contains("'OldList'") } == true)
    }

    @Test func detachedPresenterIsReportedByBothRules() {
        let text = """
        root: Home
        screens: { Home: {}, Lost: {}, Target: {} }
        presentations:
          - { from: Lost, to: Target }
        """
        let found = lint(text)
        #expect(found.filter { $0.rule == "present-from-detached" }.map(\.range.start) == [Mark(line: 4, column: 13)])
        #expect(found.filter { $0.rule == "unreachable-screen" }.map(\.range.start.line) == [2, 2])
    }

    @Test func screensReachedThroughChildrenAndPresentationsAreReachable() {
        let text = """
        root: Split
        screens:
          Split: { kind: splitViewController, children: [Sidebar, DetailNav] }
          Sidebar: {}
          DetailNav: { kind: navigationController, children: [Detail] }
          Detail: {}
          Editor: { kind: navigationController, children: [Form] }
          Form: {}
          Picker: {}
        presentations:
          - { from: Form, to: Picker }
          - { from: Detail, to: Editor }
        """
        #expect(findings("unreachable-screen", in: text).isEmpty)
        #expect(findings("unreachable-screen", in: "screens: { A: {}, B: {} }\n").isEmpty)
    }

    @Test func findingsDoNotDependOnTheOrderOfPresentations() {
        let forward = """
        root: Home
        screens: { Home: {}, A: {}, B: {}, C: {} }
        presentations:
          - { id: one, from: Home, to: A }
          - { id: two, from: B, to: C }
          - { id: three, from: A, to: Home }
        """
        let backward = """
        root: Home
        screens: { Home: {}, A: {}, B: {}, C: {} }
        presentations:
          - { id: three, from: A, to: Home }
          - { id: two, from: B, to: C }
          - { id: one, from: Home, to: A }
        """
        func summary(_ text: String) -> Set<String> {
            Set(lint(text).filter { ["unreachable-screen", "present-from-detached", "present-active-controller"].contains($0.rule) }
                .map { "\($0.rule) \($0.subject) \($0.message)" })
        }
        #expect(summary(forward) == summary(backward))
        #expect(summary(forward).count == 4)
    }
}

/// A finding's advice is one that works for the case at hand.
@Suite struct AdviceThatWorksTests {
    @Test func anInteractionControllerThatIsNeverConsultedCannotFreeze() {
        let text = """
        screens: { Home: {}, A: {} }
        presentations:
          - { id: second, from: Home, to: A, transitioningDelegate: { dismissInteractionController: I } }
        interactionControllers: { I: { alwaysReturned: true } }
        """
        #expect(findings("interaction-controller-always-returned", in: text).isEmpty)
        let consulted = text.replacingOccurrences(of: "{ dismissInteractionController: I }", with: "{ dismissAnimator: X, dismissInteractionController: I }")
            + "\nanimators: { X: {} }\n"
        #expect(findings("interaction-controller-always-returned", in: consulted).count == 1)
    }

    @Test func aPresentationControllerForAnActionSheetIsRemovedNotMadeCustom() {
        let text = """
        screens: { Home: {}, S: { kind: alertController, alertStyle: actionSheet } }
        presentations:
          - { from: Home, to: S, style: custom, popover: { sourceView: v }, transitioningDelegate: { presentationController: P } }
        presentationControllers: { P: {} }
        """
        let message = findings("presentation-controller-ignored", in: text).first?.message ?? ""
        #expect(message.contains("so remove 'presentationController' from the delegate"), "\(message)")
        #expect(!message.contains("Set 'style: custom'"))
    }

    @Test func aFormSheetIsSwipeableOnlyFromIOS13() {
        let text = """
        app: { deploymentTarget: "12.0" }
        screens: { Home: {}, A: {} }
        presentations:
          - { from: Home, to: A, style: popover, popover: { sourceView: v, preferredContentSize: [1, 1] }, adaptiveStyle: fullScreen }
        """
        let message = findings("popover-compact-no-dismiss", in: text).first?.message ?? ""
        #expect(message.contains("raise the deployment target and return formSheet"), "\(message)")
    }

    @Test func anInterruptibleDisplayLinkAnimatorIsStillTheProblem() {
        let text = """
        screens: { Home: {}, A: {} }
        presentations:
          - { from: Home, to: A, transitioningDelegate: { animator: X, interactionController: I } }
        animators: { X: { animationAPI: displayLink, interruptible: true } }
        interactionControllers: { I: {} }
        """
        let message = findings("percent-driven-animation-api", in: text).first?.message ?? ""
        #expect(message.contains("which no animator it returns from interruptibleAnimator(using:) controls"), "\(message)")
    }
}

/// A finding about a whole block-style mapping or list points at its key, where a reader looks.
@Suite struct BlockValuePositionTests {
    @Test func blockSheetPopoverAndChildrenAreReportedAtTheirKeys() {
        let sheet = MarkedSource("""
        screens: { A: {}, B: {} }
        presentations:
          - id: x
            from: A
            to: B
            style: fullScreen
            ↓sheet:
              detents: [medium]
        """)
        #expect(positions(of: "sheet-config-ignored", in: sheet) == sheet.marks)
        let popover = MarkedSource("""
        app: { devices: [iPad] }
        screens: { A: {}, B: {} }
        presentations:
          - id: x
            from: A
            to: B
            style: popover
            ↓popover:
              preferredContentSize: [320, 400]
        """)
        #expect(positions(of: "popover-missing-anchor", in: popover) == popover.marks)
        let children = MarkedSource("""
        screens:
          A:
            ↓children:
              - B
          B: {}
        """)
        #expect(positions(of: "invalid-hierarchy", in: children) == children.marks)
        // Flow style keeps pointing at the value.
        let flow = MarkedSource("screens: { A: {}, B: {} }\npresentations:\n  - { from: A, to: B, style: fullScreen, sheet: ↓{ detents: [medium] } }\n")
        #expect(positions(of: "sheet-config-ignored", in: flow) == flow.marks)
    }
}
