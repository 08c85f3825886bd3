import PresentLintCore

/// A full-screen presentation from inside a split view is presented by the split view controller.
public struct PresenterRerouted: Rule {
    public static let description = RuleDescription(
        id: "presenter-rerouted", severity: .info,
        summary: "A fullScreen or overFullScreen presentation from a split view child is presented by the split view controller instead.")

    public init() {}

    public func check(_ analysis: Analysis, into findings: inout FindingCollector) {
        for facts in analysis.presentations {
            guard let style = facts.effectiveStyle, style.isFullScreenFamily, facts.presentation.method.value == .present,
                  let fromReference = facts.presentation.from, let from = fromReference.target,
                  let presenter = facts.contextIndex, presenter != from,
                  analysis.description.screens[presenter].kind.value == .splitViewController
            else { continue }
            let split = analysis.description.screens[presenter]
            let fromName = analysis.description.screens[from].name
            findings.report(
                "\(facts.name) is presented from '\(fromName)' as \(facts.styleText); '\(fromName)' is inside split view controller '\(split.name)' and does not cover the screen, so UIKit walks up to '\(split.name)' and presents from it, so '\(split.name)', not '\(fromName)', becomes its presentingViewController. Present from '\(split.name)' to make this explicit, or use overCurrentContext with 'definesPresentationContext: true' on '\(fromName)' to cover only its column",
                at: facts.styleLocation,
                notes: [Note(split.nameLocation, "split view controller '\(split.name)' presents \(facts.name)"),
                        Note(fromReference.location, "\(facts.name) is presented from '\(fromName)'")],
                subject: facts.presentation.subject("style"), presentation: facts.presentation)
        }
    }
}
