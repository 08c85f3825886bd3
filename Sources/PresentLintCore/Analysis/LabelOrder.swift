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
        // Every label's bytes, one after the other; label `i` ends where label `i + 1` starts.
        var text: [UInt8] = []
        text.reserveCapacity(presentations.count * 32)
        var starts: [Int32] = []
        starts.reserveCapacity(presentations.count + 1)
        for presentation in presentations {
            starts.append(Int32(text.count))
            presentation.appendLabel(to: &text)
        }
        starts.append(Int32(text.count))
        var order = Array(0..<Int32(presentations.count))
        func bounds(_ label: Int32) -> Range<Int> { Int(starts[Int(label)])..<Int(starts[Int(label) + 1]) }
        guard text.allSatisfy({ $0 < 0x80 }) else {
            let labels = order.map { String(decoding: text[bounds($0)], as: UTF8.self) }
            order.sort { a, b in labels[Int(a)] != labels[Int(b)] ? labels[Int(a)] < labels[Int(b)] : a < b }
            return order.map { Int32(presentations[Int($0)].index) }
        }
        let prefixes = order.map { prefix(text[bounds($0)]) }
        text.withUnsafeBufferPointer { buffer in
            let base = buffer.baseAddress!
            order.sort { a, b in
                let (x, y) = (prefixes[Int(a)], prefixes[Int(b)])
                if x != y { return x < y }
                let (first, second) = (bounds(a), bounds(b))
                let common = min(first.count, second.count)
                if common > 16 {
                    let comparison = memcmp(base + first.lowerBound + 16, base + second.lowerBound + 16, common - 16)
                    if comparison != 0 { return comparison < 0 }
                }
                return first.count != second.count ? first.count < second.count : a < b
            }
        }
        return order.map { Int32(presentations[Int($0)].index) }
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
