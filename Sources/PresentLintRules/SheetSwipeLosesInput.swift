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
            return exposesInput(to, analysis: analysis)
        })
        for facts in candidates {
            guard let to = facts.toIndex, let dismissal = interactiveDismissal(facts, analysis: analysis) else { continue }
            let screens = analysis.description.screens
            for input in exposedInputs(of: to, analysis: analysis) {
                report(screens[input], inside: screens[to], facts: facts, dismissal: dismissal, into: &findings)
            }
        }
    }

    /// The screens whose input a dismissal of the presentation of `to` loses: `to` itself, or
    /// for a navigationController the screens that can be on top of its stack (its last child,
    /// and each screen pushed onto it), that collect input when neither they nor `to` block or
    /// confirm the dismissal. (An invalid setting counts as protecting: the rule stays silent.)
    private func exposedInputs(of to: Int, analysis: Analysis) -> [Int] {
        guard exposesInput(to, analysis: analysis) else { return [] }
        let traits = analysis.screenTraits
        if traits[to].contains(.collectsInput) { return [to] }
        return analysis.shownScreens(of: to).dropFirst().filter { Self.exposes(traits[$0]) }
    }

    /// Whether `exposedInputs(of:analysis:)` has a screen, found without building the list
    /// (it is asked for every presentation).
    private func exposesInput(_ to: Int, analysis: Analysis) -> Bool {
        let traits = analysis.screenTraits
        guard !Self.protects(traits[to]) else { return false }
        let onTop = analysis.shownScreens(of: to).dropFirst()
        // A navigationController that collects input itself loses it unless a screen of its stack protects it.
        if traits[to].contains(.collectsInput) { return !onTop.contains { Self.protects(traits[$0]) } }
        return onTop.contains { Self.exposes(traits[$0]) }
    }

    /// Whether a screen with `traits` keeps its input from a dismissal (an invalid setting counts as protecting).
    private static func protects(_ traits: ScreenTraits) -> Bool {
        !traits.isDisjoint(with: protecting)
    }

    /// Whether a screen with `traits` on top of a stack loses its input: it collects some and does not protect it.
    private static func exposes(_ traits: ScreenTraits) -> Bool {
        traits.contains(.collectsInput) && !protects(traits)
    }

    /// The traits that keep a screen's input (made once: an option set literal is built at each use).
    private static let protecting: ScreenTraits = [.isModalInPresentation, .confirmsDismissal, .invalidInputSetting]

    private func report(_ input: Screen, inside presented: Screen, facts: PresentationFacts, dismissal: String, into findings: inout FindingCollector) {
        let location = input.isModalInPresentation.location ?? input.confirmsDismissal.location ?? input.location(of: input.collectsInput)
        let container = presented.name == input.name ? "" : " (inside '\(presented.name)')"
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
            // The swipe down is iOS's gesture; elsewhere (Mac Catalyst, visionOS) the sheet is dismissed its own way.
            analysis.placesText(regular: sheetRegular, compact: sheetCompact).map {
                "\(analysis.platform == .iOS ? "by swiping the sheet down" : "interactively as a sheet") \($0)\(sinceIOS13)"
            },
        ].compactMap { $0 }
        return ways.isEmpty ? nil : ways.joined(separator: " or ")
    }
}
