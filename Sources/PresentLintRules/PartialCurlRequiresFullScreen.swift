import PresentLintCore

/// partialCurl is only supported for a fullScreen presentation from a parent shown full screen.
public struct PartialCurlRequiresFullScreen: Rule {
    public static let description = RuleDescription(
        id: "partial-curl-requires-full-screen", severity: .error,
        summary: "partialCurl is used without a fullScreen presentation from a full-screen parent; UIKit throws.")

    public init() {}

    public func check(_ analysis: Analysis, into findings: inout FindingCollector) {
        for facts in analysis.presentations where facts.effectiveTransition == .partialCurl && !facts.isPushed {
            guard let style = facts.effectiveStyle else { continue }
            let (location, subject, transitionNotes) = transitionSource(facts)
            if style != .fullScreen {
                findings.report(
                    "partialCurl needs a fullScreen presentation, but \(facts.name) uses \(facts.styleText); UIKit throws \"Application tried to present UIModalTransitionStylePartialCurl to or from non-fullscreen view controller\". Set 'style: fullScreen' or use another transition",
                    at: location, notes: [facts.styleNote] + transitionNotes, subject: subject, presentation: facts.presentation)
                continue
            }
            if let from = facts.presentation.from?.target, let container = nonFullScreenContainer(of: from, in: analysis) {
                let host = analysis.presentations[container]
                findings.report(
                    "partialCurl needs a parent shown full screen, but \(facts.name) is presented from '\(analysis.description.screens[from].name)', which \(host.name) shows as \(host.styleText); UIKit throws \"Application tried to present UIModalTransitionStylePartialCurl to or from non-fullscreen view controller\". Present from a full-screen screen or use another transition",
                    at: location,
                    notes: transitionNotes + [Note(host.styleLocation, "\(host.name) presents the parent as \(host.effectiveStyle?.rawValue ?? "?") here")],
                    subject: subject, presentation: facts.presentation)
            }
        }
    }

    /// The node that sets partialCurl: the presentation's transition, or the context's.
    private func transitionSource(_ facts: PresentationFacts) -> (Location, String, [Note]) {
        if let context = facts.transitionContext, let location = context.transition.location {
            return (location, context.subject("transition"), [
                Note(facts.presentation.location, "\(facts.name) takes this transition from its presentation context '\(context.name)'"),
            ])
        }
        let location = facts.presentation.transition.location ?? facts.presentationStart
        return (location, facts.presentation.subject("transition"), [])
    }

    /// A presentation that shows `screen`'s presenting context in something other than full screen.
    private func nonFullScreenContainer(of screen: Int, in analysis: Analysis) -> Int? {
        let context = analysis.ancestors(of: screen).last { analysis.description.screens[$0].kind.value == .splitViewController } ?? screen
        for index in analysis.presentedBy[analysis.top[context]] {
            let host = analysis.presentations[index]
            if let style = host.regularStyle ?? host.effectiveStyle, !style.isFullScreenFamily {
                return index
            }
        }
        return nil
    }
}
