/// rules.md's derived notions for one description, computed once in time
/// linear in its size and shared by every rule.
public struct Analysis: Sendable {
    public let description: NavigationDescription
    public let environments: Environments
    public let presentations: PresentationList
    /// Per screen: the screen at the top of its containment tree.
    public let top: [Int]
    /// Per screen: the outermost splitViewController among its ancestors, if any.
    public let outerSplit: [Int?]
    /// Per screen: its container, a pushed screen's being its navigationController.
    let containers: [Int?]
    /// Per screen: the presentations whose `to` is the screen.
    public let presentedBy: IndexLists
    /// Per screen: the presentations whose `from` is the screen.
    public let presentedFrom: IndexLists
    /// Per screen: the settings rules test for many presentations.
    public let screenTraits: [ScreenTraits]
    /// Per screen: the screen on screen when it is presented (see `visibleScreen(of:)`).
    private let visibleScreens: [Int32]
    /// Per navigationController: the screens pushed onto it (`method: show` from its stack).
    private let pushedScreens: IndexLists
    /// Per screen: reachable from `root`; nil when `root` is not set (or undefined).
    public let reachable: [Bool]?
    /// Inverse relations for the queries in `AnalysisIndex.swift`.
    let index: AnalysisIndex

    public var deploymentTarget: OSVersion { description.app.deploymentTarget.value }
    public var platform: Platform { description.app.platform.value }

    public init(_ description: NavigationDescription) {
        self.description = description
        let environments = Environments(app: description.app)
        self.environments = environments
        let screens = description.screens
        let parents = description.parents.count == screens.count ? description.parents : Array(repeating: nil, count: screens.count)

        // The relations in two independent halves, then every presentation's facts in two
        // halves of the presentations: each step on two threads for a large description.
        let written = description.presentations
        let parallel = written.count >= Self.parallelThreshold
        let links = description.links.flatMap { $0.from.count == written.count ? $0 : nil } ?? PresentationLinks(written)
        let ((presentedFrom, reachable, definitions, screenTraits, visibleScreens), (presentedBy, tree)) = both(
            parallel: parallel,
            {
                let presentedFrom = PresentationLinks.lists(links.from, screenCount: screens.count)
                let reachable = Reachability.compute(description: description, presentedFrom: presentedFrom, to: links.to)
                let visible = screens.indices.map { Int32(Self.visibleScreen(of: $0, in: screens)) }
                return (presentedFrom, reachable, AnalysisIndex.Definitions(description: description, parents: parents),
                        screens.map(ScreenTraits.init), visible)
            },
            {
                let presentedBy = PresentationLinks.lists(links.to, screenCount: screens.count)
                return (presentedBy, ContainmentTree(description: description, parents: parents, presentedBy: presentedBy, links: links))
            })
        let builder = PresentationFactsBuilder(description: description, environments: environments, tree: tree)
        self.presentedBy = presentedBy
        self.presentedFrom = presentedFrom
        top = tree.top
        outerSplit = tree.outerSplit
        containers = tree.parents
        pushedScreens = IndexLists(count: screens.count) { add in
            for (screen, stack) in tree.parents.enumerated() where stack != nil && stack != parents[screen] {
                add(stack!, screen)
            }
        }
        self.reachable = reachable
        self.screenTraits = screenTraits
        self.visibleScreens = visibleScreens
        presentations = PresentationList(written, parallel: parallel, facts: builder.facts(for:))
        index = AnalysisIndex(description: description, definitions: definitions, facts: presentations)
    }

    /// From this many presentations on, the analysis is computed on two threads.
    static let parallelThreshold = 1_000

    /// The screen's container (a pushed screen's navigationController), if any.
    public func container(of screen: Int) -> Int? {
        screen < containers.count ? containers[screen] : nil
    }

    /// For every screen, the nearest of it and its containers (as `ancestors(of:)`
    /// walks them) that satisfies `predicate`, or -1: computed for all screens in
    /// one pass, each chain walked once, so that a rule asking it for every
    /// presentation does not walk a deep chain again and again.
    public func nearestScreens(where predicate: (Int) -> Bool) -> [Int32] {
        let unknown: Int32 = -2, walking: Int32 = -3
        var nearest = [Int32](repeating: unknown, count: description.screens.count)
        for start in nearest.indices where nearest[start] == unknown {
            var current: Int? = start
            var found: Int32 = -1
            while let screen = current {
                // A screen met again on this walk closes a cycle: nothing on it satisfies the predicate.
                if nearest[screen] == walking { break }
                if nearest[screen] != unknown {
                    found = nearest[screen]
                    break
                }
                if predicate(screen) {
                    found = Int32(screen)
                    nearest[screen] = found
                    break
                }
                nearest[screen] = walking
                current = container(of: screen)
            }
            // The same walk again, over the screens marked on the way (no list of them is kept).
            current = start
            while let screen = current, nearest[screen] == walking {
                nearest[screen] = found
                current = container(of: screen)
            }
        }
        return nearest
    }

    /// The screen's container chain, nearest first (a pushed screen's
    /// navigationController and that one's containers included).
    public func ancestors(of screen: Int) -> [Int] {
        var result: [Int] = []
        var current = screen < containers.count ? containers[screen] : nil
        while let parent = current, result.count <= description.screens.count {
            result.append(parent)
            current = containers[parent]
        }
        return result
    }

    /// The screen on screen for a presented screen: a navigationController's last child.
    private func visibleScreen(of screen: Int) -> Int {
        Int(visibleScreens[screen])
    }

    /// The screens a presentation of `screen` shows, the screen itself first: for a
    /// navigationController, also its last child and each screen pushed onto it, any of
    /// which can be the one on screen when the presentation is dismissed.
    public func shownScreens(of screen: Int) -> ShownScreens {
        let visible = visibleScreen(of: screen)
        return ShownScreens(screen: screen, visible: visible == screen ? nil : visible, pushed: pushedScreens.values(of: screen))
    }

    private static func visibleScreen(of screen: Int, in screens: [Screen]) -> Int {
        let presented = screens[screen]
        if presented.kindSlot.value == .navigationController, let last = presented.children.last?.target {
            return last
        }
        return screen
    }

    /// A presentation that shows `screen`'s containment tree in a popover in
    /// horizontally regular width (or everywhere, with `adaptiveStyle: none`).
    /// None on tvOS, which has no popovers (`style-unavailable` reports the style).
    public func popoverPresentation(containing screen: Int) -> PresentationFacts? {
        guard platform != .tvOS else { return nil }
        for index in presentedBy[top[screen]] {
            let facts = presentations[index]
            if !facts.isPushed, facts.regularStyle == .popover || facts.compactOutcomes.contains(where: { $0.style == .popover }) {
                return facts
            }
        }
        return nil
    }

    /// The screens of the window hierarchy: the root, and screens `root` reaches.
    public var hasRoot: Bool { description.root?.target != nil }
}
