import PresentLintCore

/// A popover whose content has no preferred size is sized by UIKit, not by its content.
public struct PopoverMissingContentSize: Rule {
    public static let description = RuleDescription(
        id: "popover-missing-content-size", severity: .info,
        summary: "A popover does not set preferredContentSize, so UIKit picks the popover's size.")

    public init() {}

    /// The presented screens the rule passes over: an alertController (of either style) and an
    /// activityViewController, whose presentation UIKit decides.
    private static let systemControllers: ScreenTraits = [.alert, .adaptiveSystemController]

    public func check(_ analysis: Analysis, into findings: inout FindingCollector) {
        for facts in analysis.presentations.matching({ $0.declaredStyle == .popover }) {
            let style = facts.presentation.style
            // `matching` selected the declared popovers (the summary's `declaredStyle` is the facts').
            guard style.value == .popover, style.isWritten, let styleLocation = style.location,
                  let toIndex = facts.toIndex,
                  analysis.screenTraits[toIndex].isDisjoint(with: Self.systemControllers),
                  let places = analysis.popoverPlaces(facts)
            else { continue }
            let popover = facts.presentation.popover
            if facts.presentation.popoverIsInvalid { continue }
            if let size = popover?.preferredContentSize, size.value != nil || size.isInvalid { continue }
            findings.report(
                "\(facts.name) shows '\(analysis.description.screens[toIndex].name)' in a popover \(places) without a preferredContentSize, so UIKit sizes the popover itself, which need not fit the content (clipped, or surrounded by empty space). Set the presented screen's preferredContentSize ('popover.preferredContentSize: [width, height]')",
                at: popover?.location ?? styleLocation,
                notes: (popover == nil ? [] : [Note(styleLocation, "style set here")])
                    + [facts.adaptiveStyleNote(making: .popover, "keeps the popover")].compactMap { $0 },
                subject: facts.presentation.subject("popover preferredContentSize"), presentation: facts.presentation)
        }
    }
}
