import PresentLintYAML

/// A view controller of the app (format.md, Screen).
///
/// Model objects are classes that keep each setting as a value and the nodes
/// it was written at, and build the public `Field`s when asked: a description
/// of tens of thousands of screens then costs little memory, and the analysis
/// shares them instead of copying. They are written only while the description
/// is decoded, before it is shared, and never change afterwards.
public final class Screen: @unchecked Sendable {
    let document: YAMLDocument
    public let name: String
    /// The id of the name's text in the document.
    let nameID: Int32
    let nameOrigin: Origin
    var kindSlot = Slot(ScreenKind.viewController)
    var classNameSlot = Slot<String?>(nil)
    var alertStyleSlot = Slot(AlertStyle.alert)
    /// The screen's `children`, bottom to top (their targets resolved after decoding).
    public internal(set) var children: [Reference] = []
    var childrenSlot = Slot(false)
    var definesPresentationContextSlot = Slot(false)
    var providesPresentationContextTransitionStyleSlot = Slot(false)
    var transitionSlot = Slot(TransitionStyle.coverVertical)
    var transparentBackgroundSlot = Slot(false)
    var isModalInPresentationSlot = Slot(false)
    var confirmsDismissalSlot = Slot(false)
    var collectsInputSlot = Slot(false)
    var hasDismissButtonSlot = Slot(false)
    var refreshesOnAppearSlot = Slot(false)

    init(document: YAMLDocument, name: String, nameID: Int32, nameOrigin: Origin) {
        self.document = document
        self.name = name
        self.nameID = nameID
        self.nameOrigin = nameOrigin
    }

    /// The screen's key under `screens`.
    public var nameLocation: Location { document.location(nameOrigin) }
    public var kind: Field<ScreenKind> { document.field(kindSlot) }
    public var className: Field<String?> { document.field(classNameSlot) }
    public var alertStyle: Field<AlertStyle> { document.field(alertStyleSlot) }
    /// Whether (and where) `children` was written.
    public var childrenField: Field<Bool> { document.field(childrenSlot) }
    public var definesPresentationContext: Field<Bool> { document.field(definesPresentationContextSlot) }
    public var providesPresentationContextTransitionStyle: Field<Bool> {
        document.field(providesPresentationContextTransitionStyleSlot)
    }
    public var transition: Field<TransitionStyle> { document.field(transitionSlot) }
    public var transparentBackground: Field<Bool> { document.field(transparentBackgroundSlot) }
    public var isModalInPresentation: Field<Bool> { document.field(isModalInPresentationSlot) }
    public var confirmsDismissal: Field<Bool> { document.field(confirmsDismissalSlot) }
    public var collectsInput: Field<Bool> { document.field(collectsInputSlot) }
    public var hasDismissButton: Field<Bool> { document.field(hasDismissButtonSlot) }
    public var refreshesOnAppear: Field<Bool> { document.field(refreshesOnAppearSlot) }

    /// An action-sheet alert or an activity controller: a popover on iPad whatever `style` says.
    public var isAdaptiveSystemController: Bool {
        kindSlot.value == .activityViewController || (kindSlot.value == .alertController && alertStyleSlot.value == .actionSheet)
    }

    /// Subject prefix for baseline matching.
    public func subject(_ key: String) -> String { "screen '\(name)' \(key)" }
}
