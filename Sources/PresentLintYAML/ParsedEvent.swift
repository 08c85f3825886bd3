internal import CYAML

/// One libyaml event as the tree builder reads it: positions converted to
/// `Mark`s, texts as byte buffers. The buffers point into the libyaml event
/// itself or into a copy of its texts (see `EventPipeline`), and stay valid
/// until the next event is asked for.
struct ParsedEvent {
    enum Kind: UInt8 {
        case streamStart, streamEnd, documentStart, documentEnd
        case scalar, alias, sequenceStart, sequenceEnd, mappingStart, mappingEnd
    }

    // The stored properties are ordered, and the optional ones kept without
    // `Optional`'s extra byte, so that an event takes 72 bytes instead of 96:
    // `EventPipeline` hands over thousands of them at a time between threads.
    var kind: Kind
    /// A scalar's `ScalarStyle` or a collection's `CollectionStyle`, as raw values.
    var style: UInt8 = 0
    /// A document start or end written as `---` or `...`.
    var isExplicit = false
    private var hasScalarHash = false
    var start: Mark
    var end: Mark
    private var storedScalarHash: UInt32 = 0
    /// A scalar's value, or the anchor name an alias refers to.
    var text = Self.none
    /// `none` (no base address) when absent.
    private var storedAnchor = Self.none
    private var storedTag = Self.none
    private static let none = UnsafeBufferPointer<UInt8>(start: nil, count: 0)

    var anchor: UnsafeBufferPointer<UInt8>? {
        get { storedAnchor.baseAddress == nil ? nil : storedAnchor }
        set { storedAnchor = newValue ?? Self.none }
    }

    var tag: UnsafeBufferPointer<UInt8>? {
        get { storedTag.baseAddress == nil ? nil : storedTag }
        set { storedTag = newValue ?? Self.none }
    }

    /// The `ScalarTable` hash of a scalar's text, when already computed.
    var scalarHash: UInt32? {
        get { hasScalarHash ? storedScalarHash : nil }
        set {
            hasScalarHash = newValue != nil
            storedScalarHash = newValue ?? 0
        }
    }

    /// A view of `event`, valid as long as the event is not deleted. (Taken by
    /// pointer: the libyaml event is large, and this runs for every event.)
    init(viewing event: UnsafePointer<yaml_event_t>) {
        // Fields are read through the pointer: a copy of the whole event would cost more than the rest.
        start = Mark(event.pointee.start_mark)
        end = Mark(event.pointee.end_mark)
        switch event.pointee.type {
        case YAML_STREAM_START_EVENT:
            kind = .streamStart
        case YAML_DOCUMENT_START_EVENT:
            kind = .documentStart
            isExplicit = event.pointee.data.document_start.implicit == 0
        case YAML_DOCUMENT_END_EVENT:
            kind = .documentEnd
            isExplicit = event.pointee.data.document_end.implicit == 0
        case YAML_SCALAR_EVENT:
            kind = .scalar
            let value = event.pointee.data.scalar.value, length = event.pointee.data.scalar.length
            text = UnsafeBufferPointer(start: UnsafePointer(value), count: value == nil ? 0 : length)
            anchor = Self.text(event.pointee.data.scalar.anchor)
            tag = Self.text(event.pointee.data.scalar.tag)
            switch event.pointee.data.scalar.style {
            case YAML_SINGLE_QUOTED_SCALAR_STYLE: style = ScalarStyle.singleQuoted.rawValue
            case YAML_DOUBLE_QUOTED_SCALAR_STYLE: style = ScalarStyle.doubleQuoted.rawValue
            case YAML_LITERAL_SCALAR_STYLE: style = ScalarStyle.literal.rawValue
            case YAML_FOLDED_SCALAR_STYLE: style = ScalarStyle.folded.rawValue
            default: style = ScalarStyle.plain.rawValue
            }
        case YAML_ALIAS_EVENT:
            kind = .alias
            text = Self.text(event.pointee.data.alias.anchor) ?? text
        case YAML_SEQUENCE_START_EVENT:
            let data = event.pointee.data.sequence_start
            kind = .sequenceStart
            setCollectionStart(anchor: data.anchor, tag: data.tag, isFlow: data.style == YAML_FLOW_SEQUENCE_STYLE)
        case YAML_MAPPING_START_EVENT:
            let data = event.pointee.data.mapping_start
            kind = .mappingStart
            setCollectionStart(anchor: data.anchor, tag: data.tag, isFlow: data.style == YAML_FLOW_MAPPING_STYLE)
        case YAML_SEQUENCE_END_EVENT:
            kind = .sequenceEnd
        case YAML_MAPPING_END_EVENT:
            kind = .mappingEnd
        default:
            // YAML_STREAM_END_EVENT (YAML_NO_EVENT never comes from a successful parse).
            kind = .streamEnd
        }
    }

    private mutating func setCollectionStart(anchor: UnsafeMutablePointer<yaml_char_t>?, tag: UnsafeMutablePointer<yaml_char_t>?, isFlow: Bool) {
        self.anchor = Self.text(anchor)
        self.tag = Self.text(tag)
        style = (isFlow ? CollectionStyle.flow : .block).rawValue
    }

    private static func text(_ string: UnsafeMutablePointer<yaml_char_t>?) -> UnsafeBufferPointer<UInt8>? {
        string.map { UnsafeBufferPointer(start: UnsafePointer($0), count: strlen(UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))) }
    }
}
