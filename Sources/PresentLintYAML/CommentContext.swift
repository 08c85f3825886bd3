/// What finding comments in the raw text needs from the parsed documents:
/// where quoted and block scalars are (a `#` in them is not a comment), and
/// the lines each multi-line entry spans (a list item, or a key with its
/// value), so that a comment on an entry's first line can cover all of it.
public struct CommentContext: Sendable, Equatable {
    /// Quoted and block scalars, with their anchor and tag, sorted.
    public var literalRanges: [SourceRange] = []
    /// Entries that span more than one line: a list item, or a key through its value.
    public var entryRanges: [SourceRange] = []

    public init(literalRanges: [SourceRange] = [], entryRanges: [SourceRange] = []) {
        self.literalRanges = literalRanges
        self.entryRanges = entryRanges
    }

    /// The context of finished documents, then of the next one.
    mutating func append(_ other: CommentContext) {
        literalRanges += other.literalRanges
        entryRanges += other.entryRanges
    }
}
