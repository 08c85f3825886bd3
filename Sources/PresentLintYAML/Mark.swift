/// A position in a source file: 1-based line and 1-based column, where the
/// column counts Unicode characters (as libyaml does), not bytes.
/// Stored in 32 bits each (a description is at most tens of megabytes), so
/// that the positions kept for every value stay small.
public struct Mark: Hashable, Comparable, Sendable, CustomStringConvertible {
    private var storedLine: Int32
    private var storedColumn: Int32

    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = Int32(clamping: newValue) }
    }

    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = Int32(clamping: newValue) }
    }

    public init(line: Int, column: Int) {
        storedLine = Int32(clamping: line)
        storedColumn = Int32(clamping: column)
    }

    public static func < (lhs: Mark, rhs: Mark) -> Bool {
        (lhs.storedLine, lhs.storedColumn) < (rhs.storedLine, rhs.storedColumn)
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
