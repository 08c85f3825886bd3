import PresentLintCore

/// partialCurl is only supported for a fullScreen presentation from a parent shown full screen.
public struct PartialCurlRequiresFullScreen: Rule {
    public static let description = RuleDescription(
        id: "partial-curl-requires-full-screen", severity: .error,
        summary: "partialCurl is used without a fullScreen presentation from a full-screen parent; UIKit throws.")

    public init() {}

    public func check(_ analysis: Analysis, into findings: inout FindingCollector) {
        for facts in analysis.presentations.matching({ $0.effectiveTransition == .partialCurl && !$0.isPushed }) {
            guard let style = facts.effectiveStyle else { continue }
            let (location, subject, transitionNotes) = transitionSource(facts)
            if style != .fullScreen {
                findings.report(
                    "partialCurl needs a fullScreen presentation, but \(facts.name) uses \(facts.styleText); UIKit throws \"Application tried to present UIModalTransitionStylePartialCurl to or from non-fullscreen view controller\". \(Self.advice(facts, platform: analysis.platform))",
                    at: location, notes: [facts.styleNote] + transitionNotes, subject: subject, presentation: facts.presentation)
                continue
            }
            if let from = facts.presentation.from?.target, let (container, shownAs) = nonFullScreenContainer(of: from, in: analysis) {
                let host = analysis.presentations[container]
                findings.report(
                    "partialCurl needs a parent shown full screen, but \(facts.name) is presented from '\(analysis.description.screens[from].name)', which \(host.name) shows as \(shownAs); UIKit throws \"Application tried to present UIModalTransitionStylePartialCurl to or from non-fullscreen view controller\". Present from a full-screen screen or use another transition",
                    at: location,
                    notes: transitionNotes + [Note(host.styleLocation, "\(host.name) presents the parent as \(shownAs) here")],
                    subject: subject, presentation: facts.presentation)
            }
        }
    }

    /// What to change: the style, unless UIKit picks it (an action sheet, an activity
    /// controller) or the platform has no partialCurl at all (tvOS).
    private static func advice(_ facts: PresentationFacts, platform: Platform) -> String {
        if platform == .tvOS { return "tvOS has no partialCurl at all ('style-unavailable'), so use another transition" }
        if let to = facts.to, to.isAdaptiveSystemController { return "UIKit chooses the style of '\(to.name)' itself, so use another transition" }
        return "Set 'style: fullScreen' or use another transition"
    }

    /// The node that sets partialCurl: the presentation's transition, or the context's.
    private func transitionSource(_ facts: PresentationFacts) -> (Location, String, [Note]) {
        if let context = facts.transitionContext, let location = context.transition.location {
            return (location, context.subject("transition"), [
                Note(facts.presentation.location, "\(facts.name) takes this transition from its presentation context '\(context.name)'"),
            ])
        }
        let location = facts.presentation.transition.location ?? facts.presentationStart
        return (location, facts.presentation.subject("transition"), [])
    }

    /// A presentation that shows `screen`'s presenting context in something
    /// other than full screen on a device the app supports, and how it shows it.
    /// `visited` holds the contexts already followed (a currentContext parent is
    /// full screen when its own context is), so that a cycle of presentations ends.
    private func nonFullScreenContainer(
        of screen: Int, in analysis: Analysis, visited: Set<Int> = []
    ) -> (index: Int, shownAs: String)? {
        let context = analysis.outerSplit[screen] ?? screen
        let top = analysis.top[context]
        guard !visited.contains(top) else { return nil }
        for index in analysis.presentedBy[top] where !analysis.presentations[index].isPushed {
            let host = analysis.presentations[index]
            // tvOS's blurOverFullScreen covers the screen too (the content beneath is only blurred).
            let coversScreen = { (style: PresentationStyle) in
                style.isFullScreenFamily || style == .blurOverFullScreen || (style.isCurrentContextFamily && self.contextCoversScreen(
                    host, in: analysis, visited: visited.union([top])))
            }
            if let shownAs = Self.nonFullScreenStyle(of: host, coversScreen: coversScreen) { return (index, shownAs) }
        }
        return nil
    }

    /// A currentContext-family presentation covers the screen when its context
    /// fills its own containment tree (not a tab's or split view's child) and
    /// that tree is itself shown full screen: the window's root, or a full-screen presentation.
    private func contextCoversScreen(_ host: PresentationFacts, in analysis: Analysis, visited: Set<Int>) -> Bool {
        guard let context = host.contextIndex, analysis.top[context] == context else { return false }
        return nonFullScreenContainer(of: context, in: analysis, visited: visited) == nil
    }

    /// How `host` shows its screen where that is not full screen: in regular
    /// width, or after its adaptation in compact width (an iPhone-only app
    /// whose popover adapts to fullScreen shows it full screen everywhere).
    private static func nonFullScreenStyle(
        of host: PresentationFacts, coversScreen: (PresentationStyle) -> Bool
    ) -> String? {
        if let regular = host.regularStyle, !coversScreen(regular) { return host.styleText }
        if let outcome = host.compactOutcomes.first(where: { !coversScreen($0.style) }) {
            // Below a deployment target of 13.0 the app also runs on iOS 13, where the sheet is no longer full screen.
            let fromIOS13 = !outcome.belowIOS13 && host.compactOutcomes.contains { $0.belowIOS13 && coversScreen($0.style) }
            return "\(outcome.style.rawValue) in compact width\(fromIOS13 ? " from iOS 13 (full screen only before)" : outcome.osText)"
        }
        if host.regularStyle == nil, host.compactOutcomes.isEmpty, let style = host.effectiveStyle, !coversScreen(style) {
            return host.styleText
        }
        return nil
    }
}
