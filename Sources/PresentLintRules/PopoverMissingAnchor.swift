import PresentLintCore

/// A popover without a source view, bar button item, source item or delegate-set anchor: UIKit throws.
public struct PopoverMissingAnchor: Rule {
    public static let description = RuleDescription(
        id: "popover-missing-anchor", severity: .error,
        summary: "A popover (or an action sheet or activity controller on iPad) has no anchor; UIKit throws when presenting it.")

    public init() {}

    public func check(_ analysis: Analysis, into findings: inout FindingCollector) {
        for facts in analysis.presentations.matching({ $0.showsPopover && !$0.isPushed && !$0.hasPopoverAnchor }) {
            guard let places = analysis.popoverPlaces(facts) else { continue }
            let popover = facts.presentation.popover
            if facts.presentation.popoverIsInvalid { continue }
            if let popover, popover.hasAnchor || anchorIsInvalid(popover) { continue }

            var notes: [Note] = []
            let what: String
            if let to = facts.to, to.isAdaptiveSystemController {
                let kind = to.kind.value == .activityViewController ? "an activityViewController" : "an actionSheet alertController"
                what = "\(facts.name) presents '\(to.name)', \(kind), which UIKit shows as a popover \(places) whatever 'style' says"
                notes.append(to.systemControllerNote)
            } else {
                what = "\(facts.name) is presented as a popover \(places)"
                if popover != nil { notes.append(facts.styleNote) }
            }
            if let adaptive = facts.presentation.adaptiveStyle.location, facts.compactOutcomes.contains(where: { $0.style == .popover }) {
                notes.append(Note(adaptive, "'adaptiveStyle: none' keeps the popover in compact width"))
            }
            let location = popover?.location
                ?? (facts.presentation.style.value == .popover ? facts.presentation.style.location : nil)
                ?? facts.presentationStart
            findings.report(
                "\(what), but no anchor is set; UIKit throws \"UIPopoverPresentationController (...) should have a non-nil sourceView or barButtonItem set before the presentation occurs.\" Set 'popover.sourceView' or 'popover.barButtonItem'\(analysis.deploymentTarget >= OSVersion(16, 0) ? " (or 'sourceItem')" : ""), or set the anchor in prepareForPopoverPresentation ('preparesAnchorInDelegate: true')",
                at: location, notes: notes, subject: facts.presentation.subject("popover"), presentation: facts.presentation)
        }
    }

    /// An anchor key was written but failed to decode (reported as `schema`).
    private func anchorIsInvalid(_ popover: Popover) -> Bool {
        popover.sourceView.isInvalid || popover.barButtonItem.isInvalid || popover.sourceItem.isInvalid
            || popover.preparesAnchorInDelegate.isInvalid
    }
}
