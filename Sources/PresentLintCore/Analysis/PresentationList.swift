internal import CYAML  // presentlint_prefetch

/// The facts of every presentation, in file order. A rule's pass over all of
/// them reads each facts object and the presentation behind it, objects that
/// lie apart in memory and, for a large description, mostly outside the
/// cache: iterating loads them a few presentations ahead, so that the pass
/// does not wait for memory at every step. A rule that selects few
/// presentations tests their `summaries` instead (`matching(_:)`), and loads
/// only the objects of those it selects.
public struct PresentationList: RandomAccessCollection, Sendable {
    @usableFromInline let facts: [PresentationFacts]
    /// Per presentation: what rules test first.
    public let summaries: [PresentationSummary]
    /// Per presentation: the address of its `Presentation` object (only ever loaded, never dereferenced).
    @usableFromInline let presentationAddresses: [UInt]

    /// The facts of `presentations` (`presentations[i].index == i`), made by
    /// `makeFacts`, each half on its own thread when `parallel` is true; each
    /// summary is taken while its objects are still in the cache.
    init(_ presentations: [Presentation], parallel: Bool, facts makeFacts: (Presentation) -> PresentationFacts) {
        let count = presentations.count
        var facts: [PresentationFacts] = []
        var addresses: [UInt] = []
        summaries = [PresentationSummary](unsafeUninitializedCapacity: count) { summaryBuffer, summaryCount in
            addresses = [UInt](unsafeUninitializedCapacity: count) { addressBuffer, addressCount in
                // Each thread initializes the summaries and addresses of its own half.
                facts = mapInHalves(count: count, parallel: parallel) { index in
                    let presentation = presentations[index]
                    let made = makeFacts(presentation)
                    (summaryBuffer.baseAddress! + index).initialize(to: PresentationSummary(made))
                    (addressBuffer.baseAddress! + index).initialize(
                        to: UInt(bitPattern: Unmanaged.passUnretained(presentation).toOpaque()))
                    return made
                }
                addressCount = count
            }
            summaryCount = count
        }
        self.facts = facts
        presentationAddresses = addresses
    }

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

    public var startIndex: Int { facts.startIndex }
    public var endIndex: Int { facts.endIndex }
    public subscript(position: Int) -> PresentationFacts { facts[position] }

    @inlinable public func makeIterator() -> Iterator { Iterator(self) }

    /// Hands out the facts in order, loading ahead as `PresentationList` describes.
    /// (Inlinable, so that a rule's loop borrows each facts object instead of retaining it.)
    public struct Iterator: IteratorProtocol {
        @usableFromInline let list: PresentationList
        @usableFromInline var position = 0

        @inlinable init(_ list: PresentationList) {
            self.list = list
        }

        @inlinable public mutating func next() -> PresentationFacts? {
            guard position < list.facts.count else { return nil }
            list.loadAhead(of: position)
            position += 1
            return list.facts[position - 1]
        }
    }

    /// How many presentations ahead their objects are loaded.
    private static let distance = 6

    /// Starts loading the facts and presentation objects `distance` after `position`.
    @usableFromInline func loadAhead(of position: Int) {
        let ahead = position + Self.distance
        guard ahead < facts.count else { return }
        // The addresses are read as plain words: a reference taken the usual way would be retained.
        let factsAddress = facts.withUnsafeBufferPointer {
            UnsafeRawPointer($0.baseAddress!).load(fromByteOffset: ahead * MemoryLayout<UInt>.stride, as: UInt.self)
        }
        Self.prefetch(factsAddress, lines: 2)
        Self.prefetch(presentationAddresses[ahead], lines: 4)
    }

    private static func prefetch(_ address: UInt, lines: UInt) {
        for line in 0..<lines { presentlint_prefetch(UnsafeRawPointer(bitPattern: address + 64 * line)) }
    }
}
