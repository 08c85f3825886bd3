/// A view controller of the app (format.md, Screen).
public struct Screen: Sendable {
    public var name: String
    /// The screen's key under `screens`.
    public var nameLocation: Location
    public var kind = Field(default: ScreenKind.viewController)
    public var className = Field<String?>(default: nil)
    public var alertStyle = Field(default: AlertStyle.alert)
    public var children: [Reference] = []
    public var childrenField = Field<Bool>(default: false)
    public var definesPresentationContext = Field(default: false)
    public var providesPresentationContextTransitionStyle = Field(default: false)
    public var transition = Field(default: TransitionStyle.coverVertical)
    public var transparentBackground = Field(default: false)
    public var isModalInPresentation = Field(default: false)
    public var confirmsDismissal = Field(default: false)
    public var collectsInput = Field(default: false)
    public var hasDismissButton = Field(default: false)
    public var refreshesOnAppear = Field(default: false)

    public init(name: String, nameLocation: Location) {
        self.name = name
        self.nameLocation = nameLocation
    }

    /// An action-sheet alert or an activity controller: a popover on iPad whatever `style` says.
    public var isAdaptiveSystemController: Bool {
        kind.value == .activityViewController || (kind.value == .alertController && alertStyle.value == .actionSheet)
    }

    /// Subject prefix for baseline matching.
    public func subject(_ key: String) -> String { "screen '\(name)' \(key)" }
}
