import PresentLintCore

/// A presenter that refreshes in viewWillAppear is not told when a presentation that keeps its views goes away.
public struct PresenterAppearanceNotCalled: Rule {
    public static let description = RuleDescription(
        id: "presenter-appearance-not-called", severity: .warning,
        summary: "The presenter refreshes in viewWillAppear/viewDidAppear, but the style keeps its views, so those methods are not called on dismissal.")

    public init() {}

    /// At most this many refreshing screens are named in a finding.
    static let namedScreens = 8

    public func check(_ analysis: Analysis, into findings: inout FindingCollector) {
        let screens = analysis.description.screens
        let refreshes = analysis.screenTraits.map { $0.contains(.refreshesOnAppear) }
        guard refreshes.contains(true) else { return }
        // Each screen's nearest refreshing screen at or above it, found in one pass (not one walk per presentation).
        let nearestRefreshing = analysis.nearestScreens { refreshes[$0] }
        for facts in analysis.presentations.matching({ summary in
            guard !summary.isPushed, summary.effectiveStyle != nil, let from = summary.fromIndex else { return false }
            return nearestRefreshing[from] >= 0 || summary.contextIndex.map({ refreshes[$0] }) == true
        }) {
            // Where the style removes the presenting views everywhere, the containers are not walked.
            guard let from = facts.fromIndex, let places = keepsPresenterPlaces(facts, analysis: analysis) else { continue }
            // The presenter, the containers around it (none of them gets the appearance calls while
            // the presenting views stay), and the presentation context. A container above the context
            // of a current-context style is outside the presentation: it gets no calls whatever the style.
            var containers = analysis.ancestors(of: from)[...]
            if facts.effectiveStyle?.isCurrentContextFamily == true, let context = facts.contextIndex {
                if context == from {
                    containers = []
                } else if let end = containers.firstIndex(of: context) {
                    containers = containers[...end]
                }
            }
            var candidates = [from] + containers
            if let context = facts.contextIndex, !candidates.contains(context) { candidates.append(context) }
            let refreshing = candidates.map { screens[$0] }.filter { $0.refreshesOnAppear.value }
            guard !refreshing.isEmpty else { continue }
            // The nearest few are named; a deep chain of refreshing containers is summed up.
            var notes = refreshing.prefix(Self.namedScreens).map {
                Note($0.location(of: $0.refreshesOnAppear), "'\($0.name)' refreshes in viewWillAppear/viewDidAppear")
            }
            var names = refreshing.prefix(Self.namedScreens).map { "'\($0.name)'" }.joined(separator: " and ")
            if refreshing.count > Self.namedScreens, let last = notes.last {
                notes.append(Note(range: last.range, message: "\(refreshing.count - Self.namedScreens) more containers above refresh in viewWillAppear/viewDidAppear too"))
                names += " and \(refreshing.count - Self.namedScreens) more containers"
            }
            // When the delegate's adaptation is what keeps the views in compact width, point at it.
            if facts.keepsPresenter.compact.contains(true), let style = facts.compactOutcomes.first?.style,
               let note = facts.adaptiveStyleNote(making: style, "keeps the presenting views") {
                notes.append(note)
            }
            // An action sheet's or activity controller's style is UIKit's choice: the finding
            // goes at the presentation, with a note at the kind that decides it.
            if facts.systemControllerDecidesStyle { notes.append(facts.styleNote) }
            findings.report(
                "\(facts.name) \(presentedAs(facts)), which keeps the presenting views in the window \(places); UIKit does not call viewWillDisappear/viewDidDisappear on the presenter, nor viewWillAppear/viewDidAppear when \(facts.name) is dismissed, so \(names) never refresh\(refreshing.count == 1 ? "es" : "") after it. \(fix(facts))",
                at: facts.systemControllerDecidesStyle ? facts.presentationStart : facts.styleLocation, notes: notes,
                subject: facts.presentation.subject("style"), presentation: facts.presentation)
        }
    }

    /// Where the presentation keeps the presenting views: in regular width (the
    /// style itself) and in compact width (its adaptation); nil if nowhere.
    private func keepsPresenterPlaces(_ facts: PresentationFacts, analysis: Analysis) -> String? {
        let keeps = facts.keepsPresenter
        let regular = keeps.regular ?? false
        guard let places = analysis.placesText(regular: regular, compact: keeps.compact.contains(true)) else { return nil }
        // Before iOS 13 a sheet is full screen in compact width; it keeps the views from iOS 13.
        let onlyFromIOS13 = !regular && keeps.compact.contains(false)
        return onlyFromIOS13 ? "\(places) from iOS 13" : places
    }

    /// How the screen is shown: its style, or for an alert UIKit's own alert presentation.
    private func presentedAs(_ facts: PresentationFacts) -> String {
        if let to = facts.to, to.isAlert { return "presents alert '\(to.name)', shown by UIKit in its own alert style over the presenter" }
        return "uses \(facts.styleText)\(adaptationText(facts))"
    }

    /// ", adapted to overFullScreen in compact width through 'adaptiveStyle'" when the
    /// style removes the views and only the delegate's adaptation keeps them.
    private func adaptationText(_ facts: PresentationFacts) -> String {
        guard let style = facts.effectiveStyle,
              PresentationFacts.removesPresenter(style, presentationController: facts.presentationController),
              let outcome = facts.compactOutcomes.first(where: { $0.style != style }),
              case .adaptiveStyle = outcome.cause else { return "" }
        return ", adapted to \(outcome.style.rawValue) in compact width through 'adaptiveStyle'"
    }

    /// What to do instead: refresh from a callback, or (where full screen is an option) present full screen.
    /// An alert has neither a presentation controller callback nor a style of its own to choose.
    private func fix(_ facts: PresentationFacts) -> String {
        if facts.to?.isAlert == true {
            return "Refresh from the alert's UIAlertAction handlers instead"
        }
        // Full screen is no option for a popover or a system controller, nor for a custom
        // presentation with its own presentation controller (which fullScreen would ignore).
        let custom = facts.effectiveStyle == .custom && facts.presentationController != nil
        let fullScreenOption = facts.effectiveStyle == .popover || facts.effectiveStyle == .fullScreen || custom
            || facts.to?.isAdaptiveSystemController == true
            ? "" : ", or use 'style: fullScreen'"
        // A full-screen style kept only by the adaptation gets the calls again without 'adaptiveStyle'.
        let adaptiveOption = facts.effectiveStyle == .fullScreen && !adaptationText(facts).isEmpty ? ", or remove 'adaptiveStyle'" : ""
        return "Refresh from a callback instead (a delegate call from the presented screen, or presentationControllerDidDismiss(_:) for a swipe or tap-outside dismissal)\(fullScreenOption)\(adaptiveOption)"
    }
}
