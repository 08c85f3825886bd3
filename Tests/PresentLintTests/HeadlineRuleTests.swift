import PresentLintCore
import PresentLintYAML
import Testing

/// Triggering and non-triggering cases for the five headline rules; `↓` marks
/// where each finding must point.
@Suite struct HeadlineRuleTests {
    @Test func partialCurlWithOmittedStyleOnIOS13PointsAtTransition() {
        let source = MarkedSource("""
        app: { deploymentTarget: "15.0" }
        screens: { A: {}, B: {} }
        presentations:
          - from: A
            to: B
            transition: ↓partialCurl
        """)
        let found = findings("partial-curl-requires-full-screen", in: source.text)
        #expect(found.map(\.range.start) == source.marks)
        #expect(found.first?.message.contains("automatic") == true)
        #expect(found.first?.notes.isEmpty == false)
    }

    /// automatic is a pageSheet until iOS 18 and a formSheet from iOS 18; the message says which.
    @Test(arguments: [("15.0", "(a pageSheet before iOS 18, a formSheet from iOS 18)"), ("18.0", "(a formSheet from iOS 18)")])
    func anAutomaticStyleNamesTheSheetOfEachRelease(_ target: String, _ wording: String) {
        let text = """
        app: { deploymentTarget: "\(target)" }
        screens: { A: {}, B: {} }
        presentations:
          - { from: A, to: B, style: automatic, transition: partialCurl }
        """
        let message = findings("partial-curl-requires-full-screen", in: text).first?.message ?? ""
        #expect(message.contains("uses automatic \(wording)"))
        #expect(message.contains("Set 'style: fullScreen'"))
    }

    /// tvOS has no partialCurl at all: a fullScreen style would not help.
    @Test func onTVOSTheAdviceIsAnotherTransition() {
        let text = """
        app: { platform: tvOS }
        screens: { A: {}, B: {} }
        presentations:
          - { from: A, to: B, style: overFullScreen, transition: partialCurl }
        """
        let message = findings("partial-curl-requires-full-screen", in: text).first?.message ?? ""
        #expect(message.contains("tvOS has no partialCurl at all"))
        #expect(!message.contains("Set 'style: fullScreen'"))
    }

    @Test func partialCurlWithOmittedStyleBeforeIOS13IsFullScreen() {
        let text = """
        app: { deploymentTarget: "12.0" }
        screens: { A: {}, B: {} }
        presentations:
          - { from: A, to: B, transition: partialCurl }
        """
        #expect(findings("partial-curl-requires-full-screen", in: text).isEmpty)
    }

    /// The note at the parent's presentation says how it is shown where it is not full screen.
    @Test func theParentsNoteNamesItsCompactAdaptation() {
        let text = """
        app: { devices: [iPhone] }
        screens: { Home: {}, Pop: {}, S: {} }
        presentations:
          - { id: pop, from: Home, to: Pop, style: popover, popover: { sourceView: b } }
          - { id: curl, from: Pop, to: S, style: fullScreen, transition: partialCurl }
        """
        let found = findings("partial-curl-requires-full-screen", in: text)
        #expect(found.first?.message.contains("which 'pop' shows as formSheet in compact width") == true)
        #expect(found.first?.notes.map(\.message) == ["'pop' presents the parent as formSheet in compact width here"])
    }

    @Test func partialCurlFromAParentInASheet() {
        let source = MarkedSource("""
        root: A
        screens: { A: {}, B: {}, C: {} }
        presentations:
          - { id: sheet, from: A, to: B, style: pageSheet }
          - { id: curl, from: B, to: C, style: fullScreen, transition: ↓partialCurl }
        """)
        let found = findings("partial-curl-requires-full-screen", in: source.text)
        #expect(found.map(\.range.start) == source.marks)
        #expect(found.first?.notes.contains { $0.message.contains("'sheet'") } == true)
    }

    @Test func partialCurlFromAParentThatEveryDeviceShowsFullScreen() {
        // An iPhone-only app: the popover always adapts, here to fullScreen, so the parent is full screen.
        let adapted = """
        app: { devices: [iPhone] }
        root: A
        screens: { A: {}, S: { hasDismissButton: true }, B: {} }
        presentations:
          - { from: A, to: S, style: popover, adaptiveStyle: fullScreen, popover: { sourceView: v } }
          - { from: S, to: B, style: fullScreen, transition: partialCurl }
        """
        #expect(findings("partial-curl-requires-full-screen", in: adapted).isEmpty)
        // On iPad too, the popover stays a popover in regular width.
        let source = MarkedSource(adapted.replacingOccurrences(of: "[iPhone]", with: "[iPhone, iPad]")
            .replacingOccurrences(of: "transition: partialCurl", with: "transition: ↓partialCurl"))
        #expect(positions(of: "partial-curl-requires-full-screen", in: source) == source.marks)
        // Adapted to a form sheet, the iPhone shows the parent as a sheet.
        let sheet = MarkedSource(adapted.replacingOccurrences(of: "adaptiveStyle: fullScreen", with: "adaptiveStyle: formSheet")
            .replacingOccurrences(of: "transition: partialCurl", with: "transition: ↓partialCurl"))
        let found = findings("partial-curl-requires-full-screen", in: sheet.text)
        #expect(found.map(\.range.start) == sheet.marks)
        #expect(found.first?.message.contains("formSheet in compact width") == true)
    }

    @Test func partialCurlFromAParentBlurredOverFullScreenIsOnlyUnavailable() {
        // tvOS has no partialCurl (style-unavailable), but the parent is shown full screen.
        let source = """
        app: { platform: tvOS }
        root: Home
        screens: { Home: {}, B: {}, A: {} }
        presentations:
          - { from: Home, to: B, style: blurOverFullScreen }
          - { from: B, to: A, style: fullScreen, transition: partialCurl }
        """
        #expect(findings("partial-curl-requires-full-screen", in: source).isEmpty)
        #expect(findings("style-unavailable", in: source).count == 1)
        // A form sheet there is not full screen.
        #expect(findings("partial-curl-requires-full-screen", in: source.replacingOccurrences(
            of: "blurOverFullScreen", with: "formSheet")).count == 1)
    }

    @Test func onTVOSASystemControllerKeepsItsOwnStyle() {
        // tvOS has no popovers or sheets: an action sheet's presentation is what 'style' says.
        let source = """
        app: { platform: tvOS }
        root: Home
        screens: { Home: {}, Act: { kind: alertController, alertStyle: actionSheet } }
        presentations:
          - { from: Home, to: Act, style: fullScreen, transition: partialCurl }
        """
        #expect(findings("partial-curl-requires-full-screen", in: source).isEmpty)
        // On iPad it is a popover, which partialCurl cannot use.
        let iPad = source.replacingOccurrences(of: "platform: tvOS", with: "devices: [iPad]")
        #expect(findings("partial-curl-requires-full-screen", in: iPad).first?.message.contains("uses a popover in regular width") == true)
    }

    /// UIKit chooses how an activity controller is shown, so the notes point at its kind, not at
    /// the style it ignores, and a finding about the presenter goes at the presentation.
    @Test func aSystemControllersNotesPointAtItsKindNotAtTheIgnoredStyle() {
        let source = MarkedSource("""
        root: Home
        screens:
          Home: { refreshesOnAppear: true }
          Share: { kind: ↓activityViewController }
        presentations:
          - ↓id: share
            from: Home
            to: Share
            style: fullScreen
            transition: ↓partialCurl
            popover: { sourceView: shareButton }
        """)
        let kind = source.marks[0]
        let appearance = findings("presenter-appearance-not-called", in: source.text)
        #expect(appearance.map(\.range.start) == [source.marks[1]])
        #expect(appearance.first?.notes.map(\.range.start).contains(kind) == true)
        #expect(appearance.first?.message.contains("uses a popover in regular width and a sheet in compact width") == true)
        let curl = findings("partial-curl-requires-full-screen", in: source.text)
        #expect(curl.map(\.range.start) == [source.marks[2]])
        #expect(curl.first?.notes.map(\.range.start) == [kind])
        #expect(curl.first?.notes.first?.message == "'Share' is an activityViewController")
    }

    /// A screen pushed onto a navigation controller presented as a sheet can be the one on screen:
    /// its input is lost by a swipe, and its transparent background shows black under fullScreen.
    @Test func aScreenPushedOntoAPresentedStackCounts() {
        let source = MarkedSource("""
        root: Home
        screens:
          Home: {}
          ComposeNav: { kind: navigationController, children: [Recipients] }
          Recipients: {}
          Message: { collectsInput: ↓true, transparentBackground: true }
          Attach: { collectsInput: true, isModalInPresentation: true }
        presentations:
          - { id: compose, from: Home, to: ComposeNav }
          - { id: next, from: Recipients, to: Message, method: show }
          - { id: attach, from: Message, to: Attach, method: show }
        """)
        #expect(findings("sheet-swipe-loses-input", in: source.text).map(\.range.start) == source.marks)
        let fullScreen = source.text.replacingOccurrences(of: "to: ComposeNav }", with: "to: ComposeNav, style: fullScreen }")
        #expect(findings("removed-presenter-black-screen", in: fullScreen).first?.notes.first?.message == "'Message' has a transparent background")
        // Blocked on the navigation controller itself, no screen of its stack loses input.
        let blocked = source.text.replacingOccurrences(of: "ComposeNav: { kind: navigationController,", with: "ComposeNav: { isModalInPresentation: true, kind: navigationController,")
        #expect(findings("sheet-swipe-loses-input", in: blocked).isEmpty)
    }

    /// rules.md names the one on screen: a presented navigation controller's last child (or a screen
    /// pushed onto it), not a child below it.
    @Test func aChildBelowTheTopOfAPresentedStackDoesNotCount() {
        let text = """
        screens:
          A: {}
          N: { kind: navigationController, children: [X, Y] }
          X: { transparentBackground: true, collectsInput: true }
          Y: {}
        presentations:
          - { from: A, to: N, style: STYLE }
        """
        #expect(findings("removed-presenter-black-screen", in: text.replacingOccurrences(of: "STYLE", with: "fullScreen")).isEmpty)
        #expect(findings("sheet-swipe-loses-input", in: text.replacingOccurrences(of: "STYLE", with: "formSheet")).isEmpty)
        let top = text.replacingOccurrences(of: "children: [X, Y]", with: "children: [Y, X]")
        #expect(findings("removed-presenter-black-screen", in: top.replacingOccurrences(of: "STYLE", with: "fullScreen")).count == 1)
        #expect(findings("sheet-swipe-loses-input", in: top.replacingOccurrences(of: "STYLE", with: "formSheet")).count == 1)
    }

    /// The swipe down is iOS's gesture: elsewhere the message says the sheet is dismissed interactively.
    @Test func theSwipeIsNamedOnIOSOnly() {
        let source = "app: { platform: PLATFORM }\nscreens: { A: {}, Editor: { collectsInput: true } }\npresentations:\n  - { from: A, to: Editor, style: formSheet }\n"
        let iOS = findings("sheet-swipe-loses-input", in: source.replacingOccurrences(of: "PLATFORM", with: "iOS"))
        #expect(iOS.first?.message.contains("can dismiss by swiping the sheet down") == true)
        let mac = findings("sheet-swipe-loses-input", in: source.replacingOccurrences(of: "PLATFORM", with: "macCatalyst"))
        #expect(mac.first?.message.contains("can dismiss interactively as a sheet on Mac;") == true)
    }

    /// Below iOS 13 a sheet parent is full screen on iPhone, but an app that supports iOS 12 runs on
    /// iOS 13 too, where it is a sheet: the curl throws there, and the message says when.
    @Test func aSheetParentOnAnIOS12PhoneAppIsASheetFromIOS13() {
        let source = MarkedSource("""
        app: { deploymentTarget: "12.4", devices: [iPhone] }
        root: A
        screens: { A: {}, B: {}, C: {} }
        presentations:
          - { from: A, to: B, style: pageSheet }
          - { from: B, to: C, style: fullScreen, transition: ↓partialCurl }
        """)
        let found = findings("partial-curl-requires-full-screen", in: source.text)
        #expect(found.map(\.range.start) == source.marks)
        #expect(found.first?.message.contains("shows as pageSheet in compact width from iOS 13 (full screen only before)") == true)
    }

    /// A note at an omitted style names the default and what it is for this app.
    @Test func anOmittedStylesNoteSaysWhatTheDefaultIsForThisApp() {
        let source = """
        app: { platform: tvOS }
        root: Home
        screens: { Home: {}, Overlay: { transparentBackground: true, hasDismissButton: true } }
        presentations:
          - { id: overlay, from: Home, to: Overlay }
        """
        #expect(findings("removed-presenter-black-screen", in: source).first?.notes.map(\.message).contains(
            "'style' is omitted here, so it defaults to automatic, which is fullScreen for this app and removes the presenting views") == true)
    }

    /// A currentContext parent covers what its context covers: the whole screen
    /// when the context is the window's root, not when it is a tab or sits in a sheet.
    @Test func partialCurlFromAParentShownOverACurrentContext() {
        let rooted = """
        root: Home
        screens: { Home: { definesPresentationContext: true }, O: {}, Z: {} }
        presentations:
          - { from: Home, to: O, style: overCurrentContext }
          - { from: O, to: Z, style: fullScreen, transition: partialCurl }
        """
        #expect(findings("partial-curl-requires-full-screen", in: rooted).isEmpty)
        #expect(findings("partial-curl-requires-full-screen", in: rooted.replacingOccurrences(
            of: "style: overCurrentContext", with: "style: currentContext")).isEmpty)
        let tab = MarkedSource("""
        root: Tabs
        screens:
          Tabs: { kind: tabBarController, children: [Home] }
          Home: { definesPresentationContext: true }
          O: {}
          Z: {}
        presentations:
          - { id: over, from: Home, to: O, style: overCurrentContext }
          - { from: O, to: Z, style: fullScreen, transition: ↓partialCurl }
        """)
        let found = findings("partial-curl-requires-full-screen", in: tab.text)
        #expect(found.map(\.range.start) == tab.marks)
        #expect(found.first?.notes.contains { $0.message.contains("'over'") } == true)
        let inSheet = MarkedSource("""
        root: A
        screens: { A: {}, Home: { definesPresentationContext: true }, O: {}, Z: {} }
        presentations:
          - { from: A, to: Home, style: formSheet }
          - { from: Home, to: O, style: currentContext }
          - { from: O, to: Z, style: fullScreen, transition: ↓partialCurl }
        """)
        #expect(positions(of: "partial-curl-requires-full-screen", in: inSheet) == inSheet.marks)
    }

    @Test func overCurrentContextCrossDissolveOutsideAPopoverIsValid() {
        let text = """
        screens: { Nav: { kind: navigationController, children: [A] }, A: {}, B: {} }
        presentations:
          - { from: A, to: B, style: overCurrentContext, transition: crossDissolve }
        """
        #expect(findings("over-current-context-transition", in: text).isEmpty)
    }

    @Test func overCurrentContextInsideAPopoverOnIPad() {
        let source = MarkedSource("""
        app: { devices: [iPad] }
        screens: { Home: {}, Pop: { kind: navigationController, children: [A] }, A: {}, B: {} }
        presentations:
          - { id: pop, from: Home, to: Pop, style: popover, popover: { sourceView: v } }
          - { from: A, to: B, style: currentContext, transition: ↓flipHorizontal }
        """)
        let found = findings("over-current-context-transition", in: source.text)
        #expect(found.map(\.range.start) == source.marks)
        #expect(found.first?.notes.contains { $0.message.contains("popover") } == true)
    }

    @Test func popoverOnIPhoneOnlyAppIsNotAPopover() {
        let text = """
        app: { devices: [iPhone] }
        screens: { Home: {}, Pop: { kind: navigationController, children: [A] }, A: {}, B: {} }
        presentations:
          - { from: Home, to: Pop, style: popover, popover: { sourceView: v } }
          - { from: A, to: B, style: currentContext, transition: flipHorizontal }
        """
        #expect(findings("over-current-context-transition", in: text).isEmpty)
        // Nor is it one on tvOS, which has none (style-unavailable reports the style).
        let tvOS = text.replacingOccurrences(of: "devices: [iPhone]", with: "platform: tvOS")
        #expect(findings("over-current-context-transition", in: tvOS).isEmpty)
        #expect(findings("style-unavailable", in: tvOS).count == 2)
    }

    @Test func customWithoutPresentationController() {
        let source = MarkedSource("""
        screens: { A: {}, B: {}, C: {} }
        presentations:
          - { from: A, to: B, style: ↓custom }
          - { from: A, to: C, style: custom, transitioningDelegate: WithController }
        transitioningDelegates:
          WithController: { presentationController: Half }
        presentationControllers:
          Half: {}
        """)
        #expect(positions(of: "nil-presentation-controller", in: source) == source.marks)
    }

    /// rules.md: "The note names which setting removes the views (style, shouldRemovePresentersView, or adaptation)".
    /// The style as each supported device shows it: an adaptation to fullScreen removes the views there.
    @Test func animatorPresentingViewFollowsTheCompactAdaptation() {
        func text(_ app: String, _ style: String, adds: Bool) -> String {
            """
            app: \(app)
            screens: { Home: {}, A: { hasDismissButton: true } }
            presentations:
              - { from: Home, to: A, \(style), transitioningDelegate: D }
            transitioningDelegates: { D: { animator: X, dismissAnimator: X } }
            animators: { X: { addsPresentingView: \(adds) } }
            """
        }
        let adapted = "style: popover, popover: { sourceView: v }, adaptiveStyle: fullScreen"
        // iPhone only: the popover is always full screen, so only (b) applies.
        #expect(findings("animator-presenting-view", in: text("{ devices: [iPhone] }", adapted, adds: true)).isEmpty)
        let restores = findings("animator-presenting-view", in: text("{ devices: [iPhone] }", adapted, adds: false))
        #expect(restores.first?.message.contains("adapts to fullScreen in compact width (on iPhone) through 'adaptiveStyle'") == true)
        // Before iOS 13 on iPhone a page sheet is full screen; it keeps the views from iOS 13.
        let old = "{ devices: [iPhone], deploymentTarget: \"12.0\" }"
        #expect(findings("animator-presenting-view", in: text(old, "style: pageSheet", adds: true)).first?.message
            .contains("keeps the presenting views in place (pageSheet) on iPhone from iOS 13") == true)
        #expect(findings("animator-presenting-view", in: text(old, "style: pageSheet", adds: false)).first?.notes
            .contains { $0.message == "UIKit adapts pageSheet to fullScreen in compact width before iOS 13, which removes the presenting views" } == true)
        // With iPad too, the sheet keeps them on iPad always and on iPhone from iOS 13.
        let both = "{ deploymentTarget: \"12.0\" }"
        #expect(findings("animator-presenting-view", in: text(both, "style: formSheet", adds: true)).first?.message
            .contains("keeps the presenting views in place (formSheet) on iPad, and on iPhone from iOS 13;") == true)
    }

    @Test func blackScreenNotesNameTheSettingThatRemovesTheViews() {
        let base = "screens: { A: {}, B: { transparentBackground: true, hasDismissButton: true } }\npresentations:\n"
        func notes(_ text: String) -> [String] {
            findings("removed-presenter-black-screen", in: text).first?.notes.map(\.message) ?? []
        }
        #expect(notes(base + "  - { from: A, to: B, style: fullScreen }").contains("'A -> B' uses fullScreen, which removes the presenting views"))
        #expect(notes("app: { deploymentTarget: \"12.0\" }\n" + base + "  - { from: A, to: B }")
            .contains("'style' is omitted here, so it defaults to fullScreen, which removes the presenting views"))
        #expect(notes(base + "  - { from: A, to: B, style: popover, popover: { sourceView: v }, adaptiveStyle: fullScreen }")
            .contains("'adaptiveStyle: fullScreen' removes the presenting views in compact width"))
        #expect(notes("app: { deploymentTarget: \"12.0\" }\n" + base + "  - { from: A, to: B, style: pageSheet }")
            .contains { $0.hasPrefix("the deployment target is 12.0: before iOS 13, UIKit adapts") })
    }

    @Test func blackScreenThroughShouldRemovePresentersViewPointsAtTheController() {
        let source = MarkedSource("""
        screens: { A: {}, B: { transparentBackground: true } }
        presentations:
          - { from: A, to: B, style: custom, transitioningDelegate: D }
        transitioningDelegates: { D: { presentationController: P } }
        presentationControllers:
          P: { shouldRemovePresentersView: ↓true }
        """)
        #expect(positions(of: "removed-presenter-black-screen", in: source) == source.marks)
    }

    @Test func aTransparentNavigationControllerOrItsLastChildShowsBlack() {
        for (navigation, child) in [("transparentBackground: true, ", ""), ("", "transparentBackground: true")] {
            let source = MarkedSource("""
            screens:
              A: {}
              N: { kind: navigationController, \(navigation)children: [C] }
              C: { \(child) }
            presentations:
              - { from: A, to: N, style: ↓fullScreen }
            """)
            #expect(positions(of: "removed-presenter-black-screen", in: source) == source.marks, "\(navigation)\(child)")
        }
        let opaque = """
        screens: { A: {}, N: { kind: navigationController, children: [C] }, C: {} }
        presentations:
          - { from: A, to: N, style: fullScreen }
        """
        #expect(findings("removed-presenter-black-screen", in: opaque).isEmpty)
    }

    @Test func blackScreenThroughAdaptiveStyle() {
        let source = MarkedSource("""
        screens: { A: {}, B: { transparentBackground: true } }
        presentations:
          - { from: A, to: B, style: popover, popover: { sourceView: v }, adaptiveStyle: ↓fullScreen }
        """)
        #expect(positions(of: "removed-presenter-black-screen", in: source) == source.marks)
    }

    @Test func anAdaptiveStyleOfNoneLeavesTheRemovingStyleToBlame() {
        // iPhone only: the compact adaptation is all there is, and `none` keeps the style.
        for style in ["fullScreen", "currentContext"] {
            let source = MarkedSource("""
            app: { devices: [iPhone] }
            screens: { A: {}, B: { transparentBackground: true } }
            presentations:
              - { from: A, to: B, style: ↓\(style), adaptiveStyle: none }
            """)
            #expect(positions(of: "removed-presenter-black-screen", in: source) == source.marks, "\(style)")
            #expect(findings("removed-presenter-black-screen", in: source.text).first?.message
                .contains("through 'adaptiveStyle'") == false)
        }
        let controller = MarkedSource("""
        app: { devices: [iPhone] }
        screens: { A: {}, B: { transparentBackground: true } }
        presentations:
          - { from: A, to: B, style: custom, adaptiveStyle: none, transitioningDelegate: D }
        transitioningDelegates: { D: { presentationController: P } }
        presentationControllers:
          P: { shouldRemovePresentersView: ↓true }
        """)
        #expect(positions(of: "removed-presenter-black-screen", in: controller) == controller.marks)
    }

    @Test func overFullScreenKeepsTheViewsBeneath() {
        let text = """
        screens: { A: {}, B: { transparentBackground: true } }
        presentations:
          - { from: A, to: B, style: overFullScreen }
          - { from: A, to: B, style: overCurrentContext }
        """
        #expect(findings("removed-presenter-black-screen", in: text).isEmpty)
    }

    @Test func sharedAnimatorIsReportedOnceWithEveryPresentation() {
        let source = MarkedSource("""
        screens: { A: {}, B: {}, C: {} }
        presentations:
          - { id: one, from: A, to: B, style: overFullScreen, transitioningDelegate: D }
          - { id: two, from: A, to: C, style: pageSheet, transitioningDelegate: D }
        transitioningDelegates: { D: { animator: Slide } }
        animators:
          Slide: { addsPresentingView: ↓true }
        """)
        let found = findings("animator-presenting-view", in: source.text)
        #expect(found.map(\.range.start) == source.marks)
        #expect(found.first?.notes.contains { $0.message.contains("'two'") } == true)
    }

    @Test func animatorNotesPointAtTheDelegatesReferences() {
        let source = MarkedSource("""
        screens: { A: {}, B: {}, C: {} }
        presentations:
          - { id: p1, from: A, to: B, style: overFullScreen, transitioningDelegate: D }
          - { id: p2, from: A, to: C, style: overFullScreen, transitioningDelegate: { animator: ↓X } }
        transitioningDelegates:
          D:
            animator: ↓X
            dismissAnimator: ↓X
        animators:
          X: { addsPresentingView: true }
        """)
        let found = findings("animator-presenting-view", in: source.text)
        #expect(found.count == 1)
        let uses = found.first?.notes.filter { $0.message.hasPrefix("used as") }.map(\.range.start)
        #expect(uses.map(Set.init) == Set(source.marks))
    }

    @Test func dismissAnimatorMustRestoreRemovedPresenter() {
        let source = MarkedSource("""
        screens: { A: {}, B: {} }
        presentations:
          - { from: A, to: B, style: fullScreen, transitioningDelegate: D }
        transitioningDelegates: { D: { animator: In, dismissAnimator: Out } }
        animators:
          In: {}
          Out: { addsPresentingView: ↓false }
        """)
        #expect(positions(of: "animator-presenting-view", in: source) == source.marks)
    }

    /// A custom style removes the views through shouldRemovePresentersView: the note points there.
    @Test func aCustomStyleIsBlamedOnShouldRemovePresentersView() {
        let text = """
        screens: { A: {}, B: {} }
        presentations:
          - { from: A, to: B, style: custom, transitioningDelegate: D }
        transitioningDelegates: { D: { animator: In, dismissAnimator: Out, presentationController: P } }
        presentationControllers: { P: { shouldRemovePresentersView: true } }
        animators: { In: {}, Out: { addsPresentingView: false } }
        """
        let notes = findings("animator-presenting-view", in: text).first?.notes ?? []
        #expect(notes.contains { $0.range.start == Mark(line: 5, column: 61) && $0.message.contains("shouldRemovePresentersView") })
        #expect(!notes.contains { $0.message.contains("uses custom, which removes") })
    }
}
