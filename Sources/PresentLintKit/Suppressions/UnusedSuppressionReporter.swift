import PresentLintCore
import PresentLintYAML

/// Words the `unused-suppression` findings of one file.
struct UnusedSuppressionReporter {
    let lookup: SuppressionIndex
    let usage: Suppressions.Usage
    let activeRules: Set<String>
    let severity: Severity
    /// The lines that YAML syntax errors kept from being checked.
    let unparsed: UnparsedLines

    private var directives: [SuppressionDirective] { lookup.directives }

    private static let knownRules = Set(RuleCatalog.allDescriptions.map(\.id))
    /// The rules a configuration can turn off.
    private static let configurableRules = Set(RuleCatalog.rules.map(\.id))
    private static let suggestions = Suggestions(RuleCatalog.rules.map(\.id) + [UnusedSuppression.description.id])

    /// SwiftLint's `disable:next` / `disable:this` modifiers, and what presentlint spells them.
    private static let swiftLintSpellings = ["disable:next": "disable-next-line", "disable:this": "disable-line"]

    func findings(malformed: [MalformedDirective]) -> [Finding] {
        var result: [Finding] = []
        for problem in malformed {
            let kinds = SuppressionDirective.Kind.allCases.map(\.rawValue)
            let hint = Self.swiftLintSpellings[problem.word].map { "; did you mean '\($0)'?" }
                ?? Suggestions(kinds).hint(for: problem.word)
            result.append(finding(
                "'presentlint:\(problem.word)' is not a presentlint directive, so this comment suppresses nothing\(hint) (the directives are \(kinds.joined(separator: ", ")))",
                at: problem.range, subject: "suppression directive \(problem.word)"))
        }
        for index in directives.indices where !reachesUnparsedText(index) {
            result += directives[index].kind == .enable ? unusedEnable(index) : unusedDisable(index)
        }
        return result
    }

    /// The directive covers lines that a YAML syntax error kept from being
    /// checked, for one of the rules it names (each `disable` ends at its own
    /// `enable`): the findings it was written for cannot be computed.
    private func reachesUnparsedText(_ index: Int) -> Bool {
        guard !unparsed.isEmpty else { return false }
        let rules: [String?] = directives[index].rules?.map(\.id) ?? [nil]
        return rules.contains { rule in lookup.lines(of: index, for: rule).map(unparsed.overlaps) ?? false }
    }

    private func finding(_ message: String, at range: SourceRange, subject: String) -> Finding {
        Finding(rule: UnusedSuppression.description.id, severity: severity, message: message, range: range, subject: subject)
    }

    /// Where a directive applies to `rules` (nil: every rule it names), for messages.
    private func scope(_ index: Int, rules named: [String]? = nil) -> String {
        let directive = directives[index]
        switch directive.kind {
        case .disableLine: return "on line \(directive.line)\(entryText(directive.line))"
        case .disableNextLine:
            return lookup.targets[index].map { "on line \($0), the next line\(entryText($0))" } ?? "after it (no line follows)"
        case .disableFile: return "in this file"
        case .enable: return ""
        case .disable:
            // Each rule is disabled until its own `enable`, so rules of one comment can end apart.
            let rules: [String?] = named ?? directive.rules?.map(\.id) ?? [nil]
            let ends = rules.map { lookup.closer(of: index, for: $0) }
            func range(_ end: Int?) -> String {
                "from line \(directive.line) to \(end.map { "line \(directives[$0].line)" } ?? "the end of the file")"
            }
            guard Set(ends.map { $0 ?? -1 }).count > 1 else { return range(ends.first ?? nil) }
            return "(" + zip(rules, ends).map { "\($0 ?? "") \(range($1))" }.joined(separator: ", ") + ")"
        }
    }

    /// ", or in the entry that starts there (to line 9)" when a multi-line entry starts on `line`.
    private func entryText(_ line: Int) -> String {
        lookup.entryEnds[line].map { ", or in the entry that starts there (to line \($0))" } ?? ""
    }

    private func unusedDisable(_ index: Int) -> [Finding] {
        let directive = directives[index]
        let subject = "suppression \(directive.kind.rawValue)"
        guard let tokens = directive.rules else {
            // A rule turned off in the configuration did not run: the comment may be for it.
            if usage.blanket.contains(index) || !activeRules.isSuperset(of: Self.configurableRules) { return [] }
            var excuse = ""
            if let errors = usage.descriptionErrors[index] {
                excuse = "; description errors (here \(errors.sorted().map { "'\($0)'" }.joined(separator: ", "))) cannot be suppressed: fix the description"
            }
            return [finding("this \(directive.spelled) comment suppresses nothing: no rule reports a finding \(scope(index))\(excuse); remove the comment",
                            at: directive.range, subject: subject)]
        }
        var problems: [Finding] = []
        var unusedTokens: [SuppressionDirective.RuleToken] = []
        for token in tokens where token.id != UnusedSuppression.description.id {
            if DescriptionErrors.contains(token.id) {
                problems.append(finding(
                    "'\(token.id)' is a description error, and description errors cannot be suppressed; fix the description and remove '\(token.id)' from this comment",
                    at: token.range, subject: "\(subject) \(token.id)"))
            } else if !Self.knownRules.contains(token.id) {
                problems.append(finding(
                    "'\(token.id)' is not a presentlint rule, so it suppresses nothing\(Self.suggestions.hint(for: token.id)) (`presentlint rules` lists the ids)",
                    at: token.range, subject: "\(subject) \(token.id)"))
            } else if activeRules.contains(token.id), usage.listed[index]?.contains(token.id) != true {
                unusedTokens.append(token)
            }
        }
        if !unusedTokens.isEmpty, unusedTokens.count == tokens.count {
            let names = unusedTokens.map(\.id).joined(separator: ", ")
            problems.append(finding(
                "this \(directive.spelled) comment suppresses nothing: \(names) \(unusedTokens.count == 1 ? "reports" : "report") no finding \(scope(index, rules: unusedTokens.map(\.id))); remove the comment",
                at: directive.range, subject: "\(subject) \(names)"))
        } else {
            for token in unusedTokens {
                problems.append(finding(
                    "'\(token.id)' in this \(directive.spelled) comment suppresses nothing: it reports no finding \(scope(index, rules: [token.id])); remove it from the list",
                    at: token.range, subject: "\(subject) \(token.id)"))
            }
        }
        return problems
    }

    private func unusedEnable(_ index: Int) -> [Finding] {
        let directive = directives[index]
        guard let tokens = directive.rules else {
            if lookup.isOpen(nil, at: index) { return [] }
            return [finding("this presentlint:enable comment enables nothing: no presentlint:disable is open here; remove it",
                            at: directive.range, subject: "suppression enable")]
        }
        let closing = tokens.filter { $0.id != UnusedSuppression.description.id && !lookup.isOpen($0.id, at: index) }
        // When every rule it lists enables nothing, the whole comment goes.
        if !closing.isEmpty, closing.count == tokens.count, closing.allSatisfy({ Self.knownRules.contains($0.id) }) {
            let names = closing.map(\.id).joined(separator: ", ")
            return [finding("this presentlint:enable comment enables nothing: no presentlint:disable of \(names) is open here; remove the comment",
                            at: directive.range, subject: "suppression enable \(names)")]
        }
        return closing.map { token in
            guard Self.knownRules.contains(token.id) else {
                return finding("'\(token.id)' is not a presentlint rule, so this presentlint:enable enables nothing\(Self.suggestions.hint(for: token.id))",
                               at: token.range, subject: "suppression enable \(token.id)")
            }
            return finding("'\(token.id)' in this presentlint:enable comment enables nothing: no presentlint:disable of '\(token.id)' is open here; remove it from the list",
                    at: token.range, subject: "suppression enable \(token.id)")
        }
    }
}
