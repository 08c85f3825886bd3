import PresentLintCore

/// A custom presentation without a presentation controller falls back to full screen.
public struct NilPresentationController: Rule {
    public static let description = RuleDescription(
        id: "nil-presentation-controller", severity: .warning,
        summary: "A custom presentation has no presentation controller, so UIKit presents it full screen.")

    public init() {}

    public func check(_ analysis: Analysis, into findings: inout FindingCollector) {
        for facts in analysis.presentations.matching({ $0.effectiveStyle == .custom && !$0.isPushed }) {
            // Most custom presentations have a delegate that vends a controller: decided without building references.
            if let delegate = facts.delegate, delegate.presentationController != nil { continue }
            var notes: [Note] = []
            if let reference = facts.presentation.transitioningDelegate {
                guard let delegate = facts.delegate else { continue }  // undefined: reported as unknown-reference
                if delegate.presentationController != nil { continue }
                let at = delegate.presentationControllerField.location ?? delegate.location
                notes.append(Note(at, delegate.presentationControllerField.isWritten
                    ? "\(delegate.displayName) returns nil from presentationController(forPresented:presenting:source:)"
                    : "\(delegate.displayName) does not implement presentationController(forPresented:presenting:source:)"))
                if !delegate.isInline { notes.append(Note(reference.location, "delegate used here")) }
            } else {
                notes.append(Note(facts.presentation.location, "\(facts.name) has no transitioningDelegate"))
            }
            findings.report(
                "\(facts.name) uses style custom without a presentation controller, so UIKit presents it full screen: the presented view fills the screen, whatever size was intended. Return a UIPresentationController from the transitioning delegate, or, for an animator-only overlay, use 'style: overFullScreen', which keeps the presenter visible without one",
                at: facts.styleLocation, notes: notes, subject: facts.presentation.subject("style"), presentation: facts.presentation)
        }
    }
}
