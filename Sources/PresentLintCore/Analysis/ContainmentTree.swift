/// Per-screen facts that follow the containment tree, each computed once
/// (parents before children), so no query walks up more than one step.
///
/// A screen pushed by `method: show` from inside a navigationController joins
/// that navigationController's stack: it belongs to its tree (same top,
/// same presentation contexts above it), not to a presented subtree of its own.
struct ContainmentTree {
    /// Each screen's container: the one listing it in `children`, or for a
    /// pushed screen the navigationController it is pushed onto.
    let parents: [Int?]
    /// The top of each screen's containment tree.
    let top: [Int]
    /// The first of the screen and its ancestors that is a presentation context
    /// (defines one, or tops a presented subtree); nil if none.
    let nearestContext: [Int?]
    /// The outermost splitViewController among the screen's ancestors.
    let outerSplit: [Int?]
    /// The screen is a navigationController, is inside one, or was pushed onto one.
    let inNavigation: [Bool]

    init(description: NavigationDescription, parents: [Int?], presentedBy: IndexLists, links: PresentationLinks) {
        let screens = description.screens
        // Read in one pass: the passes below would otherwise load every screen object more than once.
        let (kinds, definesContextSetting) = Self.settings(of: screens)
        let parents = Self.withPushes(kinds: kinds, parents: parents, links: links)
        self.parents = parents
        let count = screens.count
        var top = Array(0..<count)
        var nearestContext = [Int?](repeating: nil, count: count)
        var outerSplit = [Int?](repeating: nil, count: count)
        var inNavigation = [Bool](repeating: false, count: count)
        var done = [Bool](repeating: false, count: count)
        var path: [Int] = []

        func definesContext(_ screen: Int) -> Bool {
            definesContextSetting[screen] || (parents[screen] == nil && !presentedBy[screen].isEmpty)
        }

        for start in 0..<count where !done[start] {
            path.removeAll(keepingCapacity: true)
            var current: Int? = start
            while let screen = current, !done[screen] {
                path.append(screen)
                current = parents[screen]
            }
            for screen in path.reversed() {
                let isNavigation = kinds[screen] == .navigationController
                if let parent = parents[screen] {
                    top[screen] = top[parent]
                    nearestContext[screen] = definesContext(screen) ? screen : nearestContext[parent]
                    outerSplit[screen] = outerSplit[parent] ?? (kinds[parent] == .splitViewController ? parent : nil)
                    inNavigation[screen] = isNavigation || inNavigation[parent]
                } else {
                    nearestContext[screen] = definesContext(screen) ? screen : nil
                    inNavigation[screen] = isNavigation
                }
                done[screen] = true
            }
        }
        self.top = top
        self.nearestContext = nearestContext
        self.outerSplit = outerSplit
        self.inNavigation = inNavigation
    }

    /// Each screen's kind and `definesPresentationContext`.
    private static func settings(of screens: [Screen]) -> (kinds: [ScreenKind], definesContext: [Bool]) {
        var kinds: [ScreenKind] = [], definesContext: [Bool] = []
        kinds.reserveCapacity(screens.count)
        definesContext.reserveCapacity(screens.count)
        for screen in screens {
            kinds.append(screen.kindSlot.value)
            definesContext.append(screen.definesPresentationContextSlot.value)
        }
        return (kinds, definesContext)
    }

    /// `parents` with each pushed screen under the navigationController it is
    /// pushed onto: the `to` of a `show` from a screen in a navigationController
    /// (or pushed onto one, so pushes chain), when that screen has no container
    /// of its own, is not presented in another way (by a presentation that is
    /// not a `show`, or by a `show` from a screen on no navigation stack, which
    /// presents), and does not hold the navigationController itself. A screen
    /// pushed onto two stacks goes on the one nearest a navigationController's
    /// own children, and among those on the first in the order of `presentations`:
    /// the order of the keys under `screens` does not matter.
    private static func withPushes(kinds: [ScreenKind], parents: [Int?], links: PresentationLinks) -> [Int?] {
        guard links.isShow.contains(true) else { return parents }
        let count = kinds.count
        // Each screen's `show` presentations, in order.
        let shows = IndexLists(count: count) { add in
            for (presentation, isShow) in links.isShow.enumerated() where isShow {
                let from = links.from[presentation]
                if from >= 0, links.to[presentation] >= 0 { add(Int(from), presentation) }
            }
        }
        var presentedOtherwise = [Bool](repeating: false, count: count)
        for (presentation, isShow) in links.isShow.enumerated() where !isShow {
            let to = links.to[presentation]
            if to >= 0 { presentedOtherwise[Int(to)] = true }
        }
        // A `show` from a screen that ends up on no stack presents its screen, which then is not
        // pushed either: the pushes are followed again (rarely) until no such screen is left.
        while true {
            var (navigation, top) = containers(kinds: kinds, parents: parents)
            var result = parents
            var wave = links.isShow.indices.filter {
                links.isShow[$0] && links.from[$0] >= 0 && links.to[$0] >= 0 && navigation[Int(links.from[$0])] != nil
            }
            while !wave.isEmpty {
                var next: [Int] = []
                for presentation in wave {
                    let from = Int(links.from[presentation]), to = Int(links.to[presentation])
                    guard let stack = navigation[from], result[to] == nil, !presentedOtherwise[to], to != top[from],
                          navigation[to] == nil else { continue }
                    result[to] = stack
                    navigation[to] = stack
                    top[to] = top[from]
                    next += shows[to]
                }
                next.sort()
                wave = next
            }
            var pushedButPresented = false
            for (presentation, isShow) in links.isShow.enumerated() where isShow {
                let from = links.from[presentation], to = links.to[presentation]
                guard from >= 0, to >= 0, navigation[Int(from)] == nil, !presentedOtherwise[Int(to)] else { continue }
                presentedOtherwise[Int(to)] = true
                if result[Int(to)] != parents[Int(to)] { pushedButPresented = true }
            }
            if !pushedButPresented { return result }
        }
    }

    /// Per screen: its navigationController and the top of its tree, through its containers.
    /// (Plain loops, not a nested function: one that captured these arrays would have every
    /// access to them checked for exclusivity at run time.)
    private static func containers(kinds: [ScreenKind], parents: [Int?]) -> (navigation: [Int?], top: [Int?]) {
        let count = kinds.count
        var navigation = [Int?](repeating: nil, count: count)
        var top = [Int?](repeating: nil, count: count)
        var path: [Int] = []
        for screen in 0..<count {
            path.removeAll(keepingCapacity: true)
            var current: Int? = screen
            while let next = current, top[next] == nil, path.count <= count {
                path.append(next)
                current = parents[next]
            }
            for next in path.reversed() {
                let parent = parents[next]
                top[next] = parent.flatMap { top[$0] } ?? next
                navigation[next] = kinds[next] == .navigationController ? next : parent.flatMap { navigation[$0] }
            }
        }
        return (navigation, top)
    }
}
