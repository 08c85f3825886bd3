import PresentLintCore
import Testing

/// The positions where `rule` reports in `source`, in order, and the findings themselves.
@discardableResult
private func check(_ rule: String, _ source: MarkedSource) -> [Finding] {
    let found = findings(rule, in: source.text).sorted(by: Finding.precedes)
    #expect(found.map(\.range.start) == source.marks, "positions of \(rule)")
    return found
}

/// True when some note of `finding` contains `text`.
private func noted(_ finding: Finding?, _ text: String) -> Bool {
    finding?.notes.contains { $0.message.contains(text) } == true
}

// MARK: - Transition-style compatibility

@Suite struct PartialCurlBlocksPresentationTests {
    @Test func curledScreenPresentingIsReportedAtTheCurl() {
        let found = check("partial-curl-blocks-presentation", MarkedSource("""
        root: Home
        screens: { Home: {}, Options: {}, Legend: {} }
        presentations:
          - { id: options, from: Home, to: Options, style: fullScreen, transition: ↓partialCurl }
          - { id: legend, from: Options, to: Legend }
        """))
        #expect(found.first?.message.contains("'legend'") == true)
        #expect(noted(found.first, "'legend' presents from 'Options'"))
    }

    @Test func anotherTransitionDoesNotBlock() {
        let text = """
        screens: { Home: {}, Options: {}, Legend: {} }
        presentations:
          - { from: Home, to: Options, style: fullScreen, transition: crossDissolve }
          - { from: Options, to: Legend }
          - { from: Home, to: Legend, style: fullScreen, transition: partialCurl }
        """
        #expect(findings("partial-curl-blocks-presentation", in: text).isEmpty)
    }

    @Test func presentingFromInsideTheCurledNavigationControllerCounts() {
        let found = check("partial-curl-blocks-presentation", MarkedSource("""
        screens:
          Home: {}
          Nav: { kind: navigationController, children: [List] }
          List: {}
          Detail: {}
          Info: {}
        presentations:
          - { id: curl, from: Home, to: Nav, style: fullScreen, transition: ↓partialCurl }
          - { id: info, from: List, to: Info }
          - { id: push, from: List, to: Detail, method: show }
        """))
        #expect(found.first?.message.contains("'info'") == true)
        #expect(found.first?.message.contains("'push'") == false)
        #expect(noted(found.first, "inside 'Nav'"))
    }

    @Test func everyBlockedPresentationIsListedOnce() {
        let found = check("partial-curl-blocks-presentation", MarkedSource("""
        screens: { Home: {}, Options: {}, A: {}, B: {} }
        presentations:
          - { id: zeta, from: Options, to: B }
          - { id: options, from: Home, to: Options, style: fullScreen, transition: ↓partialCurl }
          - { id: alpha, from: Options, to: A }
        """))
        #expect(found.first?.message.contains("'alpha' and 'zeta' never appear") == true)
        #expect(found.first?.notes.count == 2)
    }

    @Test func aCurlTakenFromThePresentationContextPointsAtTheContext() {
        check("partial-curl-blocks-presentation", MarkedSource("""
        screens:
          Nav: { kind: navigationController, children: [List], providesPresentationContextTransitionStyle: true, transition: ↓partialCurl }
          List: {}
          Overlay: {}
          More: {}
        presentations:
          - { from: List, to: Overlay, style: overCurrentContext }
          - { from: Overlay, to: More }
        """))
    }
}

@Suite struct StyleUnavailableTests {
    @Test func automaticBelowIOS13() {
        let found = check("style-unavailable", MarkedSource("""
        app: { deploymentTarget: "12.0" }
        screens: { A: {}, B: {} }
        presentations:
          - { from: A, to: B, style: ↓automatic }
          - { from: A, to: B }
        """))
        #expect(found.first?.message.contains("iOS 13") == true)
        #expect(noted(found.first, "deployment target set here"))
    }

    @Test func automaticBelowTVOS13NamesTVOS() {
        let found = check("style-unavailable", MarkedSource("""
        app: { platform: tvOS, deploymentTarget: "10.0" }
        screens: { A: {}, B: {} }
        presentations:
          - { from: A, to: B, style: ↓automatic }
        """))
        #expect(found.first?.message.hasSuffix("(fullScreen was the default before tvOS 13)") == true)
        #expect(found.first?.message.contains("iOS 13") == false)
    }

    @Test func automaticFromIOS13IsAvailable() {
        let text = """
        app: { deploymentTarget: "13.0" }
        screens: { A: {}, B: {} }
        presentations:
          - { from: A, to: B, style: automatic }
        """
        #expect(findings("style-unavailable", in: text).isEmpty)
    }

    @Test func sheetBelowIOS15AndCustomDetentBelowIOS16() {
        check("style-unavailable", MarkedSource("""
        app: { deploymentTarget: "14.0" }
        screens: { A: {}, B: {} }
        presentations:
          - { from: A, to: B, style: pageSheet, sheet: ↓{ detents: [medium, ↓custom] } }
        """))
    }

    @Test func customDetentAndSourceItemOnTheDefaultDeploymentTarget() {
        let found = check("style-unavailable", MarkedSource("""
        screens: { A: {}, B: {}, C: {} }
        presentations:
          - { from: A, to: B, style: formSheet, sheet: { detents: [↓custom, large], largestUndimmedDetent: ↓custom } }
          - { from: A, to: C, style: popover, popover: { sourceItem: ↓shareItem } }
        """))
        #expect(found.allSatisfy { noted($0, "defaults to 15.0") })
    }

    /// tvOS has no sheet (or popover) presentation controller: the whole `sheet` is reported, once.
    @Test func aSheetOrASourceItemOnTVOS() {
        let found = check("style-unavailable", MarkedSource("""
        app: { platform: tvOS, deploymentTarget: "17.0" }
        screens: { A: {}, B: {}, C: {} }
        presentations:
          - { from: A, to: B, style: fullScreen, sheet: ↓{ detents: [medium, custom] } }
          - { from: A, to: C, style: overFullScreen, popover: { sourceItem: ↓shareItem } }
        """))
        #expect(found.allSatisfy { $0.message.contains("unavailable on tvOS") && noted($0, "platform set here") })
    }

    @Test func iOS16HasCustomDetentsAndSourceItems() {
        let text = """
        app: { deploymentTarget: "16.0", devices: [iPad] }
        screens: { A: {}, B: {}, C: {} }
        presentations:
          - { from: A, to: B, style: formSheet, sheet: { detents: [custom], largestUndimmedDetent: custom } }
          - { from: A, to: C, style: popover, popover: { sourceItem: shareItem } }
        """
        #expect(findings("style-unavailable", in: text).isEmpty)
    }

    @Test func blurOverFullScreenOutsideTVOS() {
        let found = check("style-unavailable", MarkedSource("""
        app: { deploymentTarget: "18.0", devices: [iPhone] }
        screens: { A: {}, B: {} }
        presentations:
          - { from: A, to: B, style: ↓blurOverFullScreen, adaptiveStyle: ↓blurOverFullScreen }
        """))
        #expect(found.first?.message.contains("only on tvOS") == true)
    }

    @Test func tvOSLacksSheetsPopoversFlipAndCurl() {
        check("style-unavailable", MarkedSource("""
        app: { platform: tvOS, deploymentTarget: "17.0" }
        screens:
          A: {}
          B: { transition: ↓flipHorizontal }
        presentations:
          - { from: A, to: B, style: ↓pageSheet }
          - { from: A, to: B, style: ↓formSheet, transition: ↓partialCurl }
          - { from: A, to: B, style: ↓popover, transition: ↓flipHorizontal }
          - { from: A, to: B, style: blurOverFullScreen, transition: crossDissolve }
          - { from: A, to: B, style: overFullScreen }
        """))
    }

    /// Apple lists UIModalPresentationFormSheet on tvOS 26.0 and later.
    @Test func formSheetNeedsTVOS26() {
        let text = { (target: String) in """
            app: { platform: tvOS, deploymentTarget: "\(target)" }
            screens: { A: {}, B: {} }
            presentations:
              - { from: A, to: B, style: formSheet }
            """ }
        #expect(findings("style-unavailable", in: text("17.0")).first?.message.contains("needs tvOS 26") == true)
        #expect(findings("style-unavailable", in: text("26.0")).isEmpty)
    }

    @Test func blurOverFullScreenNeedsTVOS11() {
        check("style-unavailable", MarkedSource("""
        app: { platform: tvOS, deploymentTarget: "10.2" }
        screens: { A: {}, B: {} }
        presentations:
          - { from: A, to: B, style: ↓blurOverFullScreen }
        """))
    }

    /// visionOS 1.0 has every sheet and popover API; its versions are not iOS's.
    @Test func visionOSHasEverySheetAndPopoverAPI() {
        let text = """
        app: { platform: visionOS, deploymentTarget: "1.0" }
        screens: { A: {}, B: {} }
        presentations:
          - { from: A, to: B, style: pageSheet, sheet: { detents: [custom] } }
          - { from: A, to: B, style: popover, popover: { sourceItem: item } }
        """
        #expect(findings("style-unavailable", in: text).isEmpty)
    }

    /// Mac Catalyst versions follow iOS's: sheetPresentationController is Mac Catalyst 15.0+,
    /// the custom detent and sourceItem 16.0+.
    @Test func macCatalystFollowsTheIOSVersions() {
        let found = check("style-unavailable", MarkedSource("""
        app: { platform: macCatalyst, deploymentTarget: "14.0" }
        screens: { A: {}, B: {} }
        presentations:
          - { from: A, to: B, style: pageSheet, sheet: ↓{ detents: [↓custom] } }
          - { from: A, to: B, style: popover, popover: { sourceItem: ↓item } }
        """))
        #expect(found.first?.message.contains("needs Mac Catalyst 15 and the deployment target is 14.0") == true)
        let text = """
        app: { platform: macCatalyst, deploymentTarget: "16.0" }
        screens: { A: {}, B: {} }
        presentations:
          - { from: A, to: B, style: pageSheet, sheet: { detents: [custom] } }
          - { from: A, to: B, style: popover, popover: { sourceItem: item } }
        """
        #expect(findings("style-unavailable", in: text).isEmpty)
    }

    /// UIModalPresentationAutomatic is API_AVAILABLE(ios(13.0)), which tvOS inherits.
    @Test func automaticNeedsTVOS13() {
        let found = check("style-unavailable", MarkedSource("""
        app: { platform: tvOS, deploymentTarget: "12.0" }
        screens: { A: {}, B: {} }
        presentations:
          - { from: A, to: B, style: ↓automatic }
        """))
        #expect(found.first?.message.contains("needs tvOS 13") == true)
        #expect(findings("style-unavailable", in: "app: { platform: tvOS, deploymentTarget: \"13.0\" }\nscreens: { A: {}, B: {} }\npresentations: [{ from: A, to: B, style: automatic }]\n").isEmpty)
    }
}

@Suite struct NoneStylePresentedTests {
    @Test func presentingWithNone() {
        check("none-style-presented", MarkedSource("""
        screens: { A: {}, B: {} }
        presentations:
          - from: A
            to: B
            style: ↓none
        """))
    }

    @Test func noneAsTheAdaptiveStyleIsItsDocumentedUse() {
        let text = """
        app: { devices: [iPhone] }
        screens: { A: {}, B: {}, Nav: { kind: navigationController, children: [C] }, C: {}, Sheet: { kind: alertController, alertStyle: actionSheet } }
        presentations:
          - { from: A, to: B, style: popover, popover: { sourceView: v }, adaptiveStyle: none }
          - { from: C, to: B, method: show, style: none }
          - { from: A, to: Sheet, style: none }
        """
        #expect(findings("none-style-presented", in: text).isEmpty)
    }
}

// MARK: - Custom presentation plumbing

@Suite struct PresentationControllerIgnoredTests {
    @Test func onlyTheNonCustomPresentationOfASharedDelegateIsReported() {
        let found = check("presentation-controller-ignored", MarkedSource("""
        screens: { A: {}, B: {}, C: {} }
        presentations:
          - { id: custom, from: A, to: B, style: custom, transitioningDelegate: D }
          - { id: sheet, from: A, to: C, style: ↓pageSheet, transitioningDelegate: D }
        transitioningDelegates:
          D: { presentationController: Half }
        presentationControllers:
          Half: { frame: custom, updatesFrameOnLayout: true }
        """))
        #expect(found.first?.message.contains("'sheet'") == true)
        #expect(noted(found.first, "returns presentation controller 'Half'"))
    }

    @Test func omittedStyleIsAutomaticFromIOS13() {
        let found = check("presentation-controller-ignored", MarkedSource("""
        app: { deploymentTarget: "18.0" }
        screens: { A: {}, B: {} }
        presentations:
          - ↓{ from: A, to: B, transitioningDelegate: { presentationController: Half } }
        presentationControllers: { Half: {} }
        """))
        #expect(found.first?.message.contains("automatic") == true)
        #expect(found.first?.message.contains("formSheet") == true)
        #expect(noted(found.first, "'style' is omitted"))
    }

    @Test func anActivityControllerIsNeverCustom() {
        for devices in ["[iPhone]", "[iPad]", "[iPhone, iPad]"] {
            let found = check("presentation-controller-ignored", MarkedSource("""
            app: { devices: \(devices) }
            screens: { A: {}, Share: { kind: activityViewController } }
            presentations:
              - { from: A, to: Share, style: custom, popover: { sourceView: v }, transitioningDelegate: D }
            transitioningDelegates: { D: { presentationController: ↓P } }
            presentationControllers: { P: {} }
            """))
            #expect(found.first?.message.contains("activity controller") == true, "\(devices)")
            #expect(noted(found.first, "'style' does not change how UIKit shows 'Share'"), "\(devices)")
        }
    }

    /// The delegate is the one value to change for system controllers: one finding there, with every presentation.
    @Test func systemControllersSharingADelegateMakeOneFindingAtIt() {
        let found = check("presentation-controller-ignored", MarkedSource("""
        screens:
          Home: {}
          Act: { kind: activityViewController }
          Sheet: { kind: alertController, alertStyle: actionSheet }
        presentations:
          - { id: act, from: Home, to: Act, popover: { sourceView: v }, transitioningDelegate: D }
          - { id: sheet, from: Home, to: Sheet, popover: { sourceView: v }, transitioningDelegate: D }
        transitioningDelegates:
          D: { presentationController: ↓PC }
        presentationControllers: { PC: {} }
        """))
        #expect(found.count == 1)
        #expect(noted(found.first, "presentation 'act' sets transitioning delegate 'D' as its transitioningDelegate"))
        #expect(noted(found.first, "presentation 'sheet' is affected too"))
        #expect(found.first?.notes.contains { $0.message.contains("'style' is omitted") } == false)
    }

    /// When a custom presentation needs the delegate's controller, the system controller should not use that delegate.
    @Test func aSystemControllerSharingACustomDelegateDropsTheDelegate() {
        let found = check("presentation-controller-ignored", MarkedSource("""
        screens: { Home: {}, Act: { kind: activityViewController }, Card: {} }
        presentations:
          - { id: card, from: Home, to: Card, style: custom, transitioningDelegate: D }
          - { id: act, from: Home, to: Act, popover: { sourceView: v }, transitioningDelegate: ↓D }
        transitioningDelegates:
          D: { presentationController: PC }
        presentationControllers: { PC: {} }
        """))
        #expect(found.first?.message.contains("do not set transitioning delegate 'D' as this presentation's transitioningDelegate") == true)
        #expect(noted(found.first, "returns presentation controller 'PC'"))
    }

    @Test func customNullAndUndefinedControllersAreNotReported() {
        let text = """
        screens: { A: {}, B: {}, C: {} }
        presentations:
          - { from: A, to: B, style: custom, transitioningDelegate: WithController }
          - { from: A, to: C, style: pageSheet, transitioningDelegate: WithoutController }
          - { from: A, to: C, style: pageSheet, transitioningDelegate: { presentationController: Missing } }
        transitioningDelegates:
          WithController: { presentationController: P }
          WithoutController: { presentationController: null }
        presentationControllers: { P: {} }
        """
        #expect(findings("presentation-controller-ignored", in: text).isEmpty)
    }
}

@Suite struct TransitioningDelegateNotRetainedTests {
    private let sharedDelegate = """
    screens: { A: {}, B: {}, C: {} }
    presentations:
      - { id: first, from: A, to: B, style: overFullScreen, transitioningDelegate: Slide }
      - { id: second, from: A, to: C, style: overFullScreen, transitioningDelegate: Slide }
    transitioningDelegates:
      Slide: { retained: ↓false, animator: In }
    animators: { In: {} }
    """

    @Test func oneFindingAtTheDelegateListingEveryPresentation() {
        let found = check("transitioning-delegate-not-retained", MarkedSource(sharedDelegate))
        #expect(found.first?.message.contains("'first' and 'second'") == true)
        #expect(found.first?.notes.count == 2)
    }

    @Test func theFindingDoesNotDependOnTheOrderOfPresentations() {
        let lines = MarkedSource(sharedDelegate).text.split(separator: "\n", omittingEmptySubsequences: false)
        var swapped = lines
        swapped.swapAt(2, 3)
        let original = findings("transitioning-delegate-not-retained", in: lines.joined(separator: "\n"))
        let reordered = findings("transitioning-delegate-not-retained", in: swapped.joined(separator: "\n"))
        #expect(original.map(\.message) == reordered.map(\.message))
        #expect(Set(original.flatMap(\.notes).map(\.message)) == Set(reordered.flatMap(\.notes).map(\.message)))
    }

    @Test func inlineAndUnusedDelegates() {
        check("transitioning-delegate-not-retained", MarkedSource("""
        screens: { A: {}, B: {} }
        presentations:
          - { from: A, to: B, style: custom, transitioningDelegate: { retained: ↓false, presentationController: P } }
        transitioningDelegates:
          Unused: { retained: ↓false }
          Kept: { retained: true }
          Default: {}
        presentationControllers: { P: {} }
        """))
    }
}

// MARK: - Removed presenting views and black screens

@Suite struct AnimatorMissingPresentedViewTests {
    @Test func sharedAnimatorIsReportedOnceWithEveryPresentation() {
        let found = check("animator-missing-presented-view", MarkedSource("""
        screens: { A: {}, B: {}, C: {} }
        presentations:
          - { id: one, from: A, to: B, style: overFullScreen, transitioningDelegate: D }
          - { id: two, from: A, to: C, style: fullScreen, transitioningDelegate: { animator: Zoom } }
        transitioningDelegates: { D: { animator: Zoom } }
        animators:
          Zoom: { addsPresentedView: ↓false }
        """))
        #expect(found.first?.message.contains("'one' and 'two'") == true)
        #expect(noted(found.first, "presentation 'two' uses it"))
        #expect(noted(found.first, "transitioning delegate 'D' returns it"))
    }

    @Test func dismissOnlyUnusedAndPushedAnimatorsAreNotReported() {
        let text = """
        screens: { A: {}, B: {}, Nav: { kind: navigationController, children: [C] }, C: {} }
        presentations:
          - { from: A, to: B, style: overFullScreen, transitioningDelegate: Out }
          - { from: C, to: B, method: show, transitioningDelegate: In }
        transitioningDelegates:
          Out: { dismissAnimator: Hidden }
          In: { animator: Hidden }
          Unused: { animator: Hidden }
        animators:
          Hidden: { addsPresentedView: false }
        """
        #expect(findings("animator-missing-presented-view", in: text).isEmpty)
    }
}

@Suite struct AnimatorNeverCompletesTests {
    @Test func dismissAnimatorThatNeverCompletes() {
        let found = check("animator-never-completes", MarkedSource("""
        screens: { A: {}, B: {} }
        presentations:
          - { id: card, from: A, to: B, style: overFullScreen, transitioningDelegate: D }
        transitioningDelegates: { D: { animator: In, dismissAnimator: Out } }
        animators:
          In: {}
          Out: { completesTransition: ↓false }
        """))
        #expect(found.first?.message.contains("dismissing 'card' never ends") == true)
    }

    @Test func animatorSharedByTwoDelegates() {
        let found = check("animator-never-completes", MarkedSource("""
        screens: { A: {}, B: {}, C: {} }
        presentations:
          - { id: b, from: A, to: B, style: overFullScreen, transitioningDelegate: First }
          - { id: c, from: A, to: C, style: overFullScreen, transitioningDelegate: Second }
        transitioningDelegates:
          First: { animator: Fade }
          Second: { dismissAnimator: Fade }
        animators:
          Fade: { completesTransition: ↓false }
        """))
        #expect(found.first?.message.contains("presenting or dismissing 'b' and 'c'") == true)
        #expect(noted(found.first, "transitioning delegate 'Second' returns it from animationController(forDismissed:)"))
    }

    @Test func unusedAnimatorIsNotReported() {
        let text = """
        screens: { A: {} }
        animators:
          Fade: { completesTransition: false }
        """
        #expect(findings("animator-never-completes", in: text).isEmpty)
    }
}

// MARK: - Interactive transitions

@Suite struct InteractionWithoutAnimatorTests {
    @Test func interactionControllersWithoutTheirAnimators() {
        let found = check("interaction-without-animator", MarkedSource("""
        screens: { A: {}, B: {} }
        presentations:
          - { id: player, from: A, to: B, style: fullScreen, transitioningDelegate: D }
        transitioningDelegates:
          D: { animator: null, interactionController: ↓Pan, dismissAnimator: Out, dismissInteractionController: Pan }
          Unused: { dismissInteractionController: ↓Pan }
        animators: { Out: { addsPresentingView: true } }
        interactionControllers: { Pan: {} }
        """))
        #expect(noted(found.first, "'animator' is null"))
        #expect(noted(found.first, "presentation 'player' uses this delegate"))
        #expect(found.last?.message.contains("dismissing transition") == true)
    }

    @Test func anUndefinedAnimatorIsLeftToUnknownReference() {
        let text = """
        screens: { A: {} }
        transitioningDelegates:
          D: { animator: Typo, interactionController: Pan }
        interactionControllers: { Pan: {} }
        """
        #expect(findings("interaction-without-animator", in: text).isEmpty)
        #expect(findings("unknown-reference", in: text).count == 1)
    }
}

@Suite struct InteractionControllerAlwaysReturnedTests {
    @Test func alwaysReturnedAndStartingInteractively() {
        let found = check("interaction-controller-always-returned", MarkedSource("""
        screens: { A: {}, B: {} }
        presentations:
          - { id: card, from: A, to: B, style: fullScreen, transitioningDelegate: D }
        transitioningDelegates: { D: { animator: In, interactionController: Pan } }
        animators: { In: {} }
        interactionControllers:
          Pan: { alwaysReturned: ↓true }
          Explicit: { wantsInteractiveStart: true, alwaysReturned: ↓true }
        """))
        #expect(noted(found.first, "omitted, so it is true"))
        #expect(noted(found.first, "presentation 'card' uses it"))
        #expect(noted(found.last, "'wantsInteractiveStart' is true"))
    }

    @Test func notInteractiveAtStartOrReturnedOnlyForGestures() {
        let text = """
        screens: { A: {} }
        interactionControllers:
          Pan: { alwaysReturned: true, wantsInteractiveStart: false }
          Gesture: { alwaysReturned: false }
          Default: {}
        """
        #expect(findings("interaction-controller-always-returned", in: text).isEmpty)
    }
}

@Suite struct InteractiveCancelIgnoredTests {
    @Test func pairedInTheSameDirection() {
        let found = check("interactive-cancel-ignored", MarkedSource("""
        screens: { A: {}, B: {} }
        presentations:
          - { id: photo, from: A, to: B, style: overFullScreen, transitioningDelegate: D }
        transitioningDelegates: { D: { animator: In, dismissAnimator: Out, dismissInteractionController: Pinch } }
        animators:
          In: { reportsCancellation: false }
          Out: { reportsCancellation: ↓false }
        interactionControllers: { Pinch: {} }
        """))
        #expect(noted(found.first, "pairs it with interaction controller 'Pinch' when dismissing"))
        #expect(found.first?.message.contains("'photo'") == true)
    }

    @Test func notInteractiveOrNeverCompletingIsNotReported() {
        let text = """
        screens: { A: {}, B: {} }
        presentations:
          - { from: A, to: B, style: custom, transitioningDelegate: Broken }
        transitioningDelegates:
          Plain: { animator: NoCancel }
          Broken: { animator: Stuck, interactionController: Pan }
        animators:
          NoCancel: { reportsCancellation: false }
          Stuck: { reportsCancellation: false, completesTransition: false }
        interactionControllers: { Pan: {} }
        """
        #expect(findings("interactive-cancel-ignored", in: text).isEmpty)
        #expect(findings("animator-never-completes", in: text).count == 1)
    }

    /// animator-never-completes reports only animators that a presentation uses: an unused
    /// one that never completes is still reported here, so that neither rule misses it.
    @Test func anUnusedAnimatorThatNeverCompletesIsReportedHere() {
        let text = """
        screens: { A: {} }
        transitioningDelegates:
          Broken: { animator: Stuck, interactionController: Pan }
        animators:
          Stuck: { reportsCancellation: false, completesTransition: false }
        interactionControllers: { Pan: {} }
        """
        #expect(findings("interactive-cancel-ignored", in: text).map { [$0.range.start.line, $0.range.start.column] } == [[5, 33]])
        #expect(findings("animator-never-completes", in: text).isEmpty)
    }
}

@Suite struct PercentDrivenAnimationAPITests {
    @Test func displayLinkAndNonInterruptiblePropertyAnimator() {
        let found = check("percent-driven-animation-api", MarkedSource("""
        screens: { A: {} }
        transitioningDelegates:
          D: { animator: Timer, interactionController: Pan, dismissAnimator: Spring, dismissInteractionController: Pan }
          E: { animator: Bounce, interactionController: Pan }
        animators:
          Timer: { animationAPI: ↓displayLink }
          Spring: { animationAPI: propertyAnimator, interruptible: ↓false }
          Bounce: { animationAPI: ↓propertyAnimator }
        interactionControllers: { Pan: { kind: percentDriven } }
        """))
        #expect(found.first?.message.contains("display link") == true)
        // A written `interruptible: false` is the value to change, with a note at the API.
        #expect(noted(found[1], "'animationAPI: propertyAnimator' animates with a UIViewPropertyAnimator"))
    }

    @Test func scrubbableAnimatorsAndCustomControllersAreNotReported() {
        let text = """
        screens: { A: {} }
        transitioningDelegates:
          Percent: { animator: Interruptible, dismissAnimator: Layers, interactionController: Pan, dismissInteractionController: Pan }
          Custom: { animator: Timer, interactionController: Own }
          Reverse: { animator: Timer, dismissInteractionController: Pan }
        animators:
          Interruptible: { animationAPI: propertyAnimator, interruptible: true }
          Layers: { animationAPI: coreAnimation }
          Timer: { animationAPI: displayLink }
        interactionControllers:
          Pan: {}
          Own: { kind: custom }
        """
        #expect(findings("percent-driven-animation-api", in: text).isEmpty)
    }
}
