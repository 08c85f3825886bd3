/// The facts of every presentation, in file order, and their `summaries`. A
/// rule's pass over every presentation tests the summaries, which lie side by
/// side in one small array (`matching(_:)`), and loads the facts and
/// presentation objects, which for a large description are mostly outside the
/// cache, only for the presentations it selects.
public struct PresentationList: RandomAccessCollection, Sendable {
    @usableFromInline let facts: [PresentationFacts]
    /// Per presentation: what rules test first.
    public let summaries: [PresentationSummary]

    /// The facts of `presentations` (`presentations[i].index == i`), made by
    /// `makeFacts`, on two threads when `parallel` is true; each
    /// summary is taken while its objects are still in the cache.
    init(_ presentations: [Presentation], parallel: Bool, facts makeFacts: (Presentation) -> PresentationFacts) {
        let count = presentations.count
        var facts: [PresentationFacts] = []
        summaries = [PresentationSummary](unsafeUninitializedCapacity: count) { summaryBuffer, summaryCount in
            // Each stretch initializes its own summaries.
            facts = mapInStretches(count: count, parallel: parallel) { index in
                let made = makeFacts(presentations[index])
                (summaryBuffer.baseAddress! + index).initialize(to: PresentationSummary(made))
                return made
            }
            summaryCount = count
        }
        self.facts = facts
    }

    public var startIndex: Int { facts.startIndex }
    public var endIndex: Int { facts.endIndex }
    public subscript(position: Int) -> PresentationFacts { facts[position] }

    /// The facts of the presentations whose summary satisfies `predicate`, in file order.
    @inlinable public func matching(_ predicate: @escaping (PresentationSummary) -> Bool) -> Matching {
        Matching(list: self, predicate: predicate)
    }

    /// The facts `matching(_:)` selects, found as the sequence is iterated.
    public struct Matching: Sequence {
        @usableFromInline let list: PresentationList
        @usableFromInline let predicate: (PresentationSummary) -> Bool

        @inlinable init(list: PresentationList, predicate: @escaping (PresentationSummary) -> Bool) {
            self.list = list
            self.predicate = predicate
        }

        @inlinable public func makeIterator() -> Iterator { Iterator(self) }

        public struct Iterator: IteratorProtocol {
            @usableFromInline let matching: Matching
            @usableFromInline var position = 0

            @inlinable init(_ matching: Matching) {
                self.matching = matching
            }

            @inlinable public mutating func next() -> PresentationFacts? {
                let summaries = matching.list.summaries
                while position < summaries.count {
                    position += 1
                    if matching.predicate(summaries[position - 1]) { return matching.list.facts[position - 1] }
                }
                return nil
            }
        }
    }
}
