import PresentLintCore

/// A `presentedView` override must not set up views: UIKit calls it several times.
public struct PresentedViewBuildsHierarchy: Rule {
    public static let description = RuleDescription(
        id: "presented-view-builds-hierarchy", severity: .warning,
        summary: "A presentation controller sets up views in its presentedView override, which UIKit calls several times per presentation.")

    public init() {}

    public func check(_ analysis: Analysis, into findings: inout FindingCollector) {
        for (index, controller) in analysis.description.presentationControllers.enumerated() {
            guard controller.presentedViewBuildsHierarchy.trusted == true,
                  let location = controller.presentedViewBuildsHierarchy.location else { continue }
            findings.report(
                "presentation controller '\(controller.name)' (\(analysis.usersText(ofPresentationController: index))) sets up the view hierarchy in its presentedView override, but UIKit calls presentedView several times during a presentation, so the setup runs again each time (views added twice, layout reset mid-transition). Build the views in presentationTransitionWillBegin() and only return a view from presentedView ('presentedViewBuildsHierarchy: false')",
                at: location, notes: analysis.usageNotes(ofPresentationController: index),
                subject: controller.subject("presentedViewBuildsHierarchy"))
        }
    }
}
