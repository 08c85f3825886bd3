import PresentLintYAML
import Testing

/// Positions, aliases, merge keys and duplicate keys of the positioned tree.
@Suite struct PositionTests {
    private func document(_ text: String) throws -> YAMLDocument {
        let stream = YAMLLoader.load(Array(text.utf8))
        #expect(stream.syntaxError == nil)
        return try #require(stream.documents.first)
    }

    private func value(_ document: YAMLDocument, _ key: String, in mapping: NodeID? = nil) -> NodeID? {
        let children = document.children(mapping ?? document.root)
        var index = children.startIndex
        while index + 1 < children.endIndex {
            if document.scalar(children[index]) == key { return children[index + 1] }
            index += 2
        }
        return nil
    }

    @Test func scalarRangesAreOneBasedAndEndExclusive() throws {
        let doc = try document("a: 1\ntransition: partialCurl\n")
        let node = try #require(value(doc, "transition"))
        #expect(doc.range(node) == SourceRange(start: Mark(line: 2, column: 13), end: Mark(line: 2, column: 24)))
    }

    /// A block collection ends with its last child, not where libyaml's next token starts
    /// (the next entry, a blank line later, or past the last line).
    @Test func blockCollectionsEndWithTheirLastChild() throws {
        let doc = try document("list:\n  - a: 1\n    b: [2, 3]\n\n  - c:\nnext: x\n")
        let list = try #require(value(doc, "list"))
        let items = Array(doc.children(list))
        #expect(doc.range(items[0]) == SourceRange(start: Mark(line: 2, column: 5), end: Mark(line: 3, column: 14)))
        #expect(doc.range(items[1]) == SourceRange(start: Mark(line: 5, column: 5), end: Mark(line: 5, column: 7)))
        #expect(doc.range(list) == SourceRange(start: Mark(line: 2, column: 3), end: Mark(line: 5, column: 7)))
        #expect(doc.range(doc.root).end == Mark(line: 6, column: 8))
        let flow = try document("a: { b: 1 }\n")
        #expect(flow.range(try #require(value(flow, "a"))) == SourceRange(start: Mark(line: 1, column: 4), end: Mark(line: 1, column: 12)))
    }

    @Test func columnsCountCharactersNotBytes() throws {
        let doc = try document("écran: { naïve: [ü, x] }\n")
        let mapping = try #require(value(doc, "écran"))
        let list = try #require(value(doc, "naïve", in: mapping))
        let items = doc.children(list)
        #expect(doc.range(items[1]).start == Mark(line: 1, column: 21))
    }

    @Test func aliasKeepsItsOwnPositionAndPointsAtTheAnchor() throws {
        let doc = try document("base: &b { x: 1 }\nuse: *b\n")
        let alias = try #require(value(doc, "use"))
        #expect(doc.kind(alias) == .alias)
        #expect(doc.range(alias).start == Mark(line: 2, column: 6))
        let target = try #require(doc.aliasTarget(alias))
        #expect(doc.range(target).start == Mark(line: 1, column: 7))
        #expect(doc.anchor(target) == "b")
    }

    @Test func mergeKeysKeepOwnKeysFirstAndRememberTheAlias() throws {
        let doc = try document("base: &b { x: 1, y: 2 }\nuse: { <<: *b, y: 3 }\n")
        let mapping = try #require(value(doc, "use"))
        var budget = AliasBudget(100)
        let entries = doc.entries(of: mapping, budget: &budget)
        #expect(entries.map { doc.scalar($0.key) } == ["y", "x"])
        #expect(doc.scalar(entries[0].value) == "3")
        #expect(entries[0].mergedVia == nil)
        #expect(entries[1].mergedVia.map { doc.range($0).start } == Mark(line: 2, column: 12))
    }

    @Test func duplicateKeysAreRecordedNotThrown() throws {
        let doc = try document("a: 1\nb: 2\na: 3\n")
        #expect(doc.duplicateKeys.count == 1)
        #expect(doc.duplicateKeys.first.map { doc.range($0.repeated).start } == Mark(line: 3, column: 1))
        #expect(doc.duplicateKeys.first.map { doc.range($0.first).start } == Mark(line: 1, column: 1))
    }

    @Test func duplicateKeysInLargeMappings() throws {
        let text = (0..<40).map { "k\($0): 1" }.joined(separator: "\n") + "\nk7: 2\n"
        let doc = try document(text)
        #expect(doc.duplicateKeys.count == 1)
        #expect(doc.duplicateKeys.first.map { doc.range($0.repeated).start.line } == 41)
    }

    @Test func syntaxErrorKeepsEarlierDocuments() {
        let stream = YAMLLoader.load(Array("a: 1\n---\nb: [\n".utf8))
        #expect(stream.documents.count == 1)
        #expect(stream.syntaxError != nil)
        // libyaml reports the unclosed `[` on a line 4 the file does not have: taken back to the end of line 3.
        #expect(stream.syntaxError?.mark == Mark(line: 3, column: 5))
        #expect(stream.syntaxError?.isAtEndOfInput == true)
    }

    /// A problem found at the end of the input lies inside the file, with or without a final
    /// line break (libyaml starts a line of its own after the input to close its tokens).
    @Test(arguments: ["knulley: value\nthis is #not", "knulley: value\nthis is #not\n", "knulley: value\r\nthis is #not\r\n"])
    func anErrorAtTheEndOfTheInputIsOnTheLastLine(_ text: String) {
        let error = YAMLLoader.load(Array(text.utf8)).syntaxError
        #expect(error?.mark == Mark(line: 2, column: 13))
        #expect(error?.isAtEndOfInput == true)
    }

    @Test func anErrorInsideTheInputIsWhereLibyamlFindsIt() {
        let error = YAMLLoader.load(Array("a: b: c\nd: 1\n".utf8)).syntaxError
        #expect(error?.mark == Mark(line: 1, column: 5))
        #expect(error?.isAtEndOfInput == false)
    }
}
