/// One modal presentation (format.md, Presentation).
public struct Presentation: Sendable {
    /// Position in `presentations`.
    public var index: Int
    /// The presentation's mapping in the sequence.
    public var location: Location
    public var id = Field<String?>(default: nil)
    public var from: Reference?
    public var to: Reference?
    public var method = Field(default: PresentationMethod.present)
    public var style: Field<PresentationStyle>
    public var transition = Field(default: TransitionStyle.coverVertical)
    public var animated = Field(default: true)
    /// Index into `transitioningDelegates` (named or inline), nil if none or undefined.
    public var transitioningDelegate: Reference?
    public var popover: Popover?
    public var sheet: Sheet?
    public var adaptiveStyle = Field<PresentationStyle?>(default: nil)

    public init(index: Int, location: Location, defaultStyle: PresentationStyle) {
        self.index = index
        self.location = location
        self.style = Field(default: defaultStyle)
    }

    /// The label used in messages: `id`, or `FROM -> TO`.
    public var label: String {
        if let id = id.value { return id }
        return "\(from?.name ?? "?") -> \(to?.name ?? "?")"
    }

    /// Subject prefix for baseline matching.
    public func subject(_ key: String) -> String { "presentation '\(label)' \(key)" }
}

/// Settings of `popoverPresentationController`.
public struct Popover: Sendable {
    public var location: Location
    public var sourceView = Field<String?>(default: nil)
    public var sourceRect = Field<[Double]?>(default: nil)
    public var barButtonItem = Field<String?>(default: nil)
    public var sourceItem = Field<String?>(default: nil)
    public var preparesAnchorInDelegate = Field(default: false)
    public var preferredContentSize = Field<[Double]?>(default: nil)

    public init(location: Location) {
        self.location = location
    }

    /// Some anchor is given (a view, a bar button item, an iOS 16 source item, or the delegate).
    public var hasAnchor: Bool {
        sourceView.value != nil || barButtonItem.value != nil || sourceItem.value != nil
            || preparesAnchorInDelegate.value
    }
}

/// Settings of `sheetPresentationController`.
public struct Sheet: Sendable {
    public var location: Location
    public var detents = Field<[Detent]>(default: [])
    /// Where each detent was written, parallel to `detents.value`.
    public var detentLocations: [Location] = []
    public var prefersGrabberVisible = Field(default: false)
    public var largestUndimmedDetent = Field<Detent?>(default: nil)

    public init(location: Location) {
        self.location = location
    }
}
