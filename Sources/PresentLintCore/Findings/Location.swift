import PresentLintYAML

/// Where a value of the description was written. A value reached through an
/// alias is reported at the alias (`range`), and `anchored` keeps the position
/// of the anchored node it stands for.
public struct Location: Hashable, Sendable {
    public var range: SourceRange
    public var anchored: SourceRange?
    /// When the value lies inside anchored content (a `<<` merge, an entry of an
    /// aliased mapping): the node that carries the anchor.
    public var anchorNode: SourceRange?

    public init(range: SourceRange, anchored: SourceRange? = nil, anchorNode: SourceRange? = nil) {
        self.range = range
        self.anchored = anchored
        self.anchorNode = anchorNode
    }

    public var start: Mark { range.start }

    /// The same place, narrowed to its start (for a finding about an omitted key).
    public var atStart: Location {
        Location(range: SourceRange(at: range.start), anchored: anchored, anchorNode: anchorNode)
    }
}
