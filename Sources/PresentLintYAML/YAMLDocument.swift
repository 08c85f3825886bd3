/// One YAML document as a positioned node tree, stored flat for speed: nodes
/// are indices into compact arrays, so a large file costs a few arrays rather
/// than one object per node.
public final class YAMLDocument: Sendable {

    @usableFromInline
    struct Record: Sendable {
        @usableFromInline var range: SourceRange
        /// scalar: the id of its text in `scalars`; collection: first index into
        /// `children`; alias: the id of the alias name in `scalars`.
        @usableFromInline var payload: Int32
        /// collection: number of children (keys and values count separately);
        /// alias: the target node index, or -1 for an undefined anchor.
        @usableFromInline var count: Int32
        @usableFromInline var kind: NodeKind
        /// The style's raw value, plus the flags below.
        var style: UInt8

        /// The node has a tag (in `tags`).
        static let tagged: UInt8 = 0x80
        /// A key that an earlier key of its mapping repeats (see `duplicateKeys`).
        static let repeatedKey: UInt8 = 0x40
        static let styleMask: UInt8 = 0x1F
    }

    @usableFromInline let records: [Record]
    let childIndices: [Int32]
    let scalars: ScalarTable
    let anchors: [Int32: String]
    let tags: [Int32: String]

    /// The document's root node.
    public let root: NodeID
    /// Whether the document began with `---` / ended with `...`.
    public let explicitStart: Bool
    public let explicitEnd: Bool
    /// Where the document starts and ends in the stream.
    public let range: SourceRange
    /// Scalar keys that a mapping repeats, in document order.
    public let duplicateKeys: [DuplicateKey]
    /// The number of alias nodes (`*name`).
    public let aliasCount: Int
    /// The texts that got the document's first scalar ids, if it was read with a seed.
    public let seed: ScalarSeed?

    init(
        records: [Record], childIndices: [Int32], scalars: ScalarTable,
        anchors: [Int32: String], tags: [Int32: String], root: NodeID,
        explicitStart: Bool, explicitEnd: Bool, range: SourceRange, duplicateKeys: [DuplicateKey],
        aliasCount: Int, seed: ScalarSeed? = nil
    ) {
        self.aliasCount = aliasCount
        self.seed = seed
        self.records = records
        self.childIndices = childIndices
        self.scalars = scalars
        self.anchors = anchors
        self.tags = tags
        self.root = root
        self.explicitStart = explicitStart
        self.explicitEnd = explicitEnd
        self.range = range
        self.duplicateKeys = duplicateKeys
    }

    /// Number of nodes in the document (aliases count once each).
    public var nodeCount: Int { records.count }

    @inlinable
    public func kind(_ node: NodeID) -> NodeKind { records[Int(node.index)].kind }

    /// The node's own span (an alias's span is the `*name` text).
    @inlinable
    public func range(_ node: NodeID) -> SourceRange { records[Int(node.index)].range }

    /// The scalar's value, or nil for other nodes.

    public func scalar(_ node: NodeID) -> String? {
        let r = records[Int(node.index)]
        return r.kind == .scalar ? scalars.text(r.payload) : nil
    }

    /// The id of the scalar's text, or nil for other nodes. Two scalars of one
    /// document have the same id exactly when their texts are equal; ids run
    /// from 0 to `distinctScalarCount - 1`.
    public func scalarID(_ node: NodeID) -> Int32? {
        let r = records[Int(node.index)]
        return r.kind == .scalar ? r.payload : nil
    }

    /// The id of a mapping key's text: a scalar's own, or for an alias key the
    /// id of the scalar it refers to (two keys are the same key when these match).
    public func keyID(_ node: NodeID) -> Int32? { scalarID(resolved(node)) }

    /// The text of a mapping key (see `keyID`), for messages.
    public func keyText(_ node: NodeID) -> String? { scalar(resolved(node)) }

    /// The id of `text` if some scalar (or alias name) of the document has it.
    public func scalarID(of text: String) -> Int32? { scalars.lookup(text) }

    /// The number of distinct scalar texts (and alias names) in the document.
    public var distinctScalarCount: Int { scalars.count }

    /// The text of a scalar id.
    public func text(ofScalarID id: Int32) -> String { scalars.text(id) }

    /// True when `node` is a scalar whose text is exactly `text`, compared
    /// without creating a string.
    public func scalar(_ node: NodeID, is text: StaticString) -> Bool {
        let r = records[Int(node.index)]
        return r.kind == .scalar && scalars.equals(r.payload, text)
    }

    /// True when the scalar id's text is exactly `text`.
    public func scalarID(_ id: Int32, is text: StaticString) -> Bool {
        scalars.equals(id, text)
    }

    public func scalarStyle(_ node: NodeID) -> ScalarStyle? {
        let r = records[Int(node.index)]
        return r.kind == .scalar ? ScalarStyle(rawValue: r.style & Record.styleMask) : nil
    }

    public func collectionStyle(_ node: NodeID) -> CollectionStyle? {
        let r = records[Int(node.index)]
        return r.kind == .sequence || r.kind == .mapping ? CollectionStyle(rawValue: r.style & Record.styleMask) : nil
    }

    /// The explicit tag written on the node (`!!str`, `!local`), fully resolved by libyaml.
    public func tag(_ node: NodeID) -> String? {
        records[Int(node.index)].style & Record.tagged == 0 ? nil : tags[node.index]
    }

    /// True for a key that an earlier key of the same mapping repeats: YAML
    /// keeps the first, and `duplicateKeys` reports the repetition.
    public func isRepeatedKey(_ node: NodeID) -> Bool {
        records[Int(node.index)].style & Record.repeatedKey != 0
    }

    /// The anchor (`&name`) written on the node.
    public func anchor(_ node: NodeID) -> String? { anchors[node.index] }

    /// The anchor name an alias refers to.
    public func aliasName(_ node: NodeID) -> String? {
        let r = records[Int(node.index)]
        return r.kind == .alias ? scalars.text(r.payload) : nil
    }

    /// The anchored node an alias refers to (nil if the anchor is undefined).
    public func aliasTarget(_ node: NodeID) -> NodeID? {
        let r = records[Int(node.index)]
        return r.kind == .alias && r.count >= 0 ? NodeID(r.count) : nil
    }

    /// Follows an alias to its anchored node; other nodes are returned as is.

    public func resolved(_ node: NodeID) -> NodeID {
        let r = records[Int(node.index)]
        return r.kind == .alias && r.count >= 0 ? NodeID(r.count) : node
    }

    /// The children of a sequence, or keys and values alternating for a mapping.

    public func children(_ node: NodeID) -> Children {
        let r = records[Int(node.index)]
        guard r.kind == .sequence || r.kind == .mapping else { return Children(storage: childIndices[0..<0]) }
        let start = Int(r.payload)
        return Children(storage: childIndices[start..<start + Int(r.count)])
    }

    /// Number of key/value pairs written in a mapping (merges not expanded).
    public func pairCount(_ node: NodeID) -> Int {
        kind(node) == .mapping ? Int(records[Int(node.index)].count) / 2 : 0
    }

    /// True for a scalar whose type YAML resolves from its text (so `true` is
    /// a bool and `1` a number): a plain one, or one tagged `!!bool`, `!!int`,
    /// `!!float` or `!!null` whatever its style. Quoted and block scalars are
    /// strings, and so is a scalar tagged `!!str` or `!`; any other tag is not
    /// YAML's and leaves the style to decide.
    public func resolvesByContent(_ node: NodeID) -> Bool {
        let r = records[Int(node.index)]
        guard r.kind == .scalar else { return false }
        let plain = r.style & Record.styleMask == ScalarStyle.plain.rawValue
        guard r.style & Record.tagged != 0, let tag = tags[node.index] else { return plain }
        switch tag {
        case "tag:yaml.org,2002:bool", "tag:yaml.org,2002:int", "tag:yaml.org,2002:float", "tag:yaml.org,2002:null":
            return true
        case "tag:yaml.org,2002:str", "!": return false
        default: return plain
        }
    }

    /// True for a `null`, `Null`, `NULL`, `~` or empty scalar that YAML reads
    /// as null: plain, or tagged `!!null` (see `resolvesByContent`).
    public func isNull(_ node: NodeID) -> Bool {
        let r = records[Int(node.index)]
        guard r.kind == .scalar else { return false }
        if r.style & ~Record.repeatedKey != ScalarStyle.plain.rawValue {
            // Tagged or not plain: only a tag that leaves the text to decide.
            guard r.style & Record.tagged != 0, resolvesByContent(node) else { return false }
        }
        guard scalars.length(r.payload) <= 4 else { return false }
        return scalars.equals(r.payload, "") || scalars.equals(r.payload, "~") || scalars.equals(r.payload, "null")
            || scalars.equals(r.payload, "Null") || scalars.equals(r.payload, "NULL")
    }

    /// The children of a collection as node ids, without copying.
    public struct Children: RandomAccessCollection, Sendable {
        let storage: ArraySlice<Int32>
        init(storage: ArraySlice<Int32>) { self.storage = storage }
        public var startIndex: Int { storage.startIndex }
        public var endIndex: Int { storage.endIndex }
        public subscript(position: Int) -> NodeID { NodeID(storage[position]) }
    }
}
