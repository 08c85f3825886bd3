import PresentLintYAML

/// Rejects a document whose aliases expand to more nodes than the budget
/// ("billion laughs", `<<` merge bombs) before anything follows them, so that
/// such a document costs time linear in its size and yields one finding.
enum AliasBombCheck {
    /// One `schema` finding at the alias where the expansion crosses `budget`,
    /// with a note at its anchor; nil for a document within the budget.
    static func finding(in document: YAMLDocument, budget: Int) -> Finding? {
        guard let expansion = document.aliasExpansion(exceeding: budget) else { return nil }
        return finding(for: expansion, in: document, budget: budget)
    }

    /// The finding for an expansion measured while the document was read.
    static func finding(for expansion: AliasExpansion, in document: YAMLDocument, budget: Int) -> Finding {
        let name = document.aliasName(expansion.alias) ?? ""
        var notes: [Note] = []
        if let anchor = document.aliasTarget(expansion.alias) {
            notes.append(Note(
                range: document.range(anchor),
                message: "'&\(name)' is defined here; with the aliases inside it, it stands for \(expansion.aliasSize) nodes"))
        }
        return Finding(
            rule: DescriptionErrors.schema.id, severity: .error,
            message: "counting the aliases up to this '*\(name)', the document expands to more than \(budget) nodes (an alias bomb such as \"billion laughs\"?); presentlint does not decode it: define shared values once and refer to them with fewer aliases",
            range: document.range(expansion.alias), notes: notes, subject: "alias budget")
    }
}
