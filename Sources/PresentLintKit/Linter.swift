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
        // A YAML syntax error ends libyaml's stream. The file is then read on from the next
        // document (`DocumentMarkers`), one document per stream: a stream's setup does not
        // grow with the rest of the file, however many errors it holds. A stream read from
        // line `lineOffset + 1` places its findings that many lines down.
        var markers = DocumentMarkers(file.bytes)
        var stream = 0..<file.bytes.count, lineOffset = 0
        /// The line of the `---` where `stream` ends, if it ends before the file's end.
        var streamEndLine: Int?
        var commentContext = CommentContext()
        var unparsed = UnparsedLines()
        while true {
            var streamDocumentEnd: Mark?
            let read = StreamingDecoder.decode(
                file.bytes[stream], notesCommentContext: hasDirectives,
                zeroPadded: file.isZeroPadded && stream.upperBound == file.bytes.count
            ) { [lineOffset] document in
                clock?.record(\.decoding)
                documentCount += 1
                streamDocumentEnd = document.range.end
                // Only the last document and its analysis are kept, to be released at the end (in the background, when large).
                lastDocument = document
                lastAnalysis = nil
                guard let description = document.description else {
                    findings += document.findings.map { $0.movedDown(by: lineOffset) }
                    return
                }
                let analysis = Analysis(description)
                clock?.record(\.analysis)
                // The rules run first: the document's own findings may still be in the making (suggestions).
                let (checked, ruleTimes) = check(analysis)
                clock?.record(\.rules)
                findings += (document.findings + checked).map { $0.movedDown(by: lineOffset) }
                clock?.record(\.decoding)
                clock?.add(ruleTimes)
                lastAnalysis = analysis
            }
            if hasDirectives {
                let context = read.commentContext.movedDown(by: lineOffset)
                commentContext = CommentContext(
                    literalRanges: commentContext.literalRanges + context.literalRanges,
                    entryRanges: commentContext.entryRanges + context.entryRanges)
            }
            var next: (line: Int, offset: Int)
            if let error = read.syntaxError {
                // The next document, past the one that holds the error: from the error's line when
                // libyaml stopped at the `---` that starts it, and after the first line of this stream.
                let errorLine = error.mark.line + lineOffset
                let stoppedAtMarker = error.mark.column == 1 && !error.isAtEndOfInput && markers.startsDocument(line: errorLine)
                let resume = markers.next(fromLine: max(stoppedAtMarker ? errorLine : errorLine + 1, lineOffset + 2))
                findings.append(syntaxFinding(error, movedDownBy: lineOffset, resumingAt: resume?.line))
                let failedFrom = (streamDocumentEnd?.line ?? 1) + lineOffset
                unparsed.add(from: failedFrom, to: resume?.line ?? Int.max)
                guard let resume else { break }
                next = resume
            } else {
                if stream.lowerBound == 0, documentCount == 0 {
                    findings.append(Finding(
                        rule: DescriptionErrors.schema.id, severity: .error,
                        message: "the file holds no YAML document; a navigation description needs at least 'screens: {}'",
                        range: SourceRange(at: Mark(line: 1, column: 1)), subject: "document"))
                }
                guard let endLine = streamEndLine else { break }
                next = (endLine, stream.upperBound)
            }
            lineOffset = next.line - 1
            let following = markers.next(fromLine: next.line + 1)
            stream = next.offset..<(following?.offset ?? file.bytes.count)
            streamEndLine = following?.line
        }
        clock?.record(\.decoding)
        findings = Suppressions(
            text: text, mayHoldDirectives: hasDirectives, commentContext: { commentContext }, unparsed: unparsed
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

    /// The finding of a syntax error in a stream read from line `lineOffset + 1`;
    /// `resumingAt`: the line of the next document, read after it.
    private func syntaxFinding(_ error: YAMLSyntaxError, movedDownBy lineOffset: Int, resumingAt resume: Int?) -> Finding {
        var notes: [Note] = []
        if let context = error.context, let mark = error.contextMark, mark != error.mark {
            notes.append(Note(range: SourceRange(at: mark), message: "\(context) that starts here"))
        }
        // At the end of the input there is no character to cover: an empty range at the end of the last line.
        let end = error.isAtEndOfInput ? error.mark : Mark(line: error.mark.line, column: error.mark.column + 1)
        let unchecked = resume.map { "nothing else in this document is checked; checking goes on with the next document, at line \($0)" }
            ?? "nothing in this document or after it is checked"
        return Finding(
            rule: DescriptionErrors.yamlSyntax.id, severity: .error,
            message: "\(error.problem) (\(error.origin)); \(unchecked)",
            range: SourceRange(start: error.mark, end: end), notes: notes, subject: "yaml-syntax"
        ).movedDown(by: lineOffset)
    }
}
