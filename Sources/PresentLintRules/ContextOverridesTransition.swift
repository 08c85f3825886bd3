import PresentLintCore

/// The presentation context provides its own transition style, replacing the presentation's.
public struct ContextOverridesTransition: Rule {
    public static let description = RuleDescription(
        id: "context-overrides-transition", severity: .info,
        summary: "The presentation context provides the transition style, so the presentation's own transition is replaced.")

    public init() {}

    public func check(_ analysis: Analysis, into findings: inout FindingCollector) {
        for facts in analysis.presentations where !facts.isPushed {
            guard let context = facts.transitionContext, let used = context.transition.trusted,
                  let own = facts.presentation.transition.trusted, own != used,
                  let style = facts.effectiveStyle
            else { continue }
            let notes = [
                Note(context.location(of: context.providesPresentationContextTransitionStyle),
                     "'\(context.name)' provides the presentation context transition style"),
                Note(context.location(of: context.transition), context.transition.isWritten
                     ? "'\(context.name)' uses \(used.rawValue)"
                     : "'\(context.name)' has no 'transition', so it uses the default coverVertical"),
                facts.styleNote,
            ]
            let ownText = facts.presentation.transition.isWritten
                ? "asks for \(own.rawValue)"
                : "has no 'transition' (the default coverVertical)"
            findings.report(
                "\(facts.name) \(ownText), but it is presented \(style.rawValue) in the context of '\(context.name)', which has 'providesPresentationContextTransitionStyle: true', so UIKit uses '\(context.name)''s transition \(used.rawValue) instead. Set the wanted transition on '\(context.name)', or set 'providesPresentationContextTransitionStyle: false' there to keep each presentation's own",
                at: facts.presentation.transition.location ?? facts.presentationStart, notes: notes,
                subject: facts.presentation.subject("transition"), presentation: facts.presentation)
        }
    }
}
