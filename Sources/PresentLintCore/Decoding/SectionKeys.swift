import PresentLintYAML

/// The keys of a streamed mapping section (`screens`, the definitions), by the
/// id of their text: where each text was first written, for repeated keys, and
/// which texts the section's own (not `<<`) keys have. Ids are dense, so one
/// array indexed by id serves where a dictionary and a set would hash every key.
struct SectionKeys {
    /// Per id: 0 when the text is not a key yet, else the position (in the
    /// description's `PositionTable`) of its first key plus 1; `ownBit` is set
    /// once an own key has the text.
    private var states: [UInt32] = []
    private static let ownBit: UInt32 = 1 << 31

    /// Notes a key with text `id`; returns the position of the first key with
    /// the same text, or nil (and notes `position()`) when this is the first.
    mutating func firstPosition(of id: Int32, notingIfFirst position: () -> Int32) -> Int32? {
        let index = Int(id)
        if index >= states.count {
            // Ids grow as the section is read: a quarter more at a time keeps the array close to their number.
            states += repeatElement(0, count: max(index + 1, states.count + states.count / 4 + 256) - states.count)
        }
        let first = states[index] & ~Self.ownBit
        if first != 0 { return Int32(first - 1) }
        states[index] |= UInt32(position() + 1)
        return nil
    }

    /// Notes an own key with text `id` (already passed to `firstPosition`); false when one had it before.
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
