import PresentLintCore

/// Presenting from a view controller whose view is not in the window does nothing.
public struct PresentFromDetached: Rule {
    public static let description = RuleDescription(
        id: "present-from-detached", severity: .warning,
        summary: "A presentation starts from a screen that is not reachable from the root, so its view is not in the window and nothing is presented.")

    public init() {}

    public func check(_ analysis: Analysis, into findings: inout FindingCollector) {
        // A link that could not be read may lead anywhere, as for unreachable-screen: the schema error comes first.
        guard let reachable = analysis.reachable, let rootNote = analysis.windowRootNote,
              !analysis.description.hasUnreadableLinks else { return }
        for facts in analysis.presentations.matching({ $0.fromIndex.map { !reachable[$0] } == true }) {
            guard let index = facts.fromIndex, !reachable[index], let from = facts.presentation.from else { continue }
            let consequence = facts.isPushed
                ? "it pushes '\(facts.presentation.to?.name ?? "the screen")' onto a navigation stack that is never on screen"
                : "UIKit logs \"Attempt to present ... whose view is not in the window hierarchy\" and presents nothing"
            findings.report(
                "\(facts.name) starts from '\(from.name)', which is not reachable from the root through children and presentations, so its view is never in the window hierarchy: \(consequence). Present from a screen that is on screen, or make '\(from.name)' reachable (list it in a container or present it first)",
                at: from.location, notes: [rootNote], subject: facts.presentation.subject("from"), presentation: facts.presentation)
        }
    }
}
