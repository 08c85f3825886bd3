import PresentLintCore

/// An adaptive presentation delegate that returns a style UIKit does not allow is ignored.
public struct AdaptiveStyleInvalid: Rule {
    public static let description = RuleDescription(
        id: "adaptive-style-invalid", severity: .warning,
        summary: "adaptiveStyle is not fullScreen, overFullScreen, formSheet or none, so UIKit ignores it.")

    public init() {}

    public func check(_ analysis: Analysis, into findings: inout FindingCollector) {
        for facts in analysis.presentations.matching({ $0.writesAdaptiveStyle }) {
            guard let requested = facts.presentation.adaptiveStyle.trusted ?? nil,
                  let location = facts.presentation.adaptiveStyle.location,
                  !Analysis.isAllowedAdaptiveStyle(requested)
            else { continue }
            findings.report(
                "adaptivePresentationStyle(for:traitCollection:) returns \(requested.rawValue) for \(facts.name), which is not one of the allowed styles (fullScreen, overFullScreen, formSheet, none); UIKit ignores it and \(fallbackText(facts, analysis: analysis)). Return one of the allowed styles",
                at: location, notes: [facts.styleNote], subject: facts.presentation.subject("adaptiveStyle"),
                presentation: facts.presentation)
        }
    }

    /// What UIKit does instead: its own adaptation of the effective style.
    private func fallbackText(_ facts: PresentationFacts, analysis: Analysis) -> String {
        if facts.isPushed {
            return "nothing adapts anyway: the navigation controller pushes '\(facts.presentation.to?.name ?? "the screen")' instead of presenting it"
        }
        guard let style = facts.effectiveStyle else { return "uses its preferred default style" }
        let outcomes = analysis.defaultCompactOutcomes(of: facts)
        if outcomes.count == 1, outcomes[0].style == style {
            return "keeps \(facts.styleText) in compact width"
        }
        // "stays pageSheet from iOS 13 and becomes fullScreen before iOS 13"
        let splitsAtIOS13 = outcomes.contains { $0.belowIOS13 }
        let adapted = outcomes.map { outcome in
            (outcome.style == style ? "stays \(style.rawValue)" : "becomes \(outcome.style.rawValue)")
                + (outcome.belowIOS13 ? outcome.osText : splitsAtIOS13 ? " from iOS 13" : "")
        }.joined(separator: " and ")
        return "uses its preferred default style in compact width: \(facts.styleText) \(adapted)"
    }
}
