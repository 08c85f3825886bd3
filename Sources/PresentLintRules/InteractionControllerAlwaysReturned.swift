import PresentLintCore

/// An interaction controller that starts paused, returned also for transitions no gesture drives.
public struct InteractionControllerAlwaysReturned: Rule {
    public static let description = RuleDescription(
        id: "interaction-controller-always-returned", severity: .warning,
        summary: "An interaction controller that starts interactively is returned for every transition, so a button-started transition waits for a gesture that never comes.")

    public init() {}

    public func check(_ analysis: Analysis, into findings: inout FindingCollector) {
        for (index, controller) in analysis.description.interactionControllers.enumerated() {
            guard controller.alwaysReturned.isWritten, controller.alwaysReturned.value,
                  let location = controller.alwaysReturned.location,
                  controller.wantsInteractiveStart.trusted == true else { continue }
            var notes = [controller.wantsInteractiveStart.location.map { Note($0, "'wantsInteractiveStart' is true") }
                ?? Note(controller.location, "'wantsInteractiveStart' is omitted, so it is true (the default)")]
            let returned = analysis.delegateUses(of: index, in: [.interactionController, .dismissInteractionController])
            // UIKit asks for an interaction controller only after an animator of the same
            // direction: where there is none, it is never consulted and cannot freeze anything.
            let uses = returned.filter { $0.role.animatorRole.reference(in: $0.delegate) != nil }
            guard returned.isEmpty || !uses.isEmpty else { continue }
            notes += analysis.usageNotes(uses)
            let users = analysis.presentations(through: uses)
            let affected = users.isEmpty ? "" : " (\(presentationList(users)))"
            findings.report(
                "interaction controller '\(controller.name)' is returned for every transition\(affected), also ones started by a button or code, and with wantsInteractiveStart true such a transition starts paused, waiting for gesture updates that never come: the screen freezes mid-transition. Return it only while a gesture drives the transition ('alwaysReturned: false'), or set 'wantsInteractiveStart: false' for transitions that start non-interactively",
                at: location, notes: notes, subject: controller.subject("alwaysReturned"), presentation: users.first?.presentation)
        }
    }
}
