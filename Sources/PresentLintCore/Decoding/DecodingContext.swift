import PresentLintYAML

/// A node being decoded, and the alias it is reported at when it was reached
/// through one (-1 if not): 8 bytes, with its `Location` built only when a
/// finding needs it.
struct Value {
    let node: NodeID
    let alias: Int32
    /// The key node of the mapping entry this is the value of, or -1: a finding
    /// about a whole block collection is reported from its key on (see `location`).
    var key: Int32 = -1

}

/// Shared state of one decoding: the document, the findings so far and the
/// alias budget. Primitive readers live here; object readers are in
/// `ObjectDecoder`. Message subjects and descriptions are built only when a
/// finding is reported, so a clean document costs no string building.
struct DecodingContext {
    /// The document being decoded; while a large document is read entry by
    /// entry, a view of the nodes read so far.
    var document: YAMLDocument
    /// Where the model keeps the positions of written values.
    let positions = PositionTable()
    var findings: [Finding] = []
    var budget: AliasBudget
    private var reportedExhaustedBudget = false
    private var reportedMergeDepth = false
    /// Undefined aliases reported so far.
    private var undefinedAliases: Set<SourceRange> = []
    /// Per scalar id: the key of format.md with that text, if any.
    private let keys: [KnownKey?]
    /// The id of the merge key `<<`, when the document has that text.
    private let mergeKeyID: Int32?
    /// Per scalar id: the bool that text spells (YAML 1.1's true/false, yes/no, on/off), if any.
    private let booleans: [Bool?]
    /// The names read so far, by scalar id: a screen's name is one string
    /// however many references repeat it.
    private var names = ScalarIDMap<String>()

    init(document: YAMLDocument, aliasBudget: Int) {
        self.document = document
        self.budget = AliasBudget(aliasBudget)
        // A document read with the seed has the seed's ids, looked up once per process.
        let tables = document.seed === Self.seed
            ? Self.seededTables : KeyTables(idCount: document.distinctScalarCount, id: document.scalarID(of:))
        keys = tables.keys
        mergeKeyID = tables.mergeKeyID
        booleans = tables.booleans
    }

    /// The ids of the texts the decoder looks for.
    private struct KeyTables {
        let keys: [KnownKey?]
        let mergeKeyID: Int32?
        let booleans: [Bool?]

        init(idCount: Int, id: (String) -> Int32?) {
            var keys = [KnownKey?](repeating: nil, count: idCount)
            for key in KnownKey.allCases {
                if let found = id(key.rawValue) { keys[Int(found)] = key }
            }
            self.keys = keys
            mergeKeyID = id("<<")
            var booleans = [Bool?](repeating: nil, count: idCount)
            for (spelling, value) in DecodingContext.booleanSpellings {
                if let found = id(spelling) { booleans[Int(found)] = value }
            }
            self.booleans = booleans
        }
    }

    private static let seededTables = KeyTables(idCount: seed.count, id: seed.id(of:))

    /// Texts that the streaming decoder gives the first scalar ids of every
    /// document, so that the tables above stay valid as the document grows.
    static let seed = ScalarSeed(
        KnownKey.allCases.map(\.rawValue) + booleanSpellings.map(\.0) + ["<<"] + PresentationStyle.spellings
            + TransitionStyle.spellings + ScreenKind.spellings + AlertStyle.spellings + Platform.spellings + Device.spellings
            + PresentationMethod.spellings + Detent.spellings + AnimationAPI.spellings + InteractionKind.spellings
            + FrameKind.spellings)

    static let booleanSpellings: [(String, Bool)] = [
        ("true", true), ("True", true), ("TRUE", true), ("yes", true), ("Yes", true), ("YES", true),
        ("on", true), ("On", true), ("ON", true),
        ("false", false), ("False", false), ("FALSE", false), ("no", false), ("No", false), ("NO", false),
        ("off", false), ("Off", false), ("OFF", false),
    ]

    // MARK: Reporting

    mutating func error(_ rule: RuleDescription, _ message: String, at location: Location, notes: [Note] = [], subject: String) {
        guard aliasFilter.admits(location) else { return }
        findings.append(Finding(rule: rule.id, severity: .error, message: message, at: location, notes: notes, subject: subject))
    }

    /// Which locations `error` reports at, for findings made away from the context.
    var aliasFilter: AliasFilter { AliasFilter(undefinedAliases: undefinedAliases) }

    /// An undefined alias is the one cause of every complaint about its node: it is reported once.
    struct AliasFilter: Sendable {
        let undefinedAliases: Set<SourceRange>

        /// False for a node reached through an undefined alias.
        func admits(_ location: Location) -> Bool {
            undefinedAliases.isEmpty
                || !undefinedAliases.contains(location.range) && location.anchored.map(undefinedAliases.contains) != true
        }
    }

    mutating func schema(_ message: String, at location: Location, subject: String) {
        error(DescriptionErrors.schema, message, at: location, subject: subject)
    }

    // MARK: Nodes

    /// Where a value is reported: the node, or the alias it was reached through
    /// with the node as its anchor. A block collection that starts on a line
    /// after its key is reported from the key on (`sheet:` rather than the
    /// first entry inside it), where a reader looks for it.
    func location(_ value: Value) -> Location {
        var range = document.range(value.node)
        guard value.alias >= 0 else {
            if value.key >= 0, document.collectionStyle(value.node) == .block {
                let keyStart = document.range(NodeID(value.key)).start
                if keyStart.line < range.start.line { range = SourceRange(start: keyStart, end: range.end) }
            }
            return Location(range: range)
        }
        let anchorNode = document.aliasTarget(NodeID(value.alias)).map { document.range($0) }
        return Location(range: document.range(NodeID(value.alias)), anchored: range,
                        anchorNode: anchorNode == range ? nil : anchorNode)
    }

    /// Stores the value's location for the model; returns its index in `positions`.
    func position(_ value: Value) -> Int32 { positions.add(location(value)) }

    /// `value(_:inheritedAlias:)` for the value of a mapping entry whose key is `key`.
    mutating func value(_ raw: NodeID, ofKey key: NodeID, inheritedAlias: Int32) -> Value {
        var entryValue = value(raw, inheritedAlias: inheritedAlias)
        entryValue.key = key.index
        return entryValue
    }

    /// The value of `raw`, following an alias; `inheritedAlias` is the alias
    /// that the enclosing aliased content is reported at (-1 if none).
    mutating func value(_ raw: NodeID, inheritedAlias: Int32) -> Value {
        guard document.kind(raw) == .alias else { return Value(node: raw, alias: inheritedAlias) }
        if let target = document.aliasTarget(raw) {
            return Value(node: target, alias: inheritedAlias >= 0 ? inheritedAlias : raw.index)
        }
        let name = document.aliasName(raw) ?? ""
        let aliasRange = document.range(raw)
        // Not valid YAML: libyaml's event parser lets it through, its loader does not.
        error(DescriptionErrors.yamlSyntax,
              "found undefined alias: '*\(name)' refers to no anchor '&\(name)' defined before it (libyaml's loader rejects it; its event parser does not); define the anchor before the alias",
              at: Location(range: aliasRange), subject: "alias \(name)")
        undefinedAliases.insert(aliasRange)
        return Value(node: raw, alias: inheritedAlias)
    }

    /// The key of format.md that a key node spells, if any.
    func knownKey(_ key: Value) -> KnownKey? {
        guard let id = document.scalarID(key.node), Int(id) < keys.count else { return nil }
        return keys[Int(id)]
    }

    /// The key's text, for messages ("" for a key that is not a scalar).
    func keyText(_ key: Value) -> String { document.scalar(key.node) ?? "" }

    /// The entries of a mapping value (merges resolved), as key and value. A
    /// mapping without `<<` keys is read directly, pair by pair.
    mutating func entries(of mapping: Value) -> [(key: Value, value: Value)] {
        var result: [(key: Value, value: Value)] = []
        entries(of: mapping, into: &result)
        return result
    }

    /// `entries(of:)` into `result`, which it empties first: a caller that
    /// reads mapping after mapping reuses one array instead of allocating one each time.
    mutating func entries(of mapping: Value, into result: inout [(key: Value, value: Value)]) {
        result.removeAll(keepingCapacity: true)
        let inherited = mapping.alias
        let children = document.children(mapping.node)
        result.reserveCapacity(children.count / 2)
        var index = children.startIndex
        while index + 1 < children.endIndex {
            let key = children[index]
            if let mergeKeyID, document.scalarID(key) == mergeKeyID, document.isMergeKey(key) {
                result = mergedEntries(of: mapping)
                return
            }
            if !document.isRepeatedKey(key) {
                result.append((value(key, inheritedAlias: inherited),
                               value(children[index + 1], ofKey: key, inheritedAlias: inherited)))
            }
            index += 2
        }
    }

    private mutating func mergedEntries(of mapping: Value) -> [(key: Value, value: Value)] {
        let inherited = mapping.alias
        for invalid in document.invalidMergeValues(of: mapping.node) {
            let source = value(invalid.source, inheritedAlias: inherited >= 0 ? inherited : invalid.via?.index ?? -1)
            schema("a '<<' merge value must be a mapping, an alias of one, or a sequence of them",
                   at: location(source), subject: "merge")
        }
        let entries = document.entries(of: mapping.node, budget: &budget)
        reportExpansionLimits(at: location(mapping))
        return entries.map { entry in
            // Reached through an alias, the mapping's entries are reported at that alias (the outermost one).
            let via = inherited >= 0 ? inherited : entry.mergedVia?.index ?? -1
            return (value(entry.key, inheritedAlias: via), value(entry.value, ofKey: entry.key, inheritedAlias: via))
        }
    }

    /// Reports, once per document each, that a chain of merges was cut at its
    /// maximum depth and that aliases and merges used up the budget (if they did).
    mutating func reportExpansionLimits(at location: Location) {
        if budget.exceededMergeDepth, !reportedMergeDepth {
            reportedMergeDepth = true
            schema("'<<' merges are chained more than \(AliasBudget.maximumMergeDepth) deep here; the merges past that depth are not read, so their keys are missing from this mapping: merge from fewer levels",
                   at: location, subject: "merge depth")
        }
        guard budget.isExhausted, !reportedExhaustedBudget else { return }
        reportedExhaustedBudget = true
        schema("aliases and '<<' merges expand to more than the node budget; the rest of this document is not expanded (is it an alias bomb?)",
               at: location, subject: "alias budget")
    }

    /// The items of a sequence value.
    mutating func items(of sequence: Value) -> [Value] {
        let inherited = sequence.alias
        var result: [Value] = []
        let children = document.children(sequence.node)
        result.reserveCapacity(children.count)
        for child in children {
            if inherited >= 0, !budget.spend() { break }
            result.append(value(child, inheritedAlias: inherited))
        }
        return result
    }

    func kind(_ value: Value) -> NodeKind { document.kind(value.node) }
    func isNull(_ value: Value) -> Bool { document.isNull(value.node) }
    func text(_ value: Value) -> String? { document.scalar(value.node) }

    /// A short rendering of a value for messages.
    func describe(_ value: Value) -> String {
        switch document.kind(value.node) {
        case .scalar:
            let text = document.scalar(value.node) ?? ""
            if text.isEmpty { return "an empty value" }
            if document.isNull(value.node) { return "null" }
            let shown = "'" + (text.count > 40 ? String(text.prefix(40)) + "..." : text) + "'"
            // Quotes (or `!!str`) make `"true"` or `"1"` a string: say so, or the message reads as a contradiction.
            let isString = !document.resolvesByContent(value.node)
            return isString && Self.readsAsTypedWhenPlain(text) ? "the string " + shown : shown
        case .sequence: return document.children(value.node).isEmpty ? "an empty sequence" : "a sequence"
        case .mapping: return document.children(value.node).isEmpty ? "an empty mapping" : "a mapping"
        case .alias: return "an alias"
        }
    }

    /// Plain, `text` would be a bool, a null or a number (YAML 1.1).
    private static func readsAsTypedWhenPlain(_ text: String) -> Bool {
        switch text.lowercased() {
        case "true", "false", "yes", "no", "on", "off", "y", "n", "null", "~": true
        default: Double(text) != nil
        }
    }

    // MARK: Primitive readers

    /// Reads `true`/`false` (and YAML 1.1's yes/no/on/off) from a plain (or `!!bool`) scalar.
    mutating func bool(_ value: Value, key: String, subject: @autoclosure () -> String, default fallback: Bool) -> Slot<Bool> {
        if let id = document.scalarID(value.node), let boolean = booleanValue(ofID: id), document.resolvesByContent(value.node) {
            return Slot(boolean, position: position(value))
        }
        // A misspelt `true` or `false` ("ture") gets a suggestion; a quoted one is a string, as `describe` says.
        let hint = document.resolvesByContent(value.node) ? document.scalar(value.node).map(Self.booleans.hint(for:)) ?? "" : ""
        return invalid(value, expected: "true or false", key: key, subject: subject(), default: fallback, hint: hint)
    }

    /// The spellings suggested for a misspelt boolean.
    private static let booleans = Suggestions(["true", "false"])

    private func booleanValue(ofID id: Int32) -> Bool? {
        Int(id) < booleans.count ? booleans[Int(id)] : nil
    }

    /// True for a scalar that YAML reads as a bool (plain `false`, `no`, `on`, ...): not a text.
    private func isBoolean(_ value: Value, id: Int32) -> Bool {
        booleanValue(ofID: id) != nil && document.resolvesByContent(value.node)
    }

    /// How to write a bool's spelling as a text, for the message about a bool found where a text belongs.
    private func quotingHint(_ value: Value) -> String {
        "; YAML reads \(describe(value)) as a bool: quote it, \"\(document.scalar(value.node) ?? "")\", to use it as text"
    }

    /// Reads a string scalar; `null` means "not set". A bool is not a string.
    mutating func string(_ value: Value, key: String, subject: @autoclosure () -> String) -> Slot<String?> {
        if isNull(value) { return Slot(nil, position: position(value)) }
        if let text = document.scalar(value.node) {
            if let id = document.scalarID(value.node), isBoolean(value, id: id) {
                return invalid(value, expected: "a string", key: key, subject: subject(), default: nil, hint: quotingHint(value))
            }
            return Slot(text, position: position(value))
        }
        return invalid(value, expected: "a string", key: key, subject: subject(), default: nil)
    }

    /// Reads a name (a non-empty string scalar) and the id of its text, or nil after reporting.
    /// - Parameter role: how the message names the value ("each entry of 'children'"); default `'key'`.
    mutating func name(
        _ value: Value, key: String, role: @autoclosure () -> String? = nil, subject: @autoclosure () -> String
    ) -> (name: String, id: Int32)? {
        var hint = ""
        if let id = document.scalarID(value.node), !isNull(value) {
            if let text = names[id] { return (text, id) }
            if isBoolean(value, id: id) {
                hint = quotingHint(value)
            } else if let text = document.scalar(value.node), !text.isEmpty {
                // Short texts are stored inline in the string; only longer ones are worth sharing.
                if text.utf8.count > 15 { names.set(text, for: id) }
                return (text, id)
            }
        }
        schema("\(role() ?? "'\(key)'") must be a name, found \(describe(value))\(hint)", at: location(value), subject: subject())
        return nil
    }

    /// Reads a plain (or `!!int`, `!!float`) number, as YAML 1.1 writes numbers (`YAMLNumber`).
    mutating func number(_ value: Value, key: String, subject: @autoclosure () -> String, default fallback: Double) -> Slot<Double> {
        if let number = plainNumber(value) { return Slot(number, position: position(value)) }
        return invalid(value, expected: "a number", key: key, subject: subject(), default: fallback)
    }

    func plainNumber(_ value: Value) -> Double? {
        guard document.resolvesByContent(value.node), let text = document.scalar(value.node) else { return nil }
        return YAMLNumber.value(text)
    }

    /// Reads one value of a value set, suggesting the closest on a typo.
    mutating func enumeration<E: SeededEnum>(
        _ value: Value, key: String, subject: @autoclosure () -> String, default fallback: E
    ) -> Slot<E> {
        if let id = document.scalarID(value.node) {
            // A seed text is looked up by its id; any other text (a spelling left out of the seed,
            // a typo, a document read without the seed) is matched against the set's spellings.
            let decoded = document.seed === Self.seed && Int(id) < E.bySeedID.count
                ? E.bySeedID[Int(id)] : E(rawValue: document.text(ofScalarID: id))
            if let decoded { return Slot(decoded, position: position(value)) }
        }
        let names = E.allCases.map(\.rawValue)
        var message = "'\(key)' must be one of \(names.joined(separator: ", ")), found \(describe(value))"
        if let text = document.scalar(value.node) {
            message += Suggestions(names).hint(for: text)
        }
        schema(message, at: location(value), subject: subject())
        return Slot(fallback, position: position(value), invalid: true)
    }

    /// Reports a wrong type (with `hint` after it) and returns an invalid setting holding `fallback`.
    mutating func invalid<T>(
        _ value: Value, expected: String, key: String, subject: String, default fallback: T, hint: String = ""
    ) -> Slot<T> {
        schema("'\(key)' must be \(expected), found \(describe(value))\(hint)", at: location(value), subject: subject)
        return Slot(fallback, position: position(value), invalid: true)
    }

    /// Checks that a value is a mapping (null counts as an empty one).
    mutating func isMapping(_ value: Value, what: @autoclosure () -> String, subject: @autoclosure () -> String) -> Bool {
        if kind(value) == .mapping || isNull(value) { return true }
        schema("\(what()) must be a mapping, found \(describe(value))", at: location(value), subject: subject())
        return false
    }

    /// Checks that a value is a sequence (null counts as an empty one).
    mutating func isSequence(_ value: Value, what: @autoclosure () -> String, subject: @autoclosure () -> String) -> Bool {
        if kind(value) == .sequence || isNull(value) { return true }
        schema("\(what()) must be a sequence, found \(describe(value))", at: location(value), subject: subject())
        return false
    }

    /// Reports `repeated`, a key that its mapping already holds (first at `firstRange`).
    mutating func repeatedKey(_ repeated: NodeID, firstRange: SourceRange) {
        let name = document.keyText(repeated) ?? ""
        // Every `<<` of a mapping is merged; other repeated keys are read once.
        let effect = document.isMergeKey(repeated)
            ? "presentlint merges both, but other YAML tools may not: write one '<<' with a list of aliases, '<<: [*a, *b]'"
            : "presentlint reads the first one and ignores this one: remove or rename one"
        error(DescriptionErrors.duplicateKey,
              "key '\(name)' appears more than once in this mapping; a YAML mapping holds each key once, and \(effect)",
              at: Location(range: document.range(repeated)),
              notes: [Note(range: firstRange, message: "'\(name)' first appears here")],
              subject: "duplicate key \(name)")
    }

    /// Reports an unknown key with a suggestion from `known`.
    mutating func unknownKey(_ key: Value, in what: String, known: [String]) {
        guard let text = document.scalar(key.node) else {
            schema("a key in \(what) must be a name, found \(describe(key))", at: location(key), subject: "\(what) key")
            return
        }
        schema("unknown key '\(text)' in \(what)\(Suggestions(known).hint(for: text))",
               at: location(key), subject: "\(what) key \(text)")
    }
}
