internal import CYAML

/// What the streaming loader reports, in document order.
public enum StreamEvent {
    case documentStarted
    /// A collection started; the root is at depth 0.
    case started(NodeID, depth: Int, kind: NodeKind)
    /// A scalar or an alias was read, or a collection ended.
    case finished(NodeID, depth: Int)
    case documentFinished(YAMLDocument)
}

/// What `StreamingLoader` reports to.
public protocol StreamVisitor {
    mutating func visit(_ event: StreamEvent, cursor: inout StreamingLoader.Cursor)
}

/// Reads YAML like `YAMLLoader`, but hands every node to a visitor as it
/// starts and finishes, and lets the visitor drop finished nodes it has
/// consumed: a large document can then be processed entry by entry without
/// ever holding all of its nodes.
public enum StreamingLoader {
    /// The visitor's handle on the document being read.
    public struct Cursor {
        fileprivate var builder: TreeBuilder

        /// The nodes read so far in the current document (see `TreeBuilder.snapshot()`).
        /// Release it before returning to the loader, or the loader copies its storage.
        public func snapshot() -> YAMLDocument { builder.snapshot() }

        /// The number of nodes read so far in the current document.
        public var nodeCount: Int { builder.nodeCount }

        /// Drops the nodes from `first` on: they must be finished, carry no
        /// anchor (see `lastAnchoredNode`), and be the last nodes read.
        public mutating func discard(from first: NodeID) { builder.discard(from: first) }

        /// Marks an open mapping whose entries the visitor consumes: the
        /// loader does not look for repeated keys in it.
        public mutating func markStreamed(_ node: NodeID) { builder.markStreamed(node) }

        /// Repeated keys found so far whose repeated key is `node` or later.
        public func duplicateKeys(from node: NodeID) -> [DuplicateKey] { builder.duplicateKeys(from: node) }

        /// The highest node with an anchor, or -1: nodes up to it cannot be dropped.
        public var lastAnchoredNode: Int32 { builder.lastAnchoredNode }

        /// The first alias at which the current document's aliases expand past the limit.
        public var expansionExceeded: AliasExpansion? { builder.expansionExceeded }
    }

    /// The parts of a stream that outlive its nodes.
    public struct Outcome {
        /// The error that ended the stream early, if any; the document it
        /// interrupted is not reported as finished.
        public var syntaxError: YAMLSyntaxError?
        /// What comment scanning needs from the finished documents (if asked for).
        public var commentContext: CommentContext
    }

    /// How many zero bytes must follow the input in its allocation for libyaml
    /// to read it in place (`load`'s `zeroPadded`).
    public static let zeroPadding = Int(PRESENTLINT_YAML_ZERO_PADDING)

    /// Reads every document of `bytes`.
    /// - Parameters:
    ///   - seed: texts that get the first scalar ids of every document, in order.
    ///   - notesCommentContext: collect `Outcome.commentContext`.
    ///   - expansionLimit: measure alias expansion against this limit (`Cursor.expansionExceeded`).
    ///   - zeroPadded: the allocation of `bytes` continues with `zeroPadding`
    ///     zero bytes after its last element (as `FileReader`'s arrays do, and
    ///     so a slice to their end), so that libyaml can read valid text in
    ///     place instead of copying it.
    public static func load(
        _ bytes: ArraySlice<UInt8>, maximumDepth: Int = YAMLLoader.defaultMaximumDepth, seed: ScalarSeed? = nil,
        notesCommentContext: Bool = false, expansionLimit: Int? = nil, zeroPadded: Bool = false,
        visitor: inout some StreamVisitor
    ) -> Outcome {
        bytes.withUnsafeBufferPointer { buffer in
            var cursor = Cursor(builder: TreeBuilder(
                seed: seed, notesCommentContext: notesCommentContext, expansionLimit: expansionLimit))
            cursor.builder.reserve(forBytes: min(bytes.count, 1 << 20))
            let error = read(EventPipeline(buffer, zeroPadded: zeroPadded), maximumDepth: maximumDepth, cursor: &cursor, visitor: &visitor)
            var context = cursor.builder.finishedCommentContext
            context.literalRanges.sort()
            return Outcome(syntaxError: error, commentContext: context)
        }
    }

    /// How many events ahead a scalar's slot in the scalar table is brought into the cache.
    /// A large description's names are met again far apart, so most of their slots have left
    /// the cache; fetched ahead, they arrive while the events before them are read.
    static let prefetchDistance = 16

    /// Builds the nodes of `events` and reports them to `visitor`; returns the
    /// error that ended the stream early, if any. (A function of its own, with
    /// no closure capturing `cursor`: every access to it is checked at compile time.)
    private static func read(
        _ events: EventPipeline, maximumDepth: Int, cursor: inout Cursor, visitor: inout some StreamVisitor
    ) -> YAMLSyntaxError? {
        while let event = events.next() {
            if event.pointee.kind == .streamEnd { return nil }
            if let ahead = events.upcoming(Self.prefetchDistance), let hash = ahead.pointee.scalarHash {
                cursor.builder.prefetchScalar(hash: hash)
            }
            let change = cursor.builder.change(event.pointee)
            if let problem = cursor.builder.nestingProblem(maximumDepth: maximumDepth) {
                return YAMLSyntaxError(stage: .limit, problem: problem, mark: event.pointee.start)
            }
            switch change {
            case .none: break
            case .documentStarted: visitor.visit(.documentStarted, cursor: &cursor)
            case .started(let node, let depth):
                let kind: NodeKind = event.pointee.kind == .mappingStart ? .mapping : .sequence
                visitor.visit(.started(node, depth: depth, kind: kind), cursor: &cursor)
            case .finished(let node, let depth): visitor.visit(.finished(node, depth: depth), cursor: &cursor)
            case .documentFinished(let document): visitor.visit(.documentFinished(document), cursor: &cursor)
            }
        }
        return events.error
    }
}
