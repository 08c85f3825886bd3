import PresentLintCore

/// An animator that moves the presenting view when it should not, or does not put it back when it must.
public struct AnimatorPresentingView: Rule {
    public static let description = RuleDescription(
        id: "animator-presenting-view", severity: .warning,
        summary: "An animator adds the presenting view when the style keeps it, or the dismiss animator does not restore it when the style removes it.")

    public init() {}

    public func check(_ analysis: Analysis, into findings: inout FindingCollector) {
        for facts in analysis.presentations where !facts.isPushed {
            guard let style = facts.effectiveStyle else { continue }
            let removes = PresentationFacts.removesPresenter(style, presentationController: facts.presentationController)
            // Built only for a finding: most presentations have none.
            func styleNote() -> Note {
                Note(facts.styleLocation, "\(facts.name) uses \(style.rawValue), which \(removes ? "removes" : "keeps") the presenting views")
            }
            // Where the delegate names the animator in `role` (its `animator:` / `dismissAnimator:` value).
            func useNote(_ role: DelegateRole) -> Note {
                let delegate = facts.delegate!
                return Note(role.reference(in: delegate)?.location ?? delegate.location, "used as \(role.key) by \(delegate.displayName)")
            }
            if !removes {
                guard facts.animator != nil || facts.dismissAnimator != nil else { continue }
                for (role, animator) in [(DelegateRole.animator, facts.animator), (.dismissAnimator, facts.dismissAnimator)] {
                    guard let animator, animator.addsPresentingView.value,
                          let location = animator.addsPresentingView.location else { continue }
                    findings.report(
                        "animator '\(animator.name)' adds the presenting view to the transition's container view, but \(facts.name) keeps the presenting views in place (\(style.rawValue)); UIKit removes the container afterwards and the presenter's view goes with it, leaving a black screen. Do not add the view for viewForKey(.from) / (.to) when it is nil; set 'addsPresentingView: false'",
                        at: location, notes: [styleNote(), useNote(role)],
                        subject: animator.subject("addsPresentingView"), presentation: facts.presentation)
                }
            } else if let animator = facts.dismissAnimator, !animator.addsPresentingView.value, !animator.addsPresentingView.isInvalid {
                let location = animator.addsPresentingView.location ?? animator.location
                findings.report(
                    "dismiss animator '\(animator.name)' does not add the presenting view back to the container view, but \(facts.name) uses \(style.rawValue), which removed it; after dismissal the screen beneath stays black. Add the \"to\" view during dismissal ('addsPresentingView: true')",
                    at: location, notes: [styleNote(), useNote(.dismissAnimator)],
                    subject: animator.subject("addsPresentingView"), presentation: facts.presentation)
            }
        }
    }
}
