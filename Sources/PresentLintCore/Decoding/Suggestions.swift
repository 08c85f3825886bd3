/// "Did you mean" suggestions. Small candidate sets (keys, value sets) are
/// compared by edit distance; large ones (thousands of screen names) are
/// searched for the names that share the word or a one-character deletion
/// of it (`DeletionIndex`), in one pass over the candidates for a whole batch
/// of words.
public struct Suggestions: Sendable {
    private let candidates: [String]
    /// Small sets: each lowercased name and the first candidate that lowercases to it.
    private let lowercased: [String: String]
    /// Small sets: each lowercased name without `-` and `_`, and the first candidate
    /// that gives it (`partial_curl` and `PartialCurl` find `partial-curl` and `partialCurl`).
    private let joined: [String: String]
    /// Small sets: the candidates lowercased, in the same order (made once, not for every word looked up).
    private let lowered: [String]
    /// Small sets: the candidates of four characters or more, with their length and lowercased UTF-8,
    /// for the searches by contained words (thousands of unknown names can be looked up in one file).
    private let long: [(name: String, count: Int, lower: [UInt8])]

    /// Candidate sets larger than this are searched by shared deletions rather than scanned.
    private static let scanLimit = 64

    public init<S: Sequence>(_ names: S) where S.Element == String {
        candidates = Array(names)
        lowered = candidates.count <= Self.scanLimit ? candidates.map { $0.lowercased() } : []
        // The first candidate wins each key.
        var lowercased: [String: String] = [:], joined: [String: String] = [:]
        for (name, lower) in zip(candidates, lowered) {
            if lowercased[lower] == nil { lowercased[lower] = name }
            let together = Self.withoutSeparators(lower)
            if joined[together] == nil { joined[together] = name }
        }
        self.lowercased = lowercased
        self.joined = joined
        long = zip(candidates, lowered).map { (name: $0, count: $0.count, lower: Array($1.utf8)) }.filter { $0.count >= 4 }
    }

    /// The closest candidate, if one is close enough to be a likely typo.
    public func closest(to word: String) -> String? {
        closest(toEach: [word])[0]
    }

    /// `closest(to:)` for each word; on a large candidate set, the candidates are read once for all of them.
    public func closest(toEach words: [String]) -> [String?] {
        guard candidates.count <= Self.scanLimit else {
            guard !words.isEmpty else { return [] }
            return zip(words, DeletionIndex(words: words).closest(among: candidates)).map { word, match in
                match.flatMap { Self.isPlausible($0.name, for: word, distance: $0.distance) ? $0.name : nil }
            }
        }
        return words.map(scan)
    }

    /// A suggestion must keep some of the word: "N" is one edit from "X", but no likely typo of it.
    /// `distance`: between the two lowercased, as `DeletionIndex` measured it (not measured again).
    private static func isPlausible(_ suggestion: String, for word: String, distance: Int) -> Bool {
        let (lower, name) = (word.lowercased(), suggestion.lowercased())
        return lower == name || keepsSomething(distance, of: lower, name)
    }

    /// Fewer edits than either word has characters, or one character added or dropped
    /// ("Bx" for "B"): the suggestion keeps some of the word.
    private static func keepsSomething(_ distance: Int, of lower: String, _ name: String) -> Bool {
        distance < min(lower.count, name.count) || distance == 1 && abs(lower.count - name.count) == 1
    }

    private func scan(for word: String) -> String? {
        let lower = word.lowercased()
        if let exact = lowercased[lower], exact != word { return exact }
        if let same = joined[Self.withoutSeparators(lower)], same != word { return same }
        let limit = max(1, min(3, lower.count / 3))
        var best: (name: String, distance: Int)?
        for (name, nameLower) in zip(candidates, lowered) where name != word {
            let distance = Self.distance(lower, nameLower, limit: limit)
            if distance <= limit, Self.keepsSomething(distance, of: lower, name), best == nil || distance < best!.distance {
                best = (name, distance)
            }
        }
        if let best { return best.name }
        // An abbreviation that starts exactly one name ("err" for error).
        let extended = lower.count >= 3 ? zip(candidates, lowered).filter { $0.0 != word && $0.1.hasPrefix(lower) }.map(\.0) : []
        if extended.count == 1 { return extended[0] }
        let count = lower.count
        guard (4...64).contains(count) else { return nil }
        let long = self.long.filter { $0.name != word }
        // A longer camelCase name with one of its words left out ("providesContextTransitionStyle"):
        // at most 30% longer than the word.
        if let shortened = long.first(where: { Self.leavesOutAWord(word, count: count, of: $0.name, count: $0.count) }) {
            return shortened.name
        }
        // The longest known word that the input contains ("modalTransitionStyle": transition, not style),
        // else one that contains the input.
        let bytes = Array(lower.utf8)
        return long.filter { Self.contains(bytes, $0.lower) }.max { $0.lower.count < $1.lower.count }?.name
            ?? long.first { Self.contains($0.lower, bytes) }?.name
    }

    /// True when `needle`'s bytes occur in `haystack`.
    private static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        guard !needle.isEmpty else { return true }
        guard needle.count <= haystack.count else { return false }
        return (0...(haystack.count - needle.count)).contains { start in
            haystack[start] == needle[0] && haystack[start..<(start + needle.count)].elementsEqual(needle)
        }
    }

    /// `text` without `-` and `_`.
    private static func withoutSeparators(_ text: String) -> String {
        text.contains(where: { $0 == "-" || $0 == "_" }) ? text.filter { $0 != "-" && $0 != "_" } : text
    }

    /// True when `word` is `name` without a run of its camelCase words after
    /// the first ("providesContextTransitionStyle"), keeping 70% of it. The
    /// word is a prefix of the name that ends where a word starts, then a
    /// suffix that starts where a word starts: one pass over the split points.
    /// The lengths (in characters) are checked first, without building the arrays of characters.
    private static func leavesOutAWord(_ word: String, count wordCount: Int, of name: String, count nameCount: Int) -> Bool {
        guard nameCount > wordCount, 10 * wordCount >= 7 * nameCount else { return false }
        let word = Array(word), name = Array(name)
        // Where a word of the name starts, after its first word (an uppercase letter).
        let startsWord = { (index: Int) in index > 0 && index < name.count && name[index].isUppercase }
        let commonPrefix = zip(word, name).prefix { $0 == $1 }.count
        let commonSuffix = zip(word.reversed(), name.reversed()).prefix { $0 == $1 }.count
        let removed = name.count - word.count
        // The kept prefix is word[..<split]; the kept suffix starts in the name at split + removed.
        let (lowest, highest) = (max(1, word.count - commonSuffix), min(commonPrefix, word.count))
        guard lowest <= highest else { return false }
        return (lowest...highest).contains { split in
            startsWord(split) && (split + removed == name.count || startsWord(split + removed))
        }
    }

    /// "; did you mean 'x'?" or the empty string.
    public func hint(for word: String) -> String {
        Self.hint(suggesting: closest(to: word))
    }

    /// "; did you mean 'x'?" for a suggestion, or the empty string for none.
    static func hint(suggesting suggestion: String?) -> String {
        suggestion.map { "; did you mean '\($0)'?" } ?? ""
    }

    /// Edit distance with adjacent transpositions (optimal string alignment:
    /// "sytle" is one edit from "style"), giving up (returning limit + 1) once
    /// it exceeds `limit`. Only cells within `limit` of the diagonal can stay
    /// within it, so only those are computed: time is linear in the length of the words.
    static func distance(_ a: String, _ b: String, limit: Int) -> Int {
        // In ASCII (but for "\r", which joins "\r\n" into one character) a character is a byte:
        // the bytes are compared where they lie, and no array is built (this runs for every
        // candidate compared, thousands of times for a description with many undefined names).
        var a = a, b = b
        let bytewise = a.withUTF8 { x in
            b.withUTF8 { y in isSimple(x) && isSimple(y) ? distance(x, y, limit: limit) : nil }
        }
        if let bytewise { return bytewise }
        let (x, y) = (Array(a), Array(b))
        return x.withUnsafeBufferPointer { x in y.withUnsafeBufferPointer { y in distance(x, y, limit: limit) } }
    }

    private static func isSimple(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.allSatisfy { $0 < 0x80 && $0 != 0x0D }
    }

    private static func distance<Element: Equatable>(
        _ a: UnsafeBufferPointer<Element>, _ b: UnsafeBufferPointer<Element>, limit: Int
    ) -> Int {
        if abs(a.count - b.count) > limit { return limit + 1 }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        let outside = limit + 1
        let width = b.count + 1
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * width) { rows in
            // Rows i - 2, i - 1 and i of the table.
            var beforePrevious = rows.baseAddress!, previous = beforePrevious + width, current = previous + width
            beforePrevious.initialize(repeating: outside, count: width)
            for j in 0..<width { (previous + j).initialize(to: min(j, outside)) }
            current.initialize(repeating: outside, count: width)
            for i in 1...a.count {
                let low = max(1, i - limit), high = min(b.count, i + limit)
                current[low - 1] = low == 1 ? min(i, outside) : outside
                var rowMinimum = current[low - 1]
                if low <= high {
                    for j in low...high {
                        let cost = a[i - 1] == b[j - 1] ? 0 : 1
                        var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                            value = min(value, beforePrevious[j - 2] + 1)
                        }
                        current[j] = min(value, outside)
                        rowMinimum = min(rowMinimum, current[j])
                    }
                }
                if high < b.count { current[high + 1] = outside }
                if rowMinimum > limit { return limit + 1 }
                (beforePrevious, previous, current) = (previous, current, beforePrevious)
            }
            return previous[b.count]
        }
    }
}
