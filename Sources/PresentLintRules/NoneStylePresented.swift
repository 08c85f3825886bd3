import PresentLintCore

/// `none` is a return value of the adaptive delegate, not a style to present with.
public struct NoneStylePresented: Rule {
    public static let description = RuleDescription(
        id: "none-style-presented", severity: .error,
        summary: "A presentation uses style none, which is only for adaptivePresentationStyle(for:), not for presenting.")

    public init() {}

    public func check(_ analysis: Analysis, into findings: inout FindingCollector) {
        for facts in analysis.inLabelOrder(where: { !$0.isPushed && $0.effectiveStyle == PresentationStyle.none }) {
            findings.report(
                "\(facts.name) is presented with style none, which is not a presentation style: UIKit documents it only as the value adaptivePresentationStyle(for:) returns to mean \"do not adapt\", and says not to present with it: no presentation controller exists for it, so what the app shows (or whether it stops) is undefined. Set a presentation style (for example fullScreen or pageSheet); to keep that style in compact width, write 'adaptiveStyle: none'",
                at: facts.styleLocation, subject: facts.presentation.subject("style"), presentation: facts.presentation)
        }
    }
}
