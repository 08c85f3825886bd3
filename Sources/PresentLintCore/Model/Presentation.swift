/// One modal presentation (format.md, Presentation). See `Screen` for how model objects store their settings.
public final class Presentation: @unchecked Sendable {
    let positions: PositionTable
    /// Position in `presentations`.
    public let index: Int
    /// The presentation's mapping in the sequence.
    let position: Int32
    @exclusivity(unchecked) var idSlot = Slot<String?>(nil)
    @exclusivity(unchecked) var fromSlot: ReferenceSlot?
    @exclusivity(unchecked) var toSlot: ReferenceSlot?
    @exclusivity(unchecked) var methodSlot = Slot(PresentationMethod.present)
    @exclusivity(unchecked) var styleSlot: Slot<PresentationStyle>
    @exclusivity(unchecked) var transitionSlot = Slot(TransitionStyle.coverVertical)
    @exclusivity(unchecked) var animatedSlot = Slot(true)
    @exclusivity(unchecked) var transitioningDelegateSlot: ReferenceSlot?
    /// Settings of `popoverPresentationController`, when written.
    @exclusivity(unchecked) public internal(set) var popover: Popover?
    /// True when `popover` is written as something other than a mapping or null
    /// (a `schema` error): its settings are unknown, so the rules that read them stay silent.
    @exclusivity(unchecked) public internal(set) var popoverIsInvalid = false
    /// Settings of `sheetPresentationController`, when written.
    @exclusivity(unchecked) public internal(set) var sheet: Sheet?
    @exclusivity(unchecked) var adaptiveStyleSlot = Slot<PresentationStyle?>(nil)

    init(positions: PositionTable, index: Int, position: Int32, defaultStyle: PresentationStyle) {
        self.positions = positions
        self.index = index
        self.position = position
        styleSlot = Slot(defaultStyle)
    }

    /// The presentation's mapping in the sequence.
    public var location: Location { positions.location(position) }
    public var id: Field<String?> { positions.field(idSlot) }
    public var from: Reference? { fromSlot.map(positions.reference) }
    public var to: Reference? { toSlot.map(positions.reference) }
    public var method: Field<PresentationMethod> { positions.field(methodSlot) }
    public var style: Field<PresentationStyle> { positions.field(styleSlot) }
    public var transition: Field<TransitionStyle> { positions.field(transitionSlot) }
    public var animated: Field<Bool> { positions.field(animatedSlot) }
    /// Index into `transitioningDelegates` (named or inline), nil if none or undefined.
    public var transitioningDelegate: Reference? { transitioningDelegateSlot.map(positions.reference) }
    public var adaptiveStyle: Field<PresentationStyle?> { positions.field(adaptiveStyleSlot) }

    /// The label used in messages: `id`, or `FROM -> TO`.
    public var label: String {
        if let id = idSlot.value { return id }
        return "\(fromSlot?.name ?? "?") -> \(toSlot?.name ?? "?")"
    }

    /// Appends `label`'s UTF-8 bytes to `bytes`, without building the string.
    func appendLabel(to bytes: inout [UInt8]) {
        if let id = idSlot.value { return bytes.append(contentsOf: id.utf8) }
        bytes.append(contentsOf: (fromSlot?.name ?? "?").utf8)
        bytes.append(contentsOf: " -> ".utf8)
        bytes.append(contentsOf: (toSlot?.name ?? "?").utf8)
    }

    /// Subject prefix for baseline matching.
    public func subject(_ key: String) -> String { "presentation '\(label)' \(key)" }
}

/// Settings of `popoverPresentationController`.
public final class Popover: @unchecked Sendable {
    let positions: PositionTable
    let position: Int32
    @exclusivity(unchecked) var sourceViewSlot = Slot<String?>(nil)
    @exclusivity(unchecked) var sourceRectSlot = Slot<[Double]?>(nil)
    @exclusivity(unchecked) var barButtonItemSlot = Slot<String?>(nil)
    @exclusivity(unchecked) var sourceItemSlot = Slot<String?>(nil)
    @exclusivity(unchecked) var preparesAnchorInDelegateSlot = Slot(false)
    @exclusivity(unchecked) var preferredContentSizeSlot = Slot<[Double]?>(nil)

    init(positions: PositionTable, position: Int32) {
        self.positions = positions
        self.position = position
    }

    public var location: Location { positions.location(position) }
    public var sourceView: Field<String?> { positions.field(sourceViewSlot) }
    public var sourceRect: Field<[Double]?> { positions.field(sourceRectSlot) }
    public var barButtonItem: Field<String?> { positions.field(barButtonItemSlot) }
    public var sourceItem: Field<String?> { positions.field(sourceItemSlot) }
    public var preparesAnchorInDelegate: Field<Bool> { positions.field(preparesAnchorInDelegateSlot) }
    public var preferredContentSize: Field<[Double]?> { positions.field(preferredContentSizeSlot) }

    /// Some anchor is given (a view, a bar button item, an iOS 16 source item, or the delegate).
    public var hasAnchor: Bool {
        sourceViewSlot.value != nil || barButtonItemSlot.value != nil || sourceItemSlot.value != nil
            || preparesAnchorInDelegateSlot.value
    }
}

/// Settings of `sheetPresentationController`.
public final class Sheet: @unchecked Sendable {
    let positions: PositionTable
    let position: Int32
    @exclusivity(unchecked) var detentsSlot = Slot<[Detent]>([])
    /// Where each detent was written, parallel to `detents.value`.
    @exclusivity(unchecked) public internal(set) var detentLocations: [Location] = []
    @exclusivity(unchecked) var prefersGrabberVisibleSlot = Slot(false)
    @exclusivity(unchecked) var largestUndimmedDetentSlot = Slot<Detent?>(nil)

    init(positions: PositionTable, position: Int32) {
        self.positions = positions
        self.position = position
    }

    public var location: Location { positions.location(position) }
    public var detents: Field<[Detent]> { positions.field(detentsSlot) }
    public var prefersGrabberVisible: Field<Bool> { positions.field(prefersGrabberVisibleSlot) }
    public var largestUndimmedDetent: Field<Detent?> { positions.field(largestUndimmedDetentSlot) }
}

extension Presentation {
    /// The index of the `from` screen, without building the reference.
    var fromTarget: Int? { Self.index(fromSlot?.target) }
    /// The index of the `to` screen, without building the reference.
    var toTarget: Int? { Self.index(toSlot?.target) }
    /// The index of the transitioning delegate, without building the reference.
    var delegateTarget: Int? { Self.index(transitioningDelegateSlot?.target) }

    /// A resolved target as an index (only the target is read: the slot and its name are not copied).
    private static func index(_ target: Int32?) -> Int? {
        guard let target, target >= 0 else { return nil }
        return Int(target)
    }
}
