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

    /// The links the analysis lists per screen are read while the references are
    /// resolved, in two halves on two threads for this many presentations: each
    /// screen's lists must hold exactly the presentations whose resolved ends it
    /// is, in file order, and an undefined end must link nothing.
    @Test func perScreenListsFollowTheResolvedEnds() throws {
        let screens = ["A", "B", "C", "Nav"]
        var text = "screens:\n  A: {}\n  B: {}\n  C: {}\n  Nav: { kind: navigationController, children: [A] }\npresentations:\n"
        for index in 0..<2_400 {
            let from = index % 7 == 0 ? "Missing" : screens[index % 3]
            let to = index % 11 == 0 ? "Gone" : screens[(index / 3) % 3]
            let method = index % 5 == 0 ? ", method: show" : ""
            text += "  - { id: p\(index), from: \(from), to: \(to)\(method) }\n"
        }
        let document = try #require(YAMLLoader.load(Array(text.utf8)).documents.first)
        let analysis = Analysis(try #require(DescriptionDecoder.decode(document).0))
        for screen in screens.indices {
            let from = analysis.presentations.filter { $0.fromIndex == screen }.map(\.presentation.index)
            let to = analysis.presentations.filter { $0.toIndex == screen }.map(\.presentation.index)
            #expect(Array(analysis.presentedFrom[screen]) == from, "presented from \(screens[screen])")
            #expect(Array(analysis.presentedBy[screen]) == to, "presented by \(screens[screen])")
            #expect(!from.isEmpty || screen == 3)
        }
        let linked = (0..<screens.count).reduce(0) { $0 + Array(analysis.presentedFrom[$1]).count }
        #expect(linked == (0..<2_400).filter { $0 % 7 != 0 }.count)
    }
}
