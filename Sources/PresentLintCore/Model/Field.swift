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
