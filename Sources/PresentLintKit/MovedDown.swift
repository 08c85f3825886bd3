import PresentLintCore
import PresentLintYAML

// A stream that libyaml reads from line `lines + 1` of a file (after a YAML
// syntax error, see `DocumentMarkers`) counts its lines from 1: these place what
// it finds at its lines in the file. Columns stay: a stream starts at a line's start.

extension Finding {
    /// The finding of a stream read from line `lines + 1` of the file, placed in the file.
    func movedDown(by lines: Int) -> Finding {
        guard lines > 0 else { return self }
        var moved = self
        moved.range = range.movedDown(by: lines)
        moved.notes = notes.map { Note(range: $0.range.movedDown(by: lines), message: $0.message) }
        return moved
    }
}

extension CommentContext {
    /// The context of a stream read from line `lines + 1` of the file, placed in the file.
    func movedDown(by lines: Int) -> CommentContext {
        guard lines > 0 else { return self }
        return CommentContext(
            literalRanges: literalRanges.map { $0.movedDown(by: lines) },
            entryRanges: entryRanges.map { $0.movedDown(by: lines) })
    }
}

extension SourceRange {
    func movedDown(by lines: Int) -> SourceRange {
        SourceRange(start: start.movedDown(by: lines), end: end.movedDown(by: lines))
    }
}

extension Mark {
    func movedDown(by lines: Int) -> Mark {
        Mark(line: line + lines, column: column)
    }
}
