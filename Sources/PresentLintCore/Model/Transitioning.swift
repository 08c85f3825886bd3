/// A `UIViewControllerTransitioningDelegate` (named, or written inline on a presentation).
/// See `Screen` for how model objects store their settings.
public final class TransitioningDelegate: @unchecked Sendable {
    let positions: PositionTable
    public let name: String
    /// The id of the name's text in the document; -1 for an inline delegate.
    let nameID: Int32
    let position: Int32
    /// Written inline under a presentation's `transitioningDelegate`.
    public let isInline: Bool
    @exclusivity(unchecked) var classNameSlot = Slot<String?>(nil)
    @exclusivity(unchecked) var retainedSlot = Slot(true)
    @exclusivity(unchecked) var animatorSlot: ReferenceSlot?
    @exclusivity(unchecked) var dismissAnimatorSlot: ReferenceSlot?
    @exclusivity(unchecked) var interactionControllerSlot: ReferenceSlot?
    @exclusivity(unchecked) var dismissInteractionControllerSlot: ReferenceSlot?
    @exclusivity(unchecked) var presentationControllerSlot: ReferenceSlot?
    @exclusivity(unchecked) var animatorFieldSlot = Slot(false)
    @exclusivity(unchecked) var dismissAnimatorFieldSlot = Slot(false)
    @exclusivity(unchecked) var interactionControllerFieldSlot = Slot(false)
    @exclusivity(unchecked) var dismissInteractionControllerFieldSlot = Slot(false)
    @exclusivity(unchecked) var presentationControllerFieldSlot = Slot(false)

    init(positions: PositionTable, name: String, nameID: Int32, position: Int32, isInline: Bool) {
        self.positions = positions
        self.name = name
        self.nameID = nameID
        self.position = position
        self.isInline = isInline
    }

    /// The delegate's key under `transitioningDelegates`, or its inline mapping.
    public var location: Location { positions.location(position) }
    public var className: Field<String?> { positions.field(classNameSlot) }
    public var retained: Field<Bool> { positions.field(retainedSlot) }
    public var animator: Reference? { animatorSlot.map(positions.reference) }
    public var dismissAnimator: Reference? { dismissAnimatorSlot.map(positions.reference) }
    public var interactionController: Reference? { interactionControllerSlot.map(positions.reference) }
    public var dismissInteractionController: Reference? { dismissInteractionControllerSlot.map(positions.reference) }
    public var presentationController: Reference? { presentationControllerSlot.map(positions.reference) }
    /// Where each of the vending keys above was written, even as `null`.
    public var animatorField: Field<Bool> { positions.field(animatorFieldSlot) }
    public var dismissAnimatorField: Field<Bool> { positions.field(dismissAnimatorFieldSlot) }
    public var interactionControllerField: Field<Bool> { positions.field(interactionControllerFieldSlot) }
    public var dismissInteractionControllerField: Field<Bool> { positions.field(dismissInteractionControllerFieldSlot) }
    public var presentationControllerField: Field<Bool> { positions.field(presentationControllerFieldSlot) }

    public func subject(_ key: String) -> String { "transitioningDelegate '\(name)' \(key)" }

    /// "transitioning delegate 'SlideIn'", or "the inline transitioning delegate of 'toast'".
    public var displayName: String {
        isInline ? "the inline transitioning delegate of '\(name)'" : "transitioning delegate '\(name)'"
    }
}

/// A `UIViewControllerAnimatedTransitioning` object.
public final class Animator: @unchecked Sendable {
    let positions: PositionTable
    public let name: String
    let nameID: Int32
    let position: Int32
    @exclusivity(unchecked) var classNameSlot = Slot<String?>(nil)
    @exclusivity(unchecked) var durationSlot = Slot(0.3)
    @exclusivity(unchecked) var addsPresentedViewSlot = Slot(true)
    @exclusivity(unchecked) var addsPresentingViewSlot = Slot(false)
    @exclusivity(unchecked) var completesTransitionSlot = Slot(true)
    @exclusivity(unchecked) var reportsCancellationSlot = Slot(true)
    @exclusivity(unchecked) var animationAPISlot = Slot(AnimationAPI.uiView)
    @exclusivity(unchecked) var interruptibleSlot = Slot(false)

    init(positions: PositionTable, name: String, nameID: Int32, position: Int32) {
        self.positions = positions
        self.name = name
        self.nameID = nameID
        self.position = position
    }

    /// The animator's key under `animators`.
    public var location: Location { positions.location(position) }
    public var className: Field<String?> { positions.field(classNameSlot) }
    public var duration: Field<Double> { positions.field(durationSlot) }
    public var addsPresentedView: Field<Bool> { positions.field(addsPresentedViewSlot) }
    public var addsPresentingView: Field<Bool> { positions.field(addsPresentingViewSlot) }
    public var completesTransition: Field<Bool> { positions.field(completesTransitionSlot) }
    public var reportsCancellation: Field<Bool> { positions.field(reportsCancellationSlot) }
    public var animationAPI: Field<AnimationAPI> { positions.field(animationAPISlot) }
    public var interruptible: Field<Bool> { positions.field(interruptibleSlot) }

    public func subject(_ key: String) -> String { "animator '\(name)' \(key)" }
}

/// A `UIViewControllerInteractiveTransitioning` object.
public final class InteractionController: @unchecked Sendable {
    let positions: PositionTable
    public let name: String
    let nameID: Int32
    let position: Int32
    @exclusivity(unchecked) var classNameSlot = Slot<String?>(nil)
    @exclusivity(unchecked) var kindSlot = Slot(InteractionKind.percentDriven)
    @exclusivity(unchecked) var wantsInteractiveStartSlot = Slot(true)
    @exclusivity(unchecked) var alwaysReturnedSlot = Slot(false)

    init(positions: PositionTable, name: String, nameID: Int32, position: Int32) {
        self.positions = positions
        self.name = name
        self.nameID = nameID
        self.position = position
    }

    /// The controller's key under `interactionControllers`.
    public var location: Location { positions.location(position) }
    public var className: Field<String?> { positions.field(classNameSlot) }
    public var kind: Field<InteractionKind> { positions.field(kindSlot) }
    public var wantsInteractiveStart: Field<Bool> { positions.field(wantsInteractiveStartSlot) }
    public var alwaysReturned: Field<Bool> { positions.field(alwaysReturnedSlot) }

    public func subject(_ key: String) -> String { "interactionController '\(name)' \(key)" }
}

/// A `UIPresentationController` subclass.
public final class PresentationController: @unchecked Sendable {
    let positions: PositionTable
    public let name: String
    let nameID: Int32
    let position: Int32
    @exclusivity(unchecked) var classNameSlot = Slot<String?>(nil)
    @exclusivity(unchecked) var shouldRemovePresentersViewSlot = Slot(false)
    @exclusivity(unchecked) var addsViewsSlot = Slot<[String]>([])
    @exclusivity(unchecked) var removesViewsOnCancelSlot = Slot(false)
    @exclusivity(unchecked) var removesViewsAfterDismissalSlot = Slot(false)
    @exclusivity(unchecked) var frameSlot = Slot(FrameKind.fullContainer)
    @exclusivity(unchecked) var updatesFrameOnLayoutSlot = Slot(false)
    @exclusivity(unchecked) var presentedViewBuildsHierarchySlot = Slot(false)

    init(positions: PositionTable, name: String, nameID: Int32, position: Int32) {
        self.positions = positions
        self.name = name
        self.nameID = nameID
        self.position = position
    }

    /// The controller's key under `presentationControllers`.
    public var location: Location { positions.location(position) }
    public var className: Field<String?> { positions.field(classNameSlot) }
    public var shouldRemovePresentersView: Field<Bool> { positions.field(shouldRemovePresentersViewSlot) }
    public var addsViews: Field<[String]> { positions.field(addsViewsSlot) }
    public var removesViewsOnCancel: Field<Bool> { positions.field(removesViewsOnCancelSlot) }
    public var removesViewsAfterDismissal: Field<Bool> { positions.field(removesViewsAfterDismissalSlot) }
    public var frame: Field<FrameKind> { positions.field(frameSlot) }
    public var updatesFrameOnLayout: Field<Bool> { positions.field(updatesFrameOnLayoutSlot) }
    public var presentedViewBuildsHierarchy: Field<Bool> { positions.field(presentedViewBuildsHierarchySlot) }

    public func subject(_ key: String) -> String { "presentationController '\(name)' \(key)" }
}

extension TransitioningDelegate {
    /// The index of what the delegate returns in each role, without building the references.
    var animatorTarget: Int? { Self.target(animatorSlot) }
    var dismissAnimatorTarget: Int? { Self.target(dismissAnimatorSlot) }
    var interactionControllerTarget: Int? { Self.target(interactionControllerSlot) }
    var dismissInteractionControllerTarget: Int? { Self.target(dismissInteractionControllerSlot) }
    var presentationControllerTarget: Int? { Self.target(presentationControllerSlot) }

    private static func target(_ slot: ReferenceSlot?) -> Int? {
        slot.flatMap { $0.target >= 0 ? Int($0.target) : nil }
    }
}
