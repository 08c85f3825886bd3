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
            var at = location
            if api == .displayLink {
                // Even with interruptibleAnimator(using:), the frame-by-frame updates run on their own timer.
                problem = animator.interruptible.trusted == true
                    ? "animates frame by frame from a display link, which no animator it returns from interruptibleAnimator(using:) controls"
                    : "animates frame by frame from a display link"
                fix = "Animate with UIView animations, Core Animation or the UIViewPropertyAnimator that interruptibleAnimator(using:) returns, not with a display link"
            } else {
                // A written `interruptible: false` is the value to change; the API is then a note.
                if let interruptible = animator.interruptible.location {
                    at = interruptible
                    notes.insert(Note(location, "'animationAPI: propertyAnimator' animates with a UIViewPropertyAnimator"), at: 0)
                }
                problem = "animates with a UIViewPropertyAnimator but does not implement interruptibleAnimator(using:)"
                fix = "Implement interruptibleAnimator(using:) to return the property animator ('interruptible: true')"
            }
            findings.report(
                "animator '\(animator.name)' \(problem), yet it is paired with percent-driven \(interactionControllerList(pairings)), which can only scrub Core Animation animations or an interruptible animator: the transition\(affected) runs on its own instead of following the gesture. \(fix)",
                at: at, notes: notes, subject: animator.subject("animationAPI"), presentation: users.first?.presentation)
        }
    }
}
