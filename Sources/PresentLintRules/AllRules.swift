import PresentLintCore

/// Every rule of rules.md, in catalog order.
public let allRules: [any Rule.Type] = [
    // Transition-style compatibility
    PartialCurlRequiresFullScreen.self,
    OverCurrentContextTransition.self,
    // Custom presentation plumbing
    NilPresentationController.self,
    // Removed presenting views and black screens
    RemovedPresenterBlackScreen.self,
    AnimatorPresentingView.self,
    // Interactive transitions
    // Popovers and adaptation
    // Presentation context
    // Sheets
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
