import Dispatch
import PresentLintCore
import PresentLintRules
import PresentLintYAML

/// Lints descriptions: YAML -> description -> analysis -> rules -> findings.
/// Pure: never prints, never exits.
public struct Linter: Sendable {
    private let rules: [any Rule]
    /// Severity per rule id after configuration; a rule mapped to nil is off.
    private let severities: [String: Severity?]
    /// Whether reports carry `LintTimings`.
    private let measuresTime: Bool

    /// - Parameters:
    ///   - severities: overrides by rule id (`nil` turns a rule off).
    ///   - measuresTime: time each stage and each rule (`FileReport.timings`).
    public init(rules: [any Rule.Type] = allRules, severities: [String: Severity?] = [:], measuresTime: Bool = false) {
        self.rules = rules.compactMap { type in
            if let override = severities[type.description.id], override == nil { return nil }
            return type.init()
        }
        self.severities = severities
        self.measuresTime = measuresTime
    }

    /// Lints every document of one file. The file is decoded while libyaml
    /// reads it (`StreamingDecoder`), so its YAML nodes are never all in memory,
    /// and each document is checked as soon as it is decoded and then let go.
    public func lint(_ file: SourceFile) -> FileReport {
        var clock = measuresTime ? StageClock() : nil
        let text = FileReader.normalizedText(file.bytes)
        let hasDirectives = Suppressions.mayHoldDirectives(text)
        var findings: [Finding] = []
        var documentCount = 0
        var lastDocument: StreamingDecoder.Document?
        var lastAnalysis: Analysis?
        let stream = StreamingDecoder.decode(
            file.bytes, notesCommentContext: hasDirectives, zeroPadded: file.isZeroPadded
        ) { document in
            clock?.record(\.decoding)
            documentCount += 1
            // Only the last document and its analysis are kept, to be released at the end (in the background, when large).
            lastDocument = document
            lastAnalysis = nil
            guard let description = document.description else {
                findings += document.findings
                return
            }
            let analysis = Analysis(description)
            clock?.record(\.analysis)
            // The rules run first: the document's own findings may still be in the making (suggestions).
            let (checked, ruleTimes) = check(analysis)
            clock?.record(\.rules)
            findings += document.findings + checked
            clock?.record(\.decoding)
            clock?.add(ruleTimes)
            lastAnalysis = analysis
        }
        if let error = stream.syntaxError {
            findings.append(syntaxFinding(error))
        } else if documentCount == 0 {
            findings.append(Finding(
                rule: DescriptionErrors.schema.id, severity: .error,
                message: "the file holds no YAML document; a navigation description needs at least 'screens: {}'",
                range: SourceRange(at: Mark(line: 1, column: 1)), subject: "document"))
        }
        clock?.record(\.decoding)
        let unparsedFrom = stream.syntaxError == nil ? nil : lastDocument?.range.end ?? Mark(line: 1, column: 1)
        findings = Suppressions(
            text: text, mayHoldDirectives: hasDirectives, commentContext: { stream.commentContext }, unparsedFrom: unparsedFrom
        ).apply(
            to: findings, activeRules: Set(rules.map { type(of: $0).description.id }),
            unusedSeverity: severities[UnusedSuppression.description.id] ?? UnusedSuppression.description.severity)
        clock?.record(\.suppressions)
        ObjectGraph.release(consume lastDocument, consume lastAnalysis, size: file.bytes.count)
        return FileReport(file: file, findings: findings, timings: clock?.timings)
    }

    /// Every rule's findings on `analysis`, in the order of the rules, and
    /// (when measuring) each rule's time. On a large description the rules run
    /// on two threads: each rule only reads the analysis and reports into its
    /// own collector.
    private func check(_ analysis: Analysis) -> (findings: [Finding], times: [String: Duration]) {
        let findings = Slots<(findings: [Finding], time: Duration?)>(count: rules.count)
        let run: @Sendable (Int) -> Void = { [rules, severities, measuresTime] index in
            let rule = rules[index]
            let ruleDescription = type(of: rule).description
            var collector = FindingCollector(rule: ruleDescription)
            let start = measuresTime ? ContinuousClock.now : nil
            rule.check(analysis, into: &collector)
            let time = start.map { ContinuousClock.now - $0 }
            let severity = severities[ruleDescription.id].flatMap { $0 } ?? ruleDescription.severity
            findings.store((collector.reported.map { finding in
                var finding = finding
                finding.severity = severity
                return finding
            }, time), at: index)
        }
        if analysis.presentations.count < Self.parallelRulesThreshold {
            rules.indices.forEach(run)
        } else {
            DispatchQueue.concurrentPerform(iterations: 2) { _ in
                while let index = findings.claim() { run(index) }
            }
        }
        let results = findings.values
        var times: [String: Duration] = [:]
        for (rule, result) in zip(rules, results) {
            if let time = result.time { times[type(of: rule).description.id] = time }
        }
        return (Array(results.map(\.findings).joined()), times)
    }

    /// From this many presentations on, the rules run on two threads.
    private static let parallelRulesThreshold = 1_000

    private func syntaxFinding(_ error: YAMLSyntaxError) -> Finding {
        var notes: [Note] = []
        if let context = error.context, let mark = error.contextMark, mark != error.mark {
            notes.append(Note(range: SourceRange(at: mark), message: "\(context) that starts here"))
        }
        // At the end of the input there is no character to cover: an empty range at the end of the last line.
        let end = error.isAtEndOfInput ? error.mark : Mark(line: error.mark.line, column: error.mark.column + 1)
        return Finding(
            rule: DescriptionErrors.yamlSyntax.id, severity: .error,
            message: "\(error.problem) (\(error.origin)); nothing in this document or after it is checked",
            range: SourceRange(start: error.mark, end: end), notes: notes, subject: "yaml-syntax")
    }
}
