import PresentLintYAML

/// A `UIViewControllerTransitioningDelegate` (named, or written inline on a presentation).
/// See `Screen` for how model objects store their settings.
public final class TransitioningDelegate: @unchecked Sendable {
    let document: YAMLDocument
    public let name: String
    /// The id of the name's text in the document; -1 for an inline delegate.
    let nameID: Int32
    let origin: Origin
    /// Written inline under a presentation's `transitioningDelegate`.
    public let isInline: Bool
    var classNameSlot = Slot<String?>(nil)
    var retainedSlot = Slot(true)
    var animatorSlot: ReferenceSlot?
    var dismissAnimatorSlot: ReferenceSlot?
    var interactionControllerSlot: ReferenceSlot?
    var dismissInteractionControllerSlot: ReferenceSlot?
    var presentationControllerSlot: ReferenceSlot?
    var animatorFieldSlot = Slot(false)
    var dismissAnimatorFieldSlot = Slot(false)
    var interactionControllerFieldSlot = Slot(false)
    var dismissInteractionControllerFieldSlot = Slot(false)
    var presentationControllerFieldSlot = Slot(false)

    init(document: YAMLDocument, name: String, nameID: Int32, origin: Origin, isInline: Bool) {
        self.document = document
        self.name = name
        self.nameID = nameID
        self.origin = origin
        self.isInline = isInline
    }

    /// The delegate's key under `transitioningDelegates`, or its inline mapping.
    public var location: Location { document.location(origin) }
    public var className: Field<String?> { document.field(classNameSlot) }
    public var retained: Field<Bool> { document.field(retainedSlot) }
    public var animator: Reference? { animatorSlot.map(document.reference) }
    public var dismissAnimator: Reference? { dismissAnimatorSlot.map(document.reference) }
    public var interactionController: Reference? { interactionControllerSlot.map(document.reference) }
    public var dismissInteractionController: Reference? { dismissInteractionControllerSlot.map(document.reference) }
    public var presentationController: Reference? { presentationControllerSlot.map(document.reference) }
    /// Where each of the vending keys above was written, even as `null`.
    public var animatorField: Field<Bool> { document.field(animatorFieldSlot) }
    public var dismissAnimatorField: Field<Bool> { document.field(dismissAnimatorFieldSlot) }
    public var interactionControllerField: Field<Bool> { document.field(interactionControllerFieldSlot) }
    public var dismissInteractionControllerField: Field<Bool> { document.field(dismissInteractionControllerFieldSlot) }
    public var presentationControllerField: Field<Bool> { document.field(presentationControllerFieldSlot) }

    public func subject(_ key: String) -> String { "transitioningDelegate '\(name)' \(key)" }

    /// "transitioning delegate 'SlideIn'", or "the inline transitioning delegate of 'toast'".
    public var displayName: String {
        isInline ? "the inline transitioning delegate of '\(name)'" : "transitioning delegate '\(name)'"
    }
}

/// A `UIViewControllerAnimatedTransitioning` object.
public final class Animator: @unchecked Sendable {
    let document: YAMLDocument
    public let name: String
    let nameID: Int32
    let origin: Origin
    var classNameSlot = Slot<String?>(nil)
    var durationSlot = Slot(0.3)
    var addsPresentedViewSlot = Slot(true)
    var addsPresentingViewSlot = Slot(false)
    var completesTransitionSlot = Slot(true)
    var reportsCancellationSlot = Slot(true)
    var animationAPISlot = Slot(AnimationAPI.uiView)
    var interruptibleSlot = Slot(false)

    init(document: YAMLDocument, name: String, nameID: Int32, origin: Origin) {
        self.document = document
        self.name = name
        self.nameID = nameID
        self.origin = origin
    }

    /// The animator's key under `animators`.
    public var location: Location { document.location(origin) }
    public var className: Field<String?> { document.field(classNameSlot) }
    public var duration: Field<Double> { document.field(durationSlot) }
    public var addsPresentedView: Field<Bool> { document.field(addsPresentedViewSlot) }
    public var addsPresentingView: Field<Bool> { document.field(addsPresentingViewSlot) }
    public var completesTransition: Field<Bool> { document.field(completesTransitionSlot) }
    public var reportsCancellation: Field<Bool> { document.field(reportsCancellationSlot) }
    public var animationAPI: Field<AnimationAPI> { document.field(animationAPISlot) }
    public var interruptible: Field<Bool> { document.field(interruptibleSlot) }

    public func subject(_ key: String) -> String { "animator '\(name)' \(key)" }
}

/// A `UIViewControllerInteractiveTransitioning` object.
public final class InteractionController: @unchecked Sendable {
    let document: YAMLDocument
    public let name: String
    let nameID: Int32
    let origin: Origin
    var classNameSlot = Slot<String?>(nil)
    var kindSlot = Slot(InteractionKind.percentDriven)
    var wantsInteractiveStartSlot = Slot(true)
    var alwaysReturnedSlot = Slot(false)

    init(document: YAMLDocument, name: String, nameID: Int32, origin: Origin) {
        self.document = document
        self.name = name
        self.nameID = nameID
        self.origin = origin
    }

    /// The controller's key under `interactionControllers`.
    public var location: Location { document.location(origin) }
    public var className: Field<String?> { document.field(classNameSlot) }
    public var kind: Field<InteractionKind> { document.field(kindSlot) }
    public var wantsInteractiveStart: Field<Bool> { document.field(wantsInteractiveStartSlot) }
    public var alwaysReturned: Field<Bool> { document.field(alwaysReturnedSlot) }

    public func subject(_ key: String) -> String { "interactionController '\(name)' \(key)" }
}

/// A `UIPresentationController` subclass.
public final class PresentationController: @unchecked Sendable {
    let document: YAMLDocument
    public let name: String
    let nameID: Int32
    let origin: Origin
    var classNameSlot = Slot<String?>(nil)
    var shouldRemovePresentersViewSlot = Slot(false)
    var addsViewsSlot = Slot<[String]>([])
    var removesViewsOnCancelSlot = Slot(false)
    var removesViewsAfterDismissalSlot = Slot(false)
    var frameSlot = Slot(FrameKind.fullContainer)
    var updatesFrameOnLayoutSlot = Slot(false)
    var presentedViewBuildsHierarchySlot = Slot(false)

    init(document: YAMLDocument, name: String, nameID: Int32, origin: Origin) {
        self.document = document
        self.name = name
        self.nameID = nameID
        self.origin = origin
    }

    /// The controller's key under `presentationControllers`.
    public var location: Location { document.location(origin) }
    public var className: Field<String?> { document.field(classNameSlot) }
    public var shouldRemovePresentersView: Field<Bool> { document.field(shouldRemovePresentersViewSlot) }
    public var addsViews: Field<[String]> { document.field(addsViewsSlot) }
    public var removesViewsOnCancel: Field<Bool> { document.field(removesViewsOnCancelSlot) }
    public var removesViewsAfterDismissal: Field<Bool> { document.field(removesViewsAfterDismissalSlot) }
    public var frame: Field<FrameKind> { document.field(frameSlot) }
    public var updatesFrameOnLayout: Field<Bool> { document.field(updatesFrameOnLayoutSlot) }
    public var presentedViewBuildsHierarchy: Field<Bool> { document.field(presentedViewBuildsHierarchySlot) }

    public func subject(_ key: String) -> String { "presentationController '\(name)' \(key)" }
}
