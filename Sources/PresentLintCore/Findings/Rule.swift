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
/// notes list every presentation involved. The merged finding does not depend
/// on the order of the reports: its message and first notes are those of the
/// report about the presentation first by label (then by position), and the
/// other presentations follow in that order.
public struct FindingCollector: Sendable {
    public let rule: RuleDescription
    /// The reports, grouped by node and subject, in the order each group was first reported.
    private var groups: [[Report]] = []
    private var groupByKey: [Key: Int] = [:]

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

    /// One call of `report`.
    private struct Report {
        let message: String
        let location: Location
        let notes: [Note]
        let subject: String
        let presentation: Presentation?
    }

    public init(rule: RuleDescription) {
        self.rule = rule
    }

    /// Reports a finding at `location`. `presentation` names the presentation
    /// this report is about; when another report at the same node is about a
    /// different presentation, one of them becomes the finding and the other
    /// a note on it ("is affected too", with its own notes).
    public mutating func report(
        _ message: String, at location: Location, notes: [Note] = [], subject: String,
        presentation: Presentation? = nil
    ) {
        let report = Report(message: message, location: location, notes: notes, subject: subject, presentation: presentation)
        let key = Key(range: SourceRangeKey(location), subject: subject)
        if let group = groupByKey[key] {
            groups[group].append(report)
        } else {
            groupByKey[key] = groups.count
            groups.append([report])
        }
    }

    /// The findings reported so far, one per node and subject, in the order of their first reports.
    public var reported: [Finding] {
        groups.map { reports in
            guard reports.count > 1 else {
                let report = reports[0]
                return Finding(
                    rule: rule.id, severity: rule.severity, message: report.message, at: report.location,
                    notes: report.notes, subject: report.subject)
            }
            return merged(reports)
        }
    }

    /// One finding for the reports at one node: reports about no presentation
    /// first, in report order, then the others by label and position.
    private func merged(_ reports: [Report]) -> Finding {
        // Each label is built once, not once per comparison (thousands of presentations can share a node).
        let labels = reports.map { $0.presentation?.label }
        let ordered = reports.indices.sorted { a, b in
            switch (labels[a], labels[b]) {
            case (nil, nil): return a < b
            case (nil, _): return true
            case (_, nil): return false
            case let (left?, right?):
                if left != right { return left < right }
                let (x, y) = (reports[a].presentation!.index, reports[b].presentation!.index)
                return x != y ? x < y : a < b
            }
        }.map { reports[$0] }
        let primary = ordered[0]
        var finding = Finding(
            rule: rule.id, severity: rule.severity, message: primary.message, at: primary.location,
            notes: primary.notes, subject: primary.subject)
        // A set of the notes keeps merging linear however many reports share the node.
        var seen = Set(finding.notes)
        var presentations = Set(primary.presentation.map { [$0.index] } ?? [])
        for report in ordered.dropFirst() {
            var affectedRange: SourceRange?
            if let presentation = report.presentation, presentations.insert(presentation.index).inserted {
                let affected = Note(presentation.location, "presentation '\(presentation.label)' is affected too")
                finding.notes.append(affected)
                seen.insert(affected)
                affectedRange = affected.range
            }
            // The report's own note at the presentation says no more than "is affected too".
            for note in report.notes where note.range != affectedRange && seen.insert(note).inserted {
                finding.notes.append(note)
            }
        }
        return finding
    }
}
