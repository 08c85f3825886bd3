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
        let parents = Self.withPushes(description: description, parents: parents, links: links)
        self.parents = parents
        let count = screens.count
        var top = Array(0..<count)
        var nearestContext = [Int?](repeating: nil, count: count)
        var outerSplit = [Int?](repeating: nil, count: count)
        var inNavigation = [Bool](repeating: false, count: count)
        var done = [Bool](repeating: false, count: count)
        var path: [Int] = []

        func definesContext(_ screen: Int) -> Bool {
            screens[screen].definesPresentationContextSlot.value || (parents[screen] == nil && !presentedBy[screen].isEmpty)
        }

        for start in 0..<count where !done[start] {
            path.removeAll(keepingCapacity: true)
            var current: Int? = start
            while let screen = current, !done[screen] {
                path.append(screen)
                current = parents[screen]
            }
            for screen in path.reversed() {
                let isNavigation = screens[screen].kindSlot.value == .navigationController
                if let parent = parents[screen] {
                    top[screen] = top[parent]
                    nearestContext[screen] = definesContext(screen) ? screen : nearestContext[parent]
                    outerSplit[screen] = outerSplit[parent] ?? (screens[parent].kindSlot.value == .splitViewController ? parent : nil)
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

    /// `parents` with each pushed screen under the navigationController it is
    /// pushed onto: the `to` of a `show` from a screen in a navigationController
    /// (or pushed onto one, so pushes chain), when that screen has no container
    /// of its own, is not presented in another way, and does not hold the
    /// navigationController itself. The first push of a screen decides.
    private static func withPushes(description: NavigationDescription, parents: [Int?], links: PresentationLinks) -> [Int?] {
        let screens = description.screens
        guard links.isShow.contains(true) else { return parents }
        let shows = IndexLists(count: screens.count) { add in
            for (presentation, isShow) in links.isShow.enumerated() where isShow {
                let from = links.from[presentation], to = links.to[presentation]
                if from >= 0, to >= 0 { add(Int(from), Int(to)) }
            }
        }
        var presentedOtherwise = [Bool](repeating: false, count: screens.count)
        for (presentation, isShow) in links.isShow.enumerated() where !isShow {
            let to = links.to[presentation]
            if to >= 0 { presentedOtherwise[Int(to)] = true }
        }
        // Per screen: its navigationController and the top of its tree, through containers and pushes.
        var navigation = [Int?](repeating: nil, count: screens.count)
        var top = [Int?](repeating: nil, count: screens.count)
        var path: [Int] = []
        func resolve(_ screen: Int) {
            path.removeAll(keepingCapacity: true)
            var current: Int? = screen
            while let next = current, top[next] == nil, path.count <= screens.count {
                path.append(next)
                current = parents[next]
            }
            for next in path.reversed() {
                let parent = parents[next]
                let isNavigation = screens[next].kindSlot.value == .navigationController
                top[next] = parent.flatMap { top[$0] } ?? next
                navigation[next] = isNavigation ? next : parent.flatMap { navigation[$0] }
            }
        }
        var result = parents
        var pending = screens.indices.filter { screen in
            resolve(screen)
            return navigation[screen] != nil && !shows[screen].isEmpty
        }
        while let from = pending.popLast() {
            guard let stack = navigation[from] else { continue }
            for to in shows[from] where result[to] == nil && !presentedOtherwise[to] && to != top[from] && navigation[to] == nil {
                result[to] = stack
                navigation[to] = stack
                top[to] = top[from]
                pending.append(to)
            }
        }
        return result
    }
}
