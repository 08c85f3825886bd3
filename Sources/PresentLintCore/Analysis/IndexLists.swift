/// A list of indices per slot (per screen, say), stored in two flat arrays
/// instead of one array per slot: `lists[slot]` is a slice of `values`.
public struct IndexLists: Sendable {
    /// `values[starts[slot]..<starts[slot + 1]]` is the list of `slot`.
    private let starts: [Int32]
    private let values: [Int32]

    /// Lists `count` slots; `pairs` gives (slot, value) pairs, each list in the order given.
    init(count: Int, pairs: (_ add: (_ slot: Int, _ value: Int) -> Void) -> Void) {
        var sizes = [Int32](repeating: 0, count: count + 1)
        pairs { slot, _ in sizes[slot + 1] += 1 }
        for slot in 0..<count { sizes[slot + 1] += sizes[slot] }
        var next = sizes
        var values = [Int32](repeating: 0, count: Int(sizes[count]))
        pairs { slot, value in
            values[Int(next[slot])] = Int32(value)
            next[slot] += 1
        }
        starts = sizes
        self.values = values
    }

    /// The number of slots.
    public var count: Int { starts.count - 1 }

    /// The list of `slot`.
    public subscript(slot: Int) -> LazyMapSequence<ArraySlice<Int32>, Int> {
        values(of: slot).lazy.map { Int($0) }
    }

    /// The list of `slot` as it is stored.
    func values(of slot: Int) -> ArraySlice<Int32> {
        values[Int(starts[slot])..<Int(starts[slot + 1])]
    }
}
