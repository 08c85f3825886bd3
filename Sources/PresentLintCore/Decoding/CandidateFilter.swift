/// A quick test that rules out most candidates for a few words before
/// `DeletionIndex` hashes their variants. A candidate that shares a variant
/// (the whole lowercased text, or it with one character removed) with a word
/// is at most one character longer or shorter than the word, and each of the
/// two holds at most one character that the other lacks (the one removed). The
/// test compares lengths and sets of bytes, kept as 64-bit masks: bytes that
/// share a bit only make it admit more, never fewer.
///
/// It only rules out candidates that could never share a true variant, so the
/// suggestions are the same with it as without it. It is used for a few plain
/// ASCII words (an undefined name or two per section, as usual), where the
/// search reads every candidate for a handful of words: with many words the
/// candidates would be compared with each of them, and it admits everything.
struct CandidateFilter {
    /// Per word: its length in bytes and the mask of its bytes; nil when the filter admits everything.
    private let words: [(length: Int, mask: UInt64)]?

    /// The most words the filter compares a candidate with.
    static let wordLimit = 64

    /// `lowered`: the words looked for, lowercased.
    init(lowered: [String]) {
        guard lowered.count <= Self.wordLimit else {
            words = nil
            return
        }
        var words: [(length: Int, mask: UInt64)] = []
        for word in lowered {
            guard let mask = Self.mask(of: word) else {
                // A character of several bytes (or "\r\n") is one character: lengths in bytes say nothing.
                self.words = nil
                return
            }
            words.append((word.utf8.count, mask))
        }
        self.words = words
    }

    /// Whether `candidate` may share a variant with one of the words.
    func admits(_ candidate: String) -> Bool {
        guard let words else { return true }
        guard let mask = Self.mask(of: candidate) else { return true }
        let length = candidate.utf8.count
        for word in words where abs(word.length - length) <= 1 {
            if (mask & ~word.mask).nonzeroBitCount <= 1, (word.mask & ~mask).nonzeroBitCount <= 1 { return true }
        }
        return false
    }

    /// The bit of each byte of `text` lowercased, or nil when `text` is not plain ASCII (or
    /// holds "\r", which "\r\n" joins). A byte's bit is its low six bits, with bit 5 flipped
    /// below 0x40: letters get bits 33 to 58 and digits 16 to 25, a bit each.
    private static func mask(of text: String) -> UInt64? {
        var text = text
        return text.withUTF8 { bytes in
            var mask: UInt64 = 0
            for byte in bytes {
                guard byte < 0x80, byte != 0x0D else { return nil }
                let lower = byte &- 0x41 < 26 ? byte | 0x20 : byte
                mask |= 1 &<< UInt64((lower ^ (~lower & 0x40) >> 1) & 63)
            }
            return mask
        }
    }
}
