/// Settings of a screen that rules test for many presentations, as bits. The
/// analysis keeps them for every screen in one small array
/// (`Analysis.screenTraits`), so that a rule passing over every presentation
/// reads a byte instead of the presented screen's object, which for a large
/// description is rarely in the cache.
public struct ScreenTraits: OptionSet, Sendable {
    public let rawValue: UInt16
    @inlinable public init(rawValue: UInt16) { self.rawValue = rawValue }

    /// `collectsInput: true`.
    @inlinable public static var collectsInput: ScreenTraits { ScreenTraits(rawValue: 1 << 0) }
    /// `transparentBackground: true`.
    @inlinable public static var transparentBackground: ScreenTraits { ScreenTraits(rawValue: 1 << 1) }
    /// `refreshesOnAppear: true`.
    @inlinable public static var refreshesOnAppear: ScreenTraits { ScreenTraits(rawValue: 1 << 2) }
    /// `hasDismissButton: true`.
    @inlinable public static var hasDismissButton: ScreenTraits { ScreenTraits(rawValue: 1 << 3) }
    /// An alertController in the alert style (`Screen.isAlert`).
    @inlinable public static var alert: ScreenTraits { ScreenTraits(rawValue: 1 << 4) }
    /// An action sheet or an activity controller (`Screen.isAdaptiveSystemController`).
    @inlinable public static var adaptiveSystemController: ScreenTraits { ScreenTraits(rawValue: 1 << 5) }
    /// A navigationController.
    @inlinable public static var navigationController: ScreenTraits { ScreenTraits(rawValue: 1 << 6) }
    /// `isModalInPresentation: true`.
    @inlinable public static var isModalInPresentation: ScreenTraits { ScreenTraits(rawValue: 1 << 7) }
    /// `confirmsDismissal: true`.
    @inlinable public static var confirmsDismissal: ScreenTraits { ScreenTraits(rawValue: 1 << 8) }
    /// `collectsInput`, `isModalInPresentation` or `confirmsDismissal` is written with an invalid value.
    @inlinable public static var invalidInputSetting: ScreenTraits { ScreenTraits(rawValue: 1 << 9) }
    /// `definesPresentationContext` is written with a valid value (as `Field.isWritten`).
    @inlinable public static var writesDefinesPresentationContext: ScreenTraits { ScreenTraits(rawValue: 1 << 10) }
    /// `definesPresentationContext` is unknown: written with an invalid value, or not written (validly)
    /// on a screen whose `kind` is invalid, since a navigationController defines a context by default.
    @inlinable public static var invalidDefinesPresentationContext: ScreenTraits { ScreenTraits(rawValue: 1 << 11) }

    /// The traits of `screen`, from its values (valid or defaulted).
    init(_ screen: Screen) {
        var traits: ScreenTraits = []
        if screen.collectsInputSlot.value { traits.insert(.collectsInput) }
        if screen.transparentBackgroundSlot.value { traits.insert(.transparentBackground) }
        if screen.refreshesOnAppearSlot.value { traits.insert(.refreshesOnAppear) }
        if screen.hasDismissButtonSlot.value { traits.insert(.hasDismissButton) }
        if screen.isAlert { traits.insert(.alert) }
        if screen.isAdaptiveSystemController { traits.insert(.adaptiveSystemController) }
        if screen.kindSlot.value == .navigationController { traits.insert(.navigationController) }
        if screen.isModalInPresentationSlot.value { traits.insert(.isModalInPresentation) }
        if screen.confirmsDismissalSlot.value { traits.insert(.confirmsDismissal) }
        func isInvalid<Value>(_ slot: Slot<Value>) -> Bool { slot.invalid && slot.position >= 0 }  // as `Field.isInvalid`
        if isInvalid(screen.collectsInputSlot) || isInvalid(screen.isModalInPresentationSlot) || isInvalid(screen.confirmsDismissalSlot) {
            traits.insert(.invalidInputSetting)
        }
        let definesContext = screen.definesPresentationContextSlot
        if definesContext.isWritten, !definesContext.invalid { traits.insert(.writesDefinesPresentationContext) }
        // Without a valid written value, an invalid `kind` leaves it unknown too (a navigationController defines one).
        if isInvalid(definesContext) || isInvalid(screen.kindSlot) && !traits.contains(.writesDefinesPresentationContext) {
            traits.insert(.invalidDefinesPresentationContext)
        }
        self = traits
    }
}
