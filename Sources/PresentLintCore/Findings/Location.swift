import PresentLintYAML

/// Where a value of the description was written. A value reached through an
/// alias is reported at the alias (`range`), and `anchored` keeps the position
/// of the anchored node it stands for.
public struct Location: Hashable, Sendable {
    public var range: SourceRange
    public var anchored: SourceRange?

    public init(range: SourceRange, anchored: SourceRange? = nil) {
        self.range = range
        self.anchored = anchored
    }

    public var start: Mark { range.start }
}
