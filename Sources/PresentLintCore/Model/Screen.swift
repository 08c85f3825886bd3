/// A view controller of the app (format.md, Screen).
///
/// Model objects are classes that keep each setting as a value and the nodes
/// it was written at, and build the public `Field`s when asked: a description
/// of tens of thousands of screens then costs little memory, and the analysis
/// shares them instead of copying. They are written only while the description
/// is decoded, before it is shared, and never change afterwards.
public final class Screen: @unchecked Sendable {
    let positions: PositionTable
    public let name: String
    /// The id of the name's text in the document.
    let nameID: Int32
    let namePosition: Int32
    @exclusivity(unchecked) var kindSlot = Slot(ScreenKind.viewController)
    @exclusivity(unchecked) var classNameSlot = Slot<String?>(nil)
    @exclusivity(unchecked) var alertStyleSlot = Slot(AlertStyle.alert)
    /// The screen's `children`, bottom to top (their targets resolved after decoding).
    @exclusivity(unchecked) public internal(set) var children: [Reference] = []
    /// The ids of the children's names in the document, parallel to `children`, for resolving them.
    @exclusivity(unchecked) var childNameIDs: [Int32] = []
    @exclusivity(unchecked) var childrenSlot = Slot(false)
    @exclusivity(unchecked) var definesPresentationContextSlot = Slot(false)
    @exclusivity(unchecked) var providesPresentationContextTransitionStyleSlot = Slot(false)
    @exclusivity(unchecked) var transitionSlot = Slot(TransitionStyle.coverVertical)
    @exclusivity(unchecked) var transparentBackgroundSlot = Slot(false)
    @exclusivity(unchecked) var isModalInPresentationSlot = Slot(false)
    @exclusivity(unchecked) var confirmsDismissalSlot = Slot(false)
    @exclusivity(unchecked) var collectsInputSlot = Slot(false)
    @exclusivity(unchecked) var hasDismissButtonSlot = Slot(false)
    @exclusivity(unchecked) var refreshesOnAppearSlot = Slot(false)

    init(positions: PositionTable, name: String, nameID: Int32, namePosition: Int32) {
        self.positions = positions
        self.name = name
        self.nameID = nameID
        self.namePosition = namePosition
    }

    /// The screen's key under `screens`.
    public var nameLocation: Location { positions.location(namePosition) }
    public var kind: Field<ScreenKind> { positions.field(kindSlot) }
    public var className: Field<String?> { positions.field(classNameSlot) }
    public var alertStyle: Field<AlertStyle> { positions.field(alertStyleSlot) }
    /// Whether (and where) `children` was written.
    public var childrenField: Field<Bool> { positions.field(childrenSlot) }
    public var definesPresentationContext: Field<Bool> { positions.field(definesPresentationContextSlot) }
    public var providesPresentationContextTransitionStyle: Field<Bool> {
        positions.field(providesPresentationContextTransitionStyleSlot)
    }
    public var transition: Field<TransitionStyle> { positions.field(transitionSlot) }
    public var transparentBackground: Field<Bool> { positions.field(transparentBackgroundSlot) }
    public var isModalInPresentation: Field<Bool> { positions.field(isModalInPresentationSlot) }
    public var confirmsDismissal: Field<Bool> { positions.field(confirmsDismissalSlot) }
    public var collectsInput: Field<Bool> { positions.field(collectsInputSlot) }
    public var hasDismissButton: Field<Bool> { positions.field(hasDismissButtonSlot) }
    public var refreshesOnAppear: Field<Bool> { positions.field(refreshesOnAppearSlot) }

    /// An alertController in the `alert` style (the default): UIKit shows it in
    /// its own centred style whatever `style` says, and only its buttons dismiss it.
    public var isAlert: Bool {
        kindSlot.value == .alertController && alertStyleSlot.value == .alert
    }

    /// An action-sheet alert or an activity controller: a popover on iPad whatever `style` says.
    public var isAdaptiveSystemController: Bool {
        kindSlot.value == .activityViewController || (kindSlot.value == .alertController && alertStyleSlot.value == .actionSheet)
    }

    /// False when `kind` is invalid, or an alertController's `alertStyle` is: whether UIKit
    /// shows the screen its own way (`isAlert`, `isAdaptiveSystemController`) is then unknown.
    var kindIsKnown: Bool {
        !kindSlot.invalid && !(kindSlot.value == .alertController && alertStyleSlot.invalid)
    }

    /// Subject prefix for baseline matching.
    public func subject(_ key: String) -> String { "screen '\(name)' \(key)" }
}
