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

/// Where a setting was written, as nodes of the description's YAML document,
/// so that a setting costs 8 bytes of position rather than a `Location`: the
/// value node, and the alias it is reported at when it was reached through one.
struct Origin: Hashable, Sendable {
    /// The value node; -1 when nothing was written.
    var node: Int32
    /// The alias whose position is reported instead, or -1.
    var alias: Int32

    static let none = Origin(node: -1, alias: -1)

    var isWritten: Bool { node >= 0 }
}

/// A setting as the model stores it: its value and where it was written;
/// `YAMLDocument.field(_:)` turns it into the public `Field`.
struct Slot<Value: Sendable>: Sendable {
    var value: Value
    /// A written value that failed to decode (`value` keeps the default).
    var invalid = false
    var origin = Origin.none

    init(_ value: Value) {
        self.value = value
    }

    init(_ value: Value, origin: Origin, invalid: Bool = false) {
        self.value = value
        self.origin = origin
        self.invalid = invalid
    }
}

/// A reference as the model stores it (see `Reference`).
struct ReferenceSlot: Sendable {
    var name: String
    /// The id of the name's text in the document, for resolving by id; -1 if none.
    var nameID: Int32
    var origin: Origin
    var target: Int32 = -1
}

extension YAMLDocument {
    /// The location of a written value: the node, or the alias it was reached through with the node as its anchor.
    func location(_ origin: Origin) -> Location {
        let range = range(NodeID(origin.node))
        guard origin.alias >= 0 else { return Location(range: range) }
        return Location(range: self.range(NodeID(origin.alias)), anchored: range)
    }

    func field<Value>(_ slot: Slot<Value>) -> Field<Value> {
        guard slot.origin.isWritten else { return Field(default: slot.value) }
        var field = Field(slot.value, at: location(slot.origin))
        if slot.invalid { field.state = .invalid(location(slot.origin)) }
        return field
    }

    func reference(_ slot: ReferenceSlot) -> Reference {
        Reference(name: slot.name, location: location(slot.origin), target: slot.target >= 0 ? Int(slot.target) : nil)
    }
}
