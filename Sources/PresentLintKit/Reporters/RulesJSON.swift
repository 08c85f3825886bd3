import PresentLintCore

/// `presentlint rules --format json`.
public enum RulesJSON {
    public static func render(_ rules: [RuleDescription]) -> String {
        let items = rules.map { rule in
            "  {\"id\": \(JSON.string(rule.id)), \"severity\": \"\(rule.severity.rawValue)\", \"summary\": \(JSON.string(rule.summary))}"
        }
        return "[\n" + items.joined(separator: ",\n") + "\n]\n"
    }
}
