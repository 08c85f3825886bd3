/// The screens each presentation links, read from the presentation objects in
/// one pass: the analysis then builds its per-screen lists from these arrays,
/// which lie together in memory, instead of reading every object again.
struct PresentationLinks {
    /// Per presentation: the index of its `from` screen, or -1 (undefined or missing).
    let from: [Int32]
    /// Per presentation: the index of its `to` screen, or -1.
    let to: [Int32]
    /// Per presentation: `method: show`.
    let isShow: [Bool]

    /// Reads `presentations` (once resolved).
    init(_ presentations: [Presentation]) {
        var builder = Builder(capacity: presentations.count)
        for presentation in presentations { builder.append(presentation) }
        self = builder.links
    }

    private init(from: [Int32], to: [Int32], isShow: [Bool]) {
        self.from = from
        self.to = to
        self.isShow = isShow
    }

    /// The links of `first`'s presentations followed by `second`'s.
    init(joining first: PresentationLinks, _ second: PresentationLinks) {
        self.init(from: first.from + second.from, to: first.to + second.to, isShow: first.isShow + second.isShow)
    }

    /// Collects links one presentation at a time, in order.
    struct Builder {
        private var from: [Int32] = [], to: [Int32] = [], isShow: [Bool] = []

        init(capacity: Int) {
            from.reserveCapacity(capacity)
            to.reserveCapacity(capacity)
            isShow.reserveCapacity(capacity)
        }

        /// Adds the links of the next presentation, once its references are resolved.
        mutating func append(_ presentation: Presentation) {
            from.append(max(presentation.fromSlot?.target ?? -1, -1))
            to.append(max(presentation.toSlot?.target ?? -1, -1))
            isShow.append(presentation.methodSlot.value == .show)
        }

        var links: PresentationLinks { PresentationLinks(from: from, to: to, isShow: isShow) }
    }

    /// Per screen: the presentations whose end (`from` or `to`, as `ends` gives) is the screen, in file order.
    static func lists(_ ends: [Int32], screenCount: Int) -> IndexLists {
        IndexLists(count: screenCount) { add in
            for (presentation, screen) in ends.enumerated() where screen >= 0 { add(Int(screen), presentation) }
        }
    }
}
