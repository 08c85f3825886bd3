/// The distinct scalar texts of a document, each stored once: a scalar node
/// holds the id of its text, so equal scalars (keys, values, the names that
/// refer to one another) compare as integers and cost their bytes only once.
/// Ids are dense, in order of first appearance.
struct ScalarTable: Sendable {
    /// The texts, back to back.
    private(set) var bytes: [UInt8] = []
    /// Per id: where its text starts in `bytes`; the text ends where the next starts.
    private(set) var starts: [Int32] = [0]
    /// Open addressing: id + 1 per slot, 0 when free. The capacity is a power of two.
    private var slots: [Int32] = Array(repeating: 0, count: 64)
    private var hashes: [UInt32] = []

    /// The number of distinct texts.
    var count: Int { starts.count - 1 }

    /// Room for about `bytes` of scalar text; untouched capacity costs no memory.
    mutating func reserve(bytes capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    /// The id of `text`, added if new.
    mutating func intern(_ text: UnsafeBufferPointer<UInt8>) -> Int32 {
        let hash = Self.hash(text)
        let mask = slots.count - 1
        var slot = Int(hash) & mask
        while true {
            let entry = slots[slot]
            if entry == 0 { break }
            let id = Int(entry - 1)
            if hashes[id] == hash, equals(id, text) { return Int32(id) }
            slot = (slot + 1) & mask
        }
        let id = Int32(count)
        bytes.append(contentsOf: text)
        starts.append(Int32(bytes.count))
        hashes.append(hash)
        slots[slot] = id + 1
        if count * 2 > slots.count { grow() }
        return id
    }

    /// The id of `text`, if some scalar has it.
    func lookup(_ text: UnsafeBufferPointer<UInt8>) -> Int32? {
        let hash = Self.hash(text)
        let mask = slots.count - 1
        var slot = Int(hash) & mask
        while true {
            let entry = slots[slot]
            if entry == 0 { return nil }
            let id = Int(entry - 1)
            if hashes[id] == hash, equals(id, text) { return Int32(id) }
            slot = (slot + 1) & mask
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
        let start = Int(starts[id]), end = Int(starts[id + 1])
        guard end - start == text.count else { return false }
        return bytes.withUnsafeBufferPointer { stored in
            for offset in 0..<text.count where stored[start + offset] != text[offset] { return false }
            return true
        }
    }

    private mutating func grow() {
        let capacity = slots.count * 2
        var grown = [Int32](repeating: 0, count: capacity)
        let mask = capacity - 1
        for id in 0..<count {
            var slot = Int(hashes[id]) & mask
            while grown[slot] != 0 { slot = (slot + 1) & mask }
            grown[slot] = Int32(id + 1)
        }
        slots = grown
    }

    /// FNV-1a, 32 bits: scalars are short, and this needs no alignment.
    private static func hash(_ text: UnsafeBufferPointer<UInt8>) -> UInt32 {
        var hash: UInt32 = 2_166_136_261
        for byte in text {
            hash = (hash ^ UInt32(byte)) &* 16_777_619
        }
        return hash
    }
}
