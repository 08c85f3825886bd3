/// Bounds the work that aliases can cause: every merge source visited, every
/// entry examined in merged content and every node a consumer reaches through
/// an alias spends one unit, so "billion laughs" and merge bombs stop early
/// instead of exhausting time or memory.
public struct AliasBudget: Sendable {
    /// How many more units may be spent.
    public private(set) var remaining: Int
    /// Set once a request could not be met in full.
    public private(set) var isExhausted = false
    /// Set once a chain of merges went deeper than `maximumMergeDepth` (and was cut there).
    public private(set) var exceededMergeDepth = false
    /// Deepest chain of merges through merges that is followed.
    public static let maximumMergeDepth = 64

    public init(_ units: Int) {
        remaining = units
    }

    /// Spends `units`; false (and exhausted from then on) when there are not enough.
    public mutating func spend(_ units: Int = 1) -> Bool {
        guard remaining >= units else {
            remaining = 0
            isExhausted = true
            return false
        }
        remaining -= units
        return true
    }

    /// Records that a merge chain was cut at `maximumMergeDepth`.
    mutating func cutMergeChain() {
        exceededMergeDepth = true
    }
}

extension YAMLDocument {
    /// True for the YAML 1.1 merge key `<<` (plain, or tagged `!!merge`).
    public func isMergeKey(_ node: NodeID) -> Bool {
        guard scalar(node, is: "<<") else { return false }
        if let tag = tag(node) { return tag == "tag:yaml.org,2002:merge" }
        return scalarStyle(node) == .plain
    }

    /// The mapping's entries with `<<` merge keys resolved as in YAML 1.1: the
    /// mapping's own keys win over merged ones, and earlier merge sources win
    /// over later ones. Merged entries remember the alias they came through.
    public func entries(of mapping: NodeID, budget: inout AliasBudget) -> [MappingEntry] {
        var result: [MappingEntry] = []
        var seen: Set<Int32> = []
        collect(mapping, via: nil, depth: 0, into: &result, seen: &seen, budget: &budget)
        return result
    }

    private func collect(
        _ mapping: NodeID, via: NodeID?, depth: Int,
        into result: inout [MappingEntry], seen: inout Set<Int32>, budget: inout AliasBudget
    ) {
        let children = children(mapping)
        var merges: [NodeID] = []
        var index = children.startIndex
        while index + 1 < children.endIndex {
            let key = children[index], value = children[index + 1]
            index += 2
            if isMergeKey(key) {
                merges.append(value)
                continue
            }
            if via != nil, !budget.spend() { return }
            if let text = keyID(key) {
                guard seen.insert(text).inserted else { continue }
            }
            result.append(MappingEntry(key: key, value: value, mergedVia: via))
        }
        guard depth < AliasBudget.maximumMergeDepth else {
            if !merges.isEmpty { budget.cutMergeChain() }
            return
        }
        for merge in merges {
            for source in mergeSources(merge) {
                guard budget.spend() else { return }
                let target = resolved(source)
                guard kind(target) == .mapping else { continue }
                let alias = alias(reaching: source, in: merge)
                collect(target, via: via ?? alias, depth: depth + 1, into: &result, seen: &seen, budget: &budget)
                if budget.isExhausted { return }
            }
        }
    }

    /// The alias a merge source is reached through, the outermost one: the
    /// merge value when that is an alias (of the sequence holding the source),
    /// else the source itself when it is an alias. (An alias inside an aliased
    /// sequence stands in the anchored content, not at the mapping that merges it.)
    private func alias(reaching source: NodeID, in merge: NodeID) -> NodeID? {
        if kind(merge) == .alias { return merge }
        return kind(source) == .alias ? source : nil
    }

    /// A merge value: one mapping (or alias of one), or a sequence of them.
    private func mergeSources(_ value: NodeID) -> [NodeID] {
        let target = resolved(value)
        if kind(target) == .sequence { return Array(children(target)) }
        return [value]
    }

    /// The entries that the `<<` merge values `merges` add to a mapping whose
    /// own keys were read separately (`ownKeys`, by scalar id), as
    /// `entries(of:budget:)` adds them after the own entries. For a mapping
    /// whose own entries were consumed as they were read.
    public func mergedEntries(from merges: [NodeID], ownKeys: Set<Int32>, budget: inout AliasBudget) -> [MappingEntry] {
        var result: [MappingEntry] = []
        var seen = ownKeys
        for merge in merges {
            for source in mergeSources(merge) {
                guard budget.spend() else { return result }
                let target = resolved(source)
                guard kind(target) == .mapping else { continue }
                let alias = alias(reaching: source, in: merge)
                collect(target, via: alias, depth: 1, into: &result, seen: &seen, budget: &budget)
                if budget.isExhausted { return result }
            }
        }
        return result
    }

    /// The sources of one merge value that are not mappings, for diagnostics;
    /// `via` is the alias they were reached through when the value is an alias
    /// of a sequence (their findings belong there, with the anchor as a note).
    public func invalidMergeSources(_ value: NodeID) -> [(source: NodeID, via: NodeID?)] {
        let via: NodeID? = kind(value) == .alias && kind(resolved(value)) == .sequence ? value : nil
        return mergeSources(value).filter { kind(resolved($0)) != .mapping }.map { ($0, via) }
    }

    /// Merge values that are not mappings (or sequences of mappings), for diagnostics.
    public func invalidMergeValues(of mapping: NodeID) -> [(source: NodeID, via: NodeID?)] {
        var invalid: [(source: NodeID, via: NodeID?)] = []
        let children = children(mapping)
        var index = children.startIndex
        while index + 1 < children.endIndex {
            defer { index += 2 }
            guard isMergeKey(children[index]) else { continue }
            invalid += invalidMergeSources(children[index + 1])
        }
        return invalid
    }
}
