/// Inverse relations of a description, built once in time linear in its size,
/// so that no rule scans every presentation or definition once per definition.
struct AnalysisIndex: Sendable {
    /// The relations that follow from the definitions alone, before any presentation's facts.
    struct Definitions: Sendable {
        /// Per animator: the delegates that return it (as `animator` or `dismissAnimator`), ascending, each once.
        let animatorVendors: [[Int]]
        /// Per interaction controller: the delegates that return it, ascending, each once.
        let interactionControllerVendors: [[Int]]
        /// Per screen: the position in its container's `children` of the entry that made it a child.
        let childEntry: [Int?]
        /// Per screen: the screens it contains (whose container it is).
        let contained: [[Int]]

        init(description: NavigationDescription, parents: [Int?]) {
            var animatorVendors = [[Int]](repeating: [], count: description.animators.count)
            var interactionVendors = [[Int]](repeating: [], count: description.interactionControllers.count)
            func add(_ delegate: Int, _ target: Int?, to vendors: inout [[Int]]) {
                guard let target, vendors[target].last != delegate else { return }
                vendors[target].append(delegate)
            }
            for (index, delegate) in description.transitioningDelegates.enumerated() {
                add(index, delegate.animatorTarget, to: &animatorVendors)
                add(index, delegate.dismissAnimatorTarget, to: &animatorVendors)
                add(index, delegate.interactionControllerTarget, to: &interactionVendors)
                add(index, delegate.dismissInteractionControllerTarget, to: &interactionVendors)
            }
            self.animatorVendors = animatorVendors
            interactionControllerVendors = interactionVendors

            var childEntry = [Int?](repeating: nil, count: description.screens.count)
            var contained = [[Int]](repeating: [], count: description.screens.count)
            for (container, screen) in description.screens.enumerated() {
                for (position, child) in screen.children.enumerated() {
                    guard let target = child.target, target < parents.count, parents[target] == container,
                          childEntry[target] == nil else { continue }
                    childEntry[target] = position
                    contained[container].append(target)
                }
            }
            self.childEntry = childEntry
            self.contained = contained
        }
    }

    let definitions: Definitions
    /// Per transitioning delegate: the presented (not pushed) presentations that set it, in file order.
    let delegateUsers: [[Int]]
    /// Per presentation controller: the presentations that use it (effective style
    /// `custom`, not pushed, their delegate vends it), in file order.
    let presentationControllerUsers: [[Int]]

    init(description: NavigationDescription, definitions: Definitions, facts: PresentationList) {
        self.definitions = definitions
        var delegateUsers = [[Int]](repeating: [], count: description.transitioningDelegates.count)
        var controllerUsers = [[Int]](repeating: [], count: description.presentationControllers.count)
        for (index, summary) in facts.summaries.enumerated() where !summary.isPushed {
            guard let delegate = summary.delegateIndex else { continue }
            delegateUsers[delegate].append(index)
            if summary.effectiveStyle == .custom,
               let controller = description.transitioningDelegates[delegate].presentationControllerTarget {
                controllerUsers[controller].append(index)
            }
        }
        self.delegateUsers = delegateUsers
        presentationControllerUsers = controllerUsers
    }
}

extension Analysis {
    /// The presented (not pushed) presentations that set transitioning delegate `delegate`, in file order.
    public func presentationIndices(usingDelegate delegate: Int) -> [Int] {
        index.delegateUsers[delegate]
    }

    /// The transitioning delegates that return animator `animator` (as `animator`
    /// or `dismissAnimator`), in file order, each once.
    public func delegateIndices(returningAnimator animator: Int) -> [Int] {
        index.definitions.animatorVendors[animator]
    }

    /// The transitioning delegates that return interaction controller `controller`
    /// (for presenting or dismissing), in file order, each once.
    public func delegateIndices(returningInteractionController controller: Int) -> [Int] {
        index.definitions.interactionControllerVendors[controller]
    }

    /// The presentations that use presentation controller `controller`: their
    /// transitioning delegate vends it and their effective style is `custom`, the
    /// only style for which UIKit asks for it (pushed presentations do not use the
    /// delegate at all). In file order.
    public func presentationIndices(usingPresentationController controller: Int) -> [Int] {
        index.presentationControllerUsers[controller]
    }

    /// The position in its container's `children` of the entry that lists `screen`
    /// (the first one), or nil when no container holds it.
    public func childEntryIndex(of screen: Int) -> Int? {
        screen < index.definitions.childEntry.count ? index.definitions.childEntry[screen] : nil
    }

    /// The presentations (pushed ones too) whose `from` is `screen` or a screen
    /// it contains, directly or further down, in file order. A screen pushed
    /// by `show` onto a navigation stack inside `screen` is inside it too.
    public func presentationIndices(fromWithin screen: Int) -> [Int] {
        var result: [Int] = []
        var stack = [screen]
        var visited: Set<Int> = [screen]
        while let current = stack.popLast() {
            for presentation in presentedFrom[current] {
                result.append(presentation)
                if presentations[presentation].isPushed, let pushed = presentations[presentation].presentation.to?.target,
                   visited.insert(pushed).inserted {
                    stack.append(pushed)
                }
            }
            for child in index.definitions.contained[current] where visited.insert(child).inserted { stack.append(child) }
        }
        return result.sorted()
    }

    /// `indices`' presentations ordered by label, then by position, so that a
    /// finding merged at a shared node names the same presentation first
    /// whatever the order of the presentations in the file (see `LabelOrder`).
    public func inLabelOrder(_ indices: [Int]) -> [PresentationFacts] {
        guard indices.count > 1 else { return indices.map { presentations[$0] } }
        return LabelOrder.sorted(indices, of: description.presentations).map { presentations[$0] }
    }
}

extension Analysis {
    /// The presentations whose summary satisfies `condition`, ordered by label,
    /// then by position (see `inLabelOrder(_:)`). The condition reads only the
    /// summaries (see `PresentationList.matching(_:)`).
    public func inLabelOrder(where condition: (PresentationSummary) -> Bool) -> [PresentationFacts] {
        inLabelOrder(presentations.summaries.indices.filter { condition(presentations.summaries[$0]) })
    }
}
