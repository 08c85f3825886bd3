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
                  let controller = facts.presentationController, let delegate = facts.delegate else { continue }
            var notes = [Note(
                delegate.presentationControllerField.location ?? delegate.location,
                "\(delegate.displayName) returns presentation controller '\(controller.name)' from presentationController(forPresented:presenting:source:)")]
            if !facts.presentation.style.isWritten || facts.to?.isAdaptiveSystemController == true {
                notes.append(facts.styleNote)
            }
            findings.report(
                "\(facts.name) uses \(facts.styleText), not custom, so UIKit never asks \(delegate.displayName) for its presentation controller: '\(controller.name)' is ignored and UIKit's own \(style.rawValue) presentation runs instead. \(facts.to?.isAdaptiveSystemController == true ? "UIKit chooses how '\(facts.to!.name)' is shown whatever 'style' says, so remove 'presentationController' from the delegate" : "Set 'style: custom' to use it, or remove 'presentationController' from the delegate")",
                at: facts.styleLocation, notes: notes,
                subject: facts.presentation.subject("style"), presentation: facts.presentation)
        }
    }
}
