/// `app:` settings.
public struct App: Sendable {
    public var location: Location?
    public var name = Field<String?>(default: nil)
    public var platform = Field(default: Platform.iOS)
    public var deploymentTarget = Field(default: OSVersion(15, 0))
    public var devices = Field<Set<Device>>(default: [.iPhone, .iPad])

    public init() {}
}

/// One decoded navigation description (one YAML document).
public struct NavigationDescription: Sendable {
    public var location: Location
    public var version = Field(default: 1)
    public var app = App()
    public var root: Reference?
    public var screens: [Screen] = []
    public var presentations: [Presentation] = []
    public var transitioningDelegates: [TransitioningDelegate] = []
    public var animators: [Animator] = []
    public var interactionControllers: [InteractionController] = []
    public var presentationControllers: [PresentationController] = []
    /// The container that lists each screen in its `children` (by screen
    /// index), after invalid hierarchy (second containers, cycles) is dropped.
    public var parents: [Int?] = []

    public init(location: Location) {
        self.location = location
    }

    public func screen(_ reference: Reference?) -> Screen? {
        reference?.target.map { screens[$0] }
    }

    public func delegate(_ reference: Reference?) -> TransitioningDelegate? {
        reference?.target.map { transitioningDelegates[$0] }
    }

    public func animator(_ reference: Reference?) -> Animator? {
        reference?.target.map { animators[$0] }
    }

    public func interactionController(_ reference: Reference?) -> InteractionController? {
        reference?.target.map { interactionControllers[$0] }
    }

    public func presentationController(_ reference: Reference?) -> PresentationController? {
        reference?.target.map { presentationControllers[$0] }
    }
}
