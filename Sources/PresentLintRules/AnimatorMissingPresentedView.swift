import PresentLintCore

/// The presenting animator must add the presented ("to") view to the container view.
public struct AnimatorMissingPresentedView: Rule {
    public static let description = RuleDescription(
        id: "animator-missing-presented-view", severity: .error,
        summary: "A presentation's animator does not add the presented view to the container view, so the presented content never appears.")

    public init() {}

    public func check(_ analysis: Analysis, into findings: inout FindingCollector) {
        for (index, animator) in analysis.description.animators.enumerated() {
            guard animator.addsPresentedView.isWritten, !animator.addsPresentedView.value,
                  let location = animator.addsPresentedView.location else { continue }
            let uses = analysis.usedDelegateUses(of: index, in: [.animator])
            let users = analysis.presentations(through: uses)
            guard let first = users.first else { continue }
            findings.report(
                "animator '\(animator.name)' does not add the presented view to the transition's container view, so when it presents \(presentationList(users)) the presented content never appears. In animateTransition(using:), add transitionContext.view(forKey: .to) to transitionContext.containerView ('addsPresentedView: true')",
                at: location, notes: analysis.usageNotes(uses), subject: animator.subject("addsPresentedView"),
                presentation: first.presentation)
        }
    }
}
