import PresentLintCore

/// UIKit asks the transitioning delegate for a presentation controller only for style custom.
public struct PresentationControllerIgnored: Rule {
    public static let description = RuleDescription(
        id: "presentation-controller-ignored", severity: .warning,
        summary: "The transitioning delegate vends a presentation controller, but the style is not custom, so UIKit never uses it.")

    public init() {}

    public func check(_ analysis: Analysis, into findings: inout FindingCollector) {
        for facts in analysis.inLabelOrder(where: { !$0.isPushed && $0.hasPresentationController }) {
            guard let style = facts.effectiveStyle, style != .custom,
                  let controller = facts.presentationController, let delegate = facts.delegate,
                  let reference = facts.presentation.transitioningDelegate, let delegateIndex = reference.target else { continue }
            let vendsAt = delegate.presentationControllerField.location ?? delegate.location
            let vends = Note(
                vendsAt,
                "\(delegate.displayName) returns presentation controller '\(controller.name)' from presentationController(forPresented:presenting:source:)")
            let ignored = "\(facts.name) uses \(facts.styleText), not custom, so UIKit never asks \(delegate.displayName) for its presentation controller: '\(controller.name)' is ignored and UIKit's own \(style.rawValue) presentation runs instead."
            guard let system = facts.to, system.isAdaptiveSystemController else {
                var notes = [vends]
                if !facts.presentation.style.isWritten { notes.append(facts.styleNote) }
                findings.report(
                    "\(ignored) Set 'style: custom' to use it, or remove 'presentationController' from the delegate",
                    at: facts.styleLocation, notes: notes,
                    subject: facts.presentation.subject("style"), presentation: facts.presentation)
                continue
            }
            // No style makes UIKit use it here: the delegate (shared presentations are notes on one
            // finding), or, when a custom presentation needs its controller, this presentation's use of it.
            let usedElsewhere = analysis.presentations(usingDelegate: delegateIndex).contains { $0.effectiveStyle == .custom }
            let use = Note(reference.location, "presentation \(facts.name) sets \(delegate.displayName) as its transitioningDelegate")
            var notes = [usedElsewhere ? vends : use]
            if facts.presentation.style.isWritten { notes.append(Note(facts.styleLocation, "'style' does not change how UIKit shows '\(system.name)'")) }
            if usedElsewhere {
                findings.report(
                    "\(ignored) UIKit chooses how '\(system.name)' is shown whatever 'style' says, and other presentations use the delegate with style custom, so do not set \(delegate.displayName) as this presentation's transitioningDelegate",
                    at: reference.location, notes: notes,
                    subject: facts.presentation.subject("transitioningDelegate"), presentation: facts.presentation)
            } else {
                findings.report(
                    "\(ignored) UIKit chooses how '\(system.name)' is shown whatever 'style' says, so remove 'presentationController' from the delegate",
                    at: vendsAt, notes: notes,
                    subject: delegate.subject("presentationController"), presentation: facts.presentation)
            }
        }
    }
}
