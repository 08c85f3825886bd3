import PresentLintCore

/// A full-screen presentation from inside a split view is presented by the split view controller.
public struct PresenterRerouted: Rule {
    public static let description = RuleDescription(
        id: "presenter-rerouted", severity: .info,
        summary: "A fullScreen or overFullScreen presentation from a split view child is presented by the split view controller instead.")

    public init() {}

    public func check(_ analysis: Analysis, into findings: inout FindingCollector) {
        for facts in analysis.presentations.matching({ summary in
            guard summary.effectiveStyle?.isFullScreenFamily == true, let from = summary.fromIndex,
                  let presenter = summary.contextIndex else { return false }
            return presenter != from && analysis.outerSplit[from] != nil && summary.usesPresent
        }) {
            // The facts first; the presentation's own settings only for the few presented from inside a split view.
            guard let style = facts.effectiveStyle, style.isFullScreenFamily, let from = facts.fromIndex,
                  let presenterIndex = facts.contextIndex, presenterIndex != from,
                  let splitIndex = analysis.outerSplit[from], facts.presentation.method.value == .present
            else { continue }
            let screens = analysis.description.screens
            let split = screens[splitIndex], presenter = screens[presenterIndex]
            let fromName = screens[from].name
            let walk = presenterIndex == splitIndex
                ? "'\(fromName)' is inside split view controller '\(split.name)' and does not cover the screen, so UIKit walks up to '\(split.name)'"
                : "'\(fromName)' is inside split view controller '\(split.name)', and neither covers the screen inside '\(presenter.name)', so UIKit walks up to '\(presenter.name)'"
            let presenterText = presenterIndex == splitIndex ? "split view controller '\(split.name)'" : "'\(presenter.name)'"
            var notes = [Note(presenter.nameLocation, "\(presenterText) presents \(facts.name)")]
            if presenterIndex != splitIndex { notes.append(Note(split.nameLocation, "split view controller '\(split.name)' holds '\(fromName)'")) }
            if let fromReference = facts.presentation.from {
                notes.append(Note(fromReference.location, "\(facts.name) is presented from '\(fromName)'"))
            }
            findings.report(
                "\(facts.name) is presented from '\(fromName)' as \(facts.styleText); \(walk) and presents from it, so '\(presenter.name)', not '\(fromName)', becomes its presentingViewController. Present from '\(presenter.name)' to make this explicit, or use overCurrentContext with 'definesPresentationContext: true' on '\(fromName)' to cover only its column",
                at: facts.styleLocation, notes: notes,
                subject: facts.presentation.subject("style"), presentation: facts.presentation)
        }
    }
}
