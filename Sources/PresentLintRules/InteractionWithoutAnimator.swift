import PresentLintCore

/// UIKit asks for an interaction controller only after the delegate returned an animator.
public struct InteractionWithoutAnimator: Rule {
    public static let description = RuleDescription(
        id: "interaction-without-animator", severity: .warning,
        summary: "A transitioning delegate returns an interaction controller without an animator for the same direction, so UIKit never consults it.")

    public init() {}

    public func check(_ analysis: Analysis, into findings: inout FindingCollector) {
        for (index, delegate) in analysis.description.transitioningDelegates.enumerated() {
            for role in [DelegateRole.interactionController, .dismissInteractionController] {
                guard let reference = role.reference(in: delegate), reference.target != nil,
                      role.animatorRole.reference(in: delegate) == nil else { continue }
                let animatorKey = role.animatorRole.key
                let written = role.animatorRole.written(in: delegate)
                var notes = [written.location.map { Note($0, "'\(animatorKey)' is null: \(role.animatorRole.method) returns nil") }
                    ?? Note(delegate.location, "\(delegate.displayName) has no '\(animatorKey)', so \(role.animatorRole.method) returns nil")]
                let users = analysis.presentations(usingDelegate: index)
                notes += users.map { Note($0.presentation.transitioningDelegate!.location, "presentation \($0.name) uses this delegate") }
                let affected = users.isEmpty ? "the \(role.direction) transition" : "\(role.direction) \(presentationList(users))"
                findings.report(
                    "\(delegate.displayName) returns interaction controller '\(reference.name)' from \(role.method) but no \(animatorKey), and UIKit asks for the interaction controller only after the animator: it is never consulted, so \(affected) runs the default, non-interactive animation. Return an animator from \(role.animatorRole.method) ('\(animatorKey)'), or remove '\(role.key)'",
                    at: reference.location, notes: notes, subject: delegate.subject(role.key), presentation: users.first?.presentation)
            }
        }
    }
}
