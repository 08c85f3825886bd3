import PresentLintCore

/// An animator that never calls completeTransition(_:) leaves the transition running forever.
public struct AnimatorNeverCompletes: Rule {
    public static let description = RuleDescription(
        id: "animator-never-completes", severity: .error,
        summary: "An animator never calls completeTransition(_:), so the transition never ends and the app stops taking touches.")

    public init() {}

    /// The presentations that use animator `index` to present or dismiss: the ones this rule names.
    static func users(ofAnimator index: Int, in analysis: Analysis) -> (uses: [DelegateUse], presentations: [PresentationFacts]) {
        let uses = analysis.usedDelegateUses(of: index, in: [.animator, .dismissAnimator])
        return (uses, analysis.presentations(through: uses))
    }

    public func check(_ analysis: Analysis, into findings: inout FindingCollector) {
        for (index, animator) in analysis.description.animators.enumerated() {
            guard animator.completesTransition.isWritten, !animator.completesTransition.value,
                  let location = animator.completesTransition.location else { continue }
            let (uses, users) = Self.users(ofAnimator: index, in: analysis)
            guard let first = users.first else { continue }
            let directions = Set(uses.map(\.role.direction)).sorted(by: >).joined(separator: " or ")
            findings.report(
                "animator '\(animator.name)' never calls completeTransition(_:), so \(directions) \(presentationList(users)) never ends: UIKit keeps the transition running and the app stops responding to touches. Call transitionContext.completeTransition(!transitionContext.transitionWasCancelled) when its animations end ('completesTransition: true')",
                at: location, notes: analysis.usageNotes(uses), subject: animator.subject("completesTransition"),
                presentation: first.presentation)
        }
    }
}
