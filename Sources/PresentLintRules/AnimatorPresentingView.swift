import PresentLintCore

/// An animator that moves the presenting view when it should not, or does not put it back when it must.
public struct AnimatorPresentingView: Rule {
    public static let description = RuleDescription(
        id: "animator-presenting-view", severity: .warning,
        summary: "An animator adds the presenting view when the style keeps it, or the dismiss animator does not restore it when the style removes it.")

    public init() {}

    public func check(_ analysis: Analysis, into findings: inout FindingCollector) {
        for facts in analysis.presentations.matching({ !$0.isPushed && $0.effectiveStyle != nil && $0.hasAnimator }) {
            guard let style = facts.effectiveStyle, facts.animator != nil || facts.dismissAnimator != nil else { continue }
            // Where the style keeps the presenting views and where it (or its compact adaptation) removes them.
            let keeps = facts.keepsPresenter
            // Only an animator that adds the view where the style keeps it, or a dismiss animator that
            // does not add it back where the style removes it, is reported: the texts are built for those.
            let adds = [facts.animator, facts.dismissAnimator].contains { $0?.addsPresentingView.value == true }
            let restores = facts.dismissAnimator.map { $0.addsPresentingView.value || $0.addsPresentingView.isInvalid } ?? true
            guard adds && (keeps.regular == true || keeps.compact.contains(true))
                || !restores && (keeps.regular == false || keeps.compact.contains(false)) else { continue }
            let keptPlaces = analysis.placesText(regular: keeps.regular == true, compact: keeps.compact.contains(true))
            let removedPlaces = analysis.placesText(regular: keeps.regular == false, compact: keeps.compact.contains(false))
            let mixed = keptPlaces != nil && removedPlaces != nil
            // Where the delegate names the animator in `role` (its `animator:` / `dismissAnimator:` value).
            func useNote(_ role: DelegateRole) -> Note {
                let delegate = facts.delegate!
                return Note(role.reference(in: delegate)?.location ?? delegate.location, "used as \(role.key) by \(delegate.displayName)")
            }
            if let keptPlaces {
                // Before iOS 13 a sheet is full screen in compact width: there it keeps the views from iOS 13 only.
                let compactKept = zip(facts.compactOutcomes, keeps.compact).filter(\.1).map(\.0)
                let fromIOS13 = !compactKept.isEmpty && compactKept.allSatisfy { !$0.belowIOS13 }
                    && facts.compactOutcomes.contains { $0.belowIOS13 } ? " from iOS 13" : ""
                let places: String
                if !mixed {
                    places = ""
                } else if keeps.regular == true, !compactKept.isEmpty, !fromIOS13.isEmpty {
                    places = " \(analysis.regularText), and \(analysis.environments.compactText)\(fromIOS13)"
                } else {
                    places = " \(keptPlaces)\(keeps.regular == true ? "" : fromIOS13)"
                }
                // The style that keeps them: the style itself, or (where only compact width keeps them) its adaptation.
                let keeping = keeps.regular == true ? style
                    : zip(facts.compactOutcomes, keeps.compact).first { $0.1 }?.0.style ?? style
                for (role, animator) in [(DelegateRole.animator, facts.animator), (.dismissAnimator, facts.dismissAnimator)] {
                    guard let animator, animator.addsPresentingView.value,
                          let location = animator.addsPresentingView.location else { continue }
                    findings.report(
                        "animator '\(animator.name)' adds the presenting view to the transition's container view, but \(facts.name) keeps the presenting views in place (\(keeping.rawValue))\(places); UIKit removes the container afterwards and the presenter's view goes with it, leaving a black screen. Do not add the view for viewForKey(.from) / (.to) when it is nil; set 'addsPresentingView: false'",
                        at: location,
                        notes: [keepingNote(facts, style: style, keeping: keeping), useNote(role)],
                        subject: animator.subject("addsPresentingView"), presentation: facts.presentation)
                }
            }
            if let removedPlaces, let animator = facts.dismissAnimator, !animator.addsPresentingView.value,
               !animator.addsPresentingView.isInvalid {
                let location = animator.addsPresentingView.location ?? animator.location
                var (how, removalNote) = removal(facts, style: style, regularRemoves: keeps.regular == false, places: removedPlaces)
                if mixed, keeps.regular == false { how += " \(removedPlaces)" }
                findings.report(
                    "dismiss animator '\(animator.name)' does not add the presenting view back to the container view, but \(facts.name) \(how), which removed it; after dismissal the screen beneath stays black. Add the \"to\" view during dismissal ('addsPresentingView: true')",
                    at: location, notes: [removalNote, useNote(.dismissAnimator)],
                    subject: animator.subject("addsPresentingView"), presentation: facts.presentation)
            }
        }
    }

    /// A note at the setting that keeps the presenting views: the style, or the adaptiveStyle.
    private func keepingNote(_ facts: PresentationFacts, style: PresentationStyle, keeping: PresentationStyle) -> Note {
        if keeping != style, case .adaptiveStyle(let location)? = facts.compactOutcomes.first(where: { $0.style == keeping })?.cause {
            return Note(location, "'adaptiveStyle: \(keeping.rawValue)' keeps the presenting views in compact width")
        }
        return facts.styleNote(style, "keeps the presenting views")
    }

    /// How the presentation removes the presenting views, for the message, and a note at the setting that does it.
    private func removal(
        _ facts: PresentationFacts, style: PresentationStyle, regularRemoves: Bool, places: String
    ) -> (how: String, note: Note) {
        // A custom style removes the views only through its presentation controller's shouldRemovePresentersView.
        let styleNote = if style == .custom, let controller = facts.presentationController,
                           let location = controller.shouldRemovePresentersView.location {
            Note(location, "presentation controller '\(controller.name)' returns true from shouldRemovePresentersView, so \(facts.name)'s custom presentation removes the presenting views")
        } else {
            facts.styleNote(style, "removes the presenting views")
        }
        // UIKit's own currentContext -> fullScreen adaptation does not change what the style does.
        if regularRemoves || facts.regularStyle == nil && facts.compactOutcomes.allSatisfy({ $0.style == style || $0.cause == .uikitDefault && style.isCurrentContextFamily }) {
            return ("uses \(style.rawValue)", styleNote)
        }
        let outcome = facts.compactOutcomes.first { $0.style == .fullScreen } ?? facts.compactOutcomes[0]
        let how = "adapts to \(outcome.style.rawValue) in compact width (\(places))\(outcome.osText)"
        if case .adaptiveStyle(let location) = outcome.cause {
            return (how + " through 'adaptiveStyle'", Note(location, "'adaptiveStyle: \(outcome.style.rawValue)' removes the presenting views in compact width"))
        }
        return (how, Note(facts.styleLocation,
                          "UIKit adapts \(style.rawValue) to \(outcome.style.rawValue) in compact width\(outcome.osText), which removes the presenting views"))
    }
}
