/// A position in a source file: 1-based line and 1-based column, where the
/// column counts Unicode characters (as libyaml does), not bytes.
public struct Mark: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (lhs: Mark, rhs: Mark) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    public var description: String { "\(line):\(column)" }
}

/// The span of a node: `start` is its first character, `end` the position just
/// after its last character (libyaml's end mark).
public struct SourceRange: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var start: Mark
    public var end: Mark

    public init(start: Mark, end: Mark) {
        self.start = start
        self.end = end
    }

    /// An empty range at `mark`.
    public init(at mark: Mark) {
        self.init(start: mark, end: mark)
    }

    public static func < (lhs: SourceRange, rhs: SourceRange) -> Bool {
        (lhs.start, lhs.end) < (rhs.start, rhs.end)
    }

    public var description: String { "\(start)-\(end)" }
}
