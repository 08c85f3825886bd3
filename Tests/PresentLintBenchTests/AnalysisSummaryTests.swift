import PresentLintBench
import PresentLintCore
import PresentLintYAML
import Testing

/// Rules select presentations by their compact summaries and screens by their
/// traits before they read any object: both must say exactly what the facts
/// and the screens say, on the one-thread and on the two-thread analysis.
@Suite struct AnalysisSummaryTests {
    private func analysis(screens: Int, seed: UInt64) throws -> Analysis {
        let text = DescriptionGenerator(.init(screens: screens, seed: seed)).generate().text
        let document = try #require(YAMLLoader.load(Array(text.utf8)).documents.first)
        return Analysis(try #require(DescriptionDecoder.decode(document).0))
    }

    @Test(arguments: [(150, 1), (150, 2), (1_200, 3)] as [(Int, UInt64)])
    func summariesSayWhatTheFactsSay(screens: Int, seed: UInt64) throws {
        let analysis = try analysis(screens: screens, seed: seed)
        let list = analysis.presentations
        #expect(list.summaries.count == list.count)
        for (summary, facts) in zip(list.summaries, list) {
            let presentation = facts.presentation
            let keeps = facts.keepsPresenter
            #expect(summary.isPushed == facts.isPushed)
            #expect(summary.effectiveStyle == facts.effectiveStyle)
            #expect(summary.declaredStyle == facts.declaredStyle)
            #expect(summary.effectiveTransition == facts.effectiveTransition)
            #expect(summary.fromIndex == facts.fromIndex && summary.toIndex == facts.toIndex)
            #expect(summary.contextIndex == facts.contextIndex)
            #expect(summary.contextIsRootFallback == facts.contextIsRootFallback)
            #expect(summary.hasTransitionContext == (facts.transitionContext != nil))
            #expect(summary.hasAnimator == (facts.animator != nil || facts.dismissAnimator != nil))
            #expect(summary.hasPresentationController == (facts.presentationController != nil))
            #expect(summary.hasSheet == (presentation.sheet != nil) && summary.hasPopover == (presentation.popover != nil))
            #expect(summary.writesAdaptiveStyle == (presentation.adaptiveStyle.isWritten || presentation.adaptiveStyle.isInvalid))
            #expect(summary.writesTransition == (presentation.transition.isWritten || presentation.transition.isInvalid))
            #expect(summary.showsPopover
                == (facts.regularStyle == .popover || facts.compactOutcomes.contains { $0.style == .popover }))
            #expect(summary.usesPresent == (presentation.method.value == .present))
            #expect(summary.removesPresenterSomewhere == (keeps.regular == false || keeps.compact.contains(false)))
            #expect(summary.adaptsToFullScreen == facts.compactOutcomes.contains { $0.style.isFullScreenFamily })
            #expect(summary.hasPopoverAnchor == (presentation.popover?.hasAnchor == true))
            #expect(summary.hasSourceItem == (presentation.popover?.sourceItem.value != nil))
            #expect(summary.usesCustomDetent == (presentation.sheet.map {
                $0.detents.value.contains(.custom) || $0.largestUndimmedDetent.value == .custom
            } ?? false))
            #expect(summary.delegateIndex == presentation.transitioningDelegate?.target)
        }
        // A large generated description has every kind of presentation: the flags are not all alike.
        if screens >= 1_000 {
            #expect(list.summaries.contains { $0.isPushed } && list.summaries.contains { !$0.isPushed })
            #expect(list.summaries.contains { $0.removesPresenterSomewhere } && list.summaries.contains { $0.hasAnimator })
            #expect(list.summaries.contains { $0.adaptsToFullScreen } && list.summaries.contains { $0.hasPopoverAnchor })
        }
    }

    @Test func matchingHandsOutTheSelectedPresentationsInFileOrder() throws {
        let analysis = try analysis(screens: 300, seed: 5)
        let list = analysis.presentations
        let selected = list.indices.filter { list[$0].isPushed || list[$0].effectiveStyle == .popover }
        #expect(!selected.isEmpty && selected.count < list.count)
        #expect(list.matching { $0.isPushed || $0.effectiveStyle == .popover }.map(\.presentation.index) == selected)
        #expect(Array(list.matching { _ in false }).isEmpty)
        #expect(list.matching { _ in true }.map(\.presentation.index) == Array(list.indices))
    }

    @Test(arguments: [(150, 1), (1_200, 3)] as [(Int, UInt64)])
    func screenTraitsSayWhatTheScreensSay(screens: Int, seed: UInt64) throws {
        let analysis = try analysis(screens: screens, seed: seed)
        let screens = analysis.description.screens
        #expect(analysis.screenTraits.count == screens.count)
        for (index, screen) in screens.enumerated() {
            let traits = analysis.screenTraits[index]
            #expect(traits.contains(.collectsInput) == screen.collectsInput.value)
            #expect(traits.contains(.transparentBackground) == screen.transparentBackground.value)
            #expect(traits.contains(.refreshesOnAppear) == screen.refreshesOnAppear.value)
            #expect(traits.contains(.hasDismissButton) == screen.hasDismissButton.value)
            #expect(traits.contains(.isModalInPresentation) == screen.isModalInPresentation.value)
            #expect(traits.contains(.confirmsDismissal) == screen.confirmsDismissal.value)
            #expect(traits.contains(.alert) == screen.isAlert)
            #expect(traits.contains(.adaptiveSystemController) == screen.isAdaptiveSystemController)
            #expect(traits.contains(.navigationController) == (screen.kind.value == .navigationController))
            #expect(traits.contains(.invalidInputSetting)
                == (screen.collectsInput.isInvalid || screen.isModalInPresentation.isInvalid || screen.confirmsDismissal.isInvalid))
            let visible = screen.kind.value == .navigationController ? screen.children.last?.target ?? index : index
            let shown = Array(analysis.shownScreens(of: index))
            #expect(shown.first == index)
            #expect(Array(shown.dropFirst().prefix(1)) == (visible == index ? [] : [visible]))
        }
        #expect(analysis.screenTraits.contains { $0.contains(.collectsInput) })
        #expect(analysis.screenTraits.contains { $0.contains(.transparentBackground) })
    }
}
