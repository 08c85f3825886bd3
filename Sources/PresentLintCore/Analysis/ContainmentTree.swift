/// Per-screen facts that follow the containment tree, each computed once
/// (parents before children), so no query walks up more than one step.
struct ContainmentTree {
    /// The top of each screen's containment tree.
    let top: [Int]
    /// The first of the screen and its ancestors that is a presentation context
    /// (defines one, or tops a presented subtree); nil if none.
    let nearestContext: [Int?]
    /// The outermost splitViewController among the screen's ancestors.
    let outerSplit: [Int?]
    /// The screen is a navigationController or is inside one.
    let inNavigation: [Bool]

    init(description: NavigationDescription, parents: [Int?], presentedBy: IndexLists) {
        let screens = description.screens
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
}
