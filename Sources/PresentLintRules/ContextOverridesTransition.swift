import PresentLintCore

/// The presentation context provides its own transition style, replacing the presentation's.
public struct ContextOverridesTransition: Rule {
    public static let description = RuleDescription(
        id: "context-overrides-transition", severity: .info,
        summary: "The presentation context provides the transition style, so the presentation's own transition is replaced.")

    public init() {}

    public func check(_ analysis: Analysis, into findings: inout FindingCollector) {
        for facts in analysis.presentations.matching({ !$0.isPushed && $0.hasTransitionContext }) {
            guard let context = facts.transitionContext, let used = context.transition.trusted,
                  let own = facts.presentation.transition.trusted, own != used,
                  let style = facts.effectiveStyle
            else { continue }
            let ownText = facts.presentation.transition.isWritten
                ? "asks for \(own.rawValue)"
                : "has no 'transition' (the default coverVertical)"
            // One finding per context: the flag is the cause shared by every presentation it overrides.
            let notes = [
                Note(facts.presentation.transition.location ?? facts.presentationStart, "\(facts.name) \(ownText), presented \(style.rawValue) in the context of '\(context.name)'"),
                Note(context.location(of: context.transition), context.transition.isWritten
                     ? "'\(context.name)' uses \(used.rawValue)"
                     : "'\(context.name)' has no 'transition', so it uses the default coverVertical"),
                facts.styleNote,
            ]
            findings.report(
                "'\(context.name)' has 'providesPresentationContextTransitionStyle: true', so UIKit replaces the transition of what it presents in its context with its own \(used.rawValue): \(facts.name) \(ownText), but animates with \(used.rawValue). Set the wanted transition on '\(context.name)', or set 'providesPresentationContextTransitionStyle: false' there to keep each presentation's own",
                at: context.location(of: context.providesPresentationContextTransitionStyle), notes: notes,
                subject: context.subject("providesPresentationContextTransitionStyle"), presentation: facts.presentation)
        }
    }
}
