/// Every key of format.md. The decoder looks a key up once by the id of its
/// text and then switches over this enum, instead of comparing strings.
enum KnownKey: String, CaseIterable {
    // Top level
    case version, app, root, screens, presentations, transitioningDelegates, animators, interactionControllers,
        presentationControllers
    // App
    case name, platform, deploymentTarget, devices
    // Screen
    case kind, className = "class", alertStyle, children, definesPresentationContext,
        providesPresentationContextTransitionStyle, transition, transparentBackground, isModalInPresentation,
        confirmsDismissal, collectsInput, hasDismissButton, refreshesOnAppear
    // Presentation
    case id, from, to, method, style, animated, transitioningDelegate, popover, sheet, adaptiveStyle
    // Popover and sheet
    case sourceView, sourceRect, barButtonItem, sourceItem, preparesAnchorInDelegate, preferredContentSize,
        detents, prefersGrabberVisible, largestUndimmedDetent
    // Transitioning delegate
    case retained, animator, dismissAnimator, interactionController, dismissInteractionController,
        presentationController
    // Animator
    case duration, addsPresentedView, addsPresentingView, completesTransition, reportsCancellation, animationAPI,
        interruptible
    // Interaction controller
    case wantsInteractiveStart, alwaysReturned
    // Presentation controller
    case shouldRemovePresentersView, addsViews, removesViewsOnCancel, removesViewsAfterDismissal, frame,
        updatesFrameOnLayout, presentedViewBuildsHierarchy
}
