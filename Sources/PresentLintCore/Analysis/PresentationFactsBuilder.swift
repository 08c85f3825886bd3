/// Computes `PresentationFacts` from the description and the containment tree.
struct PresentationFactsBuilder {
    let description: NavigationDescription
    let environments: Environments
    let tree: ContainmentTree
    private let deploymentTarget: OSVersion
    private let platform: Platform
    private let root: Int?
    /// Per style (in `PresentationStyle.allCases` order): UIKit's own compact
    /// adaptation, shared by every presentation that does not set `adaptiveStyle`.
    private let defaultOutcomes: [[CompactOutcome]]
    private static let styles = PresentationStyle.allCases
    private static let systemControllerOutcomes = [
        CompactOutcome(style: .pageSheet, cause: .uikitDefault, belowIOS13: false),
    ]

    init(description: NavigationDescription, environments: Environments, tree: ContainmentTree) {
        self.description = description
        self.environments = environments
        self.tree = tree
        deploymentTarget = description.app.deploymentTarget.value
        platform = description.app.platform.value
        root = description.root?.target
        let deploymentTarget = deploymentTarget
        defaultOutcomes = Self.styles.map {
            Adaptation.outcomes(of: $0, adaptiveStyle: Field(default: nil), deploymentTarget: deploymentTarget)
        }
    }

    func facts(for presentation: Presentation) -> PresentationFacts {
        let fromIndex = presentation.fromTarget
        let from = fromIndex.map { description.screens[$0] }
        let to = presentation.toTarget.map { description.screens[$0] }
        let delegate = presentation.delegateTarget.map { description.transitioningDelegates[$0] }
        let declared = presentation.styleSlot.invalid ? nil : presentation.styleSlot.value
        // With an invalid `method`, whether and how the screen is presented is unknown
        // (a `show` may push it): the rules that need the style stay silent for it.
        let methodIsKnown = !presentation.methodSlot.invalid
        // Unknown too: how UIKit shows a screen whose `kind` (or alertController `alertStyle`) is invalid.
        let styleIsKnown = methodIsKnown && to?.kindIsKnown != false
        let resolved = styleIsKnown ? declared.map(resolve) : nil
        // UIKit shows an action sheet or activity controller as a popover or a sheet on iPad and
        // iPhone; tvOS has neither, so there the presentation's own style is taken.
        let isSystemController = platform != .tvOS && to?.isAdaptiveSystemController ?? false

        let effective: PresentationStyle?
        let regular: PresentationStyle?
        let compact: [CompactOutcome]
        if isSystemController, styleIsKnown {
            effective = environments.iPad ? .popover : .pageSheet
            regular = environments.regular ? .popover : nil
            compact = environments.compact ? Self.systemControllerOutcomes : []
        } else {
            effective = resolved
            regular = environments.regular ? resolved : nil
            compact = environments.compact ? resolved.map { compactOutcomes(of: $0, presentation: presentation) } ?? [] : []
        }

        var contextIndex: Int?
        var fallback = false
        if let fromIndex, let style = effective {
            if style.isCurrentContextFamily {
                contextIndex = tree.nearestContext[fromIndex]
                if contextIndex == nil, let root {
                    contextIndex = root
                    fallback = true
                }
            } else if style.isFullScreenFamily {
                // A split view column does not cover the screen: UIKit walks up to the
                // top of the containment tree (the split view, or the tab bar holding it).
                contextIndex = tree.outerSplit[fromIndex] == nil ? fromIndex : tree.top[fromIndex]
            }
        }

        var transition = presentation.transitionSlot.invalid ? nil : presentation.transitionSlot.value
        var transitionContext: Screen?
        if let style = effective, style.isCurrentContextFamily, let contextIndex {
            let context = description.screens[contextIndex]
            // rules.md: the presentation context's transition, when it provides the style; that includes
            // the root as the context by fallback and a presented screen as the top of its subtree.
            if context.providesPresentationContextTransitionStyleSlot.value {
                transition = context.transitionSlot.invalid ? nil : context.transitionSlot.value
                transitionContext = context
            }
        }

        return PresentationFacts(
            presentation: presentation,
            from: from,
            to: to,
            delegate: delegate,
            animator: delegate?.animatorTarget.map { description.animators[$0] },
            dismissAnimator: delegate?.dismissAnimatorTarget.map { description.animators[$0] },
            interactionController: delegate?.interactionControllerTarget.map { description.interactionControllers[$0] },
            dismissInteractionController: delegate?.dismissInteractionControllerTarget.map { description.interactionControllers[$0] },
            presentationController: delegate?.presentationControllerTarget.map { description.presentationControllers[$0] },
            declaredStyle: declared,
            effectiveStyle: effective,
            regularStyle: regular,
            compactOutcomes: compact,
            effectiveTransition: transition,
            transitionContext: transitionContext,
            contextIndex: contextIndex,
            contextIsRootFallback: fallback,
            isPushed: methodIsKnown && presentation.methodSlot.value == .show && fromIndex.map { tree.inNavigation[$0] } == true,
            systemControllerDecidesStyle: isSystemController && styleIsKnown,
            presentationControllerIsKnown: presentationControllerIsKnown(presentation, delegate: delegate))
    }

    /// False when the presentation's delegate or its controller is named but undefined or
    /// invalid, or the controller's `shouldRemovePresentersView` is invalid.
    private func presentationControllerIsKnown(_ presentation: Presentation, delegate: TransitioningDelegate?) -> Bool {
        if presentation.transitioningDelegateSlot != nil, delegate == nil { return false }
        guard let delegate, delegate.presentationControllerSlot != nil else { return true }
        guard let target = delegate.presentationControllerTarget else { return false }
        return !description.presentationControllers[target].shouldRemovePresentersViewSlot.invalid
    }

    /// UIKit's adaptation, or the presentation's `adaptiveStyle`.
    private func compactOutcomes(of style: PresentationStyle, presentation: Presentation) -> [CompactOutcome] {
        let adaptive = presentation.adaptiveStyleSlot
        if adaptive.isWritten, !adaptive.invalid, adaptive.value != nil {
            return Adaptation.outcomes(of: style, adaptiveStyle: presentation.adaptiveStyle, deploymentTarget: deploymentTarget)
        }
        return defaultOutcomes[Self.styles.firstIndex(of: style)!]
    }

    /// `automatic` is a sheet on iOS 13+ (pageSheet before iOS 18, formSheet
    /// from iOS 18) and full screen on tvOS.
    private func resolve(_ style: PresentationStyle) -> PresentationStyle {
        guard style == .automatic else { return style }
        if platform == .tvOS { return .fullScreen }
        return deploymentTarget >= OSVersion(18, 0) ? .formSheet : .pageSheet
    }
}
