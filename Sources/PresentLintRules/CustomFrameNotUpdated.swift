import PresentLintCore

/// A custom frame must be re-applied when the container's size or traits change.
public struct CustomFrameNotUpdated: Rule {
    public static let description = RuleDescription(
        id: "custom-frame-not-updated", severity: .warning,
        summary: "A presentation controller with a custom frame does not re-apply it on layout, so the presented view keeps its old frame after rotation or a size change.")

    public init() {}

    public func check(_ analysis: Analysis, into findings: inout FindingCollector) {
        for (index, controller) in analysis.description.presentationControllers.enumerated() {
            guard controller.frame.trusted == .custom, let frame = controller.frame.location,
                  controller.updatesFrameOnLayout.trusted == false else { continue }
            findings.report(
                "presentation controller '\(controller.name)' (\(analysis.usersText(ofPresentationController: index))) overrides frameOfPresentedViewInContainerView but never re-applies it: after a rotation or a size change the presented view keeps its old frame. Set presentedView's frame to frameOfPresentedViewInContainerView in containerViewWillLayoutSubviews() ('updatesFrameOnLayout: true')",
                at: controller.updatesFrameOnLayout.location ?? controller.location,
                notes: [Note(frame, "custom frame set here")] + analysis.usageNotes(ofPresentationController: index),
                subject: controller.subject("updatesFrameOnLayout"))
        }
    }
}
