import PresentLintCore

/// Every rule of rules.md, in catalog order.
public let allRules: [any Rule.Type] = [
    PartialCurlRequiresFullScreen.self,
    OverCurrentContextTransition.self,
    NilPresentationController.self,
    RemovedPresenterBlackScreen.self,
    AnimatorPresentingView.self,
]
