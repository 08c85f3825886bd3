import PresentLintCore
import PresentLintYAML

/// Where linting goes on after a YAML syntax error: the next line that starts
/// a document, `---` at the start of the line followed by a space, a tab, a
/// line break or the end of the file. YAML does not allow such a line inside a
/// document, so no error reaches past it. libyaml cannot go on after an error,
/// so the file is read again from that line as a stream of its own.
///
/// A cursor over the file's lines (CR LF, CR, LF, NEL, LS and PS end a line,
/// as libyaml counts them) that only moves forward: the lines are read once
/// however many errors the file holds.
struct DocumentMarkers {
    private let bytes: [UInt8]
    /// The first byte of line `line`.
    private var offset = 0
    private var line = 1

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The first line from `first` on that starts a document: its number and
    /// the offset of its first byte; nil when no line does. The cursor never
    /// moves back: for a `first` it has already passed, the answer is the first
    /// such line from the cursor on (the lines passed over start no document,
    /// except one the cursor stopped at before).
    mutating func next(fromLine first: Int) -> (line: Int, offset: Int)? {
        while offset < bytes.count {
            if line >= first, startsDocument(at: offset) { return (line, offset) }
            var end = offset
            while end < bytes.count, SourceExcerpt.breakLength(at: end, in: bytes) == 0 { end += 1 }
            guard end < bytes.count else { break }
            offset = end + SourceExcerpt.breakLength(at: end, in: bytes)
            line += 1
        }
        offset = bytes.count
        return nil
    }

    /// Whether line `number` starts a document; false for a line the cursor has passed.
    mutating func startsDocument(line number: Int) -> Bool {
        next(fromLine: number)?.line == number
    }

    private func startsDocument(at start: Int) -> Bool {
        guard bytes.count - start >= 3, bytes[start] == 0x2D, bytes[start + 1] == 0x2D, bytes[start + 2] == 0x2D else {
            return false
        }
        let after = start + 3
        return after == bytes.count || bytes[after] == 0x20 || bytes[after] == 0x09
            || SourceExcerpt.breakLength(at: after, in: bytes) > 0
    }
}
