/// rules.md, "Reachable": from `root` through `children` and presentations.
enum Reachability {
    static func compute(description: NavigationDescription, presentedFrom: [[Int]]) -> [Bool]? {
        guard let root = description.root?.target else { return nil }
        var reachable = [Bool](repeating: false, count: description.screens.count)
        var queue = [root]
        reachable[root] = true
        while let screen = queue.popLast() {
            var next = description.screens[screen].children.compactMap(\.target)
            next += presentedFrom[screen].compactMap { description.presentations[$0].to?.target }
            for target in next where !reachable[target] {
                reachable[target] = true
                queue.append(target)
            }
        }
        return reachable
    }
}
