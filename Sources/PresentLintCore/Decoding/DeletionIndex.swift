/// The index behind "did you mean" for large candidate sets (thousands of
/// screen names): every lowercased name and each of its one-character
/// deletions, stored as 64-bit hashes in a chained hash table. Building it
/// and looking a word up cost time linear in the lengths of the words and
/// allocate no string per variant.
struct DeletionIndex: Sendable {
    /// The lowercased candidates, by position.
    let lowered: [String]
    /// Chained hash table: per bucket the first entry, per entry the next (-1 ends a chain).
    private var heads: [Int32]
    private var next: [Int32] = []
    private var hashes: [UInt64] = []
    /// Per entry: the candidate's position, times 2, plus 1 when the entry is the whole word.
    private var entries: [Int32] = []

    init(lowered: [String]) {
        self.lowered = lowered
        let estimate = lowered.reduce(0) { $0 + min($1.utf8.count, 64) + 1 }
        var capacity = 16
        while capacity < estimate { capacity *= 2 }
        heads = [Int32](repeating: -1, count: capacity)
        next.reserveCapacity(estimate)
        hashes.reserveCapacity(estimate)
        entries.reserveCapacity(estimate)
        var variants: [UInt64] = []
        for (position, word) in lowered.enumerated() {
            Self.variantHashes(of: word, into: &variants)
            // Offset 0 is the word itself. A variant repeated within one word ("ll") is
            // stored twice, which only visits that candidate twice.
            for (offset, hash) in variants.enumerated() {
                insert(hash, entry: Int32(position * 2 + (offset == 0 ? 1 : 0)))
            }
        }
    }

    private mutating func insert(_ hash: UInt64, entry: Int32) {
        let bucket = Int(truncatingIfNeeded: hash) & (heads.count - 1)
        next.append(heads[bucket])
        hashes.append(hash)
        entries.append(entry)
        heads[bucket] = Int32(entries.count - 1)
    }

    /// The first candidate (by position) whose lowercased form is `lower`.
    func firstExact(_ lower: String) -> Int? {
        var best: Int?
        forEach(Self.hash(lower.utf8)) { entry in
            guard entry & 1 == 1 else { return }
            let position = Int(entry >> 1)
            if lowered[position] == lower, best.map({ position < $0 }) ?? true { best = position }
        }
        return best
    }

    /// Calls `body` with each candidate position that shares the word or one of
    /// its one-character deletions with `lower` (positions may repeat).
    func forEachCandidate(sharingVariantsWith lower: String, _ body: (Int) -> Void) {
        var variants: [UInt64] = []
        Self.variantHashes(of: lower, into: &variants)
        for hash in variants {
            forEach(hash) { body(Int($0 >> 1)) }
        }
    }

    private func forEach(_ hash: UInt64, _ body: (Int32) -> Void) {
        var entry = heads[Int(truncatingIfNeeded: hash) & (heads.count - 1)]
        while entry >= 0 {
            if hashes[Int(entry)] == hash { body(entries[Int(entry)]) }
            entry = next[Int(entry)]
        }
    }

    // MARK: Hashing

    private static let base: UInt64 = 0x0000_0100_0000_01B3

    /// Horner's rule over the bytes, each offset by one so that no byte hashes as nothing.
    private static func hash<C: Collection>(_ bytes: C) -> UInt64 where C.Element == UInt8 {
        var hash: UInt64 = 0
        for byte in bytes { hash = hash &* base &+ UInt64(byte) &+ 1 }
        return hash
    }

    /// The hash of `word`, then of each string with one character removed
    /// (none for words of one character or more than 64). For ASCII words a
    /// character is a byte and each deletion is derived from prefix hashes in
    /// constant time; other words remove whole characters.
    static func variantHashes(of word: String, into variants: inout [UInt64]) {
        variants.removeAll(keepingCapacity: true)
        let bytes = Array(word.utf8)
        let whole = hash(bytes)
        variants.append(whole)
        let isSimple = bytes.allSatisfy { $0 < 0x80 } && !bytes.contains(0x0D)
        guard isSimple else {
            let characters = Array(word)
            guard characters.count > 1, characters.count <= 64 else { return }
            for index in characters.indices {
                var copy = characters
                copy.remove(at: index)
                variants.append(hash(String(copy).utf8))
            }
            return
        }
        let count = bytes.count
        guard count > 1, count <= 64 else { return }
        // Removing byte i: whole + (prefix(i) - prefix(i + 1)) * base^(count - 1 - i).
        var prefixes = [UInt64](repeating: 0, count: count + 1)
        for index in 0..<count { prefixes[index + 1] = prefixes[index] &* base &+ UInt64(bytes[index]) &+ 1 }
        var power: UInt64 = 1
        for index in stride(from: count - 1, through: 0, by: -1) {
            variants.append(whole &+ (prefixes[index] &- prefixes[index + 1]) &* power)
            power = power &* base
        }
    }
}
