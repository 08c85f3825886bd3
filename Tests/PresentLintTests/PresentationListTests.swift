import PresentLintCore
import PresentLintYAML
import Testing

/// `Analysis.presentations` builds the facts of a large description in two halves on
/// two threads; what it hands out must be exactly the presentations, in file order,
/// however many there are.
@Suite struct PresentationListTests {
    private func analysis(presentations count: Int) throws -> Analysis {
        let text = "screens:\n  A: {}\n  B: {}\npresentations:\n"
            + (0..<count).map { "  - { id: p\($0), from: A, to: B }\n" }.joined()
        let document = try #require(YAMLLoader.load(Array(text.utf8)).documents.first)
        return Analysis(try #require(DescriptionDecoder.decode(document).0))
    }

    @Test(arguments: [0, 1, 5, 20, 2_001])
    func iterationHandsOutEveryPresentationOnceInFileOrder(count: Int) throws {
        let analysis = try analysis(presentations: count)
        var seen: [String] = []
        for facts in analysis.presentations { seen.append(facts.presentation.label) }
        #expect(seen == (0..<count).map { "p\($0)" })
        #expect(analysis.presentations.count == count)
        #expect(analysis.presentations.indices.map { analysis.presentations[$0].presentation.index } == Array(0..<count))
    }
}
