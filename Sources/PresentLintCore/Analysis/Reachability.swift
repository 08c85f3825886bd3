/// rules.md, "Reachable": from `root` through `children` and presentations.
enum Reachability {
    /// - Parameter to: each presentation's `to` screen (-1 when unresolved), read from
    ///   a compact array: the walk visits the presentations in no useful memory order.
    static func compute(description: NavigationDescription, presentedFrom: IndexLists, to: [Int32]) -> [Bool]? {
        guard let root = description.root?.target else { return nil }
        var reachable = [Bool](repeating: false, count: description.screens.count)
        var queue = [root]
        reachable[root] = true
        func visit(_ target: Int?) {
            guard let target, !reachable[target] else { return }
            reachable[target] = true
            queue.append(target)
        }
        while let screen = queue.popLast() {
            for child in description.screens[screen].children { visit(child.target) }
            for presentation in presentedFrom[screen] where to[presentation] >= 0 { visit(Int(to[presentation])) }
        }
        return reachable
    }
}
