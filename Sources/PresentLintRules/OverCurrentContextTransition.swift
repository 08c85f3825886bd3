import PresentLintCore

/// currentContext / overCurrentContext inside a popover only support coverVertical.
public struct OverCurrentContextTransition: Rule {
    public static let description = RuleDescription(
        id: "over-current-context-transition", severity: .error,
        summary: "A currentContext or overCurrentContext presentation inside a popover uses flipHorizontal or crossDissolve; UIKit throws.")

    public init() {}

    public func check(_ analysis: Analysis, into findings: inout FindingCollector) {
        for facts in analysis.presentations.matching({ summary in
            guard !summary.isPushed, summary.effectiveStyle?.isCurrentContextFamily == true else { return false }
            return summary.effectiveTransition == .flipHorizontal || summary.effectiveTransition == .crossDissolve
        }) {
            guard let style = facts.effectiveStyle, style.isCurrentContextFamily,
                  let transition = facts.effectiveTransition, transition == .flipHorizontal || transition == .crossDissolve,
                  let contextIndex = facts.contextIndex,
                  let popover = analysis.popoverPresentation(containing: contextIndex)
            else { continue }
            let context = analysis.description.screens[contextIndex]
            var notes = [
                Note(facts.styleLocation, "style \(style.rawValue) set here"),
                Note(context.nameLocation, "'\(context.name)' is the presentation context"),
                Note(popover.styleLocation, "\(popover.name) shows '\(analysis.description.screens[analysis.top[contextIndex]].name)' in a popover"),
            ]
            let location: Location
            let subject: String
            if let source = facts.transitionContext, let sourceLocation = source.transition.location {
                location = sourceLocation
                subject = source.subject("transition")
                notes.append(Note(facts.presentation.location, "\(facts.name) takes this transition from '\(source.name)'"))
            } else {
                location = facts.presentation.transition.location ?? facts.presentationStart
                subject = facts.presentation.subject("transition")
            }
            findings.report(
                "\(facts.name) presents \(style.rawValue) with \(transition.rawValue) in a context inside a popover; UIKit only supports coverVertical there and throws an exception. Use 'transition: coverVertical', or present from outside the popover",
                at: location, notes: notes, subject: subject, presentation: facts.presentation)
        }
    }
}
