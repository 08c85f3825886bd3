import PresentLintCore
import PresentLintYAML

/// One `# presentlint:...` comment.
struct SuppressionDirective: Sendable {
    enum Kind: String, CaseIterable, Sendable {
        case disableLine = "disable-line"
        case disableNextLine = "disable-next-line"
        case disable
        case enable
        case disableFile = "disable-file"
    }

    /// A rule id in the comment's list, with its position.
    struct RuleToken: Sendable {
        let id: String
        let range: SourceRange
    }

    let kind: Kind
    /// From the `#` to the end of the comment.
    let range: SourceRange
    /// The rules listed, or nil for every rule.
    let rules: [RuleToken]?

    var line: Int { range.start.line }

    /// True when the directive names `rule` (or names no rule, so applies to all).
    func names(_ rule: String) -> Bool {
        rules.map { tokens in tokens.contains { $0.id == rule } } ?? true
    }

    /// `presentlint:disable-line a, b` as written, for messages.
    var spelled: String { "presentlint:\(kind.rawValue)" }
}

/// A comment that starts with `presentlint:` but names no directive.
struct MalformedDirective: Error, Sendable {
    let range: SourceRange
    let word: String
}

enum DirectiveParser {
    static let prefix = "presentlint:"

    /// The directive in `comment`; nil for an ordinary comment.
    static func parse(_ comment: Comment) -> Result<SuppressionDirective, MalformedDirective>? {
        let scalars = Array(comment.text.unicodeScalars)
        var index = 0
        func column(_ offset: Int) -> Int { comment.mark.column + 1 + offset }
        func mark(_ offset: Int) -> Mark { Mark(line: comment.mark.line, column: column(offset)) }
        func skipBlanks() { while index < scalars.count, scalars[index] == " " || scalars[index] == "\t" { index += 1 } }

        skipBlanks()
        let prefixScalars = Array(prefix.unicodeScalars)
        guard scalars[index...].starts(with: prefixScalars) else { return nil }
        index += prefixScalars.count
        skipBlanks()
        var end = scalars.count
        while end > index, scalars[end - 1] == " " || scalars[end - 1] == "\t" { end -= 1 }
        let range = SourceRange(start: comment.mark, end: mark(end))

        let wordStart = index
        while index < end, scalars[index] != " ", scalars[index] != "\t", scalars[index] != "," { index += 1 }
        let word = String(String.UnicodeScalarView(scalars[wordStart..<index]))
        guard let kind = SuppressionDirective.Kind(rawValue: word) else {
            return .failure(MalformedDirective(range: range, word: word))
        }

        var tokens: [SuppressionDirective.RuleToken] = []
        while index < end {
            while index < end, [" ", "\t", ","].contains(scalars[index]) { index += 1 }
            let start = index
            while index < end, ![" ", "\t", ","].contains(scalars[index]) { index += 1 }
            guard index > start else { break }
            let token = String(String.UnicodeScalarView(scalars[start..<index]))
            if token.hasPrefix("--") { break }  // `-- reason` ends the list
            tokens.append(.init(id: token, range: SourceRange(start: mark(start), end: mark(index))))
        }
        // `all` (as SwiftLint spells it) is every rule, as no list is.
        let everyRule = tokens.isEmpty || tokens.contains { $0.id == "all" }
        return .success(SuppressionDirective(kind: kind, range: range, rules: everyRule ? nil : tokens))
    }
}
