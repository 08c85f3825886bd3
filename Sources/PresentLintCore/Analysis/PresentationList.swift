internal import CYAML  // presentlint_prefetch

/// The facts of every presentation, in file order. A rule's pass over all of
/// them reads each facts object and the presentation behind it, objects that
/// lie apart in memory and, for a large description, mostly outside the
/// cache: iterating loads them a few presentations ahead, so that the pass
/// does not wait for memory at every step.
public struct PresentationList: RandomAccessCollection, Sendable {
    @usableFromInline let facts: [PresentationFacts]
    /// Per presentation: the address of its `Presentation` object (only ever loaded, never dereferenced).
    @usableFromInline let presentationAddresses: [UInt]

    init(_ facts: [PresentationFacts]) {
        self.facts = facts
        presentationAddresses = facts.map { UInt(bitPattern: Unmanaged.passUnretained($0.presentation).toOpaque()) }
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
