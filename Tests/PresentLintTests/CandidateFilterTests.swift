@testable import PresentLintCore
import Testing

/// `CandidateFilter` rules out only candidates that share no variant (the
/// whole lowercased text, or it less one character) with any word, so that
/// "did you mean" finds the same names with it as without it.
@Suite struct CandidateFilterTests {
    /// The variants `DeletionIndex` compares, built as strings.
    private func variants(_ text: String) -> Set<String> {
        let lower = Array(text.lowercased())
        var result: Set<String> = [String(lower)]
        for index in lower.indices {
            var copy = lower
            copy.remove(at: index)
            result.insert(String(copy))
        }
        return result
    }

    /// Every candidate one or two edits (of any kind, case changes included) from a
    /// word, among random ASCII names: each that shares a variant is admitted.
    @Test func admitsEveryCandidateThatSharesAVariant() {
        var random = SeededGenerator(seed: 7)
        let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-.")
        var checked = 0, shared = 0
        for _ in 0..<300 {
            let words = (0..<Int(random.next() % 5 + 1)).map { _ in
                String((0..<Int(random.next() % 12 + 1)).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] })
            }
            let filter = CandidateFilter(lowered: words.map { $0.lowercased() })
            for word in words {
                for _ in 0..<40 {
                    var candidate = Array(word)
                    for _ in 0..<Int(random.next() % 2 + 1) {
                        let position = Int(random.next() % UInt64(candidate.count + 1))
                        let letter = alphabet[Int(random.next() % UInt64(alphabet.count))]
                        switch random.next() % 5 {
                        case 0 where position < candidate.count: candidate.remove(at: position)
                        case 1: candidate.insert(letter, at: position)
                        case 2 where position < candidate.count: candidate[position] = letter
                        case 3 where position + 1 < candidate.count: candidate.swapAt(position, position + 1)
                        default: candidate = Array(String(candidate).uppercased())
                        }
                    }
                    let text = String(candidate)
                    checked += 1
                    guard words.contains(where: { !variants($0).isDisjoint(with: variants(text)) }) else { continue }
                    shared += 1
                    #expect(filter.admits(text), "\(text) shares a variant with one of \(words)")
                }
            }
        }
        // The random edits made both kinds of candidate.
        #expect(shared > 1_000 && shared < checked)
    }

    /// Names of another length or with other letters are ruled out: the filter saves work.
    @Test func rulesOutNamesThatShareNothing() {
        let filter = CandidateFilter(lowered: ["news28detial", "store64detial"])
        #expect(filter.admits("News28Detail"))
        #expect(filter.admits("NEWS28DETAIL"))
        #expect(filter.admits("Store64Detail"))
        #expect(!filter.admits("News29Editor"))
        #expect(!filter.admits("Fitness0Detail"))
        #expect(!filter.admits("News28DetailView"))
        #expect(!filter.admits("News2"))
    }

    /// Where lengths in bytes are not lengths in characters, or there are many words, everything is admitted.
    @Test func admitsEverythingItCannotJudge() {
        let ascii = CandidateFilter(lowered: ["home"])
        #expect(ascii.admits("Homé"))
        #expect(ascii.admits("ho\r\nme"))
        #expect(!ascii.admits("Settings"))
        #expect(CandidateFilter(lowered: ["écran"]).admits("Settings"))
        let many = (0...CandidateFilter.wordLimit).map { "word\($0)" }
        #expect(CandidateFilter(lowered: many).admits("Settings"))
        #expect(!CandidateFilter(lowered: Array(many.prefix(CandidateFilter.wordLimit))).admits("Settings"))
    }
}
