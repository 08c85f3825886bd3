#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PresentLintCore
import PresentLintYAML

/// The `# presentlint:` comments of one file, applied to its findings.
///
/// - `disable-line`: findings that start on the comment's line, or in the
///   entry (a list item, a key with its value) that starts there;
/// - `disable-next-line`: the same for the next line that holds more than a comment;
/// - `disable` ... `enable`: findings from the `disable` line through the
///   `enable` line (or the end of the file); an `enable` with a list ends only those rules;
/// - `disable-file`: the whole file.
///
/// With no rule list a comment applies to every rule. Description errors are
/// never suppressed. A comment (or a rule in its list) that hides nothing, an
/// unknown rule id and an unknown directive are reported as `unused-suppression`.
struct Suppressions {
    private var index = SuppressionIndex(directives: [], targets: [:])
    private var malformed: [MalformedDirective] = []
    /// The lines that YAML syntax errors kept from being parsed (from the start
    /// of each document with an error to the next document, or the end): a
    /// comment there is not reported as unused, since the findings it was
    /// written for cannot be computed.
    private var unparsed = UnparsedLines()

    /// - Parameters:
    ///   - text: the file's text (`FileReader.normalizedText`).
    ///   - mayHoldDirectives: `mayHoldDirectives(text)`, which the caller has already asked.
    ///   - commentContext: scalars and entries of the parsed text, asked for only when the text holds a directive.
    ///   - unparsed: the lines that YAML syntax errors kept from being parsed.
    init(text: [UInt8], mayHoldDirectives: Bool, commentContext: () -> CommentContext, unparsed: UnparsedLines) {
        guard mayHoldDirectives else { return }
        self.unparsed = unparsed
        let context = commentContext()
        let scanned = CommentScanner.scan(text, excludingLiterals: context.literalRanges)
        let contentLines = scanned.contentLines.sorted()
        var directives: [SuppressionDirective] = []
        var targets: [Int: Int] = [:]
        for comment in scanned.comments {
            switch DirectiveParser.parse(comment) {
            case .success(let directive):
                if directive.kind == .disableNextLine {
                    targets[directives.count] = contentLines.first(after: directive.line)
                }
                directives.append(directive)
            case .failure(let problem): malformed.append(problem)
            case nil: break
            }
        }
        // A line-wide comment covers the entry that starts on its line: the last line of the longest one.
        let lines = Set(directives.map(\.line)).union(targets.values)
        var entryEnds: [Int: Int] = [:]
        for entry in context.entryRanges where lines.contains(entry.start.line) {
            let last = entry.end.column == 1 ? entry.end.line - 1 : entry.end.line
            if last > entry.start.line { entryEnds[entry.start.line] = max(entryEnds[entry.start.line] ?? 0, last) }
        }
        index = SuppressionIndex(directives: directives, targets: targets, entryEnds: entryEnds)
    }

    /// False when no `#` of the text has `presentlint:` after it on its line,
    /// so that most files skip the comment scan. (A directive is a comment, so
    /// its `#` and the prefix share a line. Each `#` is found with `memchr`, and
    /// only the rest of its line is searched: every byte is read at most twice.)
    static func mayHoldDirectives(_ bytes: [UInt8]) -> Bool {
        let needle = Array(DirectiveParser.prefix.utf8)
        return bytes.withUnsafeBufferPointer { text in
            guard let base = text.baseAddress else { return false }
            let end = base + text.count
            var from = base
            while let hash = memchr(from, 0x23, end - from) {
                let comment = hash.assumingMemoryBound(to: UInt8.self) + 1
                var lineEnd = UnsafePointer(comment)
                while lineEnd < end, lineEnd.pointee != 0x0A, lineEnd.pointee != 0x0D { lineEnd += 1 }
                if contains(needle, from: comment, to: lineEnd) { return true }
                from = lineEnd
            }
            return false
        }
    }

    /// Whether the bytes from `start` to `end` hold `needle`.
    private static func contains(_ needle: [UInt8], from start: UnsafePointer<UInt8>, to end: UnsafePointer<UInt8>) -> Bool {
        var candidate = start
        while end - candidate >= needle.count {
            guard let hit = memchr(candidate, Int32(needle[0]), end - candidate) else { return false }
            candidate = UnsafePointer(hit.assumingMemoryBound(to: UInt8.self))
            if end - candidate >= needle.count, memcmp(candidate, needle, needle.count) == 0 { return true }
            candidate += 1
        }
        return false
    }

    /// The findings that no comment hides, plus the `unused-suppression`
    /// findings (at `unusedSeverity`; nil when that rule is off).
    /// - Parameter activeRules: the rules that ran; a comment naming a rule
    ///   that is turned off is not reported as unused.
    func apply(to findings: [Finding], activeRules: Set<String>, unusedSeverity: Severity?) -> [Finding] {
        guard !index.directives.isEmpty || !malformed.isEmpty else { return findings }
        var usage = Usage()
        var linesByRule: [String: [Int]] = [:]
        for finding in findings { linesByRule[finding.rule, default: []].append(finding.range.start.line) }
        var hiding: [String: LineIntervals] = [:]
        for (rule, lines) in linesByRule {
            let sorted = lines.sorted()
            if DescriptionErrors.contains(rule) {
                for directive in intervals(for: nil).directives(holdingAnyOf: sorted) {
                    usage.descriptionErrors[directive, default: []].insert(rule)
                }
                continue
            }
            let intervals = intervals(for: rule)
            hiding[rule] = intervals
            for directive in intervals.directives(holdingAnyOf: sorted) {
                usage.record(rule, by: index.directives[directive], at: directive)
            }
        }
        let kept = findings.filter { finding in
            hiding[finding.rule].map { !$0.covers(finding.range.start.line) } ?? true
        }
        guard let unusedSeverity else { return kept }
        let reporter = UnusedSuppressionReporter(
            lookup: index, usage: usage, activeRules: activeRules, severity: unusedSeverity, unparsed: unparsed)
        let selfSuppressed = intervals(for: UnusedSuppression.description.id, explicitly: true)
        return kept + reporter.findings(malformed: malformed).filter { finding in
            let line = finding.range.start.line
            return !selfSuppressed.covers(line) && !unparsed.contains(line)
        }
    }

    /// The lines each directive hides `rule` on (nil: whatever it lists).
    /// - Parameter explicitly: only directives that list the rule by name.
    private func intervals(for rule: String?, explicitly: Bool = false) -> LineIntervals {
        LineIntervals(index.directives.indices.compactMap { directive in
            if explicitly, index.directives[directive].rules == nil { return nil }
            return index.lines(of: directive, for: rule).map { ($0, directive) }
        })
    }

    /// Which directives hid what.
    struct Usage {
        /// Directives without a rule list that hid at least one finding.
        var blanket: Set<Int> = []
        /// Rule ids of a directive's list that hid at least one finding.
        var listed: [Int: Set<String>] = [:]
        /// Description errors a directive's lines hold (they cannot be suppressed).
        var descriptionErrors: [Int: Set<String>] = [:]

        mutating func record(_ rule: String, by directive: SuppressionDirective, at index: Int) {
            if directive.rules == nil { blanket.insert(index) } else { listed[index, default: []].insert(rule) }
        }
    }
}
