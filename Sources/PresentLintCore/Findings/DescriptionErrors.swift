/// The description errors of rules.md: always on, always `error`, never
/// suppressed or disabled.
public enum DescriptionErrors {
    public static let yamlSyntax = RuleDescription(
        id: "yaml-syntax", severity: .error, summary: "The file is not valid YAML.")
    public static let schema = RuleDescription(
        id: "schema", severity: .error,
        summary: "Unknown key, wrong type, value outside its set, or unsupported version.")
    public static let duplicateKey = RuleDescription(
        id: "duplicate-key", severity: .error, summary: "A mapping repeats a key.")
    public static let unknownReference = RuleDescription(
        id: "unknown-reference", severity: .error,
        summary: "A name that no screen, animator, delegate or controller defines.")
    public static let invalidHierarchy = RuleDescription(
        id: "invalid-hierarchy", severity: .error,
        summary: "Children on a non-container, a screen in two containers, or a containment cycle.")

    public static let all = [yamlSyntax, schema, duplicateKey, unknownReference, invalidHierarchy]

    /// True for the ids above.
    public static func contains(_ id: String) -> Bool {
        all.contains { $0.id == id }
    }
}
