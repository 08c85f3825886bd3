import PresentLintCore
import PresentLintYAML

/// The `# presentlint:` comments of one file, applied to its findings.
///
/// - `disable-line`: findings that start on the comment's line;
/// - `disable-next-line`: findings on the next line that holds more than a comment;
/// - `disable` ... `enable`: findings from the `disable` line through the
///   `enable` line (or the end of the file); an `enable` with a list ends only those rules;
/// - `disable-file`: the whole file.
///
/// With no rule list a comment applies to every rule. Description errors are
/// never suppressed. A comment (or a rule in its list) that hides nothing, an
/// unknown rule id and an unknown directive are reported as `unused-suppression`.
struct Suppressions {
    private var directives: [SuppressionDirective] = []
    private var malformed: [MalformedDirective] = []
    /// For each `disable-next-line`, the line it applies to.
    private var targets: [Int: Int] = [:]

    init(bytes: [UInt8], stream: YAMLStream) {
        let text = FileReader.normalizedText(bytes)
        guard Self.mayHoldDirectives(text) else { return }
        let scanned = CommentScanner.scan(text, stream: stream)
        let lastLine = scanned.contentLines.max() ?? 0
        for comment in scanned.comments {
            switch DirectiveParser.parse(comment) {
            case .success(let directive):
                if directive.kind == .disableNextLine {
                    targets[directives.count] = (directive.line + 1...max(directive.line + 1, lastLine))
                        .first { scanned.contentLines.contains($0) }
                }
                directives.append(directive)
            case .failure(let problem): malformed.append(problem)
            case nil: break
            }
        }
    }

    /// False when the text holds no `presentlint:`, so that most files skip the comment scan.
    private static func mayHoldDirectives(_ bytes: [UInt8]) -> Bool {
        let needle = Array(DirectiveParser.prefix.utf8)
        var index = bytes.startIndex
        while let found = bytes[index...].firstIndex(of: needle[0]) {
            if bytes[found...].starts(with: needle) { return true }
            index = found + 1
        }
        return false
    }

    /// True when the file has no `presentlint:` comment at all (the common case).
    var isEmpty: Bool { directives.isEmpty && malformed.isEmpty }

    /// The findings that no comment hides, plus the `unused-suppression`
    /// findings (at `unusedSeverity`; nil when that rule is off).
    /// - Parameter activeRules: the rules that ran; a comment naming a rule
    ///   that is turned off is not reported as unused.
    func apply(to findings: [Finding], activeRules: Set<String>, unusedSeverity: Severity?) -> [Finding] {
        guard !isEmpty else { return findings }
        var usage = Usage()
        var kept: [Finding] = []
        for finding in findings {
            let line = finding.range.start.line
            let covering = directives.indices.filter { covers($0, rule: finding.rule, line: line) }
            if DescriptionErrors.contains(finding.rule) {
                for index in directives.indices where covers(index, rule: nil, line: line) {
                    usage.descriptionErrors[index, default: []].insert(finding.rule)
                }
                kept.append(finding)
            } else if covering.isEmpty {
                kept.append(finding)
            } else {
                for index in covering { usage.record(finding.rule, by: directives[index], at: index) }
            }
        }
        guard let unusedSeverity else { return kept }
        let reporter = UnusedSuppressionReporter(
            directives: directives, targets: targets, usage: usage, activeRules: activeRules, severity: unusedSeverity)
        let unused = reporter.findings(malformed: malformed).filter { finding in
            !directives.indices.contains { index in
                directives[index].rules?.contains { $0.id == UnusedSuppression.description.id } == true
                    && covers(index, rule: UnusedSuppression.description.id, line: finding.range.start.line)
            }
        }
        return kept + unused
    }

    /// True when directive `index` hides a finding of `rule` (nil: any rule) on `line`.
    func covers(_ index: Int, rule: String?, line: Int) -> Bool {
        let directive = directives[index]
        if let rule, !directive.names(rule) { return false }
        switch directive.kind {
        case .disableLine: return line == directive.line
        case .disableNextLine: return line == targets[index]
        case .disableFile: return true
        case .enable: return false
        case .disable:
            guard directive.line <= line else { return false }
            return !directives[(index + 1)...].contains { later in
                later.kind == .enable && later.line < line && (rule.map { later.names($0) } ?? (later.rules == nil))
            }
        }
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
