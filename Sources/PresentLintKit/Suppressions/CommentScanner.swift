import PresentLintYAML

/// A YAML comment: `#` at `mark`, and its text after the `#`.
struct Comment: Sendable, Equatable {
    let mark: Mark
    let text: String
}

/// The comments of a file and which lines hold anything else.
struct ScannedText: Sendable {
    var comments: [Comment] = []
    /// Lines with something other than whitespace and a comment.
    var contentLines: Set<Int> = []
}

/// Finds YAML comments in the raw text, since libyaml reports none. A comment
/// starts at a `#` at the start of a line or after a space or tab, outside
/// quoted and block scalars (whose ranges the parsed documents give), and runs
/// to the end of the line. A scalar's range starts at its anchor or tag, which
/// may be followed by comments and line breaks: its text starts at its opening
/// quote, or on the line after a block scalar's `|` or `>` header (which may
/// hold a comment too). Lines and columns count as libyaml counts them:
/// Unicode scalars, with `\r\n`, `\r`, `\n`, NEL, LS and PS as line breaks.
enum CommentScanner {
    /// - Parameter literals: sorted ranges of quoted and block scalars (see `CommentContext`).
    static func scan(_ text: [UInt8], excludingLiterals literals: [SourceRange]) -> ScannedText {
        scan(String(decoding: text, as: UTF8.self).unicodeScalars, excluding: literals)
    }

    /// Where the scan is in the scalar range it is in: its anchor and tag (and
    /// comments after them), a block scalar's header line, or its text.
    private enum LiteralPart {
        case outside, properties, header, text
    }

    static func scan(_ text: String.UnicodeScalarView, excluding literals: [SourceRange]) -> ScannedText {
        var result = ScannedText()
        var line = 1, column = 1
        var previousIsBlank = true
        var comment: (mark: Mark, text: String.UnicodeScalarView)?
        var literalIndex = 0
        var part = LiteralPart.outside
        /// Inside an anchor (`&a`) or tag (`!t`) before a scalar's text: any character is its name.
        var inProperty = false
        var iterator = text.makeIterator()
        var pending = iterator.next()

        func endLine() {
            if let open = comment { result.comments.append(Comment(mark: open.mark, text: String(open.text))) }
            comment = nil
            line += 1
            column = 1
            previousIsBlank = true
            inProperty = false
            if part == .header { part = .text }
        }

        while let scalar = pending {
            pending = iterator.next()
            switch scalar {
            case "\r":
                if pending == "\n" { pending = iterator.next() }
                endLine()
                continue
            case "\n", "\u{85}", "\u{2028}", "\u{2029}":
                endLine()
                continue
            default: break
            }
            defer { column += 1 }
            if comment != nil {
                comment!.text.append(scalar)
                continue
            }
            let mark = Mark(line: line, column: column)
            while literalIndex < literals.count, literals[literalIndex].end <= mark {
                literalIndex += 1
                part = .outside
            }
            let isBlank = scalar == " " || scalar == "\t"
            if part == .outside, literalIndex < literals.count, literals[literalIndex].start <= mark {
                part = .properties
            }
            if part == .properties {
                // The scalar's text starts at its quote or block indicator, after any anchor and tag.
                if isBlank {
                    inProperty = false
                } else if !inProperty, scalar == "&" || scalar == "!" {
                    inProperty = true
                } else if !inProperty, scalar == "'" || scalar == "\"" {
                    part = .text
                } else if !inProperty, scalar == "|" || scalar == ">" {
                    part = .header
                }
            }
            let inLiteral = part == .text
            if scalar == "#", previousIsBlank, !inLiteral {
                comment = (mark, String.UnicodeScalarView())
                continue
            }
            if !isBlank { result.contentLines.insert(line) }
            previousIsBlank = isBlank
        }
        if let open = comment { result.comments.append(Comment(mark: open.mark, text: String(open.text))) }
        return result
    }
}
