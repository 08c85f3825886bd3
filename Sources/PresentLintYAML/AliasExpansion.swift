/// How far a document's aliases expand, measured on the written tree in one
/// pass. Fully expanding every alias yields the written nodes plus, for each
/// written alias, the expanded size of its anchored node; a "billion laughs"
/// (aliases of aliases of ...) or a `<<` merge bomb is a document where that
/// sum is huge although the file is small.
public struct AliasExpansion: Sendable {
    /// The alias at which the running expansion, in document order, first
    /// exceeds the limit.
    public let alias: NodeID
    /// The expanded size of that alias's anchored node alone.
    public let aliasSize: Int
    /// The nodes that the aliases up to and including `alias` expand to.
    public let total: Int
}

extension YAMLDocument {
    /// The first alias at which aliases expand to more than `limit` nodes, or
    /// nil if the whole document stays within it. Linear in the number of
    /// written nodes, iterative (any depth), and saturating (no overflow). An
    /// alias to a node that encloses it (a recursive structure) counts as one
    /// node: consumers follow such an alias one step at a time.
    public func aliasExpansion(exceeding limit: Int) -> AliasExpansion? {
        guard aliasCount > 0 else { return nil }  // only aliases expand
        let saturation = Int.max / 2
        var sizes = [Int](repeating: 0, count: nodeCount)
        var finished = [Bool](repeating: false, count: nodeCount)
        var total = 0
        // Post-order walk of the written tree: a collection is finished after its children.
        var stack: [(node: Int32, expanded: Bool)] = [(root.index, false)]
        while let (index, expanded) = stack.popLast() {
            let node = NodeID(index)
            switch kind(node) {
            case .scalar:
                sizes[Int(index)] = 1
            case .alias:
                var size = 1
                if let target = aliasTarget(node), finished[Int(target.index)] {
                    size = sizes[Int(target.index)]
                }
                sizes[Int(index)] = size
                total = min(saturation, total + size)
                if total > limit {
                    return AliasExpansion(alias: node, aliasSize: size, total: total)
                }
            case .sequence, .mapping:
                if !expanded {
                    stack.append((index, true))
                    for child in children(node).reversed() { stack.append((child.index, false)) }
                    continue
                }
                var size = 1
                for child in children(node) { size = min(saturation, size + sizes[Int(child.index)]) }
                sizes[Int(index)] = size
            }
            finished[Int(index)] = true
        }
        return nil
    }
}
