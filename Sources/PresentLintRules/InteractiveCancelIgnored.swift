import PresentLintCore

/// An interactive transition can be cancelled; the animator must report it to completeTransition(_:).
public struct InteractiveCancelIgnored: Rule {
    public static let description = RuleDescription(
        id: "interactive-cancel-ignored", severity: .warning,
        summary: "An animator paired with an interaction controller does not pass !transitionWasCancelled to completeTransition(_:); a cancelled gesture leaves the transition half done.")

    public init() {}

    public func check(_ analysis: Analysis, into findings: inout FindingCollector) {
        for (index, animator) in analysis.description.animators.enumerated() {
            guard animator.reportsCancellation.isWritten, !animator.reportsCancellation.value,
                  !animator.completesTransition.isInvalid,
                  let location = animator.reportsCancellation.location else { continue }
            // An animator that never completes is reported by animator-never-completes, when a presentation uses it.
            if !animator.completesTransition.value, !AnimatorNeverCompletes.users(ofAnimator: index, in: analysis).presentations.isEmpty {
                continue
            }
            let pairings = analysis.interactivePairings(ofAnimator: index)
            guard !pairings.isEmpty else { continue }
            let users = analysis.presentations(through: pairings.map(\.use))
            let affected = users.isEmpty ? "" : " of \(presentationList(users))"
            findings.report(
                "animator '\(animator.name)' does not pass !transitionWasCancelled to completeTransition(_:), but it is paired with \(interactionControllerList(pairings)): when the user cancels the gesture, UIKit is told the transition\(affected) finished, and the screen is left half transitioned, with the wrong view controller in charge. Call transitionContext.completeTransition(!transitionContext.transitionWasCancelled) ('reportsCancellation: true')",
                at: location, notes: analysis.pairingNotes(pairings), subject: animator.subject("reportsCancellation"),
                presentation: users.first?.presentation)
        }
    }
}
