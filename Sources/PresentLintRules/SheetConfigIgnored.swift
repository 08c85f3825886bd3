import PresentLintCore

/// `sheet` settings on a presentation that is not a sheet: sheetPresentationController is nil.
public struct SheetConfigIgnored: Rule {
    public static let description = RuleDescription(
        id: "sheet-config-ignored", severity: .warning,
        summary: "sheet is set but the style is not a sheet, so sheetPresentationController is nil and the settings are ignored.")

    public init() {}

    public func check(_ analysis: Analysis, into findings: inout FindingCollector) {
        for facts in analysis.presentations.matching({ !$0.isPushed && $0.hasSheet }) where analysis.platform != .tvOS {
            // An action sheet or activity controller is a sheet on iPhone, where its sheet
            // settings apply; an app without iPhone only ever shows it as a popover.
            guard let sheet = facts.presentation.sheet, let style = facts.effectiveStyle, !style.isSheet,
                  facts.to?.isAdaptiveSystemController != true || !analysis.environments.iPhone
            else { continue }
            let popoverHint = style == .popover
                ? "; for the sheet a popover becomes in compact width, configure popoverPresentationController.adaptiveSheetPresentationController instead"
                : ""
            let change = facts.to?.isAdaptiveSystemController == true ? "Remove 'sheet'" : "Use 'style: pageSheet' (or formSheet), or remove 'sheet'"
            findings.report(
                "\(facts.name) configures 'sheet', but it uses \(facts.styleText): sheetPresentationController is nil unless the style is pageSheet or formSheet, so these detents and settings are ignored. \(change)\(popoverHint)",
                at: sheet.location, notes: [facts.styleNote], subject: facts.presentation.subject("sheet"),
                presentation: facts.presentation)
        }
    }
}
