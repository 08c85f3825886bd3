import PresentLintYAML

/// The keys of a streamed mapping section (`screens`, the definitions), by the
/// id of their text: where each text was first written, for repeated keys, and
/// which texts the section's own (not `<<`) keys have. Ids are dense, so two
/// arrays indexed by id serve where a dictionary and a set would hash every key.
struct SectionKeys {
    /// Per id: 0 when the text is not a key yet, else its index in `firstRanges`
    /// plus 1; `ownBit` is set once an own key has the text.
    private var states: [UInt32] = []
    private var firstRanges: [SourceRange] = []
    private static let ownBit: UInt32 = 1 << 31

    /// Notes a key with text `id`; returns where a key with the same text was
    /// first written, or nil (and notes `range()`) when this is the first.
    mutating func firstRange(of id: Int32, notingIfFirst range: () -> SourceRange) -> SourceRange? {
        let index = Int(id)
        if index >= states.count { states += repeatElement(0, count: max(index + 1, states.count * 2) - states.count) }
        let first = states[index] & ~Self.ownBit
        if first != 0 { return firstRanges[Int(first) - 1] }
        firstRanges.append(range())
        states[index] |= UInt32(firstRanges.count)
        return nil
    }

    /// Notes an own key with text `id` (already passed to `firstRange`); false when one had it before.
    mutating func insertOwn(_ id: Int32) -> Bool {
        let index = Int(id)
        guard states[index] & Self.ownBit == 0 else { return false }
        states[index] |= Self.ownBit
        return true
    }

    /// The texts of the own keys, for `YAMLDocument.mergedEntries(from:ownKeys:budget:)`.
    var ownKeys: Set<Int32> {
        Set(states.indices.lazy.filter { self.states[$0] & Self.ownBit != 0 }.map { Int32($0) })
    }
}
