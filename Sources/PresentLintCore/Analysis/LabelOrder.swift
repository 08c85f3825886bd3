#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The order in which rules report presentations: by label, then by position,
/// so that a finding merged at a shared node names the same presentation first
/// whatever the order of the presentations in the file. Only the presentations
/// a rule selected are sorted (rarely more than a fraction of them), so no rule
/// waits for a sort of every label.
enum LabelOrder {
    /// `indices` (positions in `presentations`) in label order, then by
    /// position. Labels in ASCII (nearly all) are compared as bytes, by their
    /// first 16 bytes as two integers and then the rest with `memcmp`, which
    /// orders them as `String` does; when any label is not ASCII, all are
    /// compared as `String`s.
    static func sorted(_ indices: [Int], of presentations: [Presentation]) -> [Int] {
        // Every label's bytes, one after the other; label `i` ends where label `i + 1` starts.
        var text: [UInt8] = []
        text.reserveCapacity(indices.count * 32)
        var starts: [Int32] = []
        starts.reserveCapacity(indices.count + 1)
        for index in indices {
            starts.append(Int32(text.count))
            presentations[index].appendLabel(to: &text)
        }
        starts.append(Int32(text.count))
        // Positions in `indices`; ties go to the earlier presentation.
        var order = Array(indices.indices)
        func bounds(_ label: Int) -> Range<Int> { Int(starts[label])..<Int(starts[label + 1]) }
        guard text.allSatisfy({ $0 < 0x80 }) else {
            let labels = order.map { String(decoding: text[bounds($0)], as: UTF8.self) }
            order.sort { a, b in labels[a] != labels[b] ? labels[a] < labels[b] : indices[a] < indices[b] }
            return order.map { indices[$0] }
        }
        let prefixes = order.map { prefix(text[bounds($0)]) }
        text.withUnsafeBufferPointer { buffer in
            let base = buffer.baseAddress!
            order.sort { a, b in
                let (x, y) = (prefixes[a], prefixes[b])
                if x != y { return x < y }
                let (first, second) = (bounds(a), bounds(b))
                let common = min(first.count, second.count)
                if common > 16 {
                    let comparison = memcmp(base + first.lowerBound + 16, base + second.lowerBound + 16, common - 16)
                    if comparison != 0 { return comparison < 0 }
                }
                return first.count != second.count ? first.count < second.count : indices[a] < indices[b]
            }
        }
        return order.map { indices[$0] }
    }

    /// The first 16 bytes of a label, big-endian in two words (zero-padded).
    private static func prefix(_ bytes: ArraySlice<UInt8>) -> (UInt64, UInt64) {
        var words: (UInt64, UInt64) = (0, 0)
        for (offset, byte) in bytes.prefix(16).enumerated() {
            if offset < 8 { words.0 |= UInt64(byte) << (56 - 8 * offset) } else { words.1 |= UInt64(byte) << (120 - 8 * offset) }
        }
        return words
    }
}
