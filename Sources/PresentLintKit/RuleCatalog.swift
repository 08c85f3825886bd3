import PresentLintCore
import PresentLintDocs
import PresentLintRules

/// Every rule presentlint knows, with its documentation.
public enum RuleCatalog {
    /// The rules of rules.md, in catalog order.
    public static let rules: [RuleDescription] = allRules.map { $0.description }

    /// Rules and description errors: every id a finding can carry.
    public static let allDescriptions: [RuleDescription] = rules + DescriptionErrors.all + [UnusedSuppression.description]

    /// The description of a rule or description error id.
    public static func description(of id: String) -> RuleDescription? {
        allDescriptions.first { $0.id == id }
    }

    /// The rule's documentation (Rules/<id>.md), embedded in the binary.
    public static func documentation(of id: String) -> String? {
        RuleDocumentation.markdown(for: id)
    }

    /// The closest known rule id, for "did you mean".
    public static func suggestion(for id: String) -> String? {
        Suggestions(allDescriptions.map(\.id)).closest(to: id)
    }
}

/// A suppression comment that hides no finding.
public enum UnusedSuppression {
    public static let description = RuleDescription(
        id: "unused-suppression", severity: .warning,
        summary: "A presentlint:disable comment suppresses nothing; remove it.")
}
