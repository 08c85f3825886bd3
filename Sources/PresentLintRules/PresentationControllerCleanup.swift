import PresentLintCore

/// A presentation controller that adds views must remove them when a presentation is
/// cancelled and after a dismissal.
public struct PresentationControllerCleanup: Rule {
    public static let description = RuleDescription(
        id: "presentation-controller-cleanup", severity: .warning,
        summary: "A presentation controller adds views but does not remove them after a dismissal, or after a cancelled interactive presentation.")

    public init() {}

    public func check(_ analysis: Analysis, into findings: inout FindingCollector) {
        for (index, controller) in analysis.description.presentationControllers.enumerated() {
            guard let names = controller.addsViews.trusted, !names.isEmpty, let location = controller.addsViews.location
            else { continue }
            let views = AddedViews(names: names, location: location)
            checkCancellation(controller, index: index, views: views, analysis: analysis, into: &findings)
            checkDismissal(controller, index: index, views: views, analysis: analysis, into: &findings)
        }
    }

    /// `removesViewsOnCancel: false` matters only when a presentation using the
    /// controller is interactive: its delegate vends an interaction controller,
    /// which UIKit consults only when there is also an animator.
    private func checkCancellation(
        _ controller: PresentationController, index: Int, views: AddedViews, analysis: Analysis,
        into findings: inout FindingCollector
    ) {
        guard controller.removesViewsOnCancel.trusted == false else { return }
        let interactive = analysis.presentations(usingPresentationController: index).filter {
            $0.interactionController != nil && $0.animator != nil
        }
        guard !interactive.isEmpty else { return }
        var notes = [views.note]
        var seen: Set<Note> = [views.note]
        for facts in interactive {
            guard let delegate = facts.delegate, let reference = delegate.interactionController else { continue }
            let vended = Note(reference.location, "\(delegate.displayName) drives the presentation interactively with '\(reference.name)'")
            if seen.insert(vended).inserted { notes.append(vended) }
            let cancelled = Note(facts.presentation.location, "presentation \(facts.name) can be cancelled")
            notes.append(cancelled)
            seen.insert(cancelled)
        }
        findings.report(
            "presentation controller '\(controller.name)' adds \(views.text) but does not remove \(views.pronoun) when a presentation is cancelled: when the interactive presentation of \(ListWording.join(interactive.map(\.name))) is cancelled, UIKit calls presentationTransitionDidEnd(false) and \(views.text) \(views.verb) left behind in the container view. Remove \(views.pronoun) in presentationTransitionDidEnd(_:) when its parameter is false ('removesViewsOnCancel: true')",
            at: controller.removesViewsOnCancel.location ?? controller.location, notes: notes,
            subject: controller.subject("removesViewsOnCancel"))
    }

    private func checkDismissal(
        _ controller: PresentationController, index: Int, views: AddedViews, analysis: Analysis,
        into findings: inout FindingCollector
    ) {
        guard controller.removesViewsAfterDismissal.trusted == false else { return }
        findings.report(
            "presentation controller '\(controller.name)' (\(analysis.usersText(ofPresentationController: index))) adds \(views.text) but does not remove \(views.pronoun) in dismissalTransitionDidEnd(true): after a dismissal completes, \(views.text) \(views.verb) left behind instead of being cleaned up. Remove \(views.pronoun) in dismissalTransitionDidEnd(_:) when its parameter is true ('removesViewsAfterDismissal: true')",
            at: controller.removesViewsAfterDismissal.location ?? controller.location,
            notes: [views.note] + analysis.usageNotes(ofPresentationController: index),
            subject: controller.subject("removesViewsAfterDismissal"))
    }
}

/// The views a presentation controller adds, for messages and notes.
private struct AddedViews {
    let text: String
    let pronoun: String
    let verb: String
    let note: Note

    init(names: [String], location: Location) {
        text = ListWording.join(names.map { "'\($0)'" })
        pronoun = names.count == 1 ? "it" : "them"
        verb = names.count == 1 ? "is" : "are"
        note = Note(location, "adds \(text) in presentationTransitionWillBegin()")
    }
}
