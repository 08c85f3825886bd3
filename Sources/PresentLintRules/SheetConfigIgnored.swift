import PresentLintCore

/// `sheet` settings on a presentation that is not a sheet: sheetPresentationController is nil.
public struct SheetConfigIgnored: Rule {
    public static let description = RuleDescription(
        id: "sheet-config-ignored", severity: .warning,
        summary: "sheet is set but the style is not a sheet, so sheetPresentationController is nil and the settings are ignored.")

    public init() {}

    public func check(_ analysis: Analysis, into findings: inout FindingCollector) {
        for facts in analysis.presentations where !facts.isPushed && analysis.platform != .tvOS {
            // An action sheet or activity controller is a sheet on iPhone, where its sheet settings apply.
            guard let sheet = facts.presentation.sheet, let style = facts.effectiveStyle, !style.isSheet,
                  facts.to?.isAdaptiveSystemController != true
            else { continue }
            let popoverHint = style == .popover
                ? "; for the sheet a popover becomes in compact width, configure popoverPresentationController.adaptiveSheetPresentationController instead"
                : ""
            findings.report(
                "\(facts.name) configures 'sheet', but it uses \(facts.styleText): sheetPresentationController is nil unless the style is pageSheet or formSheet, so these detents and settings are ignored. Use 'style: pageSheet' (or formSheet), or remove 'sheet'\(popoverHint)",
                at: sheet.location, notes: [facts.styleNote], subject: facts.presentation.subject("sheet"),
                presentation: facts.presentation)
        }
    }
}
