import PresentLintYAML

/// Rejects a document whose aliases expand to more nodes than the budget
/// ("billion laughs", `<<` merge bombs) before anything follows them, so that
/// such a document costs time linear in its size and yields one finding.
enum AliasBombCheck {
    /// One `schema` finding at the alias where the expansion crosses `budget`,
    /// with a note at its anchor; nil for a document within the budget.
    static func finding(in document: YAMLDocument, budget: Int) -> Finding? {
        guard let expansion = document.aliasExpansion(exceeding: budget) else { return nil }
        let name = document.aliasName(expansion.alias) ?? ""
        var notes: [Note] = []
        if let anchor = document.aliasTarget(expansion.alias) {
            notes.append(Note(
                range: document.range(anchor),
                message: "'&\(name)' is defined here; with the aliases inside it, it stands for \(expansion.aliasSize) nodes"))
        }
        return Finding(
            rule: DescriptionErrors.schema.id, severity: .error,
            message: "aliases in this document expand to more than \(budget) nodes by this alias '*\(name)' (an alias bomb, like \"billion laughs\"?); presentlint does not decode it: write the shared settings once and refer to them with fewer aliases",
            range: document.range(expansion.alias), notes: notes, subject: "alias budget")
    }
}
