import PresentLintCore
import PresentLintYAML
import Testing

/// Popovers and adaptation rules; `↓` marks where each finding must point.
@Suite struct PopoverRuleTests {
    // MARK: popover-missing-anchor

    @Test func popoverStyleWithoutPopoverSettingsPointsAtTheStyle() {
        let source = MarkedSource("""
        screens: { Home: {}, Picker: {} }
        presentations:
          - { id: pick, from: Home, to: Picker, style: ↓popover }
        """)
        let found = findings("popover-missing-anchor", in: source.text)
        #expect(found.map(\.range.start) == source.marks)
        #expect(found.first?.severity == .error)
        #expect(found.first?.message.contains("should have a non-nil sourceView or barButtonItem") == true)
        #expect(found.first?.message.contains("'pick'") == true)
    }

    @Test func sourceRectAloneIsNoAnchorAndTheFindingPointsAtThePopover() {
        let source = MarkedSource("""
        app: { devices: [iPad] }
        screens: { Home: {}, Picker: {} }
        presentations:
          - { from: Home, to: Picker, style: popover, popover: ↓{ sourceRect: [0, 0, 10, 10] } }
        """)
        let found = findings("popover-missing-anchor", in: source.text)
        #expect(found.map(\.range.start) == source.marks)
        #expect(found.first?.notes.contains { $0.message == "style set here" } == true)
    }

    @Test(arguments: ["sourceView: button", "barButtonItem: item", "sourceItem: item", "preparesAnchorInDelegate: true"])
    func anyAnchorSatisfiesIt(_ anchor: String) {
        let text = """
        app: { deploymentTarget: "16.0" }
        screens: { Home: {}, Picker: {} }
        presentations:
          - { from: Home, to: Picker, style: popover, popover: { \(anchor) } }
        """
        #expect(findings("popover-missing-anchor", in: text).isEmpty)
    }

    @Test func preparesAnchorInDelegateFalseIsNoAnchor() {
        let text = """
        screens: { Home: {}, Picker: {} }
        presentations:
          - { from: Home, to: Picker, style: popover, popover: { preparesAnchorInDelegate: false } }
        """
        #expect(findings("popover-missing-anchor", in: text).count == 1)
    }

    @Test func iPhoneOnlyAppsAdaptThePopoverAndNeedNoAnchor() {
        let text = """
        app: { devices: [iPhone] }
        screens: { Home: {}, Picker: {}, Share: { kind: activityViewController } }
        presentations:
          - { from: Home, to: Picker, style: popover }
          - { from: Home, to: Share }
        """
        #expect(findings("popover-missing-anchor", in: text).isEmpty)
    }

    @Test func adaptiveStyleNoneKeepsThePopoverOnIPhone() {
        let source = MarkedSource("""
        app: { devices: [iPhone] }
        screens: { Home: {}, Picker: {} }
        presentations:
          - { from: Home, to: Picker, style: ↓popover, adaptiveStyle: none }
        """)
        let found = findings("popover-missing-anchor", in: source.text)
        #expect(found.map(\.range.start) == source.marks)
        #expect(found.first?.message.contains("on iPhone") == true)
    }

    @Test func activityControllerAndActionSheetArePopoversOnIPadWhateverTheStyle() {
        let source = MarkedSource("""
        app: { devices: [iPhone, iPad] }
        screens:
          Home: {}
          Share: { kind: activityViewController }
          Actions: { kind: alertController, alertStyle: actionSheet }
          Confirm: { kind: alertController }
        presentations:
          - ↓{ id: share, from: Home, to: Share }
          - ↓{ id: actions, from: Home, to: Actions, style: pageSheet }
          - { id: confirm, from: Home, to: Confirm }
          - { id: anchored, from: Home, to: Share, popover: { barButtonItem: shareItem } }
        """)
        let found = findings("popover-missing-anchor", in: source.text)
        #expect(found.map(\.range.start) == source.marks)
        #expect(found.first?.notes.contains { $0.message.contains("activityViewController") } == true)
        #expect(found.last?.message.contains("whatever 'style' says") == true)
    }

    @Test func aPushedScreenIsNoPopover() {
        let text = """
        screens: { Nav: { kind: navigationController, children: [A] }, A: {}, B: {} }
        presentations:
          - { from: A, to: B, method: show, style: popover }
        """
        #expect(findings("popover-missing-anchor", in: text).isEmpty)
    }

    // MARK: popover-compact-no-dismiss

    @Test func adaptiveFullScreenWithoutDismissButtonPointsAtTheScreen() {
        let source = MarkedSource("""
        app: { devices: [iPhone, iPad] }
        screens:
          Library: {}
          ↓Sort: {}
        presentations:
          - { id: sort, from: Library, to: Sort, style: popover, popover: { sourceView: b }, adaptiveStyle: fullScreen }
        """)
        let found = findings("popover-compact-no-dismiss", in: source.text)
        #expect(found.map(\.range.start) == source.marks)
        #expect(found.first?.message.contains("on iPhone") == true)
        #expect(found.first?.notes.contains { $0.message.contains("returns fullScreen") } == true)
    }

    @Test func writtenFalseDismissButtonIsTheNode() {
        let source = MarkedSource("""
        screens: { Library: {}, Sort: { hasDismissButton: ↓false } }
        presentations:
          - { from: Library, to: Sort, style: popover, popover: { sourceView: b }, adaptiveStyle: overFullScreen }
        """)
        #expect(positions(of: "popover-compact-no-dismiss", in: source) == source.marks)
    }

    @Test func defaultAdaptationIsFullScreenOnlyBeforeIOS13() {
        let old = MarkedSource("""
        app: { deploymentTarget: "12.0" }
        screens: { Library: {}, ↓Sort: {} }
        presentations:
          - { from: Library, to: Sort, style: popover, popover: { sourceView: b } }
        """)
        let found = findings("popover-compact-no-dismiss", in: old.text)
        #expect(found.map(\.range.start) == old.marks)
        #expect(found.first?.message.contains("before iOS 13") == true)

        let current = old.text.replacingOccurrences(of: "12.0", with: "13.0")
        #expect(findings("popover-compact-no-dismiss", in: current).isEmpty)
    }

    @Test func formSheetAdaptationAndDismissButtonsStaySilent() {
        let text = """
        screens:
          Library: {}
          Sort: {}
          Nav: { kind: navigationController, children: [Filter] }
          Filter: { hasDismissButton: true }
          Done: { hasDismissButton: true }
        presentations:
          - { from: Library, to: Sort, style: popover, popover: { sourceView: b }, adaptiveStyle: formSheet }
          - { from: Library, to: Nav, style: popover, popover: { sourceView: b }, adaptiveStyle: fullScreen }
          - { from: Library, to: Done, style: popover, popover: { sourceView: b }, adaptiveStyle: fullScreen }
          - { from: Library, to: Sort, style: pageSheet, adaptiveStyle: fullScreen }
        """
        #expect(findings("popover-compact-no-dismiss", in: text).isEmpty)
    }

    @Test func iPadOnlyAppsAreCompactInSplitView() {
        let text = """
        app: { devices: [iPad] }
        screens: { Library: {}, Sort: {} }
        presentations:
          - { from: Library, to: Sort, style: popover, popover: { sourceView: b }, adaptiveStyle: fullScreen }
        """
        #expect(findings("popover-compact-no-dismiss", in: text).first?.message.contains("Split View") == true)
    }

    @Test func aScreenSharedByTwoPopoversIsOneFinding() {
        let source = MarkedSource("""
        screens: { A: {}, B: {}, ↓Sort: {} }
        presentations:
          - { id: from-b, from: B, to: Sort, style: popover, popover: { sourceView: v }, adaptiveStyle: fullScreen }
          - { id: from-a, from: A, to: Sort, style: popover, popover: { sourceView: v }, adaptiveStyle: fullScreen }
        """)
        let found = findings("popover-compact-no-dismiss", in: source.text)
        #expect(found.map(\.range.start) == source.marks)
        #expect(found.first?.message.contains("'from-a'") == true)
        #expect(found.first?.notes.contains { $0.message.contains("'from-b' is affected too") } == true)
    }

    // MARK: popover-missing-content-size

    @Test func popoverWithoutContentSizePointsAtThePopover() {
        let source = MarkedSource("""
        app: { devices: [iPad] }
        screens: { Canvas: {}, Colors: {} }
        presentations:
          - { from: Canvas, to: Colors, style: popover, popover: ↓{ sourceView: well } }
          - { from: Canvas, to: Colors, style: ↓popover }
          - { from: Canvas, to: Colors, style: popover, popover: { sourceView: well, preferredContentSize: [280, 320] } }
        """)
        let found = findings("popover-missing-content-size", in: source.text)
        #expect(found.map(\.range.start) == source.marks)
        #expect(found.allSatisfy { $0.severity == .info })
    }

    @Test func systemControllersIPhoneOnlyAndOmittedStylesStaySilent() {
        let text = """
        app: { devices: [iPhone, iPad] }
        screens:
          Home: {}
          Share: { kind: activityViewController }
          Alert: { kind: alertController, alertStyle: actionSheet }
          Plain: {}
        presentations:
          - { from: Home, to: Share, style: popover, popover: { sourceView: v } }
          - { from: Home, to: Alert, style: popover, popover: { sourceView: v } }
          - { from: Home, to: Plain, popover: { sourceView: v } }
        """
        #expect(findings("popover-missing-content-size", in: text).isEmpty)
        let iPhoneOnly = """
        app: { devices: [iPhone] }
        screens: { Home: {}, Plain: {} }
        presentations:
          - { from: Home, to: Plain, style: popover, popover: { sourceView: v } }
        """
        #expect(findings("popover-missing-content-size", in: iPhoneOnly).isEmpty)
    }

    /// When `adaptiveStyle` is what makes a finding (an iPhone-only app, where
    /// only compact width exists), the finding has a note at it.
    @Test func anAdaptiveStyleThatCausesTheFindingHasANote() {
        let source = MarkedSource("""
        app: { devices: [iPhone] }
        root: A
        screens:
          A: { refreshesOnAppear: true }
          X: {}
          S: { collectsInput: true }
          P: {}
        presentations:
          - { id: kept, from: A, to: X, style: fullScreen, adaptiveStyle: ↓overFullScreen }
          - { id: input, from: A, to: S, style: popover, adaptiveStyle: ↓none, popover: { sourceView: v, preferredContentSize: [1, 1] } }
          - { id: sized, from: A, to: P, style: popover, adaptiveStyle: ↓none, popover: { sourceView: v } }
        """)
        func notes(_ rule: String) -> [[Mark]] { findings(rule, in: source.text).map { $0.notes.map(\.range.start) } }
        let appearance = findings("presenter-appearance-not-called", in: source.text)
        #expect(zip(notes("presenter-appearance-not-called"), source.marks).map { $0.contains($1) } == [true, true, true])
        #expect(appearance.first { $0.message.contains("'kept'") }?.message.hasSuffix(", or remove 'adaptiveStyle'") == true)
        #expect(notes("sheet-swipe-loses-input").map { $0.contains(source.marks[1]) } == [true])
        #expect(notes("popover-missing-content-size").map { $0.contains(source.marks[2]) } == [true])
        #expect(findings("popover-missing-content-size", in: source.text).first?.notes.last?.message
            == "'adaptiveStyle: none' keeps the popover in compact width")
    }

    // MARK: adaptive-style-invalid

    @Test func aPushWithAnInvalidAdaptiveStyleIsReportedToo() {
        let source = MarkedSource("""
        screens: { N: { kind: navigationController, children: [A] }, A: {}, B: {} }
        presentations:
          - { from: A, to: B, method: show, adaptiveStyle: ↓pageSheet }
        """)
        let found = findings("adaptive-style-invalid", in: source.text)
        #expect(found.map(\.range.start) == source.marks)
        #expect(found.first?.message.contains("the navigation controller pushes 'B' instead of presenting it") == true)
    }

    @Test func disallowedAdaptiveStylesPointAtTheValue() {
        let source = MarkedSource("""
        screens: { A: {}, B: {} }
        presentations:
          - { id: one, from: A, to: B, style: popover, popover: { sourceView: v }, adaptiveStyle: ↓pageSheet }
          - { id: two, from: A, to: B, style: formSheet, adaptiveStyle: ↓automatic }
          - { from: A, to: B, style: popover, popover: { sourceView: v }, adaptiveStyle: fullScreen }
          - { from: A, to: B, style: popover, popover: { sourceView: v }, adaptiveStyle: overFullScreen }
          - { from: A, to: B, style: popover, popover: { sourceView: v }, adaptiveStyle: formSheet }
          - { from: A, to: B, style: popover, popover: { sourceView: v }, adaptiveStyle: none }
        """)
        let found = findings("adaptive-style-invalid", in: source.text)
        #expect(found.map(\.range.start) == source.marks)
        #expect(found.first?.message.contains("popover becomes formSheet") == true)
    }

    @Test func theFallbackNamesUIKitsOwnAdaptationBeforeIOS13() {
        let text = """
        app: { deploymentTarget: "12.0" }
        screens: { A: {}, B: {} }
        presentations:
          - { from: A, to: B, style: popover, popover: { sourceView: v }, adaptiveStyle: popover }
        """
        let message = findings("adaptive-style-invalid", in: text).first?.message ?? ""
        #expect(message.contains("popover becomes formSheet from iOS 13 and becomes fullScreen before iOS 13"))
    }
}

/// Presentation context rules.
@Suite struct PresentationContextRuleTests {
    // MARK: current-context-fallback

    @Test func noContextInATabBarFallsBackToTheRoot() {
        let source = MarkedSource("""
        root: Tabs
        screens:
          Tabs: { kind: tabBarController, children: [Inbox] }
          Inbox: {}
          Filter: {}
        presentations:
          - { id: filter, from: Inbox, to: Filter, style: ↓overCurrentContext }
        """)
        let found = findings("current-context-fallback", in: source.text)
        #expect(found.map(\.range.start) == source.marks)
        #expect(found.first?.severity == .info)
        #expect(found.first?.notes.contains { $0.message.contains("root view controller 'Tabs'") && $0.range.start.line == 1 } == true)
    }

    /// A deep chain of containers that do not define a context: the nearest eight get a note,
    /// the rest one note, so that the notes do not grow with the depth for every presentation.
    @Test func aDeepChainWithoutContextsIsSummedUp() {
        let depth = 12
        var text = "root: N0\nscreens:\n"
        for level in 0..<depth {
            text += "  N\(level): { kind: navigationController, definesPresentationContext: false, children: [N\(level + 1)] }\n"
        }
        text += "  N\(depth): {}\n  X: {}\npresentations:\n  - { from: N\(depth), to: X, style: currentContext }\n"
        let notes = findings("current-context-fallback", in: text).first?.notes.map(\.message) ?? []
        #expect(notes.filter { $0.hasSuffix("does not define a presentation context") }
            == (1...8).map { "'N\(depth - $0)' does not define a presentation context" })
        #expect(notes.contains("more containers above 'N\(depth - 8)' do not define one either"))
        let shallow = text.replacingOccurrences(of: "N0: { kind: navigationController, definesPresentationContext: false", with: "N0: { kind: tabBarController")
            .replacingOccurrences(of: "N1: { kind: navigationController, definesPresentationContext: false", with: "N1: { kind: tabBarController")
            .replacingOccurrences(of: "N2: { kind: navigationController, definesPresentationContext: false", with: "N2: { kind: tabBarController")
            .replacingOccurrences(of: "N3: { kind: navigationController, definesPresentationContext: false", with: "N3: { kind: tabBarController")
        // Eight written below tab bars that write nothing: no summary note.
        #expect(findings("current-context-fallback", in: shallow).first?.notes.contains { $0.message.hasPrefix("more containers") } == false)
    }

    @Test func aNavigationControllerOrAPresentedScreenDefinesTheContext() {
        let text = """
        root: Tabs
        screens:
          Tabs: { kind: tabBarController, children: [Nav] }
          Nav: { kind: navigationController, children: [Inbox] }
          Inbox: {}
          Sheet: {}
          Filter: {}
        presentations:
          - { from: Inbox, to: Filter, style: currentContext }
          - { from: Inbox, to: Sheet, style: pageSheet }
          - { from: Sheet, to: Filter, style: overCurrentContext }
        """
        #expect(findings("current-context-fallback", in: text).isEmpty)
    }

    @Test func anExplicitFalseOnTheNavigationControllerIsNoted() {
        let source = MarkedSource("""
        root: Nav
        screens:
          Nav: { kind: navigationController, children: [Inbox], definesPresentationContext: false }
          Inbox: {}
          Filter: {}
        presentations:
          - { from: Inbox, to: Filter, style: ↓currentContext }
        """)
        let found = findings("current-context-fallback", in: source.text)
        #expect(found.map(\.range.start) == source.marks)
        #expect(found.first?.notes.contains { $0.message.contains("'Nav' does not define") && $0.range.start.line == 3 } == true)
    }

    /// An invalid `definesPresentationContext` on a container (a schema error) may have meant
    /// true: the rule says nothing about presentations below it, and still reports the others.
    @Test func anInvalidValueAboveThePresenterSilencesTheRule() {
        let text = """
        root: Tabs
        screens:
          Tabs: { kind: tabBarController, children: [Left, Right] }
          Left: { kind: tabBarController, children: [Inbox], definesPresentationContext: maybe }
          Right: { kind: tabBarController, children: [Outbox] }
          Inbox: {}
          Outbox: {}
          Filter: {}
        presentations:
          - { from: Inbox, to: Filter, style: currentContext }
          - { from: Outbox, to: Filter, style: currentContext }
        """
        let found = findings("current-context-fallback", in: text)
        #expect(found.map(\.range.start.line) == [11])
        #expect(findings("schema", in: text).count == 1)
    }

    @Test func withoutRootOrWithOtherStylesItDoesNotRun() {
        let noRoot = """
        screens: { Inbox: {}, Filter: {} }
        presentations: [{ from: Inbox, to: Filter, style: overCurrentContext }]
        """
        #expect(findings("current-context-fallback", in: noRoot).isEmpty)
        let fullScreen = """
        root: Tabs
        screens: { Tabs: { kind: tabBarController, children: [Inbox] }, Inbox: {}, Filter: {} }
        presentations: [{ from: Inbox, to: Filter, style: overFullScreen }]
        """
        #expect(findings("current-context-fallback", in: fullScreen).isEmpty)
    }

    // MARK: context-overrides-transition

    /// A navigation controller that provides its crossDissolve to what it presents in its
    /// context (`↓` at the flag), with `presentations` from 'Player' to 'Lyrics'.
    private static func overridingContext(_ presentations: String) -> MarkedSource {
        MarkedSource("""
        root: Nav
        screens:
          Nav: { kind: navigationController, children: [Player], providesPresentationContextTransitionStyle: ↓true, transition: crossDissolve }
          Player: {}
          Lyrics: {}
        presentations:
        \(presentations)
        """)
    }

    @Test func theContextsTransitionReplacesTheWrittenOne() {
        let source = Self.overridingContext("""
          - { id: lyrics, from: Player, to: Lyrics, style: overCurrentContext, transition: flipHorizontal }
          - { id: same, from: Player, to: Lyrics, style: overCurrentContext, transition: crossDissolve }
          - { id: full, from: Player, to: Lyrics, style: fullScreen, transition: flipHorizontal }
        """)
        let found = findings("context-overrides-transition", in: source.text)
        #expect(found.map(\.range.start) == source.marks)
        #expect(found.first?.message.contains("'lyrics' asks for flipHorizontal, but animates with crossDissolve") == true)
        #expect(found.first?.notes.map(\.range.start) == [
            Mark(line: 7, column: 84), Mark(line: 3, column: 120), Mark(line: 7, column: 52),
        ])
    }

    /// rules.md: "A rule reports each cause once". The context's flag is the cause; the
    /// other presentations it overrides are notes of the one finding.
    @Test func aSharedContextIsReportedOnce() {
        let source = Self.overridingContext("""
          - { id: lyrics, from: Player, to: Lyrics, style: overCurrentContext, transition: flipHorizontal }
          - { id: queue, from: Player, to: Lyrics, style: currentContext }
        """)
        let found = findings("context-overrides-transition", in: source.text)
        #expect(found.map(\.range.start) == source.marks)
        #expect(found.first?.notes.contains { $0.message == "presentation 'queue' is affected too" } == true)
    }

    @Test func anOmittedTransitionIsCoverVertical() {
        let source = MarkedSource("""
        screens:
          Nav: { kind: navigationController, children: [Player], providesPresentationContextTransitionStyle: ↓true, transition: crossDissolve }
          Player: {}
          Lyrics: {}
        presentations:
          - { from: Player, to: Lyrics, style: currentContext }
        """)
        let found = findings("context-overrides-transition", in: source.text)
        #expect(found.map(\.range.start) == source.marks)
        #expect(found.first?.message.contains("has no 'transition' (the default coverVertical)") == true)
        #expect(found.first?.notes.first?.range.start == Mark(line: 6, column: 5))
    }

    @Test func aContextThatDoesNotProvideTheStyleStaysSilent() {
        let text = """
        screens:
          Nav: { kind: navigationController, children: [Player], transition: crossDissolve }
          Player: {}
          Lyrics: {}
        presentations:
          - { from: Player, to: Lyrics, style: overCurrentContext, transition: flipHorizontal }
        """
        #expect(findings("context-overrides-transition", in: text).isEmpty)
    }

    /// rules.md's presentation context includes the window's root, when nothing defines one, and a
    /// presented screen, the top of its subtree: each provides its transition as a defining one does.
    @Test func theRootByFallbackAndAPresentedTopProvideTheTransitionToo() {
        let source = MarkedSource("""
        root: Tabs
        screens:
          Tabs: { kind: tabBarController, children: [Player], providesPresentationContextTransitionStyle: ↓true, transition: partialCurl }
          Player: {}
          Lyrics: {}
        presentations:
          - { from: Player, to: Lyrics, style: overCurrentContext, transition: flipHorizontal }
        """)
        #expect(findings("context-overrides-transition", in: source.text).map(\.range.start) == source.marks)
        #expect(findings("partial-curl-requires-full-screen", in: source.text).count == 1)
        let defining = source.text.replacingOccurrences(of: "children: [Player],", with: "children: [Player], definesPresentationContext: true,")
        #expect(findings("context-overrides-transition", in: defining).count == 1)
        let presentedTop = MarkedSource("""
        root: Home
        screens:
          Home: {}
          Picker: { providesPresentationContextTransitionStyle: ↓true, transition: crossDissolve }
          Preview: {}
        presentations:
          - { from: Home, to: Picker }
          - { from: Picker, to: Preview, style: overCurrentContext }
        """)
        #expect(findings("context-overrides-transition", in: presentedTop.text).map(\.range.start) == presentedTop.marks)
        // Without the flag, neither replaces anything.
        let plain = source.text.replacingOccurrences(of: "providesPresentationContextTransitionStyle: true", with: "providesPresentationContextTransitionStyle: false")
        #expect(findings("context-overrides-transition", in: plain).isEmpty)
    }

    // MARK: presenter-rerouted

    @Test func fullScreenFromASplitViewColumnIsPresentedByTheSplitView() {
        let source = MarkedSource("""
        root: Split
        screens:
          Split: { kind: splitViewController, children: [List, DetailNav] }
          List: {}
          DetailNav: { kind: navigationController, children: [Message] }
          Message: {}
          Viewer: {}
        presentations:
          - { id: open, from: Message, to: Viewer, style: ↓fullScreen }
          - { from: List, to: Viewer, style: ↓overFullScreen }
          - { from: Split, to: Viewer, style: fullScreen }
          - { from: Message, to: Viewer, style: pageSheet }
          - { from: Message, to: Viewer, method: showDetail, style: fullScreen }
        """)
        let found = findings("presenter-rerouted", in: source.text)
        #expect(found.map(\.range.start) == source.marks)
        #expect(found.first?.notes.contains { $0.message.contains("split view controller 'Split'") } == true)
        #expect(found.allSatisfy { $0.severity == .info })
    }

    /// A split view inside a tab bar does not cover the screen either: the tab bar presents.
    @Test func fullScreenFromASplitViewInATabBarIsPresentedByTheTabBar() {
        let source = MarkedSource("""
        root: Tabs
        screens:
          Tabs: { kind: tabBarController, children: [Split, Settings] }
          Split: { kind: splitViewController, children: [List, Message] }
          List: {}
          Message: {}
          Settings: {}
          Viewer: {}
        presentations:
          - { id: open, from: Message, to: Viewer, style: ↓fullScreen }
          - { from: Settings, to: Viewer, style: fullScreen }
        """)
        let found = findings("presenter-rerouted", in: source.text)
        #expect(found.map(\.range.start) == source.marks)
        #expect(found.first?.message.contains("so UIKit walks up to 'Tabs'") == true)
        #expect(found.first?.notes.map(\.range.start.line) == [3, 4, 10])
    }

    @Test func anOmittedStyleBeforeIOS13IsFullScreen() {
        let source = MarkedSource("""
        app: { deploymentTarget: "12.0" }
        screens: { Split: { kind: splitViewController, children: [List, Detail] }, List: {}, Detail: {}, Viewer: {} }
        presentations:
          - ↓{ from: Detail, to: Viewer }
        """)
        #expect(positions(of: "presenter-rerouted", in: source) == source.marks)
        let current = source.text.replacingOccurrences(of: "12.0", with: "13.0")
        #expect(findings("presenter-rerouted", in: current).isEmpty)
    }
}

/// Sheet rules.
@Suite struct SheetRuleTests {
    // MARK: presenter-appearance-not-called

    /// A custom presentation whose controller is unknown (an undefined or invalid delegate
    /// or controller, an invalid shouldRemovePresentersView) may remove the presenting views or
    /// keep them: the rules that depend on it stay silent, and only the schema errors are reported.
    @Test(arguments: [
        "transitioningDelegate: Undefined",
        "transitioningDelegate: { presentationController: NoSuchController }",
        "transitioningDelegate: { presentationController: Bad }",
        "transitioningDelegate: [x]",
    ])
    func anUnknownPresentationControllerLeavesTheViewsUnknown(delegate: String) {
        let text = """
        root: A
        screens: { A: { refreshesOnAppear: true }, B: {} }
        presentations:
          - { id: a, from: A, to: B, style: custom, \(delegate) }
        presentationControllers:
          Bad: { shouldRemovePresentersView: bogus }
          Good: {}
        animators: { Adds: { addsPresentingView: true } }
        """
        #expect(findings("presenter-appearance-not-called", in: text).isEmpty)
        #expect(findings("removed-presenter-black-screen", in: text).isEmpty)
        // With a known controller that keeps the views, the presenter gets no appearance calls.
        let known = text.replacingOccurrences(of: delegate, with: "transitioningDelegate: { presentationController: Good }")
        #expect(findings("presenter-appearance-not-called", in: known).count == 1)
    }

    @Test func anUnknownPresentationControllerLeavesTheAnimatorsViewUnknown() {
        let text = """
        screens: { A: {}, B: {} }
        presentations:
          - { from: A, to: B, style: custom, transitioningDelegate: { animator: Adds, presentationController: Bad } }
        presentationControllers: { Bad: { shouldRemovePresentersView: bogus }, Good: {} }
        animators: { Adds: { addsPresentingView: true } }
        """
        #expect(findings("animator-presenting-view", in: text).isEmpty)
        let known = text.replacingOccurrences(of: "presentationController: Bad }", with: "presentationController: Good }")
        #expect(findings("animator-presenting-view", in: known).count == 1)
    }

    /// A deep chain of refreshing containers: the nearest eight are named, the rest counted.
    @Test func aDeepChainOfRefreshingContainersIsSummedUp() {
        var text = "root: N0\nscreens:\n"
        for level in 0..<10 { text += "  N\(level): { kind: tabBarController, refreshesOnAppear: true, children: [N\(level + 1)] }\n" }
        text += "  N10: { refreshesOnAppear: true }\n  X: {}\npresentations:\n  - { from: N10, to: X, style: pageSheet }\n"
        let found = findings("presenter-appearance-not-called", in: text)
        #expect(found.count == 1)
        let notes = found.first?.notes.map(\.message) ?? []
        #expect(notes.filter { $0.hasSuffix("' refreshes in viewWillAppear/viewDidAppear") }.count == 8)
        #expect(notes.last == "3 more containers above refresh in viewWillAppear/viewDidAppear too")
        #expect(found.first?.message.contains("'N10' and 'N9'") == true)
        #expect(found.first?.message.contains("'N3' and 3 more containers never refresh after it") == true, "\(found.first?.message ?? "")")
    }

    @Test func anOmittedStyleIsAutomaticSinceIOS13() {
        let source = MarkedSource("""
        app: { deploymentTarget: "15.0" }
        screens: { Cart: { refreshesOnAppear: true }, AddItem: {} }
        presentations:
          - ↓{ id: add, from: Cart, to: AddItem }
        """)
        let found = findings("presenter-appearance-not-called", in: source.text)
        #expect(found.map(\.range.start) == source.marks)
        let message = found.first?.message ?? ""
        #expect(message.contains("automatic"))
        #expect(message.contains("since iOS 13"))
        #expect(message.contains("'add'"))
        #expect(found.first?.notes.contains { $0.message.contains("'Cart' refreshes") } == true)
    }

    /// The containers around the presenter get no appearance calls either.
    @Test(arguments: ["navigationController", "tabBarController"])
    func aContainerAroundThePresenterThatRefreshesFires(_ kind: String) {
        let source = MarkedSource("""
        root: N
        screens: { N: { kind: \(kind), children: [C], refreshesOnAppear: true }, C: {}, B: {} }
        presentations:
          - { from: C, to: B, style: ↓overFullScreen }
          - { from: C, to: B, style: fullScreen }
        """)
        let found = findings("presenter-appearance-not-called", in: source.text)
        #expect(found.map(\.range.start) == source.marks)
        #expect(found.first?.notes.map(\.message) == ["'N' refreshes in viewWillAppear/viewDidAppear"])
    }

    /// A container above the presentation context is outside an `overCurrentContext`
    /// presentation: it gets no appearance calls whatever the style.
    @Test func aContainerAboveThePresentationContextDoesNotFire() {
        let source = MarkedSource("""
        root: T
        screens:
          T: { kind: tabBarController, children: [N], refreshesOnAppear: true }
          N: { kind: navigationController, children: [X] }
          X: {}
          C: {}
        presentations:
          - { from: X, to: C, style: overCurrentContext }
          - { from: X, to: C, style: ↓pageSheet }
        """)
        let found = findings("presenter-appearance-not-called", in: source.text)
        #expect(found.map(\.range.start) == source.marks)
        #expect(found.first?.notes.map(\.message) == ["'T' refreshes in viewWillAppear/viewDidAppear"])
    }

    @Test func aScreenPushedOntoARefreshingNavigationControllerFiresToo() {
        let source = MarkedSource("""
        root: N
        screens: { N: { kind: navigationController, children: [A], refreshesOnAppear: true }, A: {}, P: {}, B: {} }
        presentations:
          - { from: A, to: P, method: show }
          - { from: P, to: B, style: ↓pageSheet }
        """)
        #expect(positions(of: "presenter-appearance-not-called", in: source) == source.marks)
    }

    @Test func anOmittedStyleBeforeIOS13AndRemovingStylesStaySilent() {
        let text = """
        app: { deploymentTarget: "12.0" }
        screens: { Cart: { refreshesOnAppear: true }, AddItem: {}, Nav: { kind: navigationController, children: [Cart] } }
        presentations:
          - { from: Cart, to: AddItem }
          - { from: Cart, to: AddItem, style: fullScreen }
          - { from: Cart, to: AddItem, style: currentContext }
          - { from: Cart, to: AddItem, style: custom, transitioningDelegate: { presentationController: Removing } }
        presentationControllers: { Removing: { shouldRemovePresentersView: true } }
        """
        #expect(findings("presenter-appearance-not-called", in: text).isEmpty)
    }

    @Test(arguments: ["overFullScreen", "popover, popover: { sourceView: v }", "formSheet", "custom"])
    func stylesThatKeepThePresenterFire(_ style: String) {
        let text = """
        screens: { Cart: { refreshesOnAppear: true }, AddItem: {} }
        presentations:
          - { from: Cart, to: AddItem, style: \(style) }
        """
        #expect(findings("presenter-appearance-not-called", in: text).count == 1)
    }

    @Test func aFormSheetKeepsThePresenterOnIPhoneFromIOS13AndAlwaysOnIPad() {
        let iPhone = """
        app: { deploymentTarget: "12.0", devices: [iPhone] }
        screens: { Cart: { refreshesOnAppear: true }, AddItem: {} }
        presentations: [{ from: Cart, to: AddItem, style: formSheet }]
        """
        // Before iOS 13 an iPhone shows the form sheet full screen; from iOS 13 as a sheet that keeps the presenter.
        #expect(findings("presenter-appearance-not-called", in: iPhone).first?.message.contains("on iPhone from iOS 13") == true)
        let iPadOnly = iPhone.replacingOccurrences(of: "[iPhone]", with: "[iPad]")
        let message = findings("presenter-appearance-not-called", in: iPadOnly).first?.message ?? ""
        #expect(message.contains("on iPad") && !message.contains("from iOS 13"))
    }

    @Test func theRefreshingContextOfAnOverCurrentContextPresentationCounts() {
        let source = MarkedSource("""
        screens:
          Nav: { kind: navigationController, children: [List], refreshesOnAppear: true }
          List: {}
          Overlay: {}
        presentations:
          - { from: List, to: Overlay, style: ↓overCurrentContext }
          - { from: List, to: Overlay, style: currentContext }
        """)
        let found = findings("presenter-appearance-not-called", in: source.text)
        #expect(found.map(\.range.start) == source.marks)
        #expect(found.first?.notes.contains { $0.message.contains("'Nav' refreshes") } == true)
    }

    // MARK: sheet-swipe-loses-input

    @Test func aSheetWithInputPointsAtCollectsInput() {
        let source = MarkedSource("""
        screens: { Inbox: {}, Compose: { collectsInput: ↓true } }
        presentations:
          - { id: compose, from: Inbox, to: Compose, style: pageSheet }
        """)
        let found = findings("sheet-swipe-loses-input", in: source.text)
        #expect(found.map(\.range.start) == source.marks)
        #expect(found.first?.message.contains("swiping the sheet down") == true)
        #expect(found.first?.notes.contains { $0.message == "style set here" } == true)
    }

    @Test func aSheetInRegularWidthIsSwipeableToo() {
        let iPadOnly = """
        app: { devices: [iPad] }
        screens: { Inbox: {}, Compose: { collectsInput: true } }
        presentations: [{ from: Inbox, to: Compose, style: formSheet }]
        """
        let message = findings("sheet-swipe-loses-input", in: iPadOnly).first?.message ?? ""
        #expect(message.contains("swiping the sheet down on iPad") && !message.contains("Split View"))
        let mac = iPadOnly.replacingOccurrences(of: "devices: [iPad]", with: "platform: macCatalyst")
        #expect(findings("sheet-swipe-loses-input", in: mac).first?.message.contains("on Mac") == true)
    }

    @Test func aWrittenFalseIsModalInPresentationIsTheNode() {
        let source = MarkedSource("""
        screens: { Inbox: {}, Compose: { collectsInput: true, isModalInPresentation: ↓false } }
        presentations:
          - { from: Inbox, to: Compose }
        """)
        #expect(positions(of: "sheet-swipe-loses-input", in: source) == source.marks)
    }

    @Test func blockingOrConfirmingOrNonInteractiveStylesStaySilent() {
        let text = """
        screens:
          Inbox: {}
          Blocked: { collectsInput: true, isModalInPresentation: true }
          Confirmed: { collectsInput: true, confirmsDismissal: true }
          Compose: { collectsInput: true }
        presentations:
          - { from: Inbox, to: Blocked, style: pageSheet }
          - { from: Inbox, to: Confirmed, style: formSheet }
          - { from: Inbox, to: Compose, style: fullScreen }
          - { from: Inbox, to: Compose, style: overFullScreen }
          - { from: Inbox, to: Compose, style: overCurrentContext }
          - { from: Inbox, to: Compose, style: custom }
        """
        #expect(findings("sheet-swipe-loses-input", in: text).isEmpty)
    }

    /// An alert (a text-field alert, say) is dismissed by its buttons only; an action sheet is a
    /// popover on iPad, which a tap outside dismisses.
    @Test func anAlertIsNeverSwipedAwayButAnActionSheetIsTappedAway() {
        let source = MarkedSource("""
        screens:
          Inbox: {}
          Login: { kind: alertController, collectsInput: true }
          Pick: { kind: alertController, alertStyle: actionSheet, collectsInput: ↓true }
        presentations:
          - { from: Inbox, to: Login }
          - { from: Inbox, to: Login, style: pageSheet }
          - { from: Inbox, to: Pick }
        """)
        #expect(positions(of: "sheet-swipe-loses-input", in: source) == source.marks)
    }

    @Test func anAlertsPresenterRefreshesFromItsActionHandlers() {
        let text = """
        screens: { Cart: { refreshesOnAppear: true }, Promo: { kind: alertController } }
        presentations:
          - { from: Cart, to: Promo }
        """
        let message = findings("presenter-appearance-not-called", in: text).first?.message ?? ""
        #expect(message.contains("presents alert 'Promo', shown by UIKit in its own alert style"))
        #expect(message.hasSuffix("Refresh from the alert's UIAlertAction handlers instead"))
        #expect(!message.contains("style: fullScreen") && !message.contains("presentationControllerDidDismiss"))
        // The effective style decides, as in the other rules: a sheet keeps the views, fullScreen does not.
        for (style, count) in [("style: pageSheet", 1), ("style: overFullScreen", 1), ("style: fullScreen", 0), ("style: currentContext", 0)] {
            let styled = text.replacingOccurrences(of: "to: Promo }", with: "to: Promo, \(style) }")
            #expect(findings("presenter-appearance-not-called", in: styled).count == count, "\(style)")
        }
    }

    @Test func aCustomCardWithAPresentationControllerIsNotToldToGoFullScreen() {
        let text = """
        screens: { Map: { refreshesOnAppear: true }, Card: {} }
        presentations:
          - { from: Map, to: Card, style: custom, transitioningDelegate: D }
          - { from: Map, to: Card, style: overFullScreen }
        transitioningDelegates: { D: { presentationController: P } }
        presentationControllers: { P: {} }
        """
        let messages = findings("presenter-appearance-not-called", in: text).map(\.message)
        #expect(messages.count == 2)
        // In file order: the custom card, then the overFullScreen presentation.
        #expect(messages.map { $0.hasSuffix(", or use 'style: fullScreen'") } == [false, true])
    }

    @Test func aPopoverIsDismissedByATapOutsideOnIPad() {
        let both = """
        screens: { Inbox: {}, Compose: { collectsInput: true } }
        presentations:
          - { from: Inbox, to: Compose, style: popover, popover: { sourceView: v }, adaptiveStyle: fullScreen }
        """
        let message = findings("sheet-swipe-loses-input", in: both).first?.message ?? ""
        #expect(message.contains("tapping outside the popover on iPad"))
        #expect(!message.contains("swiping"))
        let iPhoneOnly = "app: { devices: [iPhone] }\n" + both
        #expect(findings("sheet-swipe-loses-input", in: iPhoneOnly).isEmpty)
    }

    @Test func aPopoverBeforeIOS13StillBecomesASwipeableSheetFromIOS13() {
        let text = """
        app: { deploymentTarget: "12.0", devices: [iPhone] }
        screens: { Inbox: {}, Compose: { collectsInput: true } }
        presentations:
          - { from: Inbox, to: Compose, style: popover, popover: { sourceView: v } }
        """
        #expect(findings("sheet-swipe-loses-input", in: text).first?.message.contains("(iOS 13 and later)") == true)
    }

    @Test func theTopChildOfAPresentedNavigationControllerCounts() {
        let source = MarkedSource("""
        screens:
          Inbox: {}
          Nav: { kind: navigationController, children: [Compose] }
          Compose: { collectsInput: ↓true }
          SafeNav: { kind: navigationController, children: [SafeCompose] }
          SafeCompose: { collectsInput: true, isModalInPresentation: true }
        presentations:
          - { from: Inbox, to: Nav }
          - { from: Inbox, to: SafeNav }
        """)
        #expect(positions(of: "sheet-swipe-loses-input", in: source) == source.marks)
    }

    @Test func aScreenSharedByTwoSheetsIsOneFindingWhateverTheOrder() {
        let first = """
        screens: { A: {}, B: {}, Compose: { collectsInput: true } }
        presentations:
          - { id: zeta, from: A, to: Compose, style: pageSheet }
          - { id: alpha, from: B, to: Compose, style: formSheet }
        """
        let second = """
        screens: { A: {}, B: {}, Compose: { collectsInput: true } }
        presentations:
          - { id: alpha, from: B, to: Compose, style: formSheet }
          - { id: zeta, from: A, to: Compose, style: pageSheet }
        """
        let a = findings("sheet-swipe-loses-input", in: first)
        let b = findings("sheet-swipe-loses-input", in: second)
        #expect(a.count == 1)
        #expect(a.map(\.message) == b.map(\.message))
        #expect(a.first?.notes.contains { $0.message.contains("'zeta' is affected too") } == true)
    }

    // MARK: sheet-config-ignored

    @Test func sheetSettingsOnANonSheetPointAtTheSheet() {
        let source = MarkedSource("""
        app: { deploymentTarget: "16.0" }
        screens: { Map: {}, Route: {} }
        presentations:
          - { from: Map, to: Route, style: overFullScreen, sheet: ↓{ detents: [medium] } }
          - { from: Map, to: Route, style: popover, popover: { sourceView: v }, sheet: ↓{ detents: [medium] } }
          - { from: Map, to: Route, sheet: { detents: [medium] } }
          - { from: Map, to: Route, style: formSheet, sheet: { detents: [medium] } }
          - { from: Map, to: Route, style: pageSheet, sheet: { detents: [medium] } }
        """)
        let found = findings("sheet-config-ignored", in: source.text)
        #expect(found.map(\.range.start) == source.marks)
        #expect(found.last?.message.contains("adaptiveSheetPresentationController") == true)
    }

    @Test func anOmittedStyleBeforeIOS13IsFullScreen() {
        let source = MarkedSource("""
        app: { deploymentTarget: "12.0" }
        screens: { Map: {}, Route: {} }
        presentations:
          - { from: Map, to: Route, sheet: ↓{ prefersGrabberVisible: true } }
        """)
        let found = findings("sheet-config-ignored", in: source.text)
        #expect(found.map(\.range.start) == source.marks)
        #expect(found.first?.message.contains("before iOS 13") == true)
    }

    @Test func anActivityControllerIsASheetOnIPhone() {
        let text = """
        screens: { Map: {}, Share: { kind: activityViewController } }
        presentations:
          - { from: Map, to: Share, popover: { sourceView: v }, sheet: { detents: [medium, large] } }
        """
        #expect(findings("sheet-config-ignored", in: text).isEmpty)
    }

    /// Without iPhone an action sheet or activity controller is always a popover.
    @Test(arguments: ["app: { devices: [iPad] }", "app: { platform: macCatalyst }"])
    func anActivityControllerIsAPopoverWithoutIPhone(_ app: String) {
        let source = MarkedSource("""
        \(app)
        screens: { Map: {}, Share: { kind: activityViewController } }
        presentations:
          - { from: Map, to: Share, popover: { sourceView: v }, sheet: ↓{ detents: [medium, large] } }
        """)
        let found = findings("sheet-config-ignored", in: source.text)
        #expect(found.map(\.range.start) == source.marks)
        #expect(found.first?.message.contains("Remove 'sheet'; for the sheet a popover becomes") == true)
    }
}

/// rules.md, "Compact adaptation": the delegate's `adaptiveStyle` applies whatever the style.
@Suite struct AdaptiveStyleOutcomeTests {
    @Test(arguments: ["overFullScreen", "overCurrentContext", "custom"])
    func adaptingToFullScreenRemovesThePresenter(_ style: String) {
        let source = MarkedSource("""
        app: { devices: [iPhone] }
        screens: { A: {}, B: { transparentBackground: true, hasDismissButton: true } }
        presentations:
          - { from: A, to: B, style: \(style), adaptiveStyle: ↓fullScreen }
        """)
        #expect(positions(of: "removed-presenter-black-screen", in: source) == source.marks)
    }

    /// With iPad too, the fullScreen style removes the views there: the finding says where.
    @Test func aStyleThatRemovesTheViewsOnlyOnIPadSaysSo() {
        let source = MarkedSource("""
        screens: { Home: {}, A: { transparentBackground: true, hasDismissButton: true } }
        presentations:
          - { from: Home, to: A, style: ↓fullScreen, adaptiveStyle: overFullScreen }
        """)
        #expect(positions(of: "removed-presenter-black-screen", in: source) == source.marks)
        let message = findings("removed-presenter-black-screen", in: source.text).first?.message ?? ""
        #expect(message.contains("after the presentation completes on iPad, so its transparent background shows black (in compact width its adaptiveStyle keeps them)"), "\(message)")
        let everywhere = source.text.replacingOccurrences(of: ", adaptiveStyle: overFullScreen", with: "")
        #expect(findings("removed-presenter-black-screen", in: everywhere).first?.message.contains("on iPad") == false)
    }

    /// An adaptiveStyle can keep the views that a fullScreen style removes: on an iPhone-only
    /// app nothing goes black, and the rules that care name the adaptation.
    @Test func anAdaptationThatKeepsTheViewsIsNamed() {
        let text = """
        app: { devices: [iPhone] }
        root: Home
        screens: { Home: { refreshesOnAppear: true }, A: { transparentBackground: true, hasDismissButton: true } }
        presentations:
          - { id: card, from: Home, to: A, style: fullScreen, adaptiveStyle: overFullScreen, transitioningDelegate: D }
        transitioningDelegates: { D: { animator: X } }
        animators: { X: { addsPresentingView: true } }
        """
        #expect(findings("removed-presenter-black-screen", in: text).isEmpty)
        #expect(findings("presenter-appearance-not-called", in: text).first?.message
            .contains("uses fullScreen, adapted to overFullScreen in compact width through 'adaptiveStyle'") == true)
        let animator = findings("animator-presenting-view", in: text).first
        #expect(animator?.message.contains("keeps the presenting views in place (overFullScreen)") == true)
        #expect(animator?.notes.first?.message == "'adaptiveStyle: overFullScreen' keeps the presenting views in compact width")
    }

    @Test func aSheetMadeByTheAdaptationIsNamedWithItsNote() {
        let text = """
        app: { devices: [iPhone] }
        screens: { A: {}, B: { collectsInput: true } }
        presentations:
          - { from: A, to: B, style: overFullScreen, adaptiveStyle: formSheet }
        """
        let found = findings("sheet-swipe-loses-input", in: text)
        #expect(found.count == 1)
        #expect(found.first?.message.contains("as overFullScreen (formSheet in compact width, through 'adaptiveStyle')") == true)
        #expect(found.first?.notes.contains { $0.message == "'adaptiveStyle' makes it formSheet in compact width" } == true)
    }
}
