import PresentLintYAML

/// The source lines printed under findings. Lines are numbered as libyaml
/// numbers them (CR LF, CR, LF, NEL, LS and PS end a line), found in one pass
/// over the file; a column is a Unicode scalar, as in libyaml's marks. Long
/// lines are cut to a window around the finding, and control characters are
/// shown as U+FFFD, so neither a huge line nor terminal escapes reach the output.
struct SourceExcerpt {
    /// The most characters of a source line that are printed.
    static let width = 160
    /// How many characters before the finding's column the window keeps.
    static let leadingContext = 60

    private let bytes: [UInt8]
    /// Per line (index 0 is line 1): the byte range of its text, without the break.
    private var lines: [Range<Int>] = []
    /// The last position found, to continue from for later findings on the same line.
    private var cursor: (line: Int, column: Int, offset: Int) = (0, 1, 0)

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var start = 0
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            var breakLength = 0
            if byte == 0x0A {
                breakLength = 1
            } else if byte == 0x0D {
                breakLength = index + 1 < count && bytes[index + 1] == 0x0A ? 2 : 1
            } else if byte == 0xC2, index + 1 < count, bytes[index + 1] == 0x85 {
                breakLength = 2
            } else if byte == 0xE2, index + 2 < count, bytes[index + 1] == 0x80, bytes[index + 2] & 0xFE == 0xA8 {
                breakLength = 3
            }
            if breakLength > 0 {
                lines.append(start..<index)
                index += breakLength
                start = index
            } else {
                index += 1
            }
        }
        lines.append(start..<count)
    }

    /// The printed source line and its caret underline for a range starting on
    /// an existing line, or nil. Cheapest when called in position order (the
    /// window starts then only move forward, so each line is walked once).
    mutating func excerpt(for range: SourceRange) -> (line: String, underline: String)? {
        let number = range.start.line
        guard number >= 1, number <= lines.count else { return nil }
        let line = lines[number - 1]
        let column = max(1, range.start.column)
        // On a long line, the window starts `leadingContext` characters before the column.
        var wanted = 1
        if column - 1 > Self.leadingContext, scalarCount(line, limit: Self.width + 1) > Self.width {
            wanted = column - Self.leadingContext
        }
        let (windowStart, firstColumn) = offset(line: number, column: wanted)
        let endColumn = range.end.line == number ? max(range.end.column, column + 1) : Int.max
        var text = firstColumn > 1 ? "..." : ""
        var underline = firstColumn > 1 ? "   " : ""
        var current = firstColumn
        var index = windowStart
        while index < line.upperBound, current - firstColumn < Self.width {
            let (scalar, length) = decode(at: index, limit: line.upperBound)
            let shown = Self.printable(scalar)
            text.unicodeScalars.append(shown)
            if current < column {
                if shown == "\t" { underline += "\t" } else if !Self.isZeroWidth(shown) { underline += " " }
            } else if current == column {
                underline += "^"
            } else if current < endColumn, !Self.isZeroWidth(shown) {
                underline += "~"
            }
            current += 1
            index += length
        }
        if index < line.upperBound { text += "..." }
        // A column past the end of the line points just after its last character.
        if current <= column { underline += "^" }
        return (text, underline)
    }

    /// The byte offset of a 1-based column on a line and the column actually
    /// reached (less at the end of the line), continuing from the previous
    /// lookup when it was on the same line at or before that column.
    private mutating func offset(line number: Int, column: Int) -> (offset: Int, column: Int) {
        let line = lines[number - 1]
        var (current, index) = (1, line.lowerBound)
        if cursor.line == number, cursor.column <= column {
            (current, index) = (cursor.column, cursor.offset)
        }
        while current < column, index < line.upperBound {
            index += decode(at: index, limit: line.upperBound).length
            current += 1
        }
        cursor = (number, current, index)
        return (index, current)
    }

    /// Number of characters in `range`, counting at most to `limit`.
    private func scalarCount(_ range: Range<Int>, limit: Int) -> Int {
        var count = 0
        var index = range.lowerBound
        while index < range.upperBound, count < limit {
            index += decode(at: index, limit: range.upperBound).length
            count += 1
        }
        return count
    }

    /// One scalar of lenient UTF-8 (an invalid byte reads as U+FFFD and takes one byte).
    private func decode(at index: Int, limit: Int) -> (scalar: Unicode.Scalar, length: Int) {
        let lead = bytes[index]
        if lead < 0x80 { return (Unicode.Scalar(lead), 1) }
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
        guard length > 1, index + length <= limit else { return ("\u{FFFD}", 1) }
        var decoder = UTF8()
        var iterator = bytes[index..<index + length].makeIterator()
        if case .scalarValue(let scalar) = decoder.decode(&iterator) { return (scalar, length) }
        return ("\u{FFFD}", 1)
    }

    /// Control characters (other than tab) would move the cursor or start
    /// terminal escapes; they are shown as U+FFFD.
    static func printable(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        let value = scalar.value
        if value == 0x09 { return scalar }
        if value < 0x20 || (0x7F...0x9F).contains(value) { return "\u{FFFD}" }
        return scalar
    }

    /// Combining marks and format characters take no column on a terminal.
    private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: true
        default: false
        }
    }

    /// A message with control characters escaped (`\u{1B}`), cut to `limit` characters.
    static func printableMessage(_ message: String, limit: Int = 1_000) -> String {
        var result = ""
        var count = 0
        for scalar in message.unicodeScalars {
            if count >= limit { return result + "..." }
            if printable(scalar) == scalar || scalar == "\t" {
                result.unicodeScalars.append(scalar)
            } else {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
            count += 1
        }
        return result
    }
}
