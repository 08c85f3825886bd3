import PresentLintYAML
import Testing

/// A large input is parsed on a second thread, with each event's texts copied
/// into the blocks the threads pass between them; the trees it builds must be
/// the ones the single-threaded loader builds.
@Suite struct StreamingLoaderTests {
    /// Keeps the finished documents and the error, like a caller that reads whole documents.
    private struct Collector: StreamVisitor {
        var documents: [YAMLDocument] = []

        mutating func visit(_ event: StreamEvent, cursor: inout StreamingLoader.Cursor) {
            if case .documentFinished(let document) = event { documents.append(document) }
        }
    }

    /// Well over the pipeline's threshold, with what the copies must carry: anchors, aliases,
    /// tags, every scalar style, texts longer than a block's text chunk, and several documents.
    private static let large: String = {
        var lines = ["%YAML 1.2", "---", "items:"]
        for index in 0..<6_000 {
            switch index % 6 {
            case 0: lines.append("  - &a\(index) !tag\(index % 5) { name: \"N\(index)\", kind: 'k\(index % 7)' }")
            case 1: lines.append("  - *a\(index - 1)")
            case 2: lines.append("  - |\n    literal \(index)\n    second line")
            case 3: lines.append("  - >-\n    folded \(index)\n    text")
            case 4: lines.append("  - [ plain\(index), ~, \(index).5, !!str 7 ]")
            default: lines.append("  - key\(index): \"é ü 💡 \(index)\"")
            }
        }
        lines.append("long: " + String(repeating: "x", count: 40_000))
        lines.append("...")
        lines.append("--- !!map")
        lines.append("second: [\(String(repeating: "y", count: 20_000)), short]")
        return lines.joined(separator: "\n") + "\n"
    }()

    private func streamed(_ bytes: [UInt8]) -> (documents: [YAMLDocument], error: YAMLSyntaxError?) {
        var collector = Collector()
        let outcome = StreamingLoader.load(bytes[...], visitor: &collector)
        return (collector.documents, outcome.syntaxError)
    }

    /// Every node of the document, with what the tree says about it, in document order.
    private func describe(_ document: YAMLDocument) -> [String] {
        var lines: [String] = []
        var stack = [document.root]
        while let node = stack.popLast() {
            var line = "\(document.kind(node)) \(document.range(node))"
            if let text = document.scalar(node) { line += " scalar \(text) \(String(describing: document.scalarStyle(node)))" }
            if let style = document.collectionStyle(node) { line += " \(style)" }
            if let anchor = document.anchor(node) { line += " &\(anchor)" }
            if let tag = document.tag(node) { line += " !\(tag)" }
            if let alias = document.aliasName(node) { line += " *\(alias) -> \(String(describing: document.aliasTarget(node)))" }
            lines.append(line)
            stack.append(contentsOf: document.children(node).reversed())
        }
        return lines
    }

    @Test func aLargeInputBuildsTheSameTreesAsTheSingleThreadedLoader() {
        let bytes = Array(Self.large.utf8)
        #expect(bytes.count > 200_000)  // the pipeline starts its thread from 128 KB
        let expected = YAMLLoader.load(bytes)
        let actual = streamed(bytes)
        #expect(expected.syntaxError == nil && actual.error == nil)
        #expect(actual.documents.count == 2)
        #expect(actual.documents.map(describe) == expected.documents.map(describe))
        #expect(actual.documents.map(\.range) == expected.documents.map(\.range))
        #expect(actual.documents.map(\.explicitStart) == [true, true])
        #expect(actual.documents.map(\.explicitEnd) == [true, false])
    }

    @Test func anErrorInALargeInputKeepsTheDocumentsBeforeItAndItsPosition() {
        let text = Self.large + "---\nbad: [unclosed\n"
        let expected = YAMLLoader.load(Array(text.utf8))
        let actual = streamed(Array(text.utf8))
        #expect(actual.documents.count == 2)
        #expect(actual.documents.map(describe) == expected.documents.map(describe))
        #expect(actual.error != nil)
        #expect(actual.error?.mark == expected.syntaxError?.mark)
        #expect(actual.error?.problem == expected.syntaxError?.problem)
    }
}
