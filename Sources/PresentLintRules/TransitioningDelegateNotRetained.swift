import PresentLintCore

/// `transitioningDelegate` is weak: a delegate nothing else holds goes away before UIKit uses it.
public struct TransitioningDelegateNotRetained: Rule {
    public static let description = RuleDescription(
        id: "transitioning-delegate-not-retained", severity: .warning,
        summary: "A transitioning delegate is not retained; transitioningDelegate is weak, so its custom transition is lost.")

    public init() {}

    public func check(_ analysis: Analysis, into findings: inout FindingCollector) {
        for (index, delegate) in analysis.description.transitioningDelegates.enumerated() {
            guard delegate.retained.isWritten, !delegate.retained.value, let location = delegate.retained.location else { continue }
            let users = analysis.presentations(usingDelegate: index)
            let notes = users.map { facts in
                Note(facts.presentation.transitioningDelegate!.location, "presentation \(facts.name) sets it as its transitioningDelegate")
            }
            let affected = users.isEmpty ? "" : " for \(presentationList(users))"
            findings.report(
                "\(delegate.displayName) is not retained, and UIViewController.transitioningDelegate is a weak reference, so the delegate can be deallocated before UIKit asks it for \(vended(delegate)): the default transition runs instead\(affected), or the dismissal loses its custom animation. Keep a strong reference to it for the whole presentation (for example in a property of the presenting view controller) and set 'retained: true'",
                at: location, notes: notes, subject: delegate.subject("retained"), presentation: users.first?.presentation)
        }
    }

    /// What the delegate vends, for the message.
    private func vended(_ delegate: TransitioningDelegate) -> String {
        var objects: [String] = []
        if delegate.animator != nil || delegate.dismissAnimator != nil { objects.append("its animators") }
        if delegate.interactionController != nil || delegate.dismissInteractionController != nil {
            objects.append("its interaction controllers")
        }
        if delegate.presentationController != nil { objects.append("its presentation controller") }
        switch objects.count {
        case 0: return "its transition objects"
        case 1: return objects[0]
        default: return objects.dropLast().joined(separator: ", ") + " and " + objects.last!
        }
    }
}
