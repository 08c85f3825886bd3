import PresentLintYAML

/// A setting of the description: its effective value and whether (and where)
/// it was written. A written value that failed to decode keeps the default as
/// `value` but is `invalid`, so rules that depend on it stay silent.
public struct Field<Value: Sendable>: Sendable {
    public enum State: Sendable {
        case defaulted
        case written(Location)
        case invalid(Location)
    }

    public var value: Value
    public var state: State

    public init(default value: Value) {
        self.value = value
        self.state = .defaulted
    }

    public init(_ value: Value, at location: Location) {
        self.value = value
        self.state = .written(location)
    }

    /// Where the value was written (valid or not); nil when omitted.
    public var location: Location? {
        switch state {
        case .defaulted: nil
        case .written(let location), .invalid(let location): location
        }
    }

    /// True when the value was written and decoded.
    public var isWritten: Bool {
        if case .written = state { return true }
        return false
    }

    /// True when a written value failed to decode.
    public var isInvalid: Bool {
        if case .invalid = state { return true }
        return false
    }

    /// The same state with a transformed value.
    public func map<T>(_ transform: (Value) -> T) -> Field<T> {
        var field = Field<T>(default: transform(value))
        switch state {
        case .defaulted: break
        case .written(let location): field.state = .written(location)
        case .invalid(let location): field.state = .invalid(location)
        }
        return field
    }

    /// The value unless it was written invalidly.
    public var trusted: Value? { isInvalid ? nil : value }
}

/// A name that refers to a definition (a screen, an animator, ...). `target`
/// is the index of the definition, or nil if the name is undefined.
public struct Reference: Hashable, Sendable {
    public var name: String
    public var location: Location
    public var target: Int?

    public init(name: String, location: Location, target: Int? = nil) {
        self.name = name
        self.location = location
        self.target = target
    }
}

/// The positions of a description's written values, shared by its model
/// objects: a setting stores the index of its position here (4 bytes) instead
/// of a `Location`, and the table keeps each position packed in 8 bytes. It is
/// filled while the description is decoded and never changes afterwards.
final class PositionTable: @unchecked Sendable {
    /// Per position: the reported range (the value's, or the alias it was
    /// reached through), packed by `pack`, or `unpacked` for a range that does not fit.
    @exclusivity(unchecked) private var ranges: [UInt64] = []
    /// The ranges too large to pack (lines past 2^26, columns past 2^14, spans of 2^10 lines or more).
    @exclusivity(unchecked) private var unpackedRanges: [Int32: SourceRange] = [:]
    /// For the few positions reached through an alias: the anchored value's range,
    /// and the anchored node's when the value lies inside it.
    @exclusivity(unchecked) private var anchored: [Int32: (value: SourceRange, node: SourceRange?)] = [:]
    /// One bit per position: set when `anchored` holds it (most lookups then skip the dictionary).
    @exclusivity(unchecked) private var isAnchored: [UInt64] = []

    /// The packed value of a range kept in `unpackedRanges`.
    private static let unpacked = UInt64.max

    init() {}

    /// Room for about `count` positions.
    func reserve(_ count: Int) {
        ranges.reserveCapacity(count)
        isAnchored.reserveCapacity(count / 64 + 1)
    }

    /// Stores a location; returns its index.
    func add(_ location: Location) -> Int32 {
        let index = Int32(ranges.count)
        if let packed = Self.pack(location.range) {
            ranges.append(packed)
        } else {
            ranges.append(Self.unpacked)
            unpackedRanges[index] = location.range
        }
        if index & 63 == 0 { isAnchored.append(0) }
        if let range = location.anchored {
            anchored[index] = (range, location.anchorNode)
            isAnchored[Int(index >> 6)] |= 1 << UInt64(index & 63)
        }
        return index
    }

    func location(_ index: Int32) -> Location {
        let anchor = isAnchored[Int(index >> 6)] & (1 << UInt64(index & 63)) != 0 ? anchored[index] : nil
        let packed = ranges[Int(index)]
        let range = packed == Self.unpacked ? unpackedRanges[index]! : Self.unpack(packed)
        return Location(range: range, anchored: anchor?.value, anchorNode: anchor?.node)
    }

    /// Start line (26 bits), start column (14), end line minus start line (10)
    /// and end column (14) in one word; nil when a part does not fit.
    static func pack(_ range: SourceRange) -> UInt64? {
        let line = range.start.line, column = range.start.column
        let span = range.end.line - line, endColumn = range.end.column
        guard line >= 0, line < 1 << 26, column >= 0, column < 1 << 14, span >= 0, span < 1 << 10,
              endColumn >= 0, endColumn < 1 << 14 else { return nil }
        let packed = UInt64(line) << 38 | UInt64(column) << 24 | UInt64(span) << 14 | UInt64(endColumn)
        return packed == unpacked ? nil : packed
    }

    static func unpack(_ packed: UInt64) -> SourceRange {
        let line = Int(packed >> 38), span = Int(packed >> 14 & 0x3FF)
        return SourceRange(
            start: Mark(line: line, column: Int(packed >> 24 & 0x3FFF)),
            end: Mark(line: line + span, column: Int(packed & 0x3FFF)))
    }

    func field<Value>(_ slot: Slot<Value>) -> Field<Value> {
        guard slot.position >= 0 else { return Field(default: slot.value) }
        let location = location(slot.position)
        var field = Field(slot.value, at: location)
        if slot.invalid { field.state = .invalid(location) }
        return field
    }

    func reference(_ slot: ReferenceSlot) -> Reference {
        Reference(name: slot.name, location: location(slot.position), target: slot.target >= 0 ? Int(slot.target) : nil)
    }
}

/// A setting as the model stores it: its value, and the index of where it was
/// written in the description's `PositionTable` (-1 when omitted).
struct Slot<Value: Sendable>: Sendable {
    var value: Value
    /// A written value that failed to decode (`value` keeps the default).
    var invalid = false
    var position: Int32 = -1

    init(_ value: Value) {
        self.value = value
    }

    init(_ value: Value, position: Int32, invalid: Bool = false) {
        self.value = value
        self.position = position
        self.invalid = invalid
    }

    /// Written, valid or not.
    var isWritten: Bool { position >= 0 }
}

/// A reference as the model stores it (see `Reference`).
struct ReferenceSlot: Sendable {
    var name: String
    /// The id of the name's text in the document, for resolving by id; -1 if none.
    var nameID: Int32
    var position: Int32
    var target: Int32 = -1
    /// For an inline transitioning delegate while decoding: its index among the inline ones, else -1.
    var inlineIndex: Int32 = -1

    /// The written value is not a name (a list, an empty value, an undefined alias) and was
    /// reported as such: it resolves to nothing, and rules treat it as an unknown reference.
    /// (Marked by a name id no text has, so that the slot, stored by the thousand, stays small.)
    static func invalid(position: Int32) -> ReferenceSlot {
        ReferenceSlot(name: "", nameID: invalidNameID, position: position)
    }

    var isInvalid: Bool { nameID == Self.invalidNameID }

    private static let invalidNameID: Int32 = -2
}
