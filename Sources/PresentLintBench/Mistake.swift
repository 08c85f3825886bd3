/// The mistakes the generator sprinkles over modules, one per module: each
/// makes the rule it is named after (or a description error) report.
enum Mistake: String, CaseIterable {
    case partialCurlRequiresFullScreen, partialCurlBlocksPresentation, overCurrentContextTransition
    case styleUnavailable, noneStylePresented, nilPresentationController, presentationControllerIgnored
    case transitioningDelegateNotRetained, removedPresenterBlackScreen, animatorPresentingView
    case animatorMissingPresentedView, animatorNeverCompletes, interactionWithoutAnimator
    case interactionControllerAlwaysReturned, interactiveCancelIgnored, percentDrivenAnimationAPI
    case popoverMissingAnchor, popoverCompactNoDismiss, popoverMissingContentSize, adaptiveStyleInvalid
    case currentContextFallback, contextOverridesTransition, presenterRerouted, presenterAppearanceNotCalled
    case sheetSwipeLosesInput, sheetConfigIgnored, presentationControllerCleanup, presentedViewBuildsHierarchy
    case customFrameNotUpdated, presentActiveController, showPushesInNavigation
    /// Also makes `unreachable-screen` report.
    case presentFromDetached
    case schemaTypo, unknownReference, duplicateKey, invalidHierarchy

    /// Screens the mistake adds to its module.
    var addedScreens: Int {
        switch self {
        case .currentContextFallback, .presentFromDetached: 1
        case .presenterRerouted: 3
        default: 0
        }
    }

    func apply(to parts: inout ModuleParts, module: Module) {
        let m = module.name, p = module.id
        func present(_ pairs: [(key: String, value: String)]) { parts.presentations.append(pairs) }
        func screen(_ name: String, _ key: String, _ value: String?) { ModuleParts.set(&parts.screens, name, key, value) }
        switch self {
        case .partialCurlRequiresFullScreen:
            present([("id", "\(p)-credits"), ("from", "\(m)Detail"), ("to", "\(m)Info"), ("transition", "partialCurl")])
        case .partialCurlBlocksPresentation:
            present([("id", "\(p)-curl"), ("from", "\(m)Detail"), ("to", "\(m)Info"), ("style", "fullScreen"),
                     ("transition", "partialCurl")])
        case .overCurrentContextTransition:
            present([("id", "\(p)-unit-info"), ("from", "\(m)Picker"), ("to", "\(m)Info"), ("style", "overCurrentContext"),
                     ("transition", "crossDissolve")])
        case .styleUnavailable:
            present([("from", "\(m)List"), ("to", "\(m)Info"), ("style", "pageSheet"), ("sheet", "{ detents: [medium, custom] }")])
        case .noneStylePresented:
            present([("from", "\(m)List"), ("to", "\(m)Info"), ("style", "none")])
        case .nilPresentationController:
            present([("id", "\(p)-toast"), ("from", "\(m)List"), ("to", "\(m)Overlay"), ("style", "custom"),
                     ("transitioningDelegate", "{ animator: \(m)Fade, dismissAnimator: \(m)Fade }")])
        case .presentationControllerIgnored:
            present([("id", "\(p)-slide-over"), ("from", "\(m)Detail"), ("to", "\(m)Overlay"), ("style", "overFullScreen"),
                     ("transitioningDelegate", "\(m)SlideIn")])
        case .transitioningDelegateNotRetained:
            ModuleParts.set(&parts.delegates, "\(m)Zoom", "retained", "false")
        case .removedPresenterBlackScreen:
            present([("id", "\(p)-timer"), ("from", "\(m)Detail"), ("to", "\(m)Overlay"), ("style", "fullScreen")])
        case .animatorPresentingView:
            ModuleParts.set(&parts.animators, "\(m)Zoom", "addsPresentingView", "true")
        case .animatorMissingPresentedView:
            ModuleParts.set(&parts.animators, "\(m)Slide", "addsPresentedView", "false")
        case .animatorNeverCompletes:
            ModuleParts.set(&parts.animators, "\(m)Slide", "completesTransition", "false")
        case .interactionWithoutAnimator:
            ModuleParts.set(&parts.delegates, "\(m)Zoom", "dismissAnimator", nil)
        case .interactionControllerAlwaysReturned:
            ModuleParts.set(&parts.interactionControllers, "\(m)Pan", "alwaysReturned", "true")
            ModuleParts.set(&parts.interactionControllers, "\(m)Pan", "wantsInteractiveStart", nil)
        case .interactiveCancelIgnored:
            ModuleParts.set(&parts.animators, "\(m)Zoom", "reportsCancellation", "false")
        case .percentDrivenAnimationAPI:
            ModuleParts.set(&parts.animators, "\(m)Zoom", "animationAPI", "displayLink")
        case .popoverMissingAnchor:
            present([("from", "\(m)List"), ("to", "\(m)Info"), ("style", "popover"), ("popover", "{ preferredContentSize: [300, 200] }")])
        case .popoverCompactNoDismiss:
            present([("id", "\(p)-units"), ("from", "\(m)List"), ("to", "\(m)PickerNav"), ("style", "popover"),
                     ("popover", "{ sourceView: unitsButton, preferredContentSize: [320, 400] }"), ("adaptiveStyle", "fullScreen")])
        case .popoverMissingContentSize:
            present([("from", "\(m)List"), ("to", "\(m)Info"), ("style", "popover"), ("popover", "{ sourceView: infoButton }")])
        case .adaptiveStyleInvalid:
            present([("id", "\(p)-tips"), ("from", "\(m)Detail"), ("to", "\(m)Info"), ("style", "popover"),
                     ("popover", "{ sourceView: tipsButton, preferredContentSize: [280, 200] }"), ("adaptiveStyle", "pageSheet")])
        case .currentContextFallback:
            parts.screens.append(("\(m)Dash", ["class": "\(m)DashboardViewController"]))
            parts.extraTabs.append("\(m)Dash")
            present([("id", "\(p)-dash-overlay"), ("from", "\(m)Dash"), ("to", "\(m)Overlay"), ("style", "overCurrentContext")])
        case .contextOverridesTransition:
            screen("\(m)Nav", "providesPresentationContextTransitionStyle", "true")
            screen("\(m)Nav", "transition", "flipHorizontal")
        case .presenterRerouted:
            parts.screens += [
                ("\(m)Split", ["kind": "splitViewController", "children": "[\(m)Master, \(m)Secondary]"]),
                ("\(m)Master", [:]),
                ("\(m)Secondary", ["class": "\(m)SecondaryViewController"]),
            ]
            present([("id", "\(p)-split"), ("from", "\(m)Detail"), ("to", "\(m)Split"), ("style", "fullScreen")])
            present([("id", "\(p)-attachment"), ("from", "\(m)Secondary"), ("to", "\(m)Info"), ("style", "fullScreen")])
        case .presenterAppearanceNotCalled:
            screen("\(m)List", "refreshesOnAppear", "true")
        case .sheetSwipeLosesInput:
            screen("\(m)Editor", "isModalInPresentation", nil)
        case .sheetConfigIgnored:
            present([("from", "\(m)Detail"), ("to", "\(m)Info"), ("style", "fullScreen"), ("sheet", "{ detents: [large] }")])
        case .presentationControllerCleanup:
            ModuleParts.set(&parts.presentationControllers, "\(m)Half", "removesViewsAfterDismissal", nil)
        case .presentedViewBuildsHierarchy:
            ModuleParts.set(&parts.presentationControllers, "\(m)Half", "presentedViewBuildsHierarchy", "true")
        case .customFrameNotUpdated:
            ModuleParts.set(&parts.presentationControllers, "\(m)Half", "updatesFrameOnLayout", nil)
        case .presentActiveController:
            present([("from", "\(m)Detail"), ("to", "\(m)List"), ("style", "pageSheet")])
        case .showPushesInNavigation:
            present([("from", "\(m)List"), ("to", "\(m)Info"), ("method", "show"), ("style", "pageSheet")])
        case .presentFromDetached:
            parts.screens.append(("\(m)Legacy", ["class": "\(m)LegacyViewController"]))
            present([("from", "\(m)Legacy"), ("to", "\(m)Info"), ("style", "pageSheet")])
        case .schemaTypo:
            present([("from", "\(m)Detail"), ("to", "\(m)Info"), ("style", "pageSheet"), ("trasition", "crossDissolve")])
        case .unknownReference:
            present([("from", "\(m)Detail"), ("to", "\(m)Detial"), ("style", "pageSheet")])
        case .duplicateKey:
            present([("from", "\(m)Overlay"), ("to", "\(m)Editor"), ("style", "formSheet"), ("style", "pageSheet")])
        case .invalidHierarchy:
            screen("\(m)Info", "children", "[\(m)Overlay]")
        }
    }
}
