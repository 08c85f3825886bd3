internal import CYAML  // memcmp

/// Texts that get the first scalar ids of every document, in order: interned
/// once, and copied (copy-on-write) into each document's table.
public final class ScalarSeed: Sendable {
    let table: ScalarTable

    public init(_ texts: [String]) {
        var table = ScalarTable()
        for var text in texts { _ = text.withUTF8 { table.intern($0) } }
        self.table = table
    }

    /// The number of distinct texts (their ids run from 0 to `count - 1`).
    public var count: Int { table.count }

    /// The id of `text` in every document read with this seed, if it is one of the texts.
    public func id(of text: String) -> Int32? { table.lookup(text) }
}

/// The distinct scalar texts of a document, each stored once: a scalar node
/// holds the id of its text, so equal scalars (keys, values, the names that
/// refer to one another) compare as integers and cost their bytes only once.
/// Ids are dense, in order of first appearance.
struct ScalarTable: Sendable {
    /// The texts, back to back.
    private var bytes: [UInt8] = []
    /// Per id: where its text starts in `bytes`; the text ends where the next starts.
    private var starts: [Int32] = [0]
    /// Open addressing, linear probing: per slot the id + 1 (0 when free) in
    /// the low 32 bits and the text's hash in the high 32 bits, so that a probe
    /// reads one word. The capacity is a power of two.
    private var slots = [UInt64](repeating: 0, count: 256)

    /// The number of distinct texts.
    var count: Int { starts.count - 1 }

    /// Room for about `bytes` of scalar text; untouched capacity costs no memory.
    mutating func reserve(bytes capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    /// The id of `text`, added if new.
    mutating func intern(_ text: UnsafeBufferPointer<UInt8>) -> Int32 {
        intern(text, hash: Self.hash(text))
    }

    /// `intern(_:)` with the text's `hash(_:)` already computed.
    mutating func intern(_ text: UnsafeBufferPointer<UInt8>, hash: UInt32) -> Int32 {
        let (found, slot) = probe(text, hash: hash)
        if let found { return found }
        let id = Int32(count)
        bytes.append(contentsOf: text)
        starts.append(Int32(bytes.count))
        slots[slot] = UInt64(hash) << 32 | UInt64(UInt32(id + 1))
        if count * 2 > slots.count { grow() }
        return id
    }

    /// Brings in the slot where a text of `hash` is looked for first, ahead of `intern`.
    func prefetch(hash: UInt32) {
        slots.withUnsafeBufferPointer { presentlint_prefetch($0.baseAddress! + (Int(hash) & ($0.count - 1))) }
    }

    /// The id of `text`, if some scalar has it.
    func lookup(_ text: UnsafeBufferPointer<UInt8>) -> Int32? {
        probe(text, hash: Self.hash(text)).found
    }

    /// `lookup` for a string's UTF-8.
    func lookup(_ text: String) -> Int32? {
        var text = text
        return text.withUTF8 { lookup($0) }
    }

    /// The id of `text` if present, else the free slot where it belongs.
    private func probe(_ text: UnsafeBufferPointer<UInt8>, hash: UInt32) -> (found: Int32?, slot: Int) {
        slots.withUnsafeBufferPointer { slots in
            starts.withUnsafeBufferPointer { starts in
                bytes.withUnsafeBufferPointer { bytes in
                    let mask = slots.count - 1
                    var slot = Int(hash) & mask
                    while true {
                        let entry = slots[slot]
                        if entry == 0 { return (nil, slot) }
                        let id = Int(UInt32(truncatingIfNeeded: entry)) - 1
                        if UInt32(truncatingIfNeeded: entry >> 32) == hash,
                           Self.equals(bytes, from: Int(starts[id]), to: Int(starts[id + 1]), text) {
                            return (Int32(id), slot)
                        }
                        slot = (slot + 1) & mask
                    }
                }
            }
        }
    }

    /// The text of `id`.
    func text(_ id: Int32) -> String {
        let range = Int(starts[Int(id)])..<Int(starts[Int(id) + 1])
        return bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self) }
    }

    /// The length of `id`'s text in bytes.
    func length(_ id: Int32) -> Int { Int(starts[Int(id) + 1] - starts[Int(id)]) }

    /// True when `id`'s text is exactly `text`.
    func equals(_ id: Int32, _ text: StaticString) -> Bool {
        text.withUTF8Buffer { equals(Int(id), $0) }
    }

    private func equals(_ id: Int, _ text: UnsafeBufferPointer<UInt8>) -> Bool {
        starts.withUnsafeBufferPointer { starts in
            bytes.withUnsafeBufferPointer { Self.equals($0, from: Int(starts[id]), to: Int(starts[id + 1]), text) }
        }
    }

    /// True when `bytes[start..<end]` is exactly `text`.
    private static func equals(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, _ text: UnsafeBufferPointer<UInt8>) -> Bool {
        guard end - start == text.count else { return false }
        guard let base = text.baseAddress, !text.isEmpty else { return true }
        return memcmp(bytes.baseAddress! + start, base, text.count) == 0
    }

    private mutating func grow() {
        let capacity = slots.count * 2
        var grown = [UInt64](repeating: 0, count: capacity)
        let mask = capacity - 1
        for entry in slots where entry != 0 {
            var slot = Int(entry >> 32) & mask
            while grown[slot] != 0 { slot = (slot + 1) & mask }
            grown[slot] = entry
        }
        slots = grown
    }

    /// A multiplicative hash over 8 bytes at a time (scalars are short).
    static func hash(_ text: UnsafeBufferPointer<UInt8>) -> UInt32 {
        let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
        var hash = UInt64(text.count) &* multiplier
        guard let base = text.baseAddress else { return UInt32(truncatingIfNeeded: hash >> 32) }
        let raw = UnsafeRawPointer(base)
        var offset = 0
        while offset + 8 <= text.count {
            hash = (hash ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* multiplier
            hash ^= hash >> 29
            offset += 8
        }
        let rest = text.count - offset
        if rest > 0 {
            // The last 1 to 7 bytes, in at most three loads (the length is already in the hash).
            var tail: UInt64 = 0
            if rest & 4 != 0 {
                tail = UInt64(raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
                offset += 4
            }
            if rest & 2 != 0 {
                tail = tail << 16 | UInt64(raw.loadUnaligned(fromByteOffset: offset, as: UInt16.self))
                offset += 2
            }
            if rest & 1 != 0 { tail = tail << 8 | UInt64(base[offset]) }
            hash = (hash ^ tail) &* multiplier
            hash ^= hash >> 29
        }
        return UInt32(truncatingIfNeeded: hash >> 32)
    }
}
