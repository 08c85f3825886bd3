import PresentLintCore

/// Every rule of rules.md, in catalog order.
public let allRules: [any Rule.Type] = [
    // Transition-style compatibility
    PartialCurlRequiresFullScreen.self,
    PartialCurlBlocksPresentation.self,
    OverCurrentContextTransition.self,
    StyleUnavailable.self,
    NoneStylePresented.self,
    // Custom presentation plumbing
    NilPresentationController.self,
    PresentationControllerIgnored.self,
    TransitioningDelegateNotRetained.self,
    // Removed presenting views and black screens
    RemovedPresenterBlackScreen.self,
    AnimatorPresentingView.self,
    AnimatorMissingPresentedView.self,
    AnimatorNeverCompletes.self,
    // Interactive transitions
    InteractionWithoutAnimator.self,
    InteractionControllerAlwaysReturned.self,
    InteractiveCancelIgnored.self,
    PercentDrivenAnimationAPI.self,
    // Popovers and adaptation
    PopoverMissingAnchor.self,
    PopoverCompactNoDismiss.self,
    PopoverMissingContentSize.self,
    AdaptiveStyleInvalid.self,
    // Presentation context
    CurrentContextFallback.self,
    ContextOverridesTransition.self,
    PresenterRerouted.self,
    // Sheets
    PresenterAppearanceNotCalled.self,
    SheetSwipeLosesInput.self,
    SheetConfigIgnored.self,
    // Presentation controller lifecycle
    PresentationControllerCleanup.self,
    PresentedViewBuildsHierarchy.self,
    CustomFrameNotUpdated.self,
    // Hierarchy
    PresentActiveController.self,
    ShowPushesInNavigation.self,
    PresentFromDetached.self,
    UnreachableScreen.self,
]
