import PresentLintCore
import PresentLintYAML
import Testing

/// Rules report presentations by label, then by position (`Analysis.inLabelOrder`):
/// the selected presentations are sorted byte-wise when their labels are ASCII and
/// as `String`s when one is not, with the same result either way.
@Suite struct LabelOrderTests {
    private func analysis(_ text: String) throws -> Analysis {
        let document = try #require(YAMLLoader.load(Array(text.utf8)).documents.first)
        return Analysis(try #require(DescriptionDecoder.decode(document).0))
    }

    /// What `String` comparison gives: labels ascending, equal labels in file order.
    private func expectedOrder(_ analysis: Analysis) -> [Int] {
        analysis.presentations.indices.sorted { a, b in
            let x = analysis.presentations[a].presentation.label, y = analysis.presentations[b].presentation.label
            return x != y ? x < y : a < b
        }
    }

    private func description(screens: [String], presentations: [(from: String, to: String, id: String?)]) -> String {
        "screens:\n" + screens.map { "  \"\($0)\": {}\n" }.joined() + "presentations:\n"
            + presentations.map { "  - { from: \"\($0.from)\", to: \"\($0.to)\"\($0.id.map { ", id: \"\($0)\"" } ?? "") }\n" }.joined()
    }

    @Test func asciiLabelsSharingLongPrefixesAreOrderedByAllTheirBytes() throws {
        let screens = ["CheckoutFlowPaymentScreen", "CheckoutFlowPaymentScreenB", "Checkout", "A", "B"]
        let text = description(screens: screens, presentations: [
            ("CheckoutFlowPaymentScreenB", "A", nil),
            ("CheckoutFlowPaymentScreen", "B", nil),
            ("CheckoutFlowPaymentScreen", "A", nil),
            ("Checkout", "A", "CheckoutFlowPaymentScreen -> A"),
            ("A", "B", "checkout"),
            ("CheckoutFlowPaymentScreen", "B", nil),
            ("B", "A", "Checkout"),
        ])
        let analysis = try analysis(text)
        let order = analysis.inLabelOrder(where: { _ in true }).map(\.presentation.index)
        #expect(order == expectedOrder(analysis))
        #expect(order == [6, 2, 3, 1, 5, 0, 4])
        let subset = analysis.inLabelOrder([5, 0, 1]).map(\.presentation.index)
        #expect(subset == [1, 5, 0])
    }

    @Test func aLabelOutsideASCIIOrdersEveryLabelAsStrings() throws {
        let text = description(screens: ["Café", "Cafe", "Cafè", "Z"], presentations: [
            ("Z", "Café", nil), ("Cafè", "Z", nil), ("Cafe", "Z", nil), ("Café", "Z", nil), ("Z", "Cafe", nil),
        ])
        let analysis = try analysis(text)
        #expect(analysis.inLabelOrder(where: { _ in true }).map(\.presentation.index) == expectedOrder(analysis))
        #expect(analysis.inLabelOrder(analysis.presentations.indices.filter { $0 != 2 }).map(\.presentation.index)
            == expectedOrder(analysis).filter { $0 != 2 })
    }

    @Test func aLargeDescriptionIsOrderedTheSameOnTwoThreads() throws {
        // Past the size at which the analysis is computed on two threads.
        let screens = (0..<60).map { "Screen\($0 % 7 == 0 ? "Long\($0)" : "\($0)")" }
        var presentations: [(from: String, to: String, id: String?)] = []
        for index in 0..<2_400 {
            presentations.append((screens[(index * 31) % 60], screens[(index * 17 + 5) % 60], index % 5 == 0 ? "p\(index % 300)" : nil))
        }
        let analysis = try analysis(description(screens: screens, presentations: presentations))
        #expect(analysis.presentations.count == 2_400)
        #expect(analysis.inLabelOrder(where: { _ in true }).map(\.presentation.index) == expectedOrder(analysis))
        #expect(analysis.presentedFrom[0].count == presentations.filter { $0.from == screens[0] }.count)
    }
}
