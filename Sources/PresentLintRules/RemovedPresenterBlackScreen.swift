import PresentLintCore

/// A transparent screen presented with a style that removes the presenter's views shows black.
public struct RemovedPresenterBlackScreen: Rule {
    public static let description = RuleDescription(
        id: "removed-presenter-black-screen", severity: .warning,
        summary: "A screen with a transparent background is presented with a style that removes the presenting views; it shows black behind.")

    public init() {}

    public func check(_ analysis: Analysis, into findings: inout FindingCollector) {
        let traits = analysis.screenTraits
        // A screen that can be on screen (a navigationController's last child, or a screen pushed
        // onto it), else the presented screen itself.
        func transparentScreen(_ to: Int) -> Int? {
            let isTransparent = { (screen: Int) in traits[screen].contains(.transparentBackground) }
            return analysis.shownScreens(of: to).dropFirst().first(where: isTransparent) ?? (isTransparent(to) ? to : nil)
        }
        for facts in analysis.presentations.matching({ summary in
            !summary.isPushed && summary.effectiveStyle != nil && summary.removesPresenterSomewhere
                && summary.toIndex.flatMap(transparentScreen) != nil
        }) {
            guard let to = facts.toIndex, let style = facts.effectiveStyle, let transparentScreen = transparentScreen(to) else { continue }
            let visible = analysis.description.screens[transparentScreen]
            guard let transparent = visible.transparentBackground.location else { continue }
            // Built only for a finding: most transparent screens are presented in a way that keeps the views beneath.
            func transparentNote() -> Note { Note(transparent, "'\(visible.name)' has a transparent background") }

            // The style as each supported device shows it: in regular width the style itself, in
            // compact width its adaptation (an adaptiveStyle can keep the views a fullScreen style removes).
            let keeps = facts.keepsPresenter
            let styleRemoves = facts.styleRemovesPresenter
            if keeps.regular == false {
                // Where an adaptiveStyle keeps the views in compact width, only regular width goes black.
                let place = keeps.compact.isEmpty || keeps.compact.contains(false) ? nil : analysis.placesText(regular: true, compact: false)
                reportStyle(facts, style: style, place: place, transparentNote: transparentNote(), into: &findings)
            } else if let removing = keeps.compact.firstIndex(of: false) {
                let outcome = facts.compactOutcomes[removing]
                // UIKit's own adaptation, or an adaptiveStyle of `none`, leaves the style to remove the views.
                if styleRemoves, outcome.cause == .uikitDefault || outcome.style == style {
                    reportStyle(facts, style: style, place: nil, transparentNote: transparentNote(), into: &findings)
                } else {
                    reportAdaptation(facts, outcome: outcome, analysis: analysis, transparentNote: transparentNote(), into: &findings)
                }
            }
        }
    }

    /// `place` ("on iPad") says where the views are removed, when that is not everywhere.
    private func reportStyle(
        _ facts: PresentationFacts, style: PresentationStyle, place: String?, transparentNote: Note, into findings: inout FindingCollector
    ) {
        let there = place.map { " \($0)" } ?? ""
        if style == .custom, let controller = facts.presentationController,
           let location = controller.shouldRemovePresentersView.location {
            findings.report(
                "presentation controller '\(controller.name)' returns true from shouldRemovePresentersView, so UIKit removes the presenting views after \(facts.name) is presented\(there) and its transparent background shows black. Return false from shouldRemovePresentersView",
                at: location,
                notes: [transparentNote, Note(location, "shouldRemovePresentersView removes the presenting views"), facts.presentationNote],
                subject: controller.subject("shouldRemovePresentersView"), presentation: facts.presentation)
            return
        }
        let removal = facts.styleNote(style, "removes the presenting views")
        findings.report(
            "\(facts.name) uses \(facts.styleText), which removes the presenting views after the presentation completes\(there), so its transparent background shows black\(place == nil ? "" : " (in compact width its adaptiveStyle keeps them)"). Use 'style: overFullScreen' (or overCurrentContext) to keep the views beneath",
            at: facts.styleLocation, notes: [transparentNote, removal],
            subject: facts.presentation.subject("style"), presentation: facts.presentation)
    }

    private func reportAdaptation(
        _ facts: PresentationFacts, outcome: CompactOutcome, analysis: Analysis, transparentNote: Note, into findings: inout FindingCollector
    ) {
        let compact = analysis.environments.compactText
        switch outcome.cause {
        case .adaptiveStyle(let location):
            findings.report(
                "\(facts.name) adapts to fullScreen in compact width (\(compact)) through 'adaptiveStyle', which removes the presenting views, so its transparent background shows black there. Return overFullScreen from adaptivePresentationStyle(for:traitCollection:)",
                at: location,
                notes: [transparentNote, Note(location, "'adaptiveStyle: fullScreen' removes the presenting views in compact width"), facts.styleNote],
                subject: facts.presentation.subject("adaptiveStyle"), presentation: facts.presentation)
        case .uikitDefault:
            findings.report(
                "UIKit adapts \(facts.name) (\(facts.styleText)) to fullScreen in compact width (\(compact))\(outcome.osText), which removes the presenting views, so its transparent background shows black there. Set 'adaptiveStyle: overFullScreen'",
                at: facts.styleLocation, notes: [transparentNote, facts.styleNote, deploymentTargetNote(analysis)],
                subject: facts.presentation.subject("style"), presentation: facts.presentation)
        }
    }

    /// The setting behind UIKit's own full-screen adaptation: a deployment target before iOS 13.
    private func deploymentTargetNote(_ analysis: Analysis) -> Note {
        let app = analysis.description.app
        let target = app.deploymentTarget
        let text = "the deployment target is \(target.value): before iOS 13, UIKit adapts a popover or sheet to fullScreen in compact width, which removes the presenting views"
        return Note(target.location ?? app.location ?? Location(range: .init(at: analysis.description.location.start)), text)
    }
}
