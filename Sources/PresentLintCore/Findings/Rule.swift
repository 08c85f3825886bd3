import PresentLintYAML

/// What every rule declares about itself; `presentlint rules`, the
/// documentation and configuration are driven by it.
public struct RuleDescription: Hashable, Sendable {
    /// Stable kebab-case id, e.g. `partial-curl-requires-full-screen`.
    public let id: String
    public let severity: Severity
    /// One line for `presentlint rules`.
    public let summary: String

    public init(id: String, severity: Severity, summary: String) {
        self.id = id
        self.severity = severity
        self.summary = summary
    }
}

/// A check over one analysed description. Rules never print; they only report.
public protocol Rule: Sendable {
    static var description: RuleDescription { get }
    init()
    func check(_ analysis: Analysis, into findings: inout FindingCollector)
}

/// Collects one rule's findings. Reports at the same node with the same
/// subject are merged into one finding (a rule reports each cause once), whose
/// notes list every presentation involved.
public struct FindingCollector: Sendable {
    public let rule: RuleDescription
    private var findings: [Finding] = []
    private var indexByKey: [Key: Int] = [:]
    private var presentationsByFinding: [Int: Set<Int>] = [:]
    /// The notes of findings that reports were merged into.
    private var notesByFinding: [Int: Set<Note>] = [:]

    private struct Key: Hashable {
        let range: SourceRangeKey
        let subject: String
    }

    private struct SourceRangeKey: Hashable {
        let startLine: Int, startColumn: Int
        init(_ location: Location) {
            startLine = location.range.start.line
            startColumn = location.range.start.column
        }
    }

    public init(rule: RuleDescription) {
        self.rule = rule
    }

    /// Reports a finding at `location`. `presentation` names the presentation
    /// this report is about; when another report at the same node was made for a
    /// different presentation, this one becomes a note on it.
    public mutating func report(
        _ message: String, at location: Location, notes: [Note] = [], subject: String,
        presentation: Presentation? = nil
    ) {
        let key = Key(range: SourceRangeKey(location), subject: subject)
        if let index = indexByKey[key] {
            // A set of the merged finding's notes keeps merging linear however many reports share the node.
            var seen = notesByFinding.removeValue(forKey: index) ?? Set(findings[index].notes)
            var affectedRange: SourceRange?
            if let presentation, presentationsByFinding[index, default: []].insert(presentation.index).inserted {
                let affected = Note(presentation.location, "presentation '\(presentation.label)' is affected too")
                findings[index].notes.append(affected)
                seen.insert(affected)
                affectedRange = affected.range
            }
            // The report's own note at the presentation says no more than "is affected too".
            for note in notes where note.range != affectedRange && seen.insert(note).inserted {
                findings[index].notes.append(note)
            }
            notesByFinding[index] = seen
            return
        }
        indexByKey[key] = findings.count
        if let presentation { presentationsByFinding[findings.count] = [presentation.index] }
        findings.append(Finding(
            rule: rule.id, severity: rule.severity, message: message, at: location, notes: notes, subject: subject))
    }

    /// The findings reported so far, in report order.
    public var reported: [Finding] { findings }
}
