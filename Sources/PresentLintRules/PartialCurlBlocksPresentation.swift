import PresentLintCore

/// A view controller presented with partialCurl cannot present other view controllers.
public struct PartialCurlBlocksPresentation: Rule {
    public static let description = RuleDescription(
        id: "partial-curl-blocks-presentation", severity: .warning,
        summary: "A screen presented with partialCurl presents another screen; UIKit prevents it from presenting.")

    public init() {}

    public func check(_ analysis: Analysis, into findings: inout FindingCollector) {
        var fromWithin: [Int: [Int]] = [:]
        for facts in analysis.inLabelOrder(where: { !$0.isPushed && $0.effectiveTransition == .partialCurl }) {
            guard let curled = facts.presentation.to?.target else { continue }
            // The presented presentations from the curled screen or a screen inside it, by label.
            let within = fromWithin[curled] ?? analysis.presentationIndices(fromWithin: curled)
            fromWithin[curled] = within
            let blocked = analysis.inLabelOrder(within.filter { other in
                // A presentation whose `method` is invalid may be a push: unknown, so not counted.
                other != facts.presentation.index && !analysis.presentations[other].isPushed
                    && !analysis.presentations[other].presentation.method.isInvalid
            })
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
