/// A `UIViewControllerTransitioningDelegate` (named, or written inline on a presentation).
public struct TransitioningDelegate: Sendable {
    public var name: String
    public var location: Location
    /// Written inline under a presentation's `transitioningDelegate`.
    public var isInline: Bool
    public var className = Field<String?>(default: nil)
    public var retained = Field(default: true)
    public var animator: Reference?
    public var dismissAnimator: Reference?
    public var interactionController: Reference?
    public var dismissInteractionController: Reference?
    public var presentationController: Reference?
    /// Where each of the vending keys above was written, even as `null`.
    public var animatorField = Field<Bool>(default: false)
    public var dismissAnimatorField = Field<Bool>(default: false)
    public var interactionControllerField = Field<Bool>(default: false)
    public var dismissInteractionControllerField = Field<Bool>(default: false)
    public var presentationControllerField = Field<Bool>(default: false)

    public init(name: String, location: Location, isInline: Bool) {
        self.name = name
        self.location = location
        self.isInline = isInline
    }

    public func subject(_ key: String) -> String { "transitioningDelegate '\(name)' \(key)" }

    /// "transitioning delegate 'SlideIn'", or "the inline transitioning delegate of 'toast'".
    public var displayName: String {
        isInline ? "the inline transitioning delegate of '\(name)'" : "transitioning delegate '\(name)'"
    }
}

/// A `UIViewControllerAnimatedTransitioning` object.
public struct Animator: Sendable {
    public var name: String
    public var location: Location
    public var className = Field<String?>(default: nil)
    public var duration = Field(default: 0.3)
    public var addsPresentedView = Field(default: true)
    public var addsPresentingView = Field(default: false)
    public var completesTransition = Field(default: true)
    public var reportsCancellation = Field(default: true)
    public var animationAPI = Field(default: AnimationAPI.uiView)
    public var interruptible = Field(default: false)

    public init(name: String, location: Location) {
        self.name = name
        self.location = location
    }

    public func subject(_ key: String) -> String { "animator '\(name)' \(key)" }
}

/// A `UIViewControllerInteractiveTransitioning` object.
public struct InteractionController: Sendable {
    public var name: String
    public var location: Location
    public var className = Field<String?>(default: nil)
    public var kind = Field(default: InteractionKind.percentDriven)
    public var wantsInteractiveStart = Field(default: true)
    public var alwaysReturned = Field(default: false)

    public init(name: String, location: Location) {
        self.name = name
        self.location = location
    }

    public func subject(_ key: String) -> String { "interactionController '\(name)' \(key)" }
}

/// A `UIPresentationController` subclass.
public struct PresentationController: Sendable {
    public var name: String
    public var location: Location
    public var className = Field<String?>(default: nil)
    public var shouldRemovePresentersView = Field(default: false)
    public var addsViews = Field<[String]>(default: [])
    public var removesViewsOnCancel = Field(default: false)
    public var removesViewsAfterDismissal = Field(default: false)
    public var frame = Field(default: FrameKind.fullContainer)
    public var updatesFrameOnLayout = Field(default: false)
    public var presentedViewBuildsHierarchy = Field(default: false)

    public init(name: String, location: Location) {
        self.name = name
        self.location = location
    }

    public func subject(_ key: String) -> String { "presentationController '\(name)' \(key)" }
}
