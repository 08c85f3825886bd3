import PresentLintYAML

/// The source lines printed under findings. Lines are numbered as libyaml
/// numbers them (CR LF, CR, LF, NEL, LS and PS end a line) and a column is a
/// Unicode scalar, as in libyaml's marks. Findings come in position order, so
/// lines and columns are found walking forward: one pass over the file, and no
/// memory per line. Long lines are cut to a window around the finding, and
/// control characters are shown as U+FFFD, so neither a huge line nor
/// terminal escapes reach the output.
public struct SourceExcerpt {
    /// The most characters of a source line that are printed.
    static let width = 160
    /// How many characters before the finding's column the window keeps.
    static let leadingContext = 60

    private let bytes: [UInt8]
    /// The line found last: its number and the byte range of its text, without the break.
    private var line: (number: Int, text: Range<Int>)
    /// The last position found on that line, to continue from for later findings.
    private var cursor: (column: Int, offset: Int) = (1, 0)

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        line = (1, 0..<0)
        line.text = 0..<Self.end(ofLineAt: 0, in: bytes)
    }

    /// Moves to line `number` (forward from the current line, or from the top
    /// when going back), or returns false past the last line.
    private mutating func move(toLine number: Int) -> Bool {
        if number < line.number {
            line = (1, 0..<Self.end(ofLineAt: 0, in: bytes))
            cursor = (1, 0)
        }
        while line.number < number {
            let breakEnd = line.text.upperBound + Self.breakLength(at: line.text.upperBound, in: bytes)
            guard breakEnd > line.text.upperBound else { return false }
            line = (line.number + 1, breakEnd..<Self.end(ofLineAt: breakEnd, in: bytes))
            cursor = (1, breakEnd)
        }
        return true
    }

    private static func end(ofLineAt start: Int, in bytes: [UInt8]) -> Int {
        var index = start
        while index < bytes.count, breakLength(at: index, in: bytes) == 0 { index += 1 }
        return index
    }

    /// The length of the line break at `index`, or 0.
    static func breakLength(at index: Int, in bytes: [UInt8]) -> Int {
        guard index < bytes.count else { return 0 }
        switch bytes[index] {
        case 0x0A: return 1
        case 0x0D: return index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 1
        case 0xC2 where index + 1 < bytes.count && bytes[index + 1] == 0x85: return 2
        case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80 && bytes[index + 2] & 0xFE == 0xA8: return 3
        default: return 0
        }
    }

    /// The printed source line and its caret underline for a range starting on
    /// an existing line, or nil. Cheapest when called in position order (the
    /// window starts then only move forward, so each line is walked once).
    mutating func excerpt(for range: SourceRange) -> (line: String, underline: String)? {
        let number = range.start.line
        guard number >= 1, move(toLine: number) else { return nil }
        let line = self.line.text
        let column = max(1, range.start.column)
        // On a long line, the window starts `leadingContext` characters before the column.
        var wanted = 1
        if column - 1 > Self.leadingContext, scalarCount(line, limit: Self.width + 1) > Self.width {
            wanted = column - Self.leadingContext
        }
        let (windowStart, firstColumn) = offset(column: wanted)
        let endColumn = range.end.line == number ? max(range.end.column, column + 1) : Int.max
        // Built as bytes and made strings once: a file with many findings on one line prints many windows.
        var text: [UInt8] = firstColumn > 1 ? Array("...".utf8) : []
        var underline: [UInt8] = firstColumn > 1 ? Array("   ".utf8) : []
        text.reserveCapacity(Self.width + 6)
        underline.reserveCapacity(Self.width + 3)
        var current = firstColumn
        var index = windowStart
        while index < line.upperBound, current - firstColumn < Self.width {
            let (scalar, length) = decode(at: index, limit: line.upperBound)
            let shown = Self.printable(scalar)
            if shown.value < 0x80 { text.append(UInt8(shown.value)) } else { UTF8.encode(shown) { text.append($0) } }
            // The underline takes as many terminal cells as the text above it (ASCII: one, looked up no further).
            let cells = shown.value < 0x80 ? 1 : Self.isZeroWidth(shown) ? 0 : Self.isWide(shown) ? 2 : 1
            if current < column {
                if shown == "\t" { underline.append(0x09) } else { for _ in 0..<cells { underline.append(0x20) } }
            } else if current == column {
                underline.append(UInt8(ascii: "^"))
                for _ in 1..<max(1, cells) { underline.append(UInt8(ascii: "~")) }
            } else if current < endColumn {
                for _ in 0..<cells { underline.append(UInt8(ascii: "~")) }
            }
            current += 1
            index += length
        }
        if index < line.upperBound { text += "...".utf8 }
        // A column past the end of the line points just after its last character.
        if current <= column { underline.append(UInt8(ascii: "^")) }
        return (String(decoding: text, as: UTF8.self), String(decoding: underline, as: UTF8.self))
    }

    /// The byte offset of a 1-based column on the current line and the column
    /// actually reached (less at the end of the line), continuing from the
    /// previous lookup when it was at or before that column.
    private mutating func offset(column: Int) -> (offset: Int, column: Int) {
        var (current, index) = cursor.column <= column ? cursor : (1, line.text.lowerBound)
        while current < column, index < line.text.upperBound {
            index += decode(at: index, limit: line.text.upperBound).length
            current += 1
        }
        cursor = (current, index)
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

    /// East Asian wide and fullwidth characters (CJK, kana, Hangul, fullwidth
    /// forms) and emoji take two cells on a terminal.
    private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
             0xFFE0...0xFFE6, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
            true
        default:
            scalar.value >= 0x1F000 && scalar.properties.isEmojiPresentation
        }
    }

    /// Combining marks and format characters take no column on a terminal.
    private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: true
        default: false
        }
    }

    /// Characters that change the order text is shown in (bidirectional
    /// controls) or show as nothing: in a message they would make a name look
    /// like another ("Settings\u{200B}" like "Settings"), so they are escaped.
    private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x061C, 0x200B, 0x200E, 0x200F, 0x202A...0x202E, 0x2060, 0x2066...0x2069, 0xFEFF: true
        default: false
        }
    }

    /// `text` (a file name, say) with the same characters escaped as in a message, uncut.
    public static func printableText(_ text: String) -> String { printableMessage(text, limit: .max) }

    /// A message with control characters, bidirectional controls and invisible
    /// characters escaped (`\u{1B}`), cut to `limit` characters.
    static func printableMessage(_ message: String, limit: Int = 1_000) -> String {
        // Most messages are printable ASCII within the limit: nothing to escape or cut.
        if message.utf8.count <= limit, message.utf8.allSatisfy({ (0x20...0x7E).contains($0) }) { return message }
        var result = ""
        var count = 0
        for scalar in message.unicodeScalars {
            if count >= limit { return result + "..." }
            if printable(scalar) == scalar, !isInvisible(scalar) {
                result.unicodeScalars.append(scalar)
            } else {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
            count += 1
        }
        return result
    }
}
