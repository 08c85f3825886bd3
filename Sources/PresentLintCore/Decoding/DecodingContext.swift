import PresentLintYAML

/// A node being decoded, with the location it is reported at (the alias it
/// was reached through, if any).
struct Value {
    let node: NodeID
    let location: Location
}

/// Shared state of one decoding: the document, the findings so far and the
/// alias budget. Primitive readers live here; object readers are in
/// `DescriptionDecoder`.
struct DecodingContext {
    let document: YAMLDocument
    var findings: [Finding] = []
    var budget: AliasBudget
    private var reportedExhaustedBudget = false
    /// Undefined aliases reported so far.
    private var undefinedAliases: Set<SourceRange> = []

    init(document: YAMLDocument, aliasBudget: Int) {
        self.document = document
        self.budget = AliasBudget(aliasBudget)
    }

    // MARK: Reporting

    mutating func error(_ rule: RuleDescription, _ message: String, at location: Location, notes: [Note] = [], subject: String) {
        // An undefined alias is the one cause of every complaint about its node: report it once.
        if undefinedAliases.contains(location.range) || location.anchored.map(undefinedAliases.contains) == true { return }
        findings.append(Finding(rule: rule.id, severity: .error, message: message, at: location, notes: notes, subject: subject))
    }

    mutating func schema(_ message: String, at location: Location, subject: String) {
        error(DescriptionErrors.schema, message, at: location, subject: subject)
    }

    // MARK: Nodes

    /// The value of `raw`, following an alias; `inherited` is the alias range
    /// of the enclosing aliased content.
    mutating func value(_ raw: NodeID, inherited: SourceRange?) -> Value {
        var alias = inherited
        var node = raw
        if document.kind(raw) == .alias {
            let aliasRange = document.range(raw)
            if let target = document.aliasTarget(raw) {
                alias = alias ?? aliasRange
                node = target
            } else {
                let name = document.aliasName(raw) ?? ""
                schema("alias '*\(name)' refers to no anchor '&\(name)' defined before it",
                       at: Location(range: aliasRange), subject: "alias \(name)")
                undefinedAliases.insert(aliasRange)
            }
        }
        let range = document.range(node)
        let location = alias.map { Location(range: $0, anchored: range) } ?? Location(range: range)
        return Value(node: node, location: location)
    }

    /// The entries of a mapping value (merges resolved), as key and value.
    mutating func entries(of mapping: Value) -> [(key: Value, value: Value)] {
        let inherited = mapping.location.anchored == nil ? nil : mapping.location.range
        for invalid in document.invalidMergeValues(of: mapping.node) {
            schema("a '<<' merge value must be a mapping, an alias of one, or a sequence of them",
                   at: self.value(invalid, inherited: inherited).location, subject: "merge")
        }
        let entries = document.entries(of: mapping.node, budget: &budget)
        if budget.isExhausted, !reportedExhaustedBudget {
            reportedExhaustedBudget = true
            schema("aliases and '<<' merges expand to more than the node budget; the rest of this document is not expanded (is it an alias bomb?)",
                   at: mapping.location, subject: "alias budget")
        }
        return entries.map { entry in
            let via = entry.mergedVia.map { document.range($0) } ?? inherited
            return (value(entry.key, inherited: via), value(entry.value, inherited: via))
        }
    }

    /// The items of a sequence value.
    mutating func items(of sequence: Value) -> [Value] {
        let inherited = sequence.location.anchored == nil ? nil : sequence.location.range
        var result: [Value] = []
        for child in document.children(sequence.node) {
            if inherited != nil, !budget.spend() { break }
            result.append(value(child, inherited: inherited))
        }
        return result
    }

    func kind(_ value: Value) -> NodeKind { document.kind(value.node) }
    func isNull(_ value: Value) -> Bool { document.isNull(value.node) }

    /// A short rendering of a value for messages.
    func describe(_ value: Value) -> String {
        switch document.kind(value.node) {
        case .scalar:
            let text = document.scalar(value.node) ?? ""
            if text.isEmpty { return "an empty value" }
            return "'" + (text.count > 40 ? String(text.prefix(40)) + "..." : text) + "'"
        case .sequence: return "a sequence"
        case .mapping: return "a mapping"
        case .alias: return "an alias"
        }
    }

    // MARK: Primitive readers

    /// Reads `true`/`false` (and YAML 1.1's yes/no/on/off) from a plain scalar.
    mutating func bool(_ value: Value, key: String, subject: String, default fallback: Bool) -> Field<Bool> {
        if kind(value) == .scalar, document.scalarStyle(value.node) == .plain, let text = document.scalar(value.node) {
            switch text {
            case "true", "True", "TRUE", "yes", "Yes", "YES", "on", "On", "ON": return Field(true, at: value.location)
            case "false", "False", "FALSE", "no", "No", "NO", "off", "Off", "OFF": return Field(false, at: value.location)
            default: break
            }
        }
        return invalid(value, expected: "true or false", key: key, subject: subject, default: fallback)
    }

    /// Reads a string scalar; `null` means "not set".
    mutating func string(_ value: Value, key: String, subject: String) -> Field<String?> {
        if isNull(value) { return Field(nil, at: value.location) }
        if kind(value) == .scalar, let text = document.scalar(value.node) { return Field(text, at: value.location) }
        return invalid(value, expected: "a string", key: key, subject: subject, default: nil)
    }

    /// Reads a name (a non-empty string scalar), or nil after reporting.
    mutating func name(_ value: Value, key: String, subject: String) -> String? {
        if kind(value) == .scalar, !isNull(value), let text = document.scalar(value.node), !text.isEmpty { return text }
        _ = invalid(value, expected: "a name", key: key, subject: subject, default: 0)
        return nil
    }

    /// Reads a plain number.
    mutating func number(_ value: Value, key: String, subject: String, default fallback: Double) -> Field<Double> {
        if let number = plainNumber(value) { return Field(number, at: value.location) }
        return invalid(value, expected: "a number", key: key, subject: subject, default: fallback)
    }

    func plainNumber(_ value: Value) -> Double? {
        guard kind(value) == .scalar, document.scalarStyle(value.node) == .plain,
              let text = document.scalar(value.node), let number = Double(text), number.isFinite
        else { return nil }
        return number
    }

    /// Reads one value of a value set, suggesting the closest on a typo.
    mutating func enumeration<E: DescriptionEnum>(
        _ value: Value, key: String, subject: String, default fallback: E
    ) -> Field<E> {
        if kind(value) == .scalar, let text = document.scalar(value.node), let decoded = E(rawValue: text) {
            return Field(decoded, at: value.location)
        }
        let names = E.allCases.map(\.rawValue)
        var message = "'\(key)' must be one of \(names.joined(separator: ", ")), found \(describe(value))"
        if kind(value) == .scalar, let text = document.scalar(value.node) {
            message += Suggestions(names).hint(for: text)
        }
        schema(message, at: value.location, subject: subject)
        var field = Field(default: fallback)
        field.state = .invalid(value.location)
        return field
    }

    /// Reports a wrong type and returns an invalid field holding `fallback`.
    mutating func invalid<T>(_ value: Value, expected: String, key: String, subject: String, default fallback: T) -> Field<T> {
        schema("'\(key)' must be \(expected), found \(describe(value))", at: value.location, subject: subject)
        var field = Field(default: fallback)
        field.state = .invalid(value.location)
        return field
    }

    /// Checks that a value is a mapping (null counts as an empty one).
    mutating func isMapping(_ value: Value, what: String, subject: String) -> Bool {
        if kind(value) == .mapping || isNull(value) { return true }
        schema("\(what) must be a mapping, found \(describe(value))", at: value.location, subject: subject)
        return false
    }

    /// Checks that a value is a sequence (null counts as an empty one).
    mutating func isSequence(_ value: Value, what: String, subject: String) -> Bool {
        if kind(value) == .sequence || isNull(value) { return true }
        schema("\(what) must be a sequence, found \(describe(value))", at: value.location, subject: subject)
        return false
    }

    /// Reports an unknown key with a suggestion from `known`.
    mutating func unknownKey(_ key: Value, in what: String, known: [String]) {
        let text = document.scalar(key.node) ?? describe(key)
        schema("unknown key '\(text)' in \(what)\(Suggestions(known).hint(for: text))",
               at: key.location, subject: "\(what) key \(text)")
    }
}
