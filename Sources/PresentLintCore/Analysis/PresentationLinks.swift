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

    init(_ presentations: [Presentation]) {
        var from: [Int32] = [], to: [Int32] = [], isShow: [Bool] = []
        from.reserveCapacity(presentations.count)
        to.reserveCapacity(presentations.count)
        isShow.reserveCapacity(presentations.count)
        for presentation in presentations {
            from.append(Int32(presentation.fromTarget ?? -1))
            to.append(Int32(presentation.toTarget ?? -1))
            isShow.append(presentation.methodSlot.value == .show)
        }
        self.from = from
        self.to = to
        self.isShow = isShow
    }

    /// Per screen: the presentations whose end (`from` or `to`, as `ends` gives) is the screen, in file order.
    static func lists(_ ends: [Int32], screenCount: Int) -> IndexLists {
        IndexLists(count: screenCount) { add in
            for (presentation, screen) in ends.enumerated() where screen >= 0 { add(Int(screen), presentation) }
        }
    }
}
