/// Settings of a screen that rules test for many presentations, as bits. The
/// analysis keeps them for every screen in one small array
/// (`Analysis.screenTraits`), so that a rule passing over every presentation
/// reads a byte instead of the presented screen's object, which for a large
/// description is rarely in the cache.
public struct ScreenTraits: OptionSet, Sendable {
    public let rawValue: UInt16
    public init(rawValue: UInt16) { self.rawValue = rawValue }

    /// `collectsInput: true`.
    public static let collectsInput = ScreenTraits(rawValue: 1 << 0)
    /// `transparentBackground: true`.
    public static let transparentBackground = ScreenTraits(rawValue: 1 << 1)
    /// `refreshesOnAppear: true`.
    public static let refreshesOnAppear = ScreenTraits(rawValue: 1 << 2)
    /// `hasDismissButton: true`.
    public static let hasDismissButton = ScreenTraits(rawValue: 1 << 3)
    /// An alertController in the alert style (`Screen.isAlert`).
    public static let alert = ScreenTraits(rawValue: 1 << 4)
    /// An action sheet or an activity controller (`Screen.isAdaptiveSystemController`).
    public static let adaptiveSystemController = ScreenTraits(rawValue: 1 << 5)
    /// A navigationController.
    public static let navigationController = ScreenTraits(rawValue: 1 << 6)
    /// `isModalInPresentation: true`.
    public static let isModalInPresentation = ScreenTraits(rawValue: 1 << 7)
    /// `confirmsDismissal: true`.
    public static let confirmsDismissal = ScreenTraits(rawValue: 1 << 8)
    /// `collectsInput`, `isModalInPresentation` or `confirmsDismissal` is written with an invalid value.
    public static let invalidInputSetting = ScreenTraits(rawValue: 1 << 9)
    /// `definesPresentationContext` is written with a valid value (as `Field.isWritten`).
    public static let writesDefinesPresentationContext = ScreenTraits(rawValue: 1 << 10)
    /// `definesPresentationContext` is unknown: written with an invalid value, or not written (validly)
    /// on a screen whose `kind` is invalid, since a navigationController defines a context by default.
    public static let invalidDefinesPresentationContext = ScreenTraits(rawValue: 1 << 11)

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
