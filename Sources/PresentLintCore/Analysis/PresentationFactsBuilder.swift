/// Computes `PresentationFacts` from the description and the containment tree.
struct PresentationFactsBuilder {
    let description: NavigationDescription
    let environments: Environments
    let tree: ContainmentTree

    func facts(for presentation: Presentation) -> PresentationFacts {
        let fromIndex = presentation.from?.target
        let from = description.screen(presentation.from)
        let to = description.screen(presentation.to)
        let delegate = description.delegate(presentation.transitioningDelegate)
        let declared = presentation.style.trusted
        let resolved = declared.map(resolve)
        let isSystemController = to?.isAdaptiveSystemController ?? false

        let effective: PresentationStyle?
        let regular: PresentationStyle?
        let compact: [CompactOutcome]
        if isSystemController {
            effective = environments.iPad ? .popover : .pageSheet
            regular = environments.regular ? .popover : nil
            compact = environments.compact
                ? [CompactOutcome(style: .pageSheet, cause: .uikitDefault, belowIOS13: false, removesPresenter: false)] : []
        } else {
            effective = resolved
            regular = environments.regular ? resolved : nil
            compact = environments.compact
                ? resolved.map {
                    Adaptation.outcomes(of: $0, adaptiveStyle: presentation.adaptiveStyle,
                                        deploymentTarget: description.app.deploymentTarget.value)
                } ?? [] : []
        }

        var contextIndex: Int?
        var fallback = false
        if let fromIndex, let style = effective {
            if style.isCurrentContextFamily {
                contextIndex = tree.nearestContext[fromIndex]
                if contextIndex == nil, let root = description.root?.target {
                    contextIndex = root
                    fallback = true
                }
            } else if style.isFullScreenFamily {
                contextIndex = tree.outerSplit[fromIndex] ?? fromIndex
            }
        }

        var transition = presentation.transition.trusted
        var transitionContext: Screen?
        if let style = effective, style.isCurrentContextFamily, let contextIndex {
            let context = description.screens[contextIndex]
            if context.providesPresentationContextTransitionStyle.value {
                transition = context.transition.trusted
                transitionContext = context
            }
        }

        return PresentationFacts(
            presentation: presentation,
            from: from,
            to: to,
            delegate: delegate,
            animator: description.animator(delegate?.animator),
            dismissAnimator: description.animator(delegate?.dismissAnimator),
            interactionController: description.interactionController(delegate?.interactionController),
            dismissInteractionController: description.interactionController(delegate?.dismissInteractionController),
            presentationController: description.presentationController(delegate?.presentationController),
            declaredStyle: declared,
            effectiveStyle: effective,
            regularStyle: regular,
            compactOutcomes: compact,
            effectiveTransition: transition,
            transitionContext: transitionContext,
            contextIndex: contextIndex,
            contextIsRootFallback: fallback,
            isPushed: presentation.method.value == .show && fromIndex.map { tree.inNavigation[$0] } == true)
    }

    /// `automatic` is a sheet on iOS 13+ (pageSheet before iOS 18, formSheet
    /// from iOS 18) and full screen on tvOS.
    private func resolve(_ style: PresentationStyle) -> PresentationStyle {
        guard style == .automatic else { return style }
        if description.app.platform.value == .tvOS { return .fullScreen }
        return description.app.deploymentTarget.value >= OSVersion(18, 0) ? .formSheet : .pageSheet
    }
}
