/// Checks containment (`children`) and computes each screen's container,
/// reporting `invalid-hierarchy`: children on a non-container, a screen in two
/// containers, and containment cycles. Offending links are dropped, so the
/// parent relation handed to the analysis is always a forest.
enum HierarchyValidator {
    static func validate(_ description: inout NavigationDescription, into context: inout DecodingContext) {
        let count = description.screens.count
        var parents = [Int?](repeating: nil, count: count)
        // Per screen: the position of the entry in its parent's `children` that made it a child
        // (-1 for none); its location is built only for a finding.
        var parentEntry = [Int32](repeating: -1, count: count)
        let rule = DescriptionErrors.invalidHierarchy

        for (index, screen) in description.screens.enumerated() where screen.childrenSlot.isWritten {
            if !screen.kindSlot.invalid, !screen.kindSlot.value.isContainer, !screen.children.isEmpty {
                let kind = screen.kindSlot.value
                let at = screen.childrenField.location ?? screen.nameLocation
                context.error(
                    rule,
                    "screen '\(screen.name)' is \(kind.withArticle); only containers (navigationController, tabBarController, splitViewController, pageViewController) have children",
                    at: at, notes: screen.kind.location.map { [Note($0, "kind set here")] } ?? [],
                    subject: screen.subject("children"))
                continue
            }
            for (position, child) in screen.children.enumerated() {
                guard let target = child.target else { continue }
                if parentEntry[target] >= 0, let firstParent = parents[target] {
                    let first = description.screens[firstParent].children[Int(parentEntry[target])].location
                    let firstName = description.screens[firstParent].name
                    context.error(
                        rule,
                        "screen '\(child.name)' is already a child of '\(firstName)'; a view controller has one parent, so list it in one container only",
                        at: child.location, notes: [Note(first, "first listed here, in '\(firstName)'")],
                        subject: screen.subject("children") + " \(child.name)")
                    continue
                }
                parents[target] = index
                parentEntry[target] = Int32(position)
            }
        }
        breakCycles(&parents, entries: parentEntry, description: description, into: &context)
        description.parents = parents
    }

    /// Each screen has at most one parent, so every cycle is found by walking up
    /// once from each screen; the link that closes a cycle is reported and removed.
    private static func breakCycles(
        _ parents: inout [Int?], entries: [Int32], description: NavigationDescription, into context: inout DecodingContext
    ) {
        /// Where `screen`'s parent lists it, if it has a parent.
        func linkLocation(of screen: Int) -> Location? {
            guard let parent = parents[screen], entries[screen] >= 0 else { return nil }
            return description.screens[parent].children[Int(entries[screen])].location
        }
        var state = [UInt8](repeating: 0, count: parents.count)  // 0 new, 1 on the current walk, 2 done
        var path: [Int] = []
        for start in parents.indices where state[start] == 0 {
            path.removeAll(keepingCapacity: true)
            var current: Int? = start
            while let node = current, state[node] == 0 {
                state[node] = 1
                path.append(node)
                current = parents[node]
            }
            if let node = current, state[node] == 1, let link = linkLocation(of: node), let parent = parents[node] {
                // `node` is on the current walk: its link to `parent` closes a cycle.
                let members = Array(path.drop { $0 != node })
                let cycle = members.map { description.screens[$0].name }
                let names = (cycle + [cycle[0]]).reversed().joined(separator: " > ")
                // The cycle's other links, in the order the names read (the first 20 of a long one).
                let notes = members.dropFirst().reversed().prefix(20).compactMap { member -> Note? in
                    guard let memberLink = linkLocation(of: member), let container = parents[member] else { return nil }
                    return Note(memberLink, "'\(description.screens[container].name)' lists '\(description.screens[member].name)' in its children")
                }
                context.error(
                    DescriptionErrors.invalidHierarchy,
                    "containment cycle \(names): a screen cannot contain itself; remove '\(description.screens[node].name)' from the children of '\(description.screens[parent].name)'",
                    at: link, notes: notes, subject: description.screens[parent].subject("children") + " cycle")
                parents[node] = nil
            }
            for node in path { state[node] = 2 }
        }
    }
}
