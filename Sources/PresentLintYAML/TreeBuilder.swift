internal import CYAML

/// Turns libyaml events into `YAMLDocument`s. Children of open collections
/// wait on one shared stack and are copied into place when their collection
/// ends, so every node is written once and nothing recurses.
struct TreeBuilder {
    private typealias Record = YAMLDocument.Record

    private var records: [Record] = []
    private var childIndices: [Int32] = []
    private var scalars = ScalarTable()
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

    /// Reserves room for a document of about `bytes` bytes of YAML, so that the
    /// arrays are not copied as they grow. Capacity that is never written costs
    /// address space only, not memory.
    mutating func reserve(forBytes bytes: Int) {
        records.reserveCapacity(bytes / 6)
        childIndices.reserveCapacity(bytes / 8)
        scalars.reserve(bytes: bytes)
    }

    /// How many collections are open.
    var depth: Int { open.count }

    /// Feeds one event; returns the document it completes, if any.
    mutating func consume(_ event: yaml_event_t) -> YAMLDocument? {
        switch event.type {
        case YAML_DOCUMENT_START_EVENT:
            documentStart = Mark(event.start_mark)
            explicitStart = event.data.document_start.implicit == 0
        case YAML_DOCUMENT_END_EVENT:
            return finishDocument(end: Mark(event.end_mark), explicitEnd: event.data.document_end.implicit == 0)
        case YAML_SCALAR_EVENT:
            let data = event.data.scalar
            let id = scalars.intern(UnsafeBufferPointer(start: UnsafePointer(data.value), count: data.value == nil ? 0 : data.length))
            let style: ScalarStyle
            switch data.style {
            case YAML_SINGLE_QUOTED_SCALAR_STYLE: style = .singleQuoted
            case YAML_DOUBLE_QUOTED_SCALAR_STYLE: style = .doubleQuoted
            case YAML_LITERAL_SCALAR_STYLE: style = .literal
            case YAML_FOLDED_SCALAR_STYLE: style = .folded
            default: style = .plain
            }
            addNode(event, kind: .scalar, style: style.rawValue, payload: id, anchor: data.anchor, tag: data.tag)
        case YAML_ALIAS_EVENT:
            var name = String(cString: event.data.alias.anchor)
            let id = name.withUTF8 { scalars.intern($0) }
            let target = anchorTargets[name] ?? -1
            aliasCount += 1
            addNode(event, kind: .alias, style: 0, payload: id, count: target, anchor: nil, tag: nil)
        case YAML_SEQUENCE_START_EVENT:
            let data = event.data.sequence_start
            let style = data.style == YAML_FLOW_SEQUENCE_STYLE ? CollectionStyle.flow : .block
            openCollection(event, kind: .sequence, style: style, anchor: data.anchor, tag: data.tag)
        case YAML_MAPPING_START_EVENT:
            let data = event.data.mapping_start
            let style = data.style == YAML_FLOW_MAPPING_STYLE ? CollectionStyle.flow : .block
            openCollection(event, kind: .mapping, style: style, anchor: data.anchor, tag: data.tag)
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            closeCollection(end: Mark(event.end_mark))
        default:
            break
        }
        return nil
    }

    private mutating func addNode(
        _ event: yaml_event_t, kind: NodeKind, style: UInt8, payload: Int32, count: Int32 = 0,
        anchor: UnsafeMutablePointer<yaml_char_t>?, tag: UnsafeMutablePointer<yaml_char_t>?
    ) {
        let id = Int32(records.count)
        records.append(Record(
            startLine: UInt32(event.start_mark.line + 1), startColumn: UInt32(event.start_mark.column + 1),
            endLine: UInt32(event.end_mark.line + 1), endColumn: UInt32(event.end_mark.column + 1),
            payload: payload, count: count, kind: kind, style: style))
        if let anchor {
            let name = String(cString: anchor)
            anchors[id] = name
            anchorTargets[name] = id
        }
        if let tag {
            tags[id] = String(cString: tag)
            records[Int(id)].style |= Record.tagged
        }
        if open.isEmpty { root = id } else { pending.append(id) }
    }

    private mutating func openCollection(
        _ event: yaml_event_t, kind: NodeKind, style: CollectionStyle,
        anchor: UnsafeMutablePointer<yaml_char_t>?, tag: UnsafeMutablePointer<yaml_char_t>?
    ) {
        addNode(event, kind: kind, style: style.rawValue, payload: 0, anchor: anchor, tag: tag)
        open.append((node: Int32(records.count - 1), firstPending: pending.count))
    }

    private mutating func closeCollection(end: Mark) {
        guard let (node, firstPending) = open.popLast() else { return }
        let first = childIndices.count
        childIndices.append(contentsOf: pending[firstPending...])
        pending.removeSubrange(firstPending...)
        let index = Int(node)
        records[index].payload = Int32(first)
        records[index].count = Int32(childIndices.count - first)
        records[index].endLine = UInt32(end.line)
        records[index].endColumn = UInt32(end.column)
        if records[index].kind == .mapping {
            findDuplicateKeys(childIndices[first...])
        }
    }

    /// Reports scalar keys seen twice in one mapping, comparing the ids of
    /// their texts. Small mappings (the usual case) are compared pairwise;
    /// larger ones use a dictionary.
    private mutating func findDuplicateKeys(_ children: ArraySlice<Int32>) {
        let pairCount = children.count / 2
        guard pairCount > 1 else { return }
        let start = children.startIndex
        func keyText(_ pair: Int) -> Int32? {
            let record = records[Int(children[start + 2 * pair])]
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
        if root < 0 {
            // libyaml always emits a root node; keep the tree well formed regardless.
            let empty = scalars.intern(UnsafeBufferPointer(start: nil, count: 0))
            records.append(Record(
                startLine: UInt32(documentStart.line), startColumn: UInt32(documentStart.column),
                endLine: UInt32(documentStart.line), endColumn: UInt32(documentStart.column),
                payload: empty, count: 0, kind: .scalar, style: ScalarStyle.plain.rawValue))
            root = Int32(records.count - 1)
        }
        let document = YAMLDocument(
            records: records, childIndices: childIndices, scalars: scalars, anchors: anchors, tags: tags,
            root: NodeID(root), explicitStart: explicitStart, explicitEnd: explicitEnd,
            range: SourceRange(start: documentStart, end: end), duplicateKeys: duplicateKeys,
            aliasCount: aliasCount)
        self = TreeBuilder()
        return document
    }
}
