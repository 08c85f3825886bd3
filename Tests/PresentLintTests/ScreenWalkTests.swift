import PresentLintCore
import PresentLintYAML
import Testing

/// The per-screen walks the rules ask for on every presentation, against their
/// plain definitions: `nearestScreens(where:)` is the first of a screen and its
/// `ancestors(of:)` that satisfies the predicate, and `shownScreens(of:)` is the
/// screen, a navigationController's last child, and the screens pushed onto it.
@Suite struct ScreenWalkTests {
    private func analysis(_ text: String) throws -> Analysis {
        let document = try #require(YAMLLoader.load(Array(text.utf8)).documents.first)
        return Analysis(try #require(DescriptionDecoder.decode(document).0))
    }

    /// Containers nested three deep, a push onto a navigationController, and a containment cycle.
    private let text = """
    root: T
    screens:
      T: { kind: tabBarController, children: [N, S] }
      N: { kind: navigationController, children: [A, B] }
      S: { kind: splitViewController, children: [M, D] }
      M: { kind: navigationController, children: [E] }
      A: {}
      B: {}
      D: {}
      E: {}
      P: {}
      X: { kind: navigationController, children: [Y] }
      Y: { kind: navigationController, children: [X] }
      Z: { kind: navigationController, children: [X] }
    presentations:
      - { from: B, to: P, method: show }
    """

    @Test func nearestScreensIsTheFirstOfTheScreenAndItsAncestors() throws {
        let analysis = try analysis(text)
        let names = analysis.description.screens.map(\.name)
        let predicates: [(String, (Int) -> Bool)] = [
            ("a navigationController", { analysis.screenTraits[$0].contains(.navigationController) }),
            ("T", { names[$0] == "T" }),
            ("nothing", { _ in false }),
            ("X or S", { names[$0] == "X" || names[$0] == "S" }),
        ]
        for (label, predicate) in predicates {
            let nearest = analysis.nearestScreens(where: predicate)
            for screen in names.indices {
                let expected = ([screen] + analysis.ancestors(of: screen)).first(where: predicate) ?? -1
                #expect(Int(nearest[screen]) == expected, "\(label): \(names[screen])")
            }
        }
    }

    @Test func shownScreensAreTheScreenItsLastChildAndThePushedScreens() throws {
        let analysis = try analysis(text)
        let names = analysis.description.screens.map(\.name)
        func shown(_ name: String) -> [String] {
            Array(analysis.shownScreens(of: names.firstIndex(of: name)!)).map { names[$0] }
        }
        #expect(shown("N") == ["N", "B", "P"])
        #expect(shown("M") == ["M", "E"])
        #expect(shown("A") == ["A"])
        #expect(shown("T") == ["T"])
    }
}
