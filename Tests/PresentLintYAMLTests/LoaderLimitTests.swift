import PresentLintYAML
import Testing

/// Hostile inputs at the YAML layer: nesting, alias and merge bombs, and the
/// positions of reader errors.
@Suite struct LoaderLimitTests {
    private func load(_ text: String, maximumDepth: Int = YAMLLoader.defaultMaximumDepth) -> YAMLStream {
        YAMLLoader.load(Array(text.utf8), maximumDepth: maximumDepth)
    }

    // MARK: Nesting

    @Test func hundredThousandNestedFlowSequencesStopAtTheLimitWithAPosition() throws {
        let stream = load(String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000))
        let error = try #require(stream.syntaxError)
        #expect(error.stage == .limit)
        #expect(error.mark == Mark(line: 1, column: YAMLLoader.maximumFlowDepth + 1))
        #expect(error.problem == "flow collections ([ ] and { }) are nested more than \(YAMLLoader.maximumFlowDepth) levels deep")
        #expect(error.origin == "presentlint's nesting limit")
        #expect(stream.documents.isEmpty)
    }

    @Test func nestingExactlyAtTheLimitIsRead() throws {
        let depth = YAMLLoader.defaultMaximumDepth
        let atLimit = load(String(repeating: "- ", count: depth) + "x\n")
        #expect(atLimit.syntaxError == nil)
        #expect(atLimit.documents.count == 1)
        let overLimit = load(String(repeating: "- ", count: depth + 1) + "x\n")
        #expect(overLimit.syntaxError?.stage == .limit)
        #expect(overLimit.syntaxError?.problem == "collections are nested more than \(depth) levels deep")
    }

    /// Flow collections have a lower limit of their own: libyaml 0.2.5's work on each token
    /// grows with the flow collections open around it, so that many deeply nested flow
    /// collections would take minutes. Block collections around them do not count.
    @Test func flowNestingExactlyAtItsLimitIsRead() throws {
        let depth = YAMLLoader.maximumFlowDepth
        let blocks = String(repeating: "- ", count: 100)
        let atLimit = load(blocks + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "\n")
        #expect(atLimit.syntaxError == nil)
        #expect(atLimit.documents.count == 1)
        let overLimit = load(blocks + String(repeating: "[", count: depth + 1) + String(repeating: "]", count: depth + 1) + "\n")
        #expect(overLimit.syntaxError?.stage == .limit)
        #expect(overLimit.syntaxError?.mark == Mark(line: 1, column: 2 * 100 + depth + 1))
    }

    @Test func documentsBeforeANestingErrorAreKept() {
        let stream = load("a: 1\n---\n" + String(repeating: "- ", count: 2_000) + "x\n")
        #expect(stream.documents.count == 1)
        #expect(stream.syntaxError?.mark == Mark(line: 3, column: 2 * YAMLLoader.defaultMaximumDepth + 1))
    }

    /// Without the limit, 100,000 levels (block sequences, which libyaml reads
    /// in linear time) build a tree without recursion, and walking it with
    /// the iterative helpers works too.
    @Test func hundredThousandLevelsBuildAndWalkIteratively() throws {
        let depth = 100_000
        let stream = load(String(repeating: "- ", count: depth) + "x\n", maximumDepth: .max)
        #expect(stream.syntaxError == nil)
        let document = try #require(stream.documents.first)
        #expect(document.nodeCount == depth + 1)
        var node = document.root
        var levels = 0
        while document.kind(node) == .sequence, let child = document.children(node).first {
            node = child
            levels += 1
        }
        #expect(levels == depth)
        #expect(document.scalar(node) == "x")
        #expect(document.aliasExpansion(exceeding: 0) == nil)
        #expect(EventPrinter.events(of: stream.documents).count == 2 * depth + 5)
    }

    // MARK: Aliases and merges

    /// `levels` of ten aliases each to the level below ("billion laughs").
    private func laughs(levels: Int) -> String {
        var lines = ["l0: &l0 [" + Array(repeating: "lol", count: 10).joined(separator: ", ") + "]"]
        for level in 1..<levels {
            lines.append("l\(level): &l\(level) [" + Array(repeating: "*l\(level - 1)", count: 10).joined(separator: ", ") + "]")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test func billionLaughsIsMeasuredWithoutExpandingIt() throws {
        let document = try #require(load(laughs(levels: 10)).documents.first)
        let expansion = try #require(document.aliasExpansion(exceeding: 1_000_000))
        // l4 stands for 11,111 + 100,000 nodes; ten of its aliases in l5 cross the million.
        #expect(document.aliasName(expansion.alias) == "l4")
        #expect(expansion.aliasSize == 111_111)
        #expect(expansion.total > 1_000_000)
        #expect(document.range(expansion.alias).start.line == 6)
    }

    @Test func expansionCountsEveryAliasOnceWithItsAnchoredNodeExpanded() throws {
        // *a stands for 3 nodes; *b stands for [*a] = 1 + 3 nodes: 3 + 3 + 4 = 10.
        let document = try #require(load("a: &a [1, 2]\nb: &b [*a]\nc: *a\nd: *b\n").documents.first)
        #expect(document.aliasExpansion(exceeding: 10) == nil)
        let crossing = try #require(document.aliasExpansion(exceeding: 9))
        #expect(document.aliasName(crossing.alias) == "b")
        #expect(crossing.total == 10)
    }

    @Test func aRecursiveAliasCountsAsOneNode() throws {
        let document = try #require(load("a: &a [1, *a]\n").documents.first)
        #expect(document.aliasExpansion(exceeding: 1) == nil)
        #expect(document.aliasExpansion(exceeding: 0) != nil)
    }

    @Test func mergeBombStopsAtTheBudget() throws {
        var lines = ["m0: &m0 {k: 1}"]
        for level in 1...30 {
            lines.append("m\(level): &m\(level) {<<: [" + Array(repeating: "*m\(level - 1)", count: 10).joined(separator: ", ") + "]}")
        }
        lines.append("top: {<<: *m30}")
        let document = try #require(load(lines.joined(separator: "\n")).documents.first)
        let top = Array(document.children(document.root))[2 * 31 + 1]
        var budget = AliasBudget(100_000)
        let entries = document.entries(of: top, budget: &budget)
        #expect(budget.isExhausted)
        #expect(entries.count == 1)
        #expect(document.aliasExpansion(exceeding: 1_000_000) != nil)
    }

    @Test func mergesWithinTheBudgetStillResolve() throws {
        let document = try #require(load("base: &b {x: 1, y: 2}\nuse: {<<: [*b, *b], y: 3}\n").documents.first)
        let use = Array(document.children(document.root))[3]
        var budget = AliasBudget(100)
        let keys = document.entries(of: use, budget: &budget).compactMap { document.scalar($0.key) }
        #expect(keys == ["y", "x"])
        #expect(!budget.isExhausted)
    }

    // MARK: Reader errors

    @Test func readerErrorPositionsCountLibyamlLineBreaks() throws {
        // CR alone, CR LF, NEL and LS each end a line for libyaml.
        let prefix: [UInt8] = Array("a: 1\rb: 2\r\nc: 3".utf8) + [0xC2, 0x85] + Array("d: 4".utf8) + [0xE2, 0x80, 0xA8]
        let stream = YAMLLoader.load(prefix + Array("é: ".utf8) + [0xFF])
        let error = try #require(stream.syntaxError)
        #expect(error.stage == .reader)
        #expect(error.mark == Mark(line: 5, column: 4))
    }

    @Test func readerErrorAfterAByteOrderMarkIgnoresTheMark() throws {
        let stream = YAMLLoader.load([0xEF, 0xBB, 0xBF] + Array("ab: ".utf8) + [0x00])
        let error = try #require(stream.syntaxError)
        #expect(error.stage == .reader)
        #expect(error.mark == Mark(line: 1, column: 5))
    }

    @Test func readerErrorInUTF16CountsCharacters() throws {
        // UTF-16LE with a BOM: "a\nbc" then an unpaired low surrogate.
        let units: [UInt16] = [0x61, 0x0A, 0x62, 0x63, 0xDC00]
        let bytes: [UInt8] = [0xFF, 0xFE] + units.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let error = try #require(YAMLLoader.load(bytes).syntaxError)
        #expect(error.stage == .reader)
        #expect(error.mark == Mark(line: 2, column: 3))
    }
}
