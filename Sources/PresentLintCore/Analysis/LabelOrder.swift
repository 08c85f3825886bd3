#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The order in which rules report presentations: by label, then by position,
/// so that a finding merged at a shared node names the same presentation first
/// whatever the order of the presentations in the file. The labels are sorted
/// once per description, for every rule.
enum LabelOrder {
    /// The indices of `presentations` in label order. Labels in ASCII (nearly
    /// all) are compared as bytes, by their first 16 bytes as two integers and
    /// then the rest with `memcmp`, which orders them as `String` does; when
    /// any label is not ASCII, all are compared as `String`s.
    static func of(_ presentations: [Presentation]) -> [Int32] {
        var text: [UInt8] = []
        text.reserveCapacity(presentations.count * 32)
        var keys: [Key] = []
        keys.reserveCapacity(presentations.count)
        for presentation in presentations {
            let start = text.count
            if let id = presentation.idSlot.value {
                text.append(contentsOf: id.utf8)
            } else {
                text.append(contentsOf: (presentation.fromSlot?.name ?? "?").utf8)
                text.append(contentsOf: " -> ".utf8)
                text.append(contentsOf: (presentation.toSlot?.name ?? "?").utf8)
            }
            keys.append(Key(text: text, start: start, index: presentation.index))
        }
        guard text.allSatisfy({ $0 < 0x80 }) else {
            let labels = keys.map { String(decoding: text[Int($0.start)..<Int($0.start + $0.length)], as: UTF8.self) }
            return keys.indices.sorted { a, b in
                labels[a] != labels[b] ? labels[a] < labels[b] : keys[a].index < keys[b].index
            }.map { keys[$0].index }
        }
        text.withUnsafeBufferPointer { buffer in
            let base = buffer.baseAddress!
            keys.sort { a, b in
                if a.prefix != b.prefix { return a.prefix < b.prefix }
                let common = min(a.length, b.length)
                if common > 16 {
                    let order = memcmp(base + Int(a.start) + 16, base + Int(b.start) + 16, Int(common) - 16)
                    if order != 0 { return order < 0 }
                }
                return a.length != b.length ? a.length < b.length : a.index < b.index
            }
        }
        return keys.map(\.index)
    }

    /// A label: where its bytes are, its first 16 bytes big-endian (zero-padded), and its presentation.
    private struct Key {
        let prefix: (UInt64, UInt64)
        let start: Int32
        let length: Int32
        let index: Int32

        init(text: [UInt8], start: Int, index: Int) {
            var words: (UInt64, UInt64) = (0, 0)
            for offset in 0..<min(16, text.count - start) {
                let byte = UInt64(text[start + offset])
                if offset < 8 { words.0 |= byte << (56 - 8 * offset) } else { words.1 |= byte << (120 - 8 * offset) }
            }
            prefix = words
            self.start = Int32(start)
            length = Int32(text.count - start)
            self.index = Int32(index)
        }
    }
}
