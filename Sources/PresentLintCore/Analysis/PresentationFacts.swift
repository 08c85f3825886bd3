/// The derived notions of rules.md for one presentation, computed once. A
/// class, so that the rules pass it around without copying.
public final class PresentationFacts: Sendable {
    public let presentation: Presentation
    public let from: Screen?
    public let to: Screen?
    public let delegate: TransitioningDelegate?
    public let animator: Animator?
    public let dismissAnimator: Animator?
    public let interactionController: InteractionController?
    public let dismissInteractionController: InteractionController?
    public let presentationController: PresentationController?

    /// What the presentation becomes in compact width (iPhone, iPad multitasking); empty if never compact.
    public let compactOutcomes: [CompactOutcome]
    /// The context screen whose `transition` replaces the presentation's own.
    public let transitionContext: Screen?
    /// The presentation context screen (currentContext family and full-screen family), by index.
    public let contextIndex: Int?
    // The one-byte settings come last, together: an object of whole words
    // first and bytes after fits a smaller allocation (128 bytes, not 144).
    /// `style` or its default, as written (`automatic` unresolved); nil if invalid.
    public let declaredStyle: PresentationStyle?
    /// The effective style: `automatic` resolved to a sheet, an action sheet or
    /// activity controller a popover where the app runs on iPad (else a sheet).
    /// Nil when the style was written invalidly.
    public let effectiveStyle: PresentationStyle?
    /// The style in horizontally regular width (iPad), nil if the app never runs there.
    public let regularStyle: PresentationStyle?
    /// The effective transition (the context's, when it provides the transition style); nil if invalid.
    public let effectiveTransition: TransitionStyle?
    /// For the currentContext family: no screen from `from` upwards defines a context, so the root is used.
    public let contextIsRootFallback: Bool
    /// `method: show` from inside a navigation controller: pushed, not presented.
    public let isPushed: Bool
    /// The presented screen is an action sheet or activity controller, which UIKit shows its own
    /// way (a popover in regular width, a sheet in compact width) whatever `style` says.
    public let systemControllerDecidesStyle: Bool
    /// False when a custom presentation's controller is unknown (its delegate or controller
    /// reference is undefined or invalid, or `shouldRemovePresentersView` is invalid): whether
    /// the presenting views are removed is then unknown, and the rules that need it stay silent.
    let presenterRemovalIsKnown: Bool

    init(
        presentation: Presentation, from: Screen?, to: Screen?, delegate: TransitioningDelegate?,
        animator: Animator?, dismissAnimator: Animator?, interactionController: InteractionController?,
        dismissInteractionController: InteractionController?, presentationController: PresentationController?,
        declaredStyle: PresentationStyle?, effectiveStyle: PresentationStyle?, regularStyle: PresentationStyle?,
        compactOutcomes: [CompactOutcome], effectiveTransition: TransitionStyle?, transitionContext: Screen?,
        contextIndex: Int?, contextIsRootFallback: Bool, isPushed: Bool, systemControllerDecidesStyle: Bool,
        presentationControllerIsKnown: Bool
    ) {
        self.presentation = presentation
        self.from = from
        self.to = to
        self.delegate = delegate
        self.animator = animator
        self.dismissAnimator = dismissAnimator
        self.interactionController = interactionController
        self.dismissInteractionController = dismissInteractionController
        self.presentationController = presentationController
        self.declaredStyle = declaredStyle
        self.effectiveStyle = effectiveStyle
        self.regularStyle = regularStyle
        self.compactOutcomes = compactOutcomes
        self.effectiveTransition = effectiveTransition
        self.transitionContext = transitionContext
        self.contextIndex = contextIndex
        self.contextIsRootFallback = contextIsRootFallback
        self.isPushed = isPushed
        self.systemControllerDecidesStyle = systemControllerDecidesStyle
        let usesCustom = effectiveStyle == .custom || regularStyle == .custom || compactOutcomes.contains { $0.style == .custom }
        presenterRemovalIsKnown = presentationControllerIsKnown || !usesCustom
    }

    /// The index of the `from` screen (`presentation.from?.target`), without building the reference.
    public var fromIndex: Int? { presentation.fromTarget }
    /// The index of the `to` screen (`presentation.to?.target`), without building the reference.
    public var toIndex: Int? { presentation.toTarget }

    /// True when the effective style removes the presenting views in regular width (or everywhere, without iPad).
    public var styleRemovesPresenter: Bool {
        guard presenterRemovalIsKnown, let style = effectiveStyle else { return false }
        return Self.removesPresenter(style, presentationController: presentationController)
    }

    /// Whether the presentation keeps the presenting views in the window: in regular
    /// width (its style; nil where the app has no regular width) and in compact width
    /// (one answer per adaptation in `compactOutcomes`). UIKit's own currentContext ->
    /// fullScreen adaptation is not documented to remove the views, so the style decides there.
    /// No answer anywhere when `presenterRemovalIsKnown` is false.
    public var keepsPresenter: (regular: Bool?, compact: [Bool]) {
        guard presenterRemovalIsKnown else { return (nil, []) }
        return (regularStyle.map(keepsPresenter(with:)), compactOutcomes.map(keepsPresenter(in:)))
    }

    /// `keepsPresenter` is false in regular width or in one of the compact outcomes (no array built).
    var removesPresenterSomewhere: Bool {
        guard presenterRemovalIsKnown else { return false }
        return regularStyle.map(keepsPresenter(with:)) == false || compactOutcomes.contains { !keepsPresenter(in: $0) }
    }

    private func keepsPresenter(with style: PresentationStyle) -> Bool {
        !Self.removesPresenter(style, presentationController: presentationController)
    }

    private func keepsPresenter(in outcome: CompactOutcome) -> Bool {
        let shown = outcome.cause == .uikitDefault && effectiveStyle?.isCurrentContextFamily == true
            ? effectiveStyle! : outcome.style
        return keepsPresenter(with: shown)
    }

    /// rules.md, "Presenter-removing styles".
    public static func removesPresenter(_ style: PresentationStyle, presentationController: PresentationController?) -> Bool {
        switch style {
        case .fullScreen, .currentContext: true
        case .custom: presentationController?.shouldRemovePresentersView.value ?? false
        default: false
        }
    }

    /// Where the style comes from, for notes: the written `style`, or the presentation itself.
    public var styleLocation: Location {
        presentation.style.location ?? presentation.location.atStart
    }

    /// "'pay'" for messages.
    public var name: String { "'\(presentation.label)'" }
}
