/// Checks containment (`children`) and computes each screen's container,
/// reporting `invalid-hierarchy`: children on a non-container, a screen in two
/// containers, and containment cycles. Offending links are dropped, so the
/// parent relation handed to the analysis is always a forest.
///
/// The listings are taken in document order, and a listing that would close
/// a cycle is reported and dropped before it counts: a screen that lists
/// itself, or an ancestor, never takes the place of the container that
/// really holds the screen, whichever of the two is written first.
enum HierarchyValidator {
    static func validate(_ description: inout NavigationDescription, into context: inout DecodingContext) {
        let count = description.screens.count
        var links = Links(count: count)
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
                if target == index {
                    reportCycle(closedBy: child, in: index, links: links, description: description, into: &context)
                } else if let firstParent = links.parents[target] {
                    let first = links.listing(of: target, in: description)
                    let firstName = description.screens[firstParent].name
                    context.error(
                        rule,
                        "screen '\(child.name)' is already a child of '\(firstName)'; a view controller has one parent, so list it in one container only",
                        at: child.location, notes: [Note(first, "first listed here, in '\(firstName)'")],
                        subject: screen.subject("children") + " \(child.name)")
                } else if links.root(of: index) == target {
                    reportCycle(closedBy: child, in: index, links: links, description: description, into: &context)
                } else {
                    links.link(target, to: index, entry: position)
                }
            }
        }
        description.parents = links.parents
    }

    /// Reports the listing `child` of the screen at `container`, which would
    /// close a cycle: `child` is `container` itself or one of its ancestors.
    /// The message names the cycle from `child` down (at most 21 screens: the
    /// walk is bounded, so no input makes it quadratic), and the notes point
    /// at the cycle's other listings (at most 20).
    private static func reportCycle(
        closedBy child: Reference, in container: Int, links: Links, description: NavigationDescription,
        into context: inout DecodingContext
    ) {
        let target = child.target!
        // From `container` up towards `target`.
        var members = [container]
        while members.count <= maximumCycleNotes, let last = members.last, last != target, let parent = links.parents[last] {
            members.append(parent)
        }
        let complete = members.last == target
        if complete { members.removeLast() }
        let names = members.reversed().map { description.screens[$0].name }
        let top = description.screens[target].name
        let cycle = ([top] + (complete ? [] : ["…"]) + names + [top]).joined(separator: " > ")
        let notes = members.reversed().dropFirst(complete ? 0 : 1).compactMap { member -> Note? in
            guard let parent = links.parents[member] else { return nil }
            return Note(
                links.listing(of: member, in: description),
                "'\(description.screens[parent].name)' lists '\(description.screens[member].name)' in its children")
        }
        let parentName = description.screens[container].name
        context.error(
            DescriptionErrors.invalidHierarchy,
            "containment cycle \(cycle): a screen cannot contain itself; remove '\(top)' from the children of '\(parentName)'",
            at: child.location, notes: Array(notes.prefix(maximumCycleNotes)),
            subject: description.screens[container].subject("children") + " cycle")
    }

    /// The most notes a cycle's finding carries (a cycle can run through thousands of screens).
    private static let maximumCycleNotes = 20

    /// The containment links kept so far: each screen's container, where the
    /// container lists it, and a union-find forest that answers "the topmost
    /// container above this screen" in near-constant time.
    private struct Links {
        var parents: [Int?]
        /// Per screen: the position in its container's `children` that made it a child.
        private var entries: [Int32]
        /// Per screen: a screen above it in the same tree, or itself at the top (path-halved as it is read).
        private var up: [Int32]

        init(count: Int) {
            parents = [Int?](repeating: nil, count: count)
            entries = [Int32](repeating: -1, count: count)
            up = (0..<Int32(count)).map { $0 }
        }

        /// The screen at the top of `screen`'s tree (the one with no container).
        mutating func root(of screen: Int) -> Int {
            var current = screen
            while Int(up[current]) != current {
                let next = Int(up[current])
                up[current] = up[next]
                current = next
            }
            return current
        }

        /// Makes `container` the container of `child`, which has none and is not above `container`.
        mutating func link(_ child: Int, to container: Int, entry: Int) {
            parents[child] = container
            entries[child] = Int32(entry)
            up[child] = Int32(container)
        }

        /// Where `screen`'s container lists it (it must have one).
        func listing(of screen: Int, in description: NavigationDescription) -> Location {
            description.screens[parents[screen]!].children[Int(entries[screen])].location
        }
    }
}
