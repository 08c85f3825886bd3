import PresentLintYAML

/// A secondary position that takes part in a finding (the animator definition,
/// the context screen, ...).
public struct Note: Hashable, Sendable {
    public var range: SourceRange
    public var message: String

    public init(range: SourceRange, message: String) {
        self.range = range
        self.message = message
    }

    /// A note at a description value; a value reached through an alias points at the alias.
    public init(_ location: Location, _ message: String) {
        self.init(range: location.range, message: message)
    }
}

/// One problem in one description: the node whose value should change, what
/// happens at run time, and the other nodes involved.
public struct Finding: Hashable, Sendable {
    public var rule: String
    public var severity: Severity
    public var message: String
    public var range: SourceRange
    public var notes: [Note]
    /// A position-independent identity (for example `presentation 'pay' transition`),
    /// used to match baseline entries after unrelated edits.
    public var subject: String

    public init(rule: String, severity: Severity, message: String, range: SourceRange, notes: [Note] = [], subject: String) {
        self.rule = rule
        self.severity = severity
        self.message = message
        self.range = range
        self.notes = notes
        self.subject = subject
    }

    /// A finding at a description value. When the value was reached through an
    /// alias, the finding points at the alias and a note points at the anchored node.
    public init(rule: String, severity: Severity, message: String, at location: Location, notes: [Note] = [], subject: String) {
        var allNotes = notes
        if let anchored = location.anchored {
            if let node = location.anchorNode {
                // Inside anchored content: the anchored node, then the value in it.
                allNotes.insert(contentsOf: [
                    Note(range: node, message: "anchored node that the alias refers to"),
                    Note(range: anchored, message: "value defined here, inside the anchored node"),
                ], at: 0)
            } else {
                allNotes.insert(Note(range: anchored, message: "value defined here, at the anchor that the alias refers to"), at: 0)
            }
        }
        self.init(rule: rule, severity: severity, message: message, range: location.range, notes: allNotes, subject: subject)
    }

    /// Order of output: position, then rule, then message.
    public static func precedes(_ a: Finding, _ b: Finding) -> Bool {
        if a.range.start != b.range.start { return a.range.start < b.range.start }
        if a.rule != b.rule { return a.rule < b.rule }
        return a.message < b.message
    }
}
