/// rules.md, "Reachable": from `root` through `children` and presentations.
enum Reachability {
    static func compute(description: NavigationDescription, presentedFrom: IndexLists) -> [Bool]? {
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
            for presentation in presentedFrom[screen] { visit(description.presentations[presentation].toTarget) }
        }
        return reachable
    }
}
