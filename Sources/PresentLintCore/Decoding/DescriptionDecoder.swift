import PresentLintYAML

/// Decodes one YAML document into a `NavigationDescription`, reporting
/// `schema`, `duplicate-key`, `unknown-reference` and `invalid-hierarchy`
/// findings. Decoding never stops at the first error: a bad value is reported
/// and the rest of the document is still read.
public enum DescriptionDecoder {
    /// The most nodes that aliases and merges may expand to in one document.
    public static let defaultAliasBudget = 1_000_000

    public static func decode(_ document: YAMLDocument, aliasBudget: Int = defaultAliasBudget) -> (NavigationDescription?, [Finding]) {
        if let bomb = AliasBombCheck.finding(in: document, budget: aliasBudget) { return (nil, [bomb]) }
        var context = DecodingContext(document: document, aliasBudget: aliasBudget)
        reportDuplicateKeys(in: document, into: &context)
        let root = context.value(document.root, inheritedAlias: -1)
        guard context.kind(root) == .mapping else {
            let empty = context.isNull(root) && document.scalar(document.root)?.isEmpty == true
            let found = empty ? "an empty document" : context.isNull(root) ? "null" : context.describe(root)
            // An empty document has no node to point at (its empty root sits after the `---`): point at the document.
            context.schema("a navigation description is a mapping with at least a 'screens' key, found \(found)",
                           at: empty ? Location(range: SourceRange(at: document.range.start)) : context.location(root),
                           subject: "document")
            return (nil, context.findings)
        }
        let empty = NavigationDescription(positions: context.positions, location: context.location(root))
        var decoder = ObjectDecoder(context: context, description: empty)
        decoder.decodeTopLevel(root)
        decoder.finish()
        var description = decoder.description
        context = decoder.context
        ReferenceResolver.resolve(&description, into: &context)
        HierarchyValidator.validate(&description, into: &context)
        return (description, context.findings)
    }

    private static func reportDuplicateKeys(in document: YAMLDocument, into context: inout DecodingContext) {
        for duplicate in document.duplicateKeys {
            context.repeatedKey(duplicate.repeated, firstRange: document.range(duplicate.first))
        }
    }
}
