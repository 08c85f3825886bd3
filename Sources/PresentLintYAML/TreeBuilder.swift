/// Turns libyaml events into `YAMLDocument`s. Children of open collections
/// wait on one shared stack and are copied into place when their collection
/// ends, so every node is written once and nothing recurses.
///
/// For reading a large document without keeping all of it, the builder also
/// reports each node as it starts and finishes (`Change`), gives a view of
/// the nodes so far (`snapshot()`), lets finished nodes be dropped again
/// (`discard(from:)`), measures alias expansion as it goes, and can note the
/// ranges of quoted and block scalars.
struct TreeBuilder {
    private typealias Record = YAMLDocument.Record

    /// What one event did.
    enum Change {
        case none
        /// A collection started at `depth` (the root is at depth 0).
        case started(NodeID, depth: Int)
        /// A scalar or alias was read, or a collection ended, at `depth`.
        case finished(NodeID, depth: Int)
        case documentStarted
        case documentFinished(YAMLDocument)
    }

    private var records: [Record] = []
    private var childIndices: [Int32] = []
    private var scalars: ScalarTable
    private var anchors: [Int32: String] = [:]
    private var tags: [Int32: String] = [:]
    private var anchorTargets: [String: Int32] = [:]
    private var duplicateKeys: [DuplicateKey] = []
    private var pending: [Int32] = []
    private var open: [(node: Int32, firstPending: Int)] = []
    private var root: Int32 = -1
    private var documentStart = Mark(line: 1, column: 1)
    private var explicitStart = false
    private var aliasCount = 0
    /// Where the node finished last ends: when a block collection closes, its last child.
    private var lastFinishedEnd = Mark(line: 1, column: 1)
    /// Collections whose children are read and dropped by the caller: their
    /// keys are not checked for duplicates here. (A few top-level sections: a
    /// list is searched faster than a set.)
    private var streamed: [Int32] = []
    /// The highest node that has an anchor, or -1.
    private(set) var lastAnchoredNode: Int32 = -1

    /// Texts given the first scalar ids of every document, in order.
    private let seed: ScalarSeed?
    /// Whether to note what comment scanning needs (`CommentContext`).
    private let notesCommentContext: Bool
    /// The comment context of the current document.
    private var commentContext = CommentContext()
    /// The same for the documents finished so far.
    private(set) var finishedCommentContext = CommentContext()
    /// Alias expansion is measured against this limit (nil: not measured).
    private let expansionLimit: Int?
    private var expansion = ExpansionCounter()
    /// The first alias at which the aliases of the current document (or of the
    /// one just finished, until the next starts) expand past `expansionLimit`.
    private(set) var expansionExceeded: AliasExpansion?
    private var reservedBytes = 0

    init(seed: ScalarSeed? = nil, notesCommentContext: Bool = false, expansionLimit: Int? = nil) {
        self.seed = seed
        self.notesCommentContext = notesCommentContext
        self.expansionLimit = expansionLimit
        scalars = seed?.table ?? ScalarTable()
    }

    /// Reserves room for a document of about `bytes` bytes of YAML, so that the
    /// arrays are not copied as they grow. Capacity that is never written costs
    /// address space only, not memory.
    mutating func reserve(forBytes bytes: Int) {
        reservedBytes = bytes
        records.reserveCapacity(bytes / 6)
        childIndices.reserveCapacity(bytes / 8)
        scalars.reserve(bytes: bytes)
    }

    /// How many collections are open.
    var depth: Int { open.count }
    /// How many of the open collections are flow collections (`[ ]`, `{ }`).
    private(set) var flowDepth = 0

    /// The nesting limit the open collections pass, as the problem of a syntax error; nil
    /// within the limits: `maximumDepth` collections, and at most `YAMLLoader.maximumFlowDepth`
    /// (or `maximumDepth`, if lower) of them flow collections.
    func nestingProblem(maximumDepth: Int) -> String? {
        let flowLimit = min(maximumDepth, YAMLLoader.maximumFlowDepth)
        // Fewer open collections than the flow limit pass both limits: the one check of most events.
        guard open.count > flowLimit else { return nil }
        if open.count > maximumDepth { return "collections are nested more than \(maximumDepth) levels deep" }
        if flowDepth > flowLimit { return "flow collections ([ ] and { }) are nested more than \(flowLimit) levels deep" }
        return nil
    }

    /// The nodes read so far in the current document, as a document whose root
    /// is the first node. Collections that are still open have no children yet.
    /// Release it before the next event, so that the builder's storage is not copied.
    func snapshot() -> YAMLDocument {
        YAMLDocument(
            records: records, childIndices: childIndices, scalars: scalars, anchors: anchors, tags: tags,
            root: NodeID(0), explicitStart: explicitStart, explicitEnd: false,
            range: SourceRange(at: documentStart), duplicateKeys: duplicateKeys, aliasCount: aliasCount, seed: seed)
    }

    /// The number of nodes read so far in the current document.
    var nodeCount: Int { records.count }

    /// Repeated keys found so far whose repeated key is `node` or later.
    func duplicateKeys(from node: NodeID) -> [DuplicateKey] {
        duplicateKeys.filter { $0.repeated.index >= node.index }
    }

    /// Marks an open collection whose children the caller reads and drops.
    mutating func markStreamed(_ node: NodeID) {
        if !streamed.contains(node.index) { streamed.append(node.index) }
    }

    /// Drops the nodes from `first` on. They must be finished (a scalar or a
    /// closed collection, with all their descendants), carry no anchor, and
    /// be the last nodes read.
    mutating func discard(from first: NodeID) {
        let start = Int(first.index)
        guard start < records.count, lastAnchoredNode < first.index else { return }
        var childrenStart = childIndices.count
        for index in start..<records.count where records[index].kind == .sequence || records[index].kind == .mapping {
            childrenStart = min(childrenStart, Int(records[index].payload))
        }
        records.removeSubrange(start...)
        childIndices.removeSubrange(childrenStart...)
        while let last = pending.last, last >= first.index { pending.removeLast() }
        if !tags.isEmpty { tags = tags.filter { $0.key < first.index } }
        if duplicateKeys.last.map({ $0.repeated.index >= first.index }) == true {
            duplicateKeys.removeAll { $0.repeated.index >= first.index }
        }
    }

    /// Brings in the scalar table's slot for a scalar of `hash` that is about to be read.
    func prefetchScalar(hash: UInt32) { scalars.prefetch(hash: hash) }

    /// Feeds one event; returns the document it completes, if any.
    mutating func consume(_ event: ParsedEvent) -> YAMLDocument? {
        if case .documentFinished(let document) = change(event) { return document }
        return nil
    }

    /// Feeds one event; returns what it did.
    mutating func change(_ event: ParsedEvent) -> Change {
        switch event.kind {
        case .documentStart:
            expansionExceeded = nil
            documentStart = event.start
            explicitStart = event.isExplicit
            return .documentStarted
        case .documentEnd:
            return .documentFinished(finishDocument(end: event.end, explicitEnd: event.isExplicit))
        case .scalar:
            let id = scalars.intern(event.text, hash: event.scalarHash ?? ScalarTable.hash(event.text))
            let node = addNode(event, kind: .scalar, payload: id)
            if notesCommentContext {
                if event.style != ScalarStyle.plain.rawValue { commentContext.literalRanges.append(records[Int(node)].range) }
                noteEntry(node)
            }
            if expansionLimit != nil { expansion.add(leaf: node, size: 1, anchored: event.anchor != nil) }
            lastFinishedEnd = records[Int(node)].range.end
            return .finished(NodeID(node), depth: open.count)
        case .alias:
            let name = String(decoding: event.text, as: UTF8.self)
            let id = scalars.intern(event.text)
            let target = anchorTargets[name] ?? -1
            aliasCount += 1
            let node = addNode(event, kind: .alias, payload: id, count: target)
            lastFinishedEnd = records[Int(node)].range.end
            if notesCommentContext { noteEntry(node) }
            if let expansionLimit {
                let size = expansion.addAlias(target: target)
                if expansionExceeded == nil, expansion.total > expansionLimit {
                    expansionExceeded = AliasExpansion(alias: NodeID(node), aliasSize: size, total: expansion.total)
                }
            }
            return .finished(NodeID(node), depth: open.count)
        case .sequenceStart:
            let node = openCollection(event, kind: .sequence)
            return .started(NodeID(node), depth: open.count - 1)
        case .mappingStart:
            let node = openCollection(event, kind: .mapping)
            return .started(NodeID(node), depth: open.count - 1)
        case .sequenceEnd, .mappingEnd:
            guard let node = closeCollection(end: event.end) else { return .none }
            if notesCommentContext { noteEntry(node) }
            return .finished(NodeID(node), depth: open.count)
        case .streamStart, .streamEnd:
            return .none
        }
    }

    /// Notes the entry that `node`, just finished, completes when it spans more
    /// than one line: a list item, or a mapping value with its key.
    private mutating func noteEntry(_ node: Int32) {
        guard let parent = open.last, pending.last == node else { return }
        let start: Mark
        switch records[Int(parent.node)].kind {
        case .sequence: start = records[Int(node)].range.start
        case .mapping where (pending.count - parent.firstPending) % 2 == 0:
            start = records[Int(pending[pending.count - 2])].range.start
        default: return
        }
        let end = records[Int(node)].range.end
        if end.line > start.line { commentContext.entryRanges.append(SourceRange(start: start, end: end)) }
    }

    /// Adds the node of `event`, with the event's style, anchor and tag.
    @discardableResult
    private mutating func addNode(_ event: ParsedEvent, kind: NodeKind, payload: Int32, count: Int32 = 0) -> Int32 {
        let id = Int32(records.count)
        records.append(Record(
            range: SourceRange(start: event.start, end: event.end),
            payload: payload, count: count, kind: kind, style: kind == .alias ? 0 : event.style))
        if let anchor = event.anchor {
            let name = String(decoding: anchor, as: UTF8.self)
            anchors[id] = name
            anchorTargets[name] = id
            lastAnchoredNode = id
        }
        if let tag = event.tag {
            tags[id] = String(decoding: tag, as: UTF8.self)
            records[Int(id)].style |= Record.tagged
        }
        if open.isEmpty { root = id } else { pending.append(id) }
        return id
    }

    private mutating func openCollection(_ event: ParsedEvent, kind: NodeKind) -> Int32 {
        let node = addNode(event, kind: kind, payload: 0)
        open.append((node: node, firstPending: pending.count))
        if event.style == CollectionStyle.flow.rawValue { flowDepth += 1 }
        if expansionLimit != nil { expansion.open(anchored: event.anchor != nil) }
        return node
    }

    private mutating func closeCollection(end: Mark) -> Int32? {
        guard let (node, firstPending) = open.popLast() else { return nil }
        if expansionLimit != nil { expansion.close(node) }
        let first = childIndices.count
        childIndices.append(contentsOf: pending[firstPending...])
        pending.removeSubrange(firstPending...)
        let index = Int(node)
        records[index].payload = Int32(first)
        records[index].count = Int32(childIndices.count - first)
        // libyaml ends a block collection where the next token starts (often the next
        // entry's line); it ends with its last child instead.
        let isBlock = records[index].style & Record.styleMask == CollectionStyle.block.rawValue
        if !isBlock { flowDepth -= 1 }
        records[index].range.end = isBlock ? max(lastFinishedEnd, records[index].range.start) : end
        lastFinishedEnd = records[index].range.end
        if records[index].kind == .mapping, !streamed.contains(node) {
            findDuplicateKeys(childIndices[first...])
        }
        return node
    }

    /// Reports scalar keys seen twice in one mapping, comparing the ids of
    /// their texts (an alias key by its anchored scalar's). Small mappings (the
    /// usual case) are compared pairwise; larger ones use a dictionary.
    private mutating func findDuplicateKeys(_ children: ArraySlice<Int32>) {
        let pairCount = children.count / 2
        guard pairCount > 1 else { return }
        let start = children.startIndex
        func keyText(_ pair: Int) -> Int32? {
            var record = records[Int(children[start + 2 * pair])]
            if record.kind == .alias, record.count >= 0 { record = records[Int(record.count)] }
            return record.kind == .scalar ? record.payload : nil
        }
        if pairCount <= 12 {
            for later in 1..<pairCount {
                guard let text = keyText(later) else { continue }
                for earlier in 0..<later where keyText(earlier) == text {
                    markRepeated(children[start + 2 * later], first: children[start + 2 * earlier])
                    break
                }
            }
        } else {
            var seen: [Int32: Int32] = [:]
            seen.reserveCapacity(pairCount)
            for pair in 0..<pairCount {
                guard let text = keyText(pair) else { continue }
                let key = children[start + 2 * pair]
                if let first = seen[text] {
                    markRepeated(key, first: first)
                } else {
                    seen[text] = key
                }
            }
        }
    }

    private mutating func markRepeated(_ key: Int32, first: Int32) {
        duplicateKeys.append(DuplicateKey(first: NodeID(first), repeated: NodeID(key)))
        records[Int(key)].style |= Record.repeatedKey
    }

    private mutating func finishDocument(end: Mark, explicitEnd: Bool) -> YAMLDocument {
        var kept = finishedCommentContext
        kept.append(commentContext)
        let exceeded = expansionExceeded
        if root < 0 {
            // libyaml always emits a root node; keep the tree well formed regardless.
            let empty = scalars.intern(UnsafeBufferPointer(start: nil, count: 0))
            records.append(Record(
                range: SourceRange(at: documentStart),
                payload: empty, count: 0, kind: .scalar, style: ScalarStyle.plain.rawValue))
            root = Int32(records.count - 1)
        }
        let document = YAMLDocument(
            records: records, childIndices: childIndices, scalars: scalars, anchors: anchors, tags: tags,
            root: NodeID(root), explicitStart: explicitStart, explicitEnd: explicitEnd,
            range: SourceRange(start: documentStart, end: end), duplicateKeys: duplicateKeys,
            aliasCount: aliasCount, seed: seed)
        self = TreeBuilder(seed: seed, notesCommentContext: notesCommentContext, expansionLimit: expansionLimit)
        finishedCommentContext = kept
        expansionExceeded = exceeded
        if reservedBytes > 0 { reserve(forBytes: reservedBytes) }
        return document
    }
}

/// Alias expansion measured while a document is read, as
/// `YAMLDocument.aliasExpansion(exceeding:)` measures it on a finished one:
/// a scalar counts 1, a collection 1 plus its children, an alias the size of
/// its anchored node once that node is finished (else 1); the total adds up
/// the aliases. Sizes are kept for anchored nodes only.
private struct ExpansionCounter {
    private static let saturation = Int.max / 2
    /// Per open collection inside an anchored one (itself included): its size
    /// so far, and whether it has an anchor. Only an anchored node's size is
    /// ever read (by an alias to it), so the collections with no anchored
    /// collection around them or on them are not sized: most of a description.
    private var open: [(size: Int, anchored: Bool)] = []
    private var anchoredSizes: [Int32: Int] = [:]
    private(set) var total = 0

    mutating func add(leaf node: Int32, size: Int, anchored: Bool) {
        if anchored { anchoredSizes[node] = size }
        addToParent(size)
    }

    /// Adds an alias; returns its size.
    mutating func addAlias(target: Int32) -> Int {
        let size = target >= 0 ? anchoredSizes[target] ?? 1 : 1
        total = min(Self.saturation, total + size)
        addToParent(size)
        return size
    }

    mutating func open(anchored: Bool) {
        // A collection outside every anchored one is not sized. It opens with no tracked
        // collection open, and closes once every collection inside it has: again with none.
        guard !open.isEmpty || anchored else { return }
        open.append((1, anchored))
    }

    mutating func close(_ node: Int32) {
        guard let (size, anchored) = open.popLast() else { return }
        if anchored { anchoredSizes[node] = size }
        addToParent(size)
    }

    private mutating func addToParent(_ size: Int) {
        guard !open.isEmpty else { return }
        open[open.count - 1].size = min(Self.saturation, open[open.count - 1].size + size)
    }
}
