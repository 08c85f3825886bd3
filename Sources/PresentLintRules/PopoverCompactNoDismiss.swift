import PresentLintCore

/// A popover that becomes full screen in compact width, showing a screen with no way to close it.
public struct PopoverCompactNoDismiss: Rule {
    public static let description = RuleDescription(
        id: "popover-compact-no-dismiss", severity: .warning,
        summary: "A popover adapts to full screen in compact width and the presented screen has no dismiss button.")

    public init() {}

    public func check(_ analysis: Analysis, into findings: inout FindingCollector) {
        let traits = analysis.screenTraits
        let candidates = analysis.inLabelOrder(where: { summary in
            guard !summary.isPushed, summary.effectiveStyle == .popover, summary.adaptsToFullScreen,
                  let to = summary.toIndex else { return false }
            return !traits[to].contains(.adaptiveSystemController)
        })
        for facts in candidates {
            guard let to = facts.toIndex,
                  let outcome = facts.compactOutcomes.first(where: { $0.style.isFullScreenFamily })
            else { continue }
            let shown = analysis.presentedScreens(to)
            guard !shown.contains(where: { $0.hasDismissButton.value || $0.hasDismissButton.isInvalid }) else { continue }
            let screen = shown[0]

            var notes = [facts.styleNote]
            let how: String
            let fix: String
            switch outcome.cause {
            case .adaptiveStyle(let location):
                notes.append(Note(location, "adaptivePresentationStyle(for:traitCollection:) returns \(outcome.style.rawValue) here"))
                how = "through 'adaptiveStyle'"
                // A form sheet is a swipe-dismissable sheet in compact width only from iOS 13.
                fix = analysis.platform == .iOS && analysis.deploymentTarget < OSVersion(13, 0)
                    ? "or, if the app can require iOS 13, raise the deployment target and return formSheet from adaptivePresentationStyle(for:traitCollection:), a sheet the user can swipe down from iOS 13"
                    : "or return formSheet from adaptivePresentationStyle(for:traitCollection:), a sheet the user can swipe down"
            case .uikitDefault:
                how = "by UIKit's default adaptation"
                fix = "or, if the app can require iOS 13, raise the deployment target: from iOS 13 the popover adapts to a sheet the user can swipe down"
            }
            findings.report(
                "\(facts.name) adapts from a popover to \(outcome.style.rawValue) in compact width (\(analysis.environments.compactText))\(outcome.osText) \(how), and '\(screen.name)' has no dismiss button: there is no outside area to tap, so the user cannot close it. Add a close or done button to '\(screen.name)' ('hasDismissButton: true'), \(fix)",
                at: screen.location(of: screen.hasDismissButton), notes: notes, subject: screen.subject("hasDismissButton"),
                presentation: facts.presentation)
        }
    }
}
