import PresentLintYAML

/// One modal presentation (format.md, Presentation). See `Screen` for how model objects store their settings.
public final class Presentation: @unchecked Sendable {
    let document: YAMLDocument
    /// Position in `presentations`.
    public let index: Int
    /// The presentation's mapping in the sequence.
    let origin: Origin
    var idSlot = Slot<String?>(nil)
    var fromSlot: ReferenceSlot?
    var toSlot: ReferenceSlot?
    var methodSlot = Slot(PresentationMethod.present)
    var styleSlot: Slot<PresentationStyle>
    var transitionSlot = Slot(TransitionStyle.coverVertical)
    var animatedSlot = Slot(true)
    var transitioningDelegateSlot: ReferenceSlot?
    /// Settings of `popoverPresentationController`, when written.
    public internal(set) var popover: Popover?
    /// Settings of `sheetPresentationController`, when written.
    public internal(set) var sheet: Sheet?
    var adaptiveStyleSlot = Slot<PresentationStyle?>(nil)

    init(document: YAMLDocument, index: Int, origin: Origin, defaultStyle: PresentationStyle) {
        self.document = document
        self.index = index
        self.origin = origin
        styleSlot = Slot(defaultStyle)
    }

    /// The presentation's mapping in the sequence.
    public var location: Location { document.location(origin) }
    public var id: Field<String?> { document.field(idSlot) }
    public var from: Reference? { fromSlot.map(document.reference) }
    public var to: Reference? { toSlot.map(document.reference) }
    public var method: Field<PresentationMethod> { document.field(methodSlot) }
    public var style: Field<PresentationStyle> { document.field(styleSlot) }
    public var transition: Field<TransitionStyle> { document.field(transitionSlot) }
    public var animated: Field<Bool> { document.field(animatedSlot) }
    /// Index into `transitioningDelegates` (named or inline), nil if none or undefined.
    public var transitioningDelegate: Reference? { transitioningDelegateSlot.map(document.reference) }
    public var adaptiveStyle: Field<PresentationStyle?> { document.field(adaptiveStyleSlot) }

    /// The label used in messages: `id`, or `FROM -> TO`.
    public var label: String {
        if let id = idSlot.value { return id }
        return "\(fromSlot?.name ?? "?") -> \(toSlot?.name ?? "?")"
    }

    /// Subject prefix for baseline matching.
    public func subject(_ key: String) -> String { "presentation '\(label)' \(key)" }
}

/// Settings of `popoverPresentationController`.
public final class Popover: @unchecked Sendable {
    let document: YAMLDocument
    let origin: Origin
    var sourceViewSlot = Slot<String?>(nil)
    var sourceRectSlot = Slot<[Double]?>(nil)
    var barButtonItemSlot = Slot<String?>(nil)
    var sourceItemSlot = Slot<String?>(nil)
    var preparesAnchorInDelegateSlot = Slot(false)
    var preferredContentSizeSlot = Slot<[Double]?>(nil)

    init(document: YAMLDocument, origin: Origin) {
        self.document = document
        self.origin = origin
    }

    public var location: Location { document.location(origin) }
    public var sourceView: Field<String?> { document.field(sourceViewSlot) }
    public var sourceRect: Field<[Double]?> { document.field(sourceRectSlot) }
    public var barButtonItem: Field<String?> { document.field(barButtonItemSlot) }
    public var sourceItem: Field<String?> { document.field(sourceItemSlot) }
    public var preparesAnchorInDelegate: Field<Bool> { document.field(preparesAnchorInDelegateSlot) }
    public var preferredContentSize: Field<[Double]?> { document.field(preferredContentSizeSlot) }

    /// Some anchor is given (a view, a bar button item, an iOS 16 source item, or the delegate).
    public var hasAnchor: Bool {
        sourceViewSlot.value != nil || barButtonItemSlot.value != nil || sourceItemSlot.value != nil
            || preparesAnchorInDelegateSlot.value
    }
}

/// Settings of `sheetPresentationController`.
public final class Sheet: @unchecked Sendable {
    let document: YAMLDocument
    let origin: Origin
    var detentsSlot = Slot<[Detent]>([])
    /// Where each detent was written, parallel to `detents.value`.
    public internal(set) var detentLocations: [Location] = []
    var prefersGrabberVisibleSlot = Slot(false)
    var largestUndimmedDetentSlot = Slot<Detent?>(nil)

    init(document: YAMLDocument, origin: Origin) {
        self.document = document
        self.origin = origin
    }

    public var location: Location { document.location(origin) }
    public var detents: Field<[Detent]> { document.field(detentsSlot) }
    public var prefersGrabberVisible: Field<Bool> { document.field(prefersGrabberVisibleSlot) }
    public var largestUndimmedDetent: Field<Detent?> { document.field(largestUndimmedDetentSlot) }
}
