/// The facts of one presentation that rules test before anything else, in 24
/// bytes. The analysis keeps them for every presentation in one array
/// (`PresentationList.matching(_:)`), so that a rule's pass over every
/// presentation reads that array, which stays in the cache, and loads the
/// facts and presentation objects only for the presentations it selects.
public struct PresentationSummary: Sendable {
    @usableFromInline let from: Int32
    @usableFromInline let to: Int32
    @usableFromInline let context: Int32
    @usableFromInline let delegate: Int32
    public let effectiveStyle: PresentationStyle?
    public let declaredStyle: PresentationStyle?
    public let effectiveTransition: TransitionStyle?
    @usableFromInline let flags: Flags

    @usableFromInline struct Flags: OptionSet, Sendable {
        @usableFromInline let rawValue: UInt16
        @inlinable init(rawValue: UInt16) { self.rawValue = rawValue }
        @inlinable static var isPushed: Flags { Flags(rawValue: 1 << 0) }
        @inlinable static var contextIsRootFallback: Flags { Flags(rawValue: 1 << 1) }
        @inlinable static var hasTransitionContext: Flags { Flags(rawValue: 1 << 2) }
        @inlinable static var hasAnimator: Flags { Flags(rawValue: 1 << 3) }
        @inlinable static var hasPresentationController: Flags { Flags(rawValue: 1 << 4) }
        @inlinable static var hasSheet: Flags { Flags(rawValue: 1 << 5) }
        @inlinable static var hasPopover: Flags { Flags(rawValue: 1 << 6) }
        @inlinable static var writesAdaptiveStyle: Flags { Flags(rawValue: 1 << 7) }
        @inlinable static var writesTransition: Flags { Flags(rawValue: 1 << 8) }
        @inlinable static var showsPopover: Flags { Flags(rawValue: 1 << 9) }
        @inlinable static var usesPresent: Flags { Flags(rawValue: 1 << 10) }
        @inlinable static var removesPresenterSomewhere: Flags { Flags(rawValue: 1 << 11) }
        @inlinable static var adaptsToFullScreen: Flags { Flags(rawValue: 1 << 12) }
        @inlinable static var hasPopoverAnchor: Flags { Flags(rawValue: 1 << 13) }
        @inlinable static var usesCustomDetent: Flags { Flags(rawValue: 1 << 14) }
        @inlinable static var hasSourceItem: Flags { Flags(rawValue: 1 << 15) }
    }

    init(_ facts: PresentationFacts) {
        let presentation = facts.presentation
        from = Int32(facts.fromIndex ?? -1)
        to = Int32(facts.toIndex ?? -1)
        context = Int32(facts.contextIndex ?? -1)
        delegate = Int32(presentation.delegateTarget ?? -1)
        effectiveStyle = facts.effectiveStyle
        declaredStyle = facts.declaredStyle
        effectiveTransition = facts.effectiveTransition
        var flags: Flags = []
        if facts.isPushed { flags.insert(.isPushed) }
        if facts.contextIsRootFallback { flags.insert(.contextIsRootFallback) }
        if facts.transitionContext != nil { flags.insert(.hasTransitionContext) }
        if facts.animator != nil || facts.dismissAnimator != nil { flags.insert(.hasAnimator) }
        if facts.presentationController != nil { flags.insert(.hasPresentationController) }
        if presentation.sheet != nil { flags.insert(.hasSheet) }
        if presentation.popover != nil { flags.insert(.hasPopover) }
        if presentation.adaptiveStyleSlot.isWritten { flags.insert(.writesAdaptiveStyle) }
        if presentation.transitionSlot.isWritten { flags.insert(.writesTransition) }
        if facts.regularStyle == .popover || facts.compactOutcomes.contains(where: { $0.style == .popover }) {
            flags.insert(.showsPopover)
        }
        if presentation.methodSlot.value == .present, !presentation.methodSlot.invalid { flags.insert(.usesPresent) }
        if facts.removesPresenterSomewhere { flags.insert(.removesPresenterSomewhere) }
        if facts.compactOutcomes.contains(where: { $0.style.isFullScreenFamily }) { flags.insert(.adaptsToFullScreen) }
        if presentation.popover?.hasAnchor == true { flags.insert(.hasPopoverAnchor) }
        if presentation.popover?.sourceItemSlot.value != nil { flags.insert(.hasSourceItem) }
        if let sheet = presentation.sheet,
           sheet.detentsSlot.value.contains(.custom) || sheet.largestUndimmedDetentSlot.value == .custom {
            flags.insert(.usesCustomDetent)
        }
        self.flags = flags
    }

    /// `PresentationFacts.fromIndex`.
    @inlinable public var fromIndex: Int? { from >= 0 ? Int(from) : nil }
    /// `PresentationFacts.toIndex`.
    @inlinable public var toIndex: Int? { to >= 0 ? Int(to) : nil }
    /// `PresentationFacts.contextIndex`.
    @inlinable public var contextIndex: Int? { context >= 0 ? Int(context) : nil }
    /// The transitioning delegate's index (`Presentation.delegateTarget`).
    @inlinable public var delegateIndex: Int? { delegate >= 0 ? Int(delegate) : nil }
    /// `PresentationFacts.isPushed`.
    @inlinable public var isPushed: Bool { flags.contains(.isPushed) }
    /// `PresentationFacts.contextIsRootFallback`.
    @inlinable public var contextIsRootFallback: Bool { flags.contains(.contextIsRootFallback) }
    /// `PresentationFacts.transitionContext` is set.
    @inlinable public var hasTransitionContext: Bool { flags.contains(.hasTransitionContext) }
    /// The delegate returns an animator for presenting or dismissing.
    @inlinable public var hasAnimator: Bool { flags.contains(.hasAnimator) }
    /// The delegate returns a presentation controller.
    @inlinable public var hasPresentationController: Bool { flags.contains(.hasPresentationController) }
    /// `sheet` settings are written.
    @inlinable public var hasSheet: Bool { flags.contains(.hasSheet) }
    /// `popover` settings are written.
    @inlinable public var hasPopover: Bool { flags.contains(.hasPopover) }
    /// `adaptiveStyle` is written (validly or not).
    @inlinable public var writesAdaptiveStyle: Bool { flags.contains(.writesAdaptiveStyle) }
    /// `transition` is written (validly or not).
    @inlinable public var writesTransition: Bool { flags.contains(.writesTransition) }
    /// A popover in regular width or in one of its compact outcomes.
    @inlinable public var showsPopover: Bool { flags.contains(.showsPopover) }
    /// `method` is `present` (written or defaulted).
    @inlinable public var usesPresent: Bool { flags.contains(.usesPresent) }
    /// `PresentationFacts.keepsPresenter` is false in regular width or in one of the compact outcomes.
    @inlinable public var removesPresenterSomewhere: Bool { flags.contains(.removesPresenterSomewhere) }
    /// One of the compact outcomes is in the full-screen family.
    @inlinable public var adaptsToFullScreen: Bool { flags.contains(.adaptsToFullScreen) }
    /// The `popover` settings name an anchor (`Popover.hasAnchor`).
    @inlinable public var hasPopoverAnchor: Bool { flags.contains(.hasPopoverAnchor) }
    /// The `popover` settings name a `sourceItem`.
    @inlinable public var hasSourceItem: Bool { flags.contains(.hasSourceItem) }
    /// The `sheet` settings use a custom detent (in `detents` or as `largestUndimmedDetent`).
    @inlinable public var usesCustomDetent: Bool { flags.contains(.usesCustomDetent) }
}
