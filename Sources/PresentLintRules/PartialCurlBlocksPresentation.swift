import PresentLintCore

/// A view controller presented with partialCurl cannot present other view controllers.
public struct PartialCurlBlocksPresentation: Rule {
    public static let description = RuleDescription(
        id: "partial-curl-blocks-presentation", severity: .warning,
        summary: "A screen presented with partialCurl presents another screen; UIKit prevents it from presenting.")

    public init() {}

    public func check(_ analysis: Analysis, into findings: inout FindingCollector) {
        let presented = analysis.presentedByLabel
        for facts in presented where facts.effectiveTransition == .partialCurl {
            guard let curled = facts.presentation.to?.target else { continue }
            let blocked = presented.filter { other in
                guard other.presentation.index != facts.presentation.index,
                      let from = other.presentation.from?.target else { return false }
                return from == curled || analysis.ancestors(of: from).contains(curled)
            }
            guard !blocked.isEmpty else { continue }
            let screen = analysis.description.screens[curled].name
            let (location, subject, sourceNotes) = transitionSource(facts)
            let notes = sourceNotes + blocked.map { other in
                let from = other.presentation.from!
                let inside = from.target == curled ? "" : ", inside '\(screen)'"
                return Note(from.location, "\(other.name) presents from '\(from.name)'\(inside)")
            }
            findings.report(
                "\(facts.name) presents '\(screen)' with partialCurl, and a view controller presented with partialCurl is prevented from presenting other view controllers, so \(presentationList(blocked)) never \(blocked.count == 1 ? "appears" : "appear"). Use another transition for \(facts.name), or present from a screen that was not presented with partialCurl",
                at: location, notes: notes, subject: subject, presentation: facts.presentation)
        }
    }

    /// The node that sets partialCurl: the presentation's transition, or its context's.
    private func transitionSource(_ facts: PresentationFacts) -> (Location, String, [Note]) {
        if let context = facts.transitionContext, let location = context.transition.location {
            return (location, context.subject("transition"), [
                Note(facts.presentation.location, "\(facts.name) takes this transition from its presentation context '\(context.name)'"),
            ])
        }
        let location = facts.presentation.transition.location ?? facts.presentationStart
        return (location, facts.presentation.subject("transition"), [])
    }
}
