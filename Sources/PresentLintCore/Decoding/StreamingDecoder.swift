import PresentLintYAML

/// Decodes every document of a file while libyaml reads it. The entries of
/// the large sections (`screens`, `presentations` and the definitions) are
/// decoded as soon as they are complete, a few hundred at a time, and their
/// YAML nodes are dropped again, so a description of any size never holds
/// all of its nodes: memory stays close to the size of the description itself.
///
/// The result is the same as `YAMLLoader.load` followed by
/// `DescriptionDecoder.decode` on each document: entries are decoded by the
/// same code, repeated keys and alias bombs are found the same way, and
/// everything that depends on the order of the sections (the default style,
/// inline delegates, references) is settled when the document ends. A
/// document whose root is not a mapping is decoded whole at its end.
public enum StreamingDecoder {
    /// One decoded document.
    public struct Document: Sendable {
        /// Nil when the document is not a description (see `DescriptionDecoder.decode`).
        public let description: NavigationDescription?
        /// Where the document starts and ends in the file.
        public let range: SourceRange
        private let decodingFindings: [Finding]
        /// The `unknown-reference` findings, which go before `decodingFindings[referencesAt...]`.
        private let references: PendingFindings?
        private let referencesAt: Int

        init(description: NavigationDescription?, findings: [Finding], range: SourceRange) {
            self.init(description: description, findings: findings, references: nil, at: findings.count, range: range)
        }

        init(description: NavigationDescription?, findings: [Finding], references: PendingFindings?, at index: Int, range: SourceRange) {
            self.description = description
            self.range = range
            decodingFindings = findings
            self.references = references
            referencesAt = index
        }

        /// The findings about the document itself, in the order they were met (waits
        /// for the search for suggestions when it is still running).
        public var findings: [Finding] {
            guard let references else { return decodingFindings }
            return Array(decodingFindings[..<referencesAt]) + references.value + decodingFindings[referencesAt...]
        }
    }

    public struct Result: Sendable {
        /// The documents read to their end (none when they were handed to `eachDocument`).
        public var documents: [Document]
        /// The YAML error that ended the file early, if any.
        public var syntaxError: YAMLSyntaxError?
        /// What finding comments needs from `documents`, when asked for.
        public var commentContext: CommentContext
    }

    /// Entries decoded together, from one view of the nodes read so far.
    static let batchSize = 256

    /// Every document of `bytes`, decoded (see `decode(_:notesCommentContext:zeroPadded:aliasBudget:maximumDepth:eachDocument:)`).
    public static func decode(
        _ bytes: [UInt8], notesCommentContext: Bool = false, zeroPadded: Bool = false,
        aliasBudget: Int = DescriptionDecoder.defaultAliasBudget, maximumDepth: Int = YAMLLoader.defaultMaximumDepth
    ) -> Result {
        var documents: [Document] = []
        let outcome = decode(
            bytes[...], notesCommentContext: notesCommentContext, zeroPadded: zeroPadded, aliasBudget: aliasBudget,
            maximumDepth: maximumDepth) { documents.append($0) }
        return Result(documents: documents, syntaxError: outcome.syntaxError, commentContext: outcome.commentContext)
    }

    /// Decodes every document of `bytes` and hands each to `handle`, in order, so
    /// that a caller can check one and let it go before the next: a file of many
    /// documents then holds about two at a time. A document is handed over when
    /// the one after it ends, and the last once the YAML is released, so that a
    /// file of one large document resolves its names with no YAML nodes in memory.
    /// The result's `documents` is empty.
    /// - Parameters:
    ///   - notesCommentContext: collect `Result.commentContext` (for finding comments).
    ///   - zeroPadded: see `StreamingLoader.load`.
    public static func decode(
        _ bytes: ArraySlice<UInt8>, notesCommentContext: Bool = false, zeroPadded: Bool = false,
        aliasBudget: Int = DescriptionDecoder.defaultAliasBudget, maximumDepth: Int = YAMLLoader.defaultMaximumDepth,
        eachDocument handle: (Document) -> Void
    ) -> Result {
        // The visitor holds the handler only while the loader runs.
        withoutActuallyEscaping(handle) { handle in
            var visitor = Visitor(aliasBudget: aliasBudget, expectedPositions: bytes.count / 16, handle: handle)
            let outcome = StreamingLoader.load(
                bytes, maximumDepth: maximumDepth, seed: DecodingContext.seed,
                notesCommentContext: notesCommentContext, expansionLimit: aliasBudget, zeroPadded: zeroPadded,
                visitor: &visitor)
            // References are resolved once the YAML is released: the name indexes never share memory with the nodes.
            // Resolved from a temporary: the decoder (its YAML view and tables) is gone before the handler runs.
            if let last = visitor.pending.take()?.resolved() { handle(last) }
            return Result(documents: [], syntaxError: outcome.syntaxError, commentContext: outcome.commentContext)
        }
    }

    /// A document read to its end, before its references are resolved.
    enum Decoded {
        /// From this many undefined names plus definitions searched, suggestions are searched in the background.
        static let backgroundSearchSize = 512

        case done(Document)
        case unresolved(ObjectDecoder, range: SourceRange)

        func resolved() -> Document {
            switch self {
            case .done(let document): return document
            case .unresolved(let decoder, let range):
                var description = decoder.description
                var context = decoder.context
                let unknown = ReferenceResolver.resolve(&description, positions: context.positions)
                let filter = context.aliasFilter
                // Suggestions for undefined names are searched among every definition of their
                // kind: for a large description, on another thread while the caller goes on.
                let references = PendingFindings(
                    inBackground: unknown.searchSize >= Self.backgroundSearchSize) { unknown.findings(admitting: filter) }
                let referencesAt = context.findings.count
                HierarchyValidator.validate(&description, into: &context)
                return Document(
                    description: description, findings: context.findings, references: references, at: referencesAt, range: range)
            }
        }
    }

    /// Hands the loader's events to the reader of the current document.
    private struct Visitor: StreamVisitor {
        let aliasBudget: Int
        /// About how many positions the descriptions will store (reserved, so the table is not copied as it grows).
        let expectedPositions: Int
        let handle: (Document) -> Void
        /// The last document read, handed over when the next one ends (or after the loader).
        var pending: Decoded?
        var documentCount = 0
        /// The reader of the document being read. Held in a class: mutated as an
        /// optional struct, the whole reader was copied (and its references retained
        /// and released) at every event.
        var current: ReaderBox?

        final class ReaderBox {
            // Only the visitor reaches the box, on the loader's thread, and a reader never reaches
            // its own box: no access can overlap, so none is checked at run time.
            @exclusivity(unchecked) var reader: DocumentReader

            init(_ reader: DocumentReader) {
                self.reader = reader
            }
        }

        mutating func visit(_ event: StreamEvent, cursor: inout StreamingLoader.Cursor) {
            switch event {
            case .documentStarted:
                // Room for the whole file's positions goes to the first document only: a file of many
                // small documents would otherwise hold that room once per document.
                current = ReaderBox(DocumentReader(
                    aliasBudget: aliasBudget, expectedPositions: documentCount == 0 ? expectedPositions : 0, cursor: cursor))
            case .started(let node, let depth, let kind):
                current?.reader.started(node, depth: depth, kind: kind, cursor: &cursor)
            case .finished(let node, let depth):
                current?.reader.finished(node, depth: depth, cursor: &cursor)
            case .documentFinished(let document):
                if let box = current {
                    let decoded = box.reader.finish(document, cursor: &cursor)
                    if let previous = pending.take()?.resolved() { handle(previous) }
                    pending = decoded
                    documentCount += 1
                }
                current = nil
            }
        }
    }
}

/// The state of one document while it is read.
struct DocumentReader {
    let aliasBudget: Int
    private var decoder: ObjectDecoder
    /// Nil until the root starts; false when the document is decoded whole at its end.
    private var streamsRoot: Bool?
    /// At depth 1: the key whose value comes next, and whether its text is new at the top level.
    private var topKey: NodeID?
    private var topKeyIsFirst = false
    private var seenTopKeys: Set<Int32> = []
    private var section: Section?
    private var streamedSections: Set<KnownKey> = []
    /// Repeated keys already reported, among the nodes that were kept.
    private var reportedRepeats: Set<Int32> = []
    /// A tiny document that the decoder holds between batches, so that the
    /// loader's storage is never shared (and copied) while it grows.
    private static let placeholder = YAMLLoader.load(Array("{}".utf8)).documents[0]

    init(aliasBudget: Int, expectedPositions: Int, cursor: StreamingLoader.Cursor) {
        self.aliasBudget = aliasBudget
        // The document starts with the seed's ids, so the context's key tables are the seed's.
        var context = DecodingContext(document: cursor.snapshot(), aliasBudget: aliasBudget)
        context.document = Self.placeholder
        context.positions.reserve(expectedPositions)
        decoder = ObjectDecoder(context: context, description: NavigationDescription(
            positions: context.positions, location: Location(range: SourceRange(at: Mark(line: 1, column: 1)))))
    }

    /// A section whose entries are decoded as they complete.
    private struct Section {
        let key: KnownKey
        let container: NodeID
        /// A sequence (`presentations`), else a mapping of named definitions.
        let isSequence: Bool
        /// The key of the entry being read (mappings).
        var pendingKey: NodeID?
        /// Complete entries not decoded yet (with the last node of each), and the first node of the first of them.
        var entries: [(key: NodeID?, value: NodeID, end: Int32)] = []
        var batchStart: Int32
        /// Where each key text was first written, and which are own (not `<<`)
        /// keys: the first own key of each text is decoded (mappings).
        var keys = SectionKeys()
        /// `<<` values in the section itself, and the nodes they keep.
        var merges: [NodeID] = []
        var keptUpTo: Int32 = -1
    }

    private static let namedSections: Set<KnownKey> = [
        .screens, .animators, .interactionControllers, .presentationControllers, .transitioningDelegates,
    ]

    // MARK: Events

    mutating func started(_ node: NodeID, depth: Int, kind: NodeKind, cursor: inout StreamingLoader.Cursor) {
        switch depth {
        case 0:
            streamsRoot = kind == .mapping && cursor.lastAnchoredNode != node.index
        case 1 where streamsRoot == true && section == nil:
            startSection(node, kind: kind, cursor: &cursor)
        default:
            break
        }
    }

    mutating func finished(_ node: NodeID, depth: Int, cursor: inout StreamingLoader.Cursor) {
        guard streamsRoot == true else { return }
        if depth == 1 {
            if topKey == nil {
                topKey = node
                let id = cursor.snapshot().scalarID(node)
                topKeyIsFirst = id.map { seenTopKeys.insert($0).inserted } ?? false
            } else {
                if section?.container == node { endSection(cursor: &cursor) }
                topKey = nil
            }
            return
        }
        // The section is changed in place: a copy would share, and then copy, its growing storage.
        guard depth == 2, section != nil else { return }
        if !section!.isSequence, section!.pendingKey == nil {
            section!.pendingKey = node
            return
        }
        section!.entries.append((section!.pendingKey, node, Int32(cursor.nodeCount - 1)))
        section!.pendingKey = nil
        if section!.entries.count >= StreamingDecoder.batchSize { decodeEntries(cursor: &cursor) }
    }

    /// Starts streaming a top-level collection when it is the first occurrence
    /// of a section of the right kind, without an anchor (nothing refers to it).
    private mutating func startSection(_ node: NodeID, kind: NodeKind, cursor: inout StreamingLoader.Cursor) {
        guard let keyNode = topKey, topKeyIsFirst, cursor.lastAnchoredNode != node.index,
              let id = cursor.snapshot().scalarID(keyNode),
              let key = KnownKey(rawValue: cursor.snapshot().text(ofScalarID: id)) else { return }
        let isSequence: Bool
        switch (key, kind) {
        case (.presentations, .sequence): isSequence = true
        case (_, .mapping) where Self.namedSections.contains(key): isSequence = false
        default: return
        }
        cursor.markStreamed(node)
        streamedSections.insert(key)
        section = Section(key: key, container: node, isSequence: isSequence, batchStart: node.index + 1)
    }

    // MARK: Decoding entries

    /// Decodes the complete entries of the section, then drops their nodes
    /// unless something may still refer to them (an anchor, a `<<` value).
    private mutating func decodeEntries(cursor: inout StreamingLoader.Cursor) {
        guard self.section?.entries.isEmpty == false, var section = self.section.take() else { return }
        // After an alias bomb nothing more is decoded, and the nodes stay for its finding.
        guard cursor.expansionExceeded == nil else {
            section.entries = []
            self.section = section
            return
        }
        let start = NodeID(section.batchStart)
        let repeats = cursor.duplicateKeys(from: start)
        decode(&section, repeats: repeats, cursor: cursor)
        // An anchored node and everything up to the end of its entry stay: aliases may refer to them.
        var keepUpTo = section.keptUpTo
        if cursor.lastAnchoredNode >= start.index {
            keepUpTo = max(keepUpTo, section.entries.first { $0.end >= cursor.lastAnchoredNode }?.end ?? Int32(cursor.nodeCount - 1))
        }
        section.entries = []
        let dropFrom = max(start.index, keepUpTo + 1)
        for duplicate in repeats where duplicate.repeated.index < dropFrom {
            reportedRepeats.insert(duplicate.repeated.index)
        }
        if Int(dropFrom) < cursor.nodeCount { cursor.discard(from: NodeID(dropFrom)) }
        section.batchStart = Int32(cursor.nodeCount)
        self.section = section
    }

    /// Decodes a batch from one view of the nodes, released before the loader continues.
    private mutating func decode(_ section: inout Section, repeats: [DuplicateKey], cursor: StreamingLoader.Cursor) {
        let document = cursor.snapshot()
        decoder.context.document = document
        for duplicate in repeats { decoder.context.repeatedKey(duplicate.repeated, firstRange: document.range(duplicate.first)) }
        for (key, value, end) in section.entries { decodeEntry(key: key, value: value, end: end, in: &section) }
        decoder.context.document = Self.placeholder
    }

    private mutating func decodeEntry(key keyNode: NodeID?, value node: NodeID, end: Int32, in section: inout Section) {
        let document = decoder.context.document
        guard let keyNode else {
            decoder.decodePresentation(decoder.context.value(node, inheritedAlias: -1))
            return
        }
        // As `YAMLDocument.entries(of:budget:)` reads a mapping: a repeated key is
        // reported, `<<` values are merged at the end, and the first of each key is kept.
        let id = document.keyID(keyNode)
        if let id, let first = section.keys.firstPosition(of: id, notingIfFirst: {
            decoder.context.positions.add(Location(range: document.range(keyNode)))
        }) {
            decoder.context.repeatedKey(keyNode, firstRange: decoder.context.positions.location(first).range)
        }
        if document.isMergeKey(keyNode) {
            section.merges.append(node)
            section.keptUpTo = max(section.keptUpTo, end)
            return
        }
        if let id, !section.keys.insertOwn(id) { return }
        let key = decoder.context.value(keyNode, inheritedAlias: -1)
        let body = decoder.context.value(node, ofKey: keyNode, inheritedAlias: -1)
        decodeNamed(section.key, key: key, body: body)
    }

    private mutating func decodeNamed(_ section: KnownKey, key: Value, body: Value) {
        switch section {
        case .screens: decoder.decodeScreen(key: key, body: body)
        case .animators: decoder.decodeAnimator(key: key, body: body)
        case .interactionControllers: decoder.decodeInteractionController(key: key, body: body)
        case .presentationControllers: decoder.decodePresentationController(key: key, body: body)
        case .transitioningDelegates: decoder.decodeTransitioningDelegate(key: key, body: body)
        default: break
        }
    }

    /// The section ended: decode what is left, then what its `<<` values add.
    private mutating func endSection(cursor: inout StreamingLoader.Cursor) {
        decodeEntries(cursor: &cursor)
        guard let section = section.take(), !section.merges.isEmpty, cursor.expansionExceeded == nil else { return }
        let document = cursor.snapshot()
        decoder.context.document = document
        for merge in section.merges {
            for invalid in document.invalidMergeSources(merge) {
                let source = decoder.context.value(invalid.source, inheritedAlias: invalid.via?.index ?? -1)
                decoder.context.schema("a '<<' merge value must be a mapping, an alias of one, or a sequence of them",
                                       at: decoder.context.location(source), subject: "merge")
            }
        }
        let merged = document.mergedEntries(from: section.merges, ownKeys: section.keys.ownKeys, budget: &decoder.context.budget)
        decoder.context.reportExpansionLimits(at: decoder.context.location(Value(node: section.container, alias: -1)))
        for entry in merged {
            let via = entry.mergedVia?.index ?? -1
            decodeNamed(section.key, key: decoder.context.value(entry.key, inheritedAlias: via),
                        body: decoder.context.value(entry.value, ofKey: entry.key, inheritedAlias: via))
        }
        decoder.context.document = Self.placeholder
    }

    // MARK: The end of the document

    mutating func finish(_ document: YAMLDocument, cursor: inout StreamingLoader.Cursor) -> StreamingDecoder.Decoded {
        guard streamsRoot == true, !streamedSections.isEmpty else {
            let (description, findings) = DescriptionDecoder.decode(document, aliasBudget: aliasBudget)
            return .done(StreamingDecoder.Document(description: description, findings: findings, range: document.range))
        }
        if let expansion = cursor.expansionExceeded {
            return .done(StreamingDecoder.Document(
                description: nil, findings: [AliasBombCheck.finding(for: expansion, in: document, budget: aliasBudget)],
                range: document.range))
        }
        decoder.context.document = document
        for duplicate in document.duplicateKeys where !reportedRepeats.contains(duplicate.repeated.index) {
            decoder.context.repeatedKey(duplicate.repeated, firstRange: document.range(duplicate.first))
        }
        let root = decoder.context.value(document.root, inheritedAlias: -1)
        decoder.description.location = decoder.context.location(root)
        decoder.decodeTopLevel(root, streamed: streamedSections)
        decoder.finish()
        decoder.context.document = Self.placeholder
        return .unresolved(decoder, range: document.range)
    }
}
