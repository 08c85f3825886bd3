/// "Did you mean" suggestions. Small candidate sets (keys, value sets) are
/// compared by edit distance; large ones (thousands of screen names) go
/// through an index of one-character deletions, so that each lookup costs
/// time proportional to the length of the name, not to the number of names.
public struct Suggestions: Sendable {
    private let candidates: [String]
    /// Small sets: each lowercased name and the first candidate that lowercases to it.
    private let lowercased: [String: String]
    /// Large sets.
    private let deletionIndex: DeletionIndex?

    /// Candidate sets larger than this are indexed rather than scanned.
    private static let scanLimit = 64

    public init<S: Sequence>(_ names: S) where S.Element == String {
        candidates = Array(names)
        if candidates.count > Self.scanLimit {
            lowercased = [:]
            deletionIndex = DeletionIndex(lowered: candidates.map(Self.lowercase))
        } else {
            var lowercased: [String: String] = [:]
            for name in candidates where lowercased[name.lowercased()] == nil {
                lowercased[name.lowercased()] = name
            }
            self.lowercased = lowercased
            deletionIndex = nil
        }
    }

    /// `word.lowercased()`, without building a new string for ASCII words already in lower case.
    private static func lowercase(_ word: String) -> String {
        word.utf8.allSatisfy { $0 < 0x41 || ($0 > 0x5A && $0 < 0x80) } ? word : word.lowercased()
    }

    /// The closest candidate, if one is close enough to be a likely typo.
    public func closest(to word: String) -> String? {
        let lower = word.lowercased()
        if let deletionIndex {
            if let exact = deletionIndex.firstExact(lower), candidates[exact] != word { return candidates[exact] }
            var best: (name: String, distance: Int)?
            deletionIndex.forEachCandidate(sharingVariantsWith: lower) { position in
                let name = candidates[position]
                guard name != word else { return }
                let distance = Self.distance(lower, deletionIndex.lowered[position], limit: 2)
                if distance <= 2, best == nil || (distance, name) < (best!.distance, best!.name) {
                    best = (name, distance)
                }
            }
            return best?.name
        }
        if let exact = lowercased[lower], exact != word { return exact }
        let limit = max(1, min(3, lower.count / 3))
        var best: (name: String, distance: Int)?
        for name in candidates where name != word {
            let distance = Self.distance(lower, name.lowercased(), limit: limit)
            if distance <= limit, best == nil || distance < best!.distance {
                best = (name, distance)
            }
        }
        if let best { return best.name }
        // A known word that the input contains or is contained in ("fullscreenStyle").
        if (4...64).contains(lower.count) {
            return candidates.first { $0.count >= 4 && (lower.contains($0.lowercased()) || $0.lowercased().contains(lower)) }
        }
        return nil
    }

    /// "; did you mean 'x'?" or the empty string.
    public func hint(for word: String) -> String {
        closest(to: word).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// Levenshtein distance, giving up (returning limit + 1) once it exceeds
    /// `limit`. Only cells within `limit` of the diagonal can stay within it,
    /// so only those are computed: time is linear in the length of the words.
    static func distance(_ a: String, _ b: String, limit: Int) -> Int {
        let a = Array(a), b = Array(b)
        if abs(a.count - b.count) > limit { return limit + 1 }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        let outside = limit + 1
        var previous = (0...b.count).map { min($0, outside) }
        var current = [Int](repeating: outside, count: b.count + 1)
        for i in 1...a.count {
            let low = max(1, i - limit), high = min(b.count, i + limit)
            current[low - 1] = low == 1 ? min(i, outside) : outside
            var rowMinimum = current[low - 1]
            if low <= high {
                for j in low...high {
                    let cost = a[i - 1] == b[j - 1] ? 0 : 1
                    current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost, outside)
                    rowMinimum = min(rowMinimum, current[j])
                }
            }
            if high < b.count { current[high + 1] = outside }
            if rowMinimum > limit { return limit + 1 }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
