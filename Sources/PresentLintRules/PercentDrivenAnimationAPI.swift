import PresentLintCore

/// UIPercentDrivenInteractiveTransition scrubs Core Animation animations; it cannot drive a timer or a non-interruptible property animator.
public struct PercentDrivenAnimationAPI: Rule {
    public static let description = RuleDescription(
        id: "percent-driven-animation-api", severity: .warning,
        summary: "A percent-driven interaction controller is paired with an animator it cannot scrub (display link, or property animator without interruptibleAnimator).")

    public init() {}

    public func check(_ analysis: Analysis, into findings: inout FindingCollector) {
        for (index, animator) in analysis.description.animators.enumerated() {
            guard let api = animator.animationAPI.trusted, let location = animator.animationAPI.location,
                  api == .displayLink || (api == .propertyAnimator && animator.interruptible.trusted == false) else { continue }
            let pairings = analysis.interactivePairings(ofAnimator: index).filter { $0.controller.kind.trusted == .percentDriven }
            guard !pairings.isEmpty else { continue }
            let users = analysis.presentations(through: pairings.map(\.use))
            let affected = users.isEmpty ? "" : " of \(presentationList(users))"
            var notes = analysis.pairingNotes(pairings)
            let problem: String
            let fix: String
            if api == .displayLink {
                problem = "animates frame by frame from a display link"
                fix = "Animate with UIView animations or Core Animation, or implement interruptibleAnimator(using:) with a UIViewPropertyAnimator"
            } else {
                if let interruptible = animator.interruptible.location {
                    notes.insert(Note(interruptible, "'interruptible' is false"), at: 0)
                }
                problem = "animates with a UIViewPropertyAnimator but does not implement interruptibleAnimator(using:)"
                fix = "Implement interruptibleAnimator(using:) to return the property animator ('interruptible: true')"
            }
            findings.report(
                "animator '\(animator.name)' \(problem), yet it is paired with percent-driven \(interactionControllerList(pairings)), which can only scrub Core Animation animations or an interruptible animator: the transition\(affected) runs on its own instead of following the gesture. \(fix)",
                at: location, notes: notes, subject: animator.subject("animationAPI"), presentation: users.first?.presentation)
        }
    }
}
