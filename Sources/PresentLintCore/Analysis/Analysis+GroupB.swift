extension Analysis {
    /// UIKit's own compact adaptation of `facts`' effective style, ignoring
    /// `adaptiveStyle`: what the presentation controller falls back to when the
    /// adaptive delegate returns a style it does not allow.
    public func defaultCompactOutcomes(of facts: PresentationFacts) -> [CompactOutcome] {
        guard let style = facts.effectiveStyle else { return [] }
        return Adaptation.outcomes(of: style, adaptiveStyle: Field(default: nil), deploymentTarget: deploymentTarget)
    }

    /// True when `adaptivePresentationStyle(for:traitCollection:)` may return `style`
    /// (fullScreen, overFullScreen, formSheet, none).
    public static func isAllowedAdaptiveStyle(_ style: PresentationStyle) -> Bool {
        Adaptation.allowedStyles.contains(style)
    }
}
