/// Identifies a node inside one `YAMLDocument`.
public struct NodeID: Hashable, Comparable, Sendable {
    public let index: Int32


    public init(_ index: Int32) { self.index = index }

    public static func < (lhs: NodeID, rhs: NodeID) -> Bool { lhs.index < rhs.index }
}

/// What a node is. An alias keeps its own position and points at its anchored node.
public enum NodeKind: UInt8, Sendable {
    case scalar, sequence, mapping, alias
}

/// How a scalar was written; `plain` scalars are the only ones resolved as
/// booleans, numbers and null.
public enum ScalarStyle: UInt8, Sendable {
    case plain, singleQuoted, doubleQuoted, literal, folded
}

/// Flow (`[a]`, `{a: b}`) or block collections.
public enum CollectionStyle: UInt8, Sendable {
    case block, flow
}

/// One key/value pair of a mapping, after `<<` merge keys are resolved.
public struct MappingEntry: Sendable {
    public let key: NodeID
    public let value: NodeID
    /// The alias (`<<: *base` or `*base` inside a merged sequence) through which
    /// a merged entry was reached, or nil for the mapping's own entries.
    public let mergedVia: NodeID?

    public init(key: NodeID, value: NodeID, mergedVia: NodeID?) {
        self.key = key
        self.value = value
        self.mergedVia = mergedVia
    }
}

/// A key that its mapping already holds: `repeated` is the later occurrence.
public struct DuplicateKey: Hashable, Sendable {
    public let first: NodeID
    public let repeated: NodeID
}
