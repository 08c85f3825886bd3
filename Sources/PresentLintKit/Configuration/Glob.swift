/// A path glob as `.presentlint.yml`'s `include` and `exclude` use it, matched
/// against `/`-separated relative paths: `*` matches within one path segment,
/// `?` one character, `[abc]` / `[a-z]` / `[!a]` one character of a set,
/// `{a,b}` either alternative, and a `**` segment any number of segments
/// (also none, so `**/*.nav.yml` matches `a.nav.yml`, and `Pods/**` matches `Pods`).
public struct Glob: Sendable, Equatable, CustomStringConvertible {
    /// The pattern as written.
    public let pattern: String
    /// The pattern with braces expanded, split into segments (as characters, split once).
    private let alternatives: [[[Character]]]
    /// The same as bytes when the pattern is ASCII: an ASCII path is then matched
    /// byte by byte (a byte is a character there, but for CR LF, which stays on the slow path).
    private let asciiAlternatives: [[[UInt8]]]?

    public init(_ pattern: String) {
        self.pattern = pattern
        var text = Substring(pattern)
        while text.hasPrefix("./") { text = text.dropFirst(2) }
        alternatives = Self.expandBraces(String(text)).map { expanded in
            expanded.split(separator: "/", omittingEmptySubsequences: true).map { Array($0) }
        }
        asciiAlternatives = Self.isSingleByteText(pattern)
            ? alternatives.map { $0.map { segment in Array(String(segment).utf8) } } : nil
    }

    public var description: String { pattern }

    /// What makes `pattern` a broken glob (an unclosed `[` or `{`, a stray `}`,
    /// a reversed range such as `[z-a]`), or nil. A broken glob would quietly
    /// match nothing, so the configuration reports it instead.
    public static func problem(in pattern: String) -> String? {
        let characters = Array(pattern)
        var depth = 0
        var index = 0
        while index < characters.count {
            switch characters[index] {
            case "[":
                // As `matchOne` reads a set: it closes at the first `]` after its first character, within the segment.
                let body = characters[(index + 1)...].prefix { $0 != "/" }
                guard let close = body.dropFirst().firstIndex(of: "]") else {
                    return "its '[' has no closing ']'"
                }
                var set = Array(characters[(index + 1)..<close])
                if set.first == "!" || set.first == "^" { set.removeFirst() }
                if let reversed = Self.items(of: set).first(where: { $0.lower > $0.upper }) {
                    return "the range '\(reversed.lower)-\(reversed.upper)' is reversed, so it matches nothing"
                }
                index = close
            case "{": depth += 1
            case "}":
                guard depth > 0 else { return "its '}' has no opening '{'" }
                depth -= 1
            default: break
            }
            index += 1
        }
        if depth > 0 { return "its '{' has no closing '}'" }
        if alternativeCount(characters) > maximumAlternatives {
            return "its braces expand to more than \(maximumAlternatives) patterns"
        }
        return nil
    }

    /// The most patterns a glob's braces may expand to.
    static let maximumAlternatives = 1_024

    /// How many patterns the braces of a balanced pattern expand to, counted
    /// without expanding them, up to `maximumAlternatives + 1`.
    private static func alternativeCount(_ characters: [Character]) -> Int {
        let cap = maximumAlternatives + 1
        var index = 0
        // The product of the brace groups up to one of `stops` (nested: `,` or `}`).
        func sequence(nested: Bool) -> Int {
            var product = 1
            while index < characters.count {
                let character = characters[index]
                if nested, character == "," || character == "}" { break }
                index += 1
                guard character == "{" else { continue }
                var sum = 0
                while index < characters.count {
                    sum = min(cap, sum + sequence(nested: true))
                    let separator = characters[index]
                    index += 1
                    if separator == "}" { break }
                }
                product = min(cap, product * max(sum, 1))
            }
            return product
        }
        return sequence(nested: false)
    }

    /// True when the whole of `path` (relative, `/`-separated) matches.
    public func matches(_ path: String) -> Bool {
        if let asciiAlternatives, Self.isSingleByteText(path) {
            let segments = path.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: true).map { Array($0) }
            return asciiAlternatives.contains { Self.match(ArraySlice($0), ArraySlice(segments)) }
        }
        let segments = path.split(separator: "/", omittingEmptySubsequences: true).map { Array($0) }
        return alternatives.contains { Self.match(ArraySlice($0), ArraySlice(segments)) }
    }

    /// ASCII without carriage returns: each byte is one `Character`.
    private static func isSingleByteText(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 < 0x80 && $0 != 0x0D }
    }

    /// Segment matching: a `**` segment takes any number of path segments.
    private static func match<C: GlobCharacter>(_ pattern: ArraySlice<[C]>, _ path: ArraySlice<[C]>) -> Bool {
        let pattern = Array(pattern), path = Array(path)
        return starMatch(
            patternCount: pattern.count, textCount: path.count,
            isStar: { pattern[$0].count == 2 && pattern[$0][0] == C.star && pattern[$0][1] == C.star },
            advance: { matchSegment(pattern[$0], path[$1]) ? 1 : nil })
    }

    /// Wildcard matching within one segment: a `*` takes any number of characters.
    private static func matchSegment<C: GlobCharacter>(_ pattern: [C], _ text: [C]) -> Bool {
        starMatch(patternCount: pattern.count, textCount: text.count,
                  isStar: { pattern[$0] == C.star }, advance: { matchOne(pattern, at: $0, text[$1]) })
    }

    /// Matching with stars, backtracking over the last star only: a later star can
    /// take whatever an earlier one could, so time stays in proportion to pattern
    /// times text, however many stars (`**` segments over segments, `*` over characters).
    /// `advance(p, t)` is how far the pattern moves when its element `p` matches text element `t`, or nil.
    private static func starMatch(
        patternCount: Int, textCount: Int, isStar: (Int) -> Bool, advance: (Int, Int) -> Int?
    ) -> Bool {
        var p = 0, t = 0
        var star: (pattern: Int, text: Int)?
        while t < textCount {
            if p < patternCount, isStar(p) {
                star = (p, t)
                p += 1
            } else if p < patternCount, let length = advance(p, t) {
                p += length
                t += 1
            } else if let saved = star {
                p = saved.pattern + 1
                t = saved.text + 1
                star = (saved.pattern, saved.text + 1)
            } else {
                return false
            }
        }
        while p < patternCount, isStar(p) { p += 1 }
        return p == patternCount
    }

    /// If the pattern element at `index` matches `character`, its length in the pattern.
    private static func matchOne<C: GlobCharacter>(_ pattern: [C], at index: Int, _ character: C) -> Int? {
        switch pattern[index] {
        case C.question: return 1
        case C.openSet:
            guard let close = pattern[(index + 1)...].dropFirst().firstIndex(of: C.closeSet) else {
                return character == C.openSet ? 1 : nil
            }
            var set = Array(pattern[(index + 1)..<close])
            let negated = set.first == C.bang || set.first == C.caret
            if negated { set.removeFirst() }
            let found = items(of: set).contains { $0.lower <= character && character <= $0.upper }
            return found != negated ? close - index + 1 : nil
        case let literal: return literal == character ? 1 : nil
        }
    }

    /// The items of a `[...]` set (without its `!`): a range `a-z`, or one character as the range `x-x`.
    private static func items<C: GlobCharacter>(of set: [C]) -> [(lower: C, upper: C)] {
        var items: [(lower: C, upper: C)] = []
        var index = 0
        while index < set.count {
            if index + 2 < set.count, set[index + 1] == C.dash {
                items.append((set[index], set[index + 2]))
                index += 3
            } else {
                items.append((set[index], set[index]))
                index += 1
            }
        }
        return items
    }

    /// `a{b,c}d` -> `abd`, `acd` (nested braces expand too).
    private static func expandBraces(_ pattern: String) -> [String] {
        let characters = Array(pattern)
        guard let open = characters.firstIndex(of: "{") else { return [pattern] }
        var depth = 0
        var parts: [String] = []
        var current = ""
        for index in (open + 1)..<characters.count {
            let character = characters[index]
            switch character {
            case "{": depth += 1; current.append(character)
            case "}" where depth > 0: depth -= 1; current.append(character)
            case "}":
                parts.append(current)
                let prefix = String(characters[..<open]), suffix = String(characters[(index + 1)...])
                return parts.flatMap { part in expandBraces(prefix + part + suffix) }
            case "," where depth == 0: parts.append(current); current = ""
            default: current.append(character)
            }
        }
        return [pattern]  // an unclosed brace is literal
    }
}

/// What a glob is matched over: characters, or bytes when pattern and path are ASCII.
private protocol GlobCharacter: Comparable {
    static var star: Self { get }
    static var question: Self { get }
    static var openSet: Self { get }
    static var closeSet: Self { get }
    static var bang: Self { get }
    static var caret: Self { get }
    static var dash: Self { get }
}

extension Character: GlobCharacter {
    fileprivate static var star: Character { "*" }
    fileprivate static var question: Character { "?" }
    fileprivate static var openSet: Character { "[" }
    fileprivate static var closeSet: Character { "]" }
    fileprivate static var bang: Character { "!" }
    fileprivate static var caret: Character { "^" }
    fileprivate static var dash: Character { "-" }
}

extension UInt8: GlobCharacter {
    fileprivate static var star: UInt8 { UInt8(ascii: "*") }
    fileprivate static var question: UInt8 { UInt8(ascii: "?") }
    fileprivate static var openSet: UInt8 { UInt8(ascii: "[") }
    fileprivate static var closeSet: UInt8 { UInt8(ascii: "]") }
    fileprivate static var bang: UInt8 { UInt8(ascii: "!") }
    fileprivate static var caret: UInt8 { UInt8(ascii: "^") }
    fileprivate static var dash: UInt8 { UInt8(ascii: "-") }
}
