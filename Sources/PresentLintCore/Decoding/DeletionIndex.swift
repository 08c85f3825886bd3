/// "Did you mean" over a large candidate set (thousands of screen names) for
/// a batch of words. A candidate is considered for a word when the two share
/// the whole lowercased word or one of its one-character deletions; among
/// those, the closest within edit distance 2 wins. A word is compared with at
/// most `comparisonLimit` such candidates, so names that all differ in one
/// letter cannot make the search quadratic.
///
/// The words' variants (64-bit hashes) go into a small open-addressing table,
/// and the candidates are read once, each hashing its own variants and looking
/// them up: time linear in the total length of candidates and words, whatever
/// the number of words, and no string is built per variant. For a few words,
/// `CandidateFilter` first rules out the candidates that share no variant with
/// any of them, in a few operations each, before their variants are hashed.
struct DeletionIndex {
    private let words: [String]
    private let lowered: [String]
    /// Open addressing: per slot the low 32 bits of a variant hash and its word
    /// (times 2, plus 1 for the whole word), or -1 for an empty slot; side by
    /// side in 8 bytes, so that a probe of a large table (many words) reads one
    /// cache line and the table of 10,000 words stays a few megabytes. A
    /// candidate whose variant only shares those bits (about one in four
    /// billion) is compared in vain: every match is confirmed by the exact text
    /// or the edit distance.
    private var slots: [Slot]
    /// Rules out, for a few words, the candidates that cannot share a variant with any.
    private let filter: CandidateFilter

    private struct Slot {
        var key: UInt32 = 0
        var owner: Int32 = -1
    }

    /// Indexes the variants of `words` (the names looked for).
    init(words: [String]) {
        self.words = words
        lowered = words.map(Self.lowercase)
        filter = CandidateFilter(lowered: lowered)
        let estimate = lowered.reduce(0) { $0 + min($1.utf8.count, 64) + 1 }
        var capacity = 16
        while capacity < estimate * 2 { capacity *= 2 }
        slots = [Slot](repeating: Slot(), count: capacity)
        var scratch = Scratch()
        for (position, word) in lowered.enumerated() {
            Self.variantHashes(of: word, into: &scratch)
            // Offset 0 is the word itself. A variant repeated within one word ("ll") is
            // stored twice, which only visits that word twice.
            for (offset, hash) in scratch.variants.enumerated() {
                insert(hash, owner: Int32(position * 2 + (offset == 0 ? 1 : 0)))
            }
        }
    }

    private mutating func insert(_ hash: UInt64, owner: Int32) {
        var slot = Self.home(hash, slots.count)
        while slots[slot].owner >= 0 { slot = (slot + 1) & (slots.count - 1) }
        slots[slot] = Slot(key: UInt32(truncatingIfNeeded: hash), owner: owner)
    }

    private static func home(_ hash: UInt64, _ capacity: Int) -> Int {
        Int(truncatingIfNeeded: (hash &* 0x9E37_79B9_7F4A_7C15) >> 32) & (capacity - 1)
    }

    /// Calls `body` with each word (times 2, plus 1 for a whole word) that has a variant hashing to `hash`.
    private func forEachOwner(_ hash: UInt64, _ body: (Int32) -> Void) {
        let key = UInt32(truncatingIfNeeded: hash)
        var slot = Self.home(hash, slots.count)
        while slots[slot].owner >= 0 {
            if slots[slot].key == key { body(slots[slot].owner) }
            slot = (slot + 1) & (slots.count - 1)
        }
    }

    /// For each word: the first candidate (by position) that lowercases to the
    /// same text unless that is the word itself (at distance 0), else the
    /// candidate sharing a variant with it at the smallest edit distance between
    /// their lowercased texts (at most 2; ties to the smaller name), never the word
    /// itself; nil when there is none. The two halves of a large candidate list
    /// are read on two threads.
    func closest(among candidates: [String]) -> [(name: String, distance: Int)?] {
        let middle = candidates.count / 2
        let (first, second) = both(
            parallel: candidates.count >= Self.parallelThreshold,
            { matches(in: candidates, 0..<middle) }, { matches(in: candidates, middle..<candidates.count) })
        return words.indices.map { word in
            let exact = first.exact[word] >= 0 ? first.exact[word] : second.exact[word]
            if exact >= 0, candidates[exact] != words[word] { return (candidates[exact], 0) }
            guard let early = first.best[word] else { return second.best[word] }
            guard let late = second.best[word] else { return early }
            return (late.distance, late.name) < (early.distance, early.name) ? late : early
        }
    }

    /// The most candidates one word is compared with (in each half of the candidates).
    static let comparisonLimit = 16

    /// From this many candidates on, `closest(among:)` reads them on two threads.
    private static let parallelThreshold = 4_096

    /// What the candidates of one stretch offer each word.
    private struct Matches {
        /// The position of the first candidate that lowercases to the word, or -1.
        var exact: [Int]
        var best: [(name: String, distance: Int)?]
    }

    private func matches(in candidates: [String], _ positions: Range<Int>) -> Matches {
        var matches = Matches(
            exact: [Int](repeating: -1, count: words.count),
            best: [(name: String, distance: Int)?](repeating: nil, count: words.count))
        // The last candidate compared with each word, so that a candidate sharing several variants is compared once.
        var lastCompared = [Int](repeating: -1, count: words.count)
        // Comparisons per word, capped: names that differ in one letter only ("aaaXaaa" by the
        // thousand) would otherwise compare every word with every candidate.
        var comparisons = [Int](repeating: 0, count: words.count)
        var scratch = Scratch()
        for position in positions {
            let name = candidates[position]
            guard filter.admits(name) else { continue }
            // Lowercased as a string only when the candidate shares a variant with a word (rarely).
            var lowercasedName: String?
            Self.variantHashes(of: name, into: &scratch)
            for (offset, hash) in scratch.variants.enumerated() {
                forEachOwner(hash) { owner in
                    let word = Int(owner >> 1)
                    let lower = lowercasedName ?? Self.lowercase(name)
                    lowercasedName = lower
                    if offset == 0, owner & 1 == 1, matches.exact[word] < 0, lower == lowered[word] { matches.exact[word] = position }
                    guard lastCompared[word] != position, name != words[word],
                          comparisons[word] < Self.comparisonLimit else { return }
                    lastCompared[word] = position
                    comparisons[word] += 1
                    let distance = Suggestions.distance(lowered[word], lower, limit: 2)
                    if distance <= 2, matches.best[word].map({ (distance, name) < ($0.distance, $0.name) }) ?? true {
                        matches.best[word] = (name, distance)
                    }
                }
            }
        }
        return matches
    }

    /// `word.lowercased()`, without building a new string for ASCII words already in lower case.
    static func lowercase(_ word: String) -> String {
        word.utf8.allSatisfy { $0 < 0x41 || ($0 > 0x5A && $0 < 0x80) } ? word : word.lowercased()
    }

    // MARK: Hashing

    /// The variants' hashes, in a buffer reused from one word to the next.
    private struct Scratch {
        var variants: [UInt64] = []
    }

    private static let base: UInt64 = 0x0000_0100_0000_01B3

    /// Horner's rule over the bytes, each offset by one so that no byte hashes as nothing.
    private static func hash<C: Collection>(_ bytes: C) -> UInt64 where C.Element == UInt8 {
        var hash: UInt64 = 0
        for byte in bytes { hash = hash &* base &+ UInt64(byte) &+ 1 }
        return hash
    }

    /// The hash of `word` lowercased, then of each string with one character
    /// removed (none for words of one character or more than 64). For ASCII
    /// words a character is a byte, lowercased as it is read, and each deletion
    /// is derived from prefix hashes in constant time; other words are
    /// lowercased as strings and remove whole characters.
    private static func variantHashes(of word: String, into scratch: inout Scratch) {
        scratch.variants.removeAll(keepingCapacity: true)
        var word = word
        let isSimple = word.withUTF8 { bytes in
            guard bytes.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) else { return false }
            let count = bytes.count
            withUnsafeTemporaryAllocation(of: UInt64.self, capacity: count + 1) { prefixes in
                // prefixes[i]: the hash of the first i bytes.
                prefixes[0] = 0
                for index in 0..<count {
                    let byte = bytes[index]
                    prefixes[index + 1] = prefixes[index] &* base &+ UInt64(byte &- 0x41 < 26 ? byte | 0x20 : byte) &+ 1
                }
                let whole = prefixes[count]
                scratch.variants.append(whole)
                guard count > 1, count <= 64 else { return }
                // Removing byte i: whole + (prefix(i) - prefix(i + 1)) * base^(count - 1 - i).
                var power: UInt64 = 1
                for index in stride(from: count - 1, through: 0, by: -1) {
                    scratch.variants.append(whole &+ (prefixes[index] &- prefixes[index + 1]) &* power)
                    power = power &* base
                }
            }
            return true
        }
        guard !isSimple else { return }
        word = word.lowercased()
        scratch.variants.append(hash(word.utf8))
        let characters = Array(word)
        guard characters.count > 1, characters.count <= 64 else { return }
        for index in characters.indices {
            var copy = characters
            copy.remove(at: index)
            scratch.variants.append(hash(String(copy).utf8))
        }
    }
}
