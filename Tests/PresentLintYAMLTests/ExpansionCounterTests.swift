import PresentLintYAML
import Testing

/// The alias expansion the tree builder counts while it reads (sizing only
/// what lies inside anchored collections) agrees with the one measured on the
/// finished document, for random documents of anchors, aliases and plain
/// collections around them.
@Suite struct ExpansionCounterTests {
    /// The streamed document and the expansion counted while it was read.
    private struct Watcher: StreamVisitor {
        var document: YAMLDocument?
        var exceeded: AliasExpansion?

        mutating func visit(_ event: StreamEvent, cursor: inout StreamingLoader.Cursor) {
            if case .documentFinished(let finished) = event {
                document = finished
                exceeded = cursor.expansionExceeded
            }
        }
    }

    /// A deterministic generator (Knuth's MMIX linear congruential one, high bits
    /// out), so that a failure can be replayed; the documents need no better.
    private struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 32 | state << 32
        }
    }

    /// A flow node: a scalar, an alias to an anchor defined before, or a collection,
    /// each maybe anchored.
    private func node(depth: Int, anchors: inout [String], random: inout Generator) -> String {
        let anchor = Int.random(in: 0..<3, using: &random) == 0 ? "a\(anchors.count)" : nil
        let prefix = anchor.map { "&\($0) " } ?? ""
        var text: String
        switch Int.random(in: 0..<(depth > 3 ? 2 : 4), using: &random) {
        case 0: text = prefix + "s"
        case 1 where !anchors.isEmpty: return "*" + anchors.randomElement(using: &random)!
        case 1: text = prefix + "t"
        case 2:
            let items = (0..<Int.random(in: 0..<4, using: &random)).map { _ in node(depth: depth + 1, anchors: &anchors, random: &random) }
            text = prefix + "[" + items.joined(separator: ", ") + "]"
        default:
            let items = (0..<Int.random(in: 0..<4, using: &random)).map { index in
                "k\(index): " + node(depth: depth + 1, anchors: &anchors, random: &random)
            }
            text = prefix + "{" + items.joined(separator: ", ") + "}"
        }
        // The anchor is defined once its node is written: only later aliases refer to it.
        if let anchor { anchors.append(anchor) }
        return text
    }

    @Test func theCountWhileReadingAgreesWithTheFinishedDocument() throws {
        var random = Generator(state: 23)
        for round in 0..<400 {
            var anchors: [String] = []
            let entries = (0..<Int.random(in: 1..<6, using: &random)).map { index in
                "e\(index): " + node(depth: 0, anchors: &anchors, random: &random)
            }
            let text = entries.joined(separator: "\n") + "\n"
            for limit in [0, 1, 3, 8, 20] {
                var watcher = Watcher()
                _ = StreamingLoader.load(Array(text.utf8)[...], expansionLimit: limit, visitor: &watcher)
                let document = try #require(watcher.document, "round \(round): \(text)")
                let measured = document.aliasExpansion(exceeding: limit)
                #expect(watcher.exceeded?.total == measured?.total, "round \(round), limit \(limit): \(text)")
                #expect(watcher.exceeded?.alias == measured?.alias, "round \(round), limit \(limit): \(text)")
                #expect(watcher.exceeded?.aliasSize == measured?.aliasSize, "round \(round), limit \(limit): \(text)")
            }
        }
    }
}
