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
    /// The positions of the written values, shared by the model objects.
    let positions: PositionTable
    public var location: Location
    public var version = Field(default: 1)
    public var app = App()
    var rootSlot: ReferenceSlot?
    public internal(set) var screens: [Screen] = []
    public internal(set) var presentations: [Presentation] = []
    public internal(set) var transitioningDelegates: [TransitioningDelegate] = []
    public internal(set) var animators: [Animator] = []
    public internal(set) var interactionControllers: [InteractionController] = []
    public internal(set) var presentationControllers: [PresentationController] = []
    /// The container that lists each screen in its `children` (by screen
    /// index), after invalid hierarchy (second containers, cycles) is dropped.
    public internal(set) var parents: [Int?] = []
    /// A link between screens could not be read: `presentations` or a
    /// presentation that is not a mapping, a missing or invalid `from` or `to`,
    /// `children` that are not a list of names (all reported as `schema`).
    /// Where such a link leads is unknown, so any screen may be reachable.
    public internal(set) var hasUnreadableLinks = false
    /// The sections of definitions (`screens`, `animators`, ...) written as
    /// something other than a mapping (a `schema` error): which names they
    /// define is unknown, so a name that refers into one is not reported as undefined.
    var unreadableSections: Set<String> = []
    /// Per section: the scalar ids of keys that are not names (a `schema` error, such as an
    /// unquoted `on`): a reference with such a text is to an unknown definition, not reported as undefined.
    var rejectedNames: [String: Set<Int32>] = [:]
    /// The screens each presentation links, read while the references were
    /// resolved (nil before); the analysis reads them from here.
    var links: PresentationLinks?

    init(positions: PositionTable, location: Location) {
        self.positions = positions
        self.location = location
    }

    /// The window's root view controller, as written under `root`.
    public var root: Reference? { rootSlot.map(positions.reference) }

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
