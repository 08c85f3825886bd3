import PresentLintCore

/// A screen holding user input, presented so that a swipe or a tap outside dismisses it without asking.
public struct SheetSwipeLosesInput: Rule {
    public static let description = RuleDescription(
        id: "sheet-swipe-loses-input", severity: .warning,
        summary: "A screen that collects input can be dismissed by a swipe or a tap outside, and neither blocks nor confirms it.")

    public init() {}

    public func check(_ analysis: Analysis, into findings: inout FindingCollector) {
        // Only presentations of a screen that collects input can lose it; sorting them alone keeps this linear.
        let traits = analysis.screenTraits
        let candidates = analysis.inLabelOrder(where: { summary in
            // An alert is dismissed by its buttons only, never by a swipe or a tap outside.
            guard !summary.isPushed, let to = summary.toIndex, !traits[to].contains(.alert) else { return false }
            // The screens shown (as below): one collects input, and none blocks or confirms the dismissal.
            let visible = analysis.visibleScreen(of: to)
            let shown = visible == to ? traits[to] : traits[to].union(traits[visible])
            return shown.contains(.collectsInput)
                && shown.isDisjoint(with: [.isModalInPresentation, .confirmsDismissal, .invalidInputSetting])
        })
        for facts in candidates {
            guard let to = facts.toIndex else { continue }
            // A navigationController is represented by its top child, which may hold the input.
            let visible = analysis.visibleScreen(of: to)
            let shown = ([to] + (visible == to ? [] : [visible])).map { analysis.description.screens[$0] }
            // The screens are checked first: most screens that collect input protect it.
            guard let input = shown.first(where: { $0.collectsInput.value }),
                  !shown.contains(where: { protects($0) || $0.collectsInput.isInvalid }),
                  let dismissal = interactiveDismissal(facts, analysis: analysis)
            else { continue }
            let location = input.isModalInPresentation.location ?? input.confirmsDismissal.location ?? input.location(of: input.collectsInput)
            let container = shown[0].name == input.name ? "" : " (inside '\(shown[0].name)')"
            var notes = [Note(input.location(of: input.collectsInput), "'\(input.name)' collects input"), facts.styleNote]
            // When the dismissable style comes from the delegate's adaptation, say so and point at it.
            var adaptation = ""
            if let adapted = facts.compactOutcomes.first(where: { $0.style != facts.effectiveStyle && ($0.style.isSheet || $0.style == .popover) }),
               case .adaptiveStyle(let adaptiveLocation) = adapted.cause {
                adaptation = " (\(adapted.style.rawValue) in compact width, through 'adaptiveStyle')"
                notes.append(Note(adaptiveLocation, "'adaptiveStyle' makes it \(adapted.style.rawValue) in compact width"))
            } else if let style = facts.effectiveStyle, let note = facts.adaptiveStyleNote(making: style, "keeps it \(style.rawValue)") {
                notes.append(note)
            }
            notes.removeAll { $0.range == location.range }
            findings.report(
                "'\(input.name)' collects input, but \(facts.name) presents it\(container) as \(facts.styleText)\(adaptation), which the user can dismiss \(dismissal); nothing asks first, so the input is lost. Set 'isModalInPresentation: true' on '\(input.name)' (UIKit then ignores the gesture) or confirm in presentationControllerShouldDismiss(_:) / presentationControllerDidAttemptToDismiss(_:) ('confirmsDismissal: true')",
                at: location, notes: notes, subject: input.subject("collectsInput"), presentation: facts.presentation)
        }
    }

    /// Blocks or confirms interactive dismissal (an invalid written value counts, so the rule stays silent).
    private func protects(_ screen: Screen) -> Bool {
        screen.isModalInPresentation.value || screen.confirmsDismissal.value
            || screen.isModalInPresentation.isInvalid || screen.confirmsDismissal.isInvalid
    }

    /// How and where the presentation can be dismissed interactively: a sheet by
    /// a swipe down (iOS 13 and later), a popover by a tap outside it.
    private func interactiveDismissal(_ facts: PresentationFacts, analysis: Analysis) -> String? {
        var sheetRegular = false, sheetCompact = false, popoverRegular = false, popoverCompact = false
        if let regular = facts.regularStyle {
            sheetRegular = regular.isSheet
            popoverRegular = regular == .popover
        }
        for outcome in facts.compactOutcomes where !outcome.belowIOS13 {
            sheetCompact = sheetCompact || outcome.style.isSheet
            popoverCompact = popoverCompact || outcome.style == .popover
        }
        if analysis.platform == .tvOS { return nil }
        let sinceIOS13 = analysis.platform == .iOS && analysis.deploymentTarget < OSVersion(13, 0) ? " (iOS 13 and later)" : ""
        let ways = [
            analysis.placesText(regular: popoverRegular, compact: popoverCompact).map { "by tapping outside the popover \($0)" },
            analysis.placesText(regular: sheetRegular, compact: sheetCompact).map { "by swiping the sheet down \($0)\(sinceIOS13)" },
        ].compactMap { $0 }
        return ways.isEmpty ? nil : ways.joined(separator: " or ")
    }
}
