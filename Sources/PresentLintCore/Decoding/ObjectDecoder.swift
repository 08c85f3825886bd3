import PresentLintYAML

/// Reads the objects of format.md from their mappings. Keys are matched by
/// the id of their text (`KnownKey`), and the words of a message (which
/// object, which key) are put together only when a finding is reported.
struct ObjectDecoder {
    var context: DecodingContext
    var description: NavigationDescription
    /// Transitioning delegates written inline on presentations, appended after the named ones by `finish()`.
    private var inlineDelegates: [TransitioningDelegate] = []
    /// Per anchored inline delegate mapping (its node index): its index in `inlineDelegates`, so
    /// that an alias of it is the same delegate, one cause for the rules, not a copy. (Anchored
    /// nodes are never dropped while a large document is read, so their indices are not reused.)
    private var anchoredInlineDelegates: [Int32: Int32] = [:]
    /// Per presentation id (the id of its text): the position of its first use.
    private var firstIDs = ScalarIDMap<Int32>()
    /// The items of `presentations` read so far, mappings or not.
    private var writtenPresentations = 0
    /// The entries of the presentation or screen being decoded: one array, reused for each.
    private var entryScratch: [(key: Value, value: Value)] = []

    init(context: DecodingContext, description: NavigationDescription) {
        self.context = context
        self.description = description
    }

    static let topLevelKeys = [
        "version", "app", "root", "screens", "presentations", "transitioningDelegates", "animators",
        "interactionControllers", "presentationControllers",
    ]

    // The keys of each object, for "did you mean".
    private static let appKeys = [
        "name", "platform", "deploymentTarget", "devices",
    ]
    private static let screenKeys = [
        "kind", "class", "alertStyle", "children", "definesPresentationContext",
        "providesPresentationContextTransitionStyle", "transition", "transparentBackground", "isModalInPresentation",
        "confirmsDismissal", "collectsInput", "hasDismissButton", "refreshesOnAppear",
    ]
    private static let animatorKeys = [
        "class", "duration", "addsPresentedView", "addsPresentingView", "completesTransition", "reportsCancellation",
        "animationAPI", "interruptible",
    ]
    private static let interactionControllerKeys = [
        "class", "kind", "wantsInteractiveStart", "alwaysReturned",
    ]
    private static let presentationControllerKeys = [
        "class", "shouldRemovePresentersView", "addsViews", "removesViewsOnCancel", "removesViewsAfterDismissal",
        "frame", "updatesFrameOnLayout", "presentedViewBuildsHierarchy",
    ]
    private static let delegateKeys = [
        "class", "retained", "animator", "dismissAnimator", "interactionController", "dismissInteractionController",
        "presentationController",
    ]
    private static let presentationKeys = [
        "id", "from", "to", "method", "style", "transition", "animated", "transitioningDelegate", "popover", "sheet",
        "adaptiveStyle",
    ]
    private static let popoverKeys = [
        "sourceView", "sourceRect", "barButtonItem", "sourceItem", "preparesAnchorInDelegate",
        "preferredContentSize",
    ]
    private static let sheetKeys = [
        "detents", "prefersGrabberVisible", "largestUndimmedDetent",
    ]

    private var document: YAMLDocument { context.document }
    private var positions: PositionTable { context.positions }

    // MARK: Top level

    /// Decodes the top-level keys, except the sections in `streamed`, whose
    /// entries were decoded one by one as they were read.
    mutating func decodeTopLevel(_ root: Value, streamed: Set<KnownKey> = []) {
        var values: [KnownKey: Value] = [:]
        for (key, value) in context.entries(of: root) {
            guard let known = context.knownKey(key), Self.topLevelKeys.contains(known.rawValue) else {
                context.unknownKey(key, in: "the description", known: Self.topLevelKeys)
                continue
            }
            values[known] = value
        }
        func section(_ key: KnownKey) -> Value? { streamed.contains(key) ? nil : values[key] }
        if let value = values[.version] { decodeVersion(value) }
        if let value = values[.app] { decodeApp(value) }
        // Without 'screens' the names of the screens are unknown, not undefined: the one error is
        // the missing section, and no name that refers to a screen is reported besides.
        if values[.screens] == nil {
            context.schema("missing required key 'screens' (write 'screens: {}' for a description without screens)",
                           at: Location(range: SourceRange(at: context.location(root).range.start)), subject: "screens")
            description.unreadableSections.insert("screens")
        } else if let value = values[.screens], !streamed.contains(.screens), context.isNull(value) {
            // Null is "not set" for a section; 'screens' is required, so it must be written.
            context.schema("'screens' is required, found null (write 'screens: {}' for a description without screens)",
                           at: context.location(value), subject: "screens")
            description.unreadableSections.insert("screens")
        }
        if let value = section(.screens) { decodeScreens(value) }
        if let value = section(.animators) { decodeAnimators(value) }
        if let value = section(.interactionControllers) { decodeInteractionControllers(value) }
        if let value = section(.presentationControllers) { decodePresentationControllers(value) }
        if let value = section(.transitioningDelegates) { decodeTransitioningDelegates(value) }
        if let value = section(.presentations) { decodePresentations(value) }
        if let value = values[.root], let name = context.name(value, key: "root", subject: "root") {
            description.rootSlot = ReferenceSlot(name: name.name, nameID: name.id, position: context.position(value))
        }
    }

    /// `version` is the integer 1: `1.0` or `"1"` is the right number written as another type.
    private mutating func decodeVersion(_ value: Value) {
        let text = context.kind(value) == .scalar ? context.document.scalar(value.node) : nil
        // `!!float 1` is the number 1.0, not the integer.
        let isFloat = context.document.tag(value.node) == "tag:yaml.org,2002:float"
        if let text, context.document.resolvesByContent(value.node), !isFloat, YAMLNumber.integer(text) == 1 {
            description.version = Field(1, at: context.location(value))
            return
        }
        // Another number is a version this presentlint does not know; anything else is not a version.
        let number = context.document.resolvesByContent(value.node) ? text.flatMap(YAMLNumber.value) : nil
        let problem = number != nil && number != 1
            ? "unsupported format version \(context.describe(value)); this presentlint reads version 1"
            : "'version' must be the integer 1, found \(context.describe(value))"
        context.schema(problem, at: context.location(value), subject: "version")
        description.version.state = .invalid(context.location(value))
    }

    private mutating func decodeApp(_ value: Value) {
        guard context.isMapping(value, what: "'app'", subject: "app") else { return }
        description.app.location = context.location(value)
        let keys = Self.appKeys
        for (key, item) in context.entries(of: value) {
            let reported = context.findings.count
            switch context.knownKey(key) {
            case .name: description.app.name = positions.field(context.string(item, key: "name", subject: "app name"))
            case .platform:
                description.app.platform = positions.field(
                    context.enumeration(item, key: "platform", subject: "app platform", default: Platform.iOS))
                sayDefault(of: "platform", is: "iOS", after: reported)
            case .deploymentTarget:
                decodeDeploymentTarget(item)
                sayDefault(of: "deploymentTarget", is: "15.0", after: reported)
            case .devices:
                decodeDevices(item)
                sayDefault(of: "devices", is: "[iPhone, iPad]", after: reported)
            default: context.unknownKey(key, in: "'app'", known: keys)
            }
        }
    }

    /// Almost every rule needs the app's settings, so an invalid one is taken
    /// at its default: the last finding since `reported` says so.
    private mutating func sayDefault(of setting: String, is value: String, after reported: Int) {
        guard context.findings.count > reported else { return }
        let last = context.findings.count - 1
        // After a "did you mean ...?" the note is a sentence of its own.
        let lead = context.findings[last].message.hasSuffix("?") ? " Until" : "; until"
        context.findings[last].message += "\(lead) it is fixed, the rules check the description as if '\(setting)' were \(value), its default"
    }

    private mutating func decodeDeploymentTarget(_ value: Value) {
        if let text = context.text(value), let version = OSVersion(parsing: text) {
            description.app.deploymentTarget = Field(version, at: context.location(value))
        } else {
            description.app.deploymentTarget = positions.field(context.invalid(
                value, expected: "a version \"major.minor\" such as \"15.0\"", key: "deploymentTarget",
                subject: "app deploymentTarget", default: OSVersion(15, 0)))
        }
    }

    private mutating func decodeDevices(_ value: Value) {
        // `null` is "not set", as for every list: the default, iPhone and iPad.
        guard !context.isNull(value), context.isSequence(value, what: "'devices'", subject: "app devices") else { return }
        var devices: Set<Device> = []
        var valid = true
        for item in context.items(of: value) {
            let device = context.enumeration(item, key: "devices", subject: "app devices", default: Device.iPhone)
            if device.invalid { valid = false } else { devices.insert(device.value) }
        }
        if devices.isEmpty, valid {
            description.app.devices = positions.field(context.invalid(
                value, expected: "a list of at least one of iPhone, iPad", key: "devices",
                subject: "app devices", default: [.iPhone, .iPad]))
        } else if valid {
            description.app.devices = Field(devices, at: context.location(value))
        } else {
            description.app.devices.state = .invalid(context.location(value))
        }
    }

    // MARK: Named definitions

    /// The entries of a `name -> definition` mapping.
    private mutating func sectionEntries(_ value: Value, what: String) -> [(key: Value, value: Value)] {
        if context.kind(value) != .mapping, !context.isNull(value) { description.unreadableSections.insert(what) }
        guard context.isMapping(value, what: "'\(what)'", subject: what), context.kind(value) == .mapping else { return [] }
        return context.entries(of: value)
    }

    /// The name of a definition (its key), or nil after reporting.
    private mutating func definitionName(_ key: Value, section what: String) -> (name: String, id: Int32)? {
        if let name = context.name(key, key: what, role: "each key of '\(what)'", subject: "\(what) name") { return name }
        // The key was reported: a reference with its text refers to a definition that is unknown, not missing.
        if let id = context.document.scalarID(key.node) { description.rejectedNames[what, default: []].insert(id) }
        // A screen that cannot be read may link any other (its children), so reachability is unknown.
        if what == "screens" { description.hasUnreadableLinks = true }
        return nil
    }

    /// The entries of an object's mapping (null is an object with every default).
    private mutating func fields(of value: Value, what: @autoclosure () -> String) -> [(key: Value, value: Value)] {
        var fields: [(key: Value, value: Value)] = []
        self.fields(of: value, what: what(), into: &fields)
        return fields
    }

    /// `fields(of:what:)` into `fields`, which it empties first.
    private mutating func fields(
        of value: Value, what: @autoclosure () -> String, into fields: inout [(key: Value, value: Value)]
    ) {
        fields.removeAll(keepingCapacity: true)
        guard context.kind(value) == .mapping else {
            _ = context.isMapping(value, what: what(), subject: what())
            return
        }
        context.entries(of: value, into: &fields)
    }

    /// `entryScratch`, empty, for a caller to fill and put back.
    private mutating func takeEntryScratch() -> [(key: Value, value: Value)] {
        var scratch: [(key: Value, value: Value)] = []
        swap(&scratch, &entryScratch)
        scratch.removeAll(keepingCapacity: true)
        return scratch
    }

    private mutating func decodeScreens(_ value: Value) {
        for (key, body) in sectionEntries(value, what: "screens") { decodeScreen(key: key, body: body) }
    }

    /// One entry of `screens`.
    mutating func decodeScreen(key: Value, body: Value) {
        guard let (name, id) = definitionName(key, section: "screens") else { return }
        let keys = Self.screenKeys
        let screen = Screen(positions: positions, name: name, nameID: id, namePosition: context.position(key))
        var childCount: Int?
        var entries = takeEntryScratch()
        defer { entryScratch = entries }
        fields(of: body, what: "screen '\(name)'", into: &entries)
        for (field, item) in entries {
            let known = context.knownKey(field)
            let key = known?.rawValue ?? ""
            switch known {
            case .kind: screen.kindSlot = context.enumeration(item, key: key, subject: screen.subject(key), default: .viewController)
            case .className: screen.classNameSlot = context.string(item, key: key, subject: screen.subject(key))
            case .alertStyle: screen.alertStyleSlot = context.enumeration(item, key: key, subject: screen.subject(key), default: .alert)
            case .children:
                screen.childrenSlot = Slot(true, position: context.position(item))
                (screen.children, screen.childNameIDs) = references(item, key: key, subject: screen.subject(key))
                childCount = context.kind(item) == .sequence ? context.items(of: item).count : nil
            case .definesPresentationContext:
                screen.definesPresentationContextSlot = context.bool(item, key: key, subject: screen.subject(key), default: false)
            case .providesPresentationContextTransitionStyle:
                screen.providesPresentationContextTransitionStyleSlot = context.bool(
                    item, key: key, subject: screen.subject(key), default: false)
            case .transition:
                screen.transitionSlot = context.enumeration(item, key: key, subject: screen.subject(key), default: .coverVertical)
            case .transparentBackground:
                screen.transparentBackgroundSlot = context.bool(item, key: key, subject: screen.subject(key), default: false)
            case .isModalInPresentation:
                screen.isModalInPresentationSlot = context.bool(item, key: key, subject: screen.subject(key), default: false)
            case .confirmsDismissal:
                screen.confirmsDismissalSlot = context.bool(item, key: key, subject: screen.subject(key), default: false)
            case .collectsInput: screen.collectsInputSlot = context.bool(item, key: key, subject: screen.subject(key), default: false)
            case .hasDismissButton:
                screen.hasDismissButtonSlot = context.bool(item, key: key, subject: screen.subject(key), default: false)
            case .refreshesOnAppear:
                screen.refreshesOnAppearSlot = context.bool(item, key: key, subject: screen.subject(key), default: false)
            default: context.unknownKey(field, in: "screen '\(name)'", known: keys)
            }
        }
        checkKindSpecificKeys(of: screen, childCount: childCount)
        // Unless a valid value was written, a navigationController defines a context.
        let defines = screen.definesPresentationContextSlot
        if !defines.isWritten || defines.invalid, screen.kindSlot.value == .navigationController {
            screen.definesPresentationContextSlot.value = true
        }
        description.screens.append(screen)
    }

    /// format.md's constraints that depend on the screen's kind: a split view
    /// lists [primary, secondary] or [primary, supplementary, secondary], and
    /// only an alertController has an `alertStyle`.
    private mutating func checkKindSpecificKeys(of screen: Screen, childCount: Int?) {
        guard !screen.kindSlot.invalid else { return }
        let kind = screen.kindSlot.value
        let kindNote = screen.kind.location.map { [Note($0, "kind set here")] } ?? []
        if kind == .splitViewController, let childCount, !(2...3).contains(childCount) {
            context.error(
                DescriptionErrors.schema,
                "a splitViewController's 'children' are [primary, secondary] or [primary, supplementary, secondary], found \(childCount == 1 ? "1 screen" : "\(childCount) screens")",
                at: positions.location(screen.childrenSlot.position), notes: kindNote, subject: screen.subject("children"))
        }
        if screen.alertStyleSlot.isWritten, !screen.alertStyleSlot.invalid, kind != .alertController {
            context.error(
                DescriptionErrors.schema,
                "'alertStyle' applies only to an alertController, and '\(screen.name)' is \(kind.withArticle); remove it, or set 'kind: alertController'",
                at: positions.location(screen.alertStyleSlot.position), notes: kindNote, subject: screen.subject("alertStyle"))
        }
    }

    /// A list of names.
    private mutating func references(
        _ value: Value, key: String, subject: @autoclosure () -> String
    ) -> (references: [Reference], nameIDs: [Int32]) {
        guard context.isSequence(value, what: "'\(key)'", subject: subject()) else {
            description.hasUnreadableLinks = true
            return ([], [])
        }
        var references: [Reference] = [], ids: [Int32] = []
        for item in context.items(of: value) {
            if let name = context.name(item, key: key, role: "each entry of '\(key)'", subject: subject()) {
                references.append(Reference(name: name.name, location: context.location(item)))
                ids.append(name.id)
            } else {
                description.hasUnreadableLinks = true
            }
        }
        return (references, ids)
    }

    /// A name or null. A value that is neither is reported and kept as an invalid
    /// reference, so that rules do not take it for "none".
    private mutating func optionalReference(_ value: Value, key: String, subject: @autoclosure () -> String) -> ReferenceSlot? {
        if context.isNull(value) { return nil }
        return requiredReference(value, key: key, subject: subject())
            ?? ReferenceSlot.invalid(position: context.position(value))
    }

    /// A name that must be there (`from`, `to`): null is an error, as a missing key is.
    private mutating func requiredReference(_ value: Value, key: String, subject: @autoclosure () -> String) -> ReferenceSlot? {
        context.name(value, key: key, subject: subject()).map {
            ReferenceSlot(name: $0.name, nameID: $0.id, position: context.position(value))
        }
    }

    private mutating func decodeAnimators(_ value: Value) {
        for (key, body) in sectionEntries(value, what: "animators") { decodeAnimator(key: key, body: body) }
    }

    /// One entry of `animators`.
    mutating func decodeAnimator(key: Value, body: Value) {
        guard let (name, id) = definitionName(key, section: "animators") else { return }
        let keys = Self.animatorKeys
        let animator = Animator(positions: positions, name: name, nameID: id, position: context.position(key))
        for (field, item) in fields(of: body, what: "animator '\(name)'") {
            let known = context.knownKey(field)
            let key = known?.rawValue ?? ""
            switch known {
            case .className: animator.classNameSlot = context.string(item, key: key, subject: animator.subject(key))
            case .duration:
                let duration = context.number(item, key: key, subject: animator.subject(key), default: 0.3)
                if duration.isWritten, !duration.invalid, duration.value <= 0 {
                    animator.durationSlot = context.invalid(item, expected: "a number greater than 0", key: key,
                                                            subject: animator.subject(key), default: 0.3)
                } else {
                    animator.durationSlot = duration
                }
            case .addsPresentedView:
                animator.addsPresentedViewSlot = context.bool(item, key: key, subject: animator.subject(key), default: true)
            case .addsPresentingView:
                animator.addsPresentingViewSlot = context.bool(item, key: key, subject: animator.subject(key), default: false)
            case .completesTransition:
                animator.completesTransitionSlot = context.bool(item, key: key, subject: animator.subject(key), default: true)
            case .reportsCancellation:
                animator.reportsCancellationSlot = context.bool(item, key: key, subject: animator.subject(key), default: true)
            case .animationAPI:
                animator.animationAPISlot = context.enumeration(item, key: key, subject: animator.subject(key), default: .uiView)
            case .interruptible:
                animator.interruptibleSlot = context.bool(item, key: key, subject: animator.subject(key), default: false)
            default: context.unknownKey(field, in: "animator '\(name)'", known: keys)
            }
        }
        description.animators.append(animator)
    }

    private mutating func decodeInteractionControllers(_ value: Value) {
        for (key, body) in sectionEntries(value, what: "interactionControllers") { decodeInteractionController(key: key, body: body) }
    }

    /// One entry of `interactionControllers`.
    mutating func decodeInteractionController(key: Value, body: Value) {
        guard let (name, id) = definitionName(key, section: "interactionControllers") else { return }
        let keys = Self.interactionControllerKeys
        let controller = InteractionController(positions: positions, name: name, nameID: id, position: context.position(key))
        for (field, item) in fields(of: body, what: "interaction controller '\(name)'") {
            let known = context.knownKey(field)
            let key = known?.rawValue ?? ""
            switch known {
            case .className: controller.classNameSlot = context.string(item, key: key, subject: controller.subject(key))
            case .kind:
                controller.kindSlot = context.enumeration(item, key: key, subject: controller.subject(key), default: .percentDriven)
            case .wantsInteractiveStart:
                controller.wantsInteractiveStartSlot = context.bool(item, key: key, subject: controller.subject(key), default: true)
            case .alwaysReturned:
                controller.alwaysReturnedSlot = context.bool(item, key: key, subject: controller.subject(key), default: false)
            default: context.unknownKey(field, in: "interaction controller '\(name)'", known: keys)
            }
        }
        description.interactionControllers.append(controller)
    }

    private mutating func decodePresentationControllers(_ value: Value) {
        for (key, body) in sectionEntries(value, what: "presentationControllers") { decodePresentationController(key: key, body: body) }
    }

    /// One entry of `presentationControllers`.
    mutating func decodePresentationController(key: Value, body: Value) {
        guard let (name, id) = definitionName(key, section: "presentationControllers") else { return }
        let keys = Self.presentationControllerKeys
        let controller = PresentationController(positions: positions, name: name, nameID: id, position: context.position(key))
        for (field, item) in fields(of: body, what: "presentation controller '\(name)'") {
            let known = context.knownKey(field)
            let key = known?.rawValue ?? ""
            switch known {
            case .className: controller.classNameSlot = context.string(item, key: key, subject: controller.subject(key))
            case .shouldRemovePresentersView:
                controller.shouldRemovePresentersViewSlot = context.bool(item, key: key, subject: controller.subject(key), default: false)
            case .addsViews:
                if context.isSequence(item, what: "'addsViews'", subject: controller.subject(key)) {
                    var views: [String] = []
                    for view in context.items(of: item) {
                        if let name = context.name(view, key: key, role: "each entry of '\(key)'", subject: controller.subject(key)) {
                            views.append(name.name)
                        }
                    }
                    controller.addsViewsSlot = Slot(views, position: context.position(item))
                }
            case .removesViewsOnCancel:
                controller.removesViewsOnCancelSlot = context.bool(item, key: key, subject: controller.subject(key), default: false)
            case .removesViewsAfterDismissal:
                controller.removesViewsAfterDismissalSlot = context.bool(item, key: key, subject: controller.subject(key), default: false)
            case .frame: controller.frameSlot = context.enumeration(item, key: key, subject: controller.subject(key), default: .fullContainer)
            case .updatesFrameOnLayout:
                controller.updatesFrameOnLayoutSlot = context.bool(item, key: key, subject: controller.subject(key), default: false)
            case .presentedViewBuildsHierarchy:
                controller.presentedViewBuildsHierarchySlot = context.bool(
                    item, key: key, subject: controller.subject(key), default: false)
            default: context.unknownKey(field, in: "presentation controller '\(name)'", known: keys)
            }
        }
        description.presentationControllers.append(controller)
    }

    private mutating func decodeTransitioningDelegates(_ value: Value) {
        for (key, body) in sectionEntries(value, what: "transitioningDelegates") { decodeTransitioningDelegate(key: key, body: body) }
    }

    /// One entry of `transitioningDelegates`.
    mutating func decodeTransitioningDelegate(key: Value, body: Value) {
        guard let (name, id) = definitionName(key, section: "transitioningDelegates") else { return }
        description.transitioningDelegates.append(
            transitioningDelegate(body, name: name, nameID: id, position: context.position(key), isInline: false))
    }

    /// A named delegate, or an inline one (named after its presentation).
    private mutating func transitioningDelegate(
        _ body: Value, name: String, nameID: Int32, position: Int32, isInline: Bool
    ) -> TransitioningDelegate {
        let keys = Self.delegateKeys
        let delegate = TransitioningDelegate(positions: positions, name: name, nameID: nameID, position: position, isInline: isInline)
        for (field, item) in fields(of: body, what: isInline ? "the inline transitioning delegate of '\(name)'" : "transitioning delegate '\(name)'") {
            let known = context.knownKey(field)
            let key = known?.rawValue ?? ""
            switch known {
            case .className: delegate.classNameSlot = context.string(item, key: key, subject: delegate.subject(key))
            case .retained: delegate.retainedSlot = context.bool(item, key: key, subject: delegate.subject(key), default: true)
            case .animator:
                delegate.animatorFieldSlot = Slot(true, position: context.position(item))
                delegate.animatorSlot = optionalReference(item, key: key, subject: delegate.subject(key))
            case .dismissAnimator:
                delegate.dismissAnimatorFieldSlot = Slot(true, position: context.position(item))
                delegate.dismissAnimatorSlot = optionalReference(item, key: key, subject: delegate.subject(key))
            case .interactionController:
                delegate.interactionControllerFieldSlot = Slot(true, position: context.position(item))
                delegate.interactionControllerSlot = optionalReference(item, key: key, subject: delegate.subject(key))
            case .dismissInteractionController:
                delegate.dismissInteractionControllerFieldSlot = Slot(true, position: context.position(item))
                delegate.dismissInteractionControllerSlot = optionalReference(item, key: key, subject: delegate.subject(key))
            case .presentationController:
                delegate.presentationControllerFieldSlot = Slot(true, position: context.position(item))
                delegate.presentationControllerSlot = optionalReference(item, key: key, subject: delegate.subject(key))
            default: context.unknownKey(field, in: delegate.displayName, known: keys)
            }
        }
        return delegate
    }

    // MARK: Presentations

    /// `automatic` when the deployment target has it (iOS 13), else `fullScreen`.
    /// Every visionOS version has it (its version numbers are not iOS's).
    private var defaultStyle: PresentationStyle {
        description.app.platform.value == .visionOS || description.app.deploymentTarget.value >= OSVersion(13, 0)
            ? .automatic : .fullScreen
    }

    private mutating func decodePresentations(_ value: Value) {
        guard context.isSequence(value, what: "'presentations'", subject: "presentations") else {
            description.hasUnreadableLinks = true
            return
        }
        guard context.kind(value) == .sequence else { return }
        for item in context.items(of: value) { decodePresentation(item) }
    }

    /// One item of `presentations`. Its default style is settled in `finish()`,
    /// once `app` is known wherever it is written.
    mutating func decodePresentation(_ item: Value) {
        let index = description.presentations.count
        // Messages number the items as written, counting those that are not mappings.
        writtenPresentations += 1
        let ordinal = writtenPresentations
        // A null item (`- ~`) is an empty presentation: its required keys are reported missing.
        guard context.isMapping(item, what: "a presentation", subject: "presentation \(ordinal)") else {
            description.hasUnreadableLinks = true
            return
        }
        let presentation = Presentation(positions: positions, index: index, position: context.position(item), defaultStyle: .automatic)
        let (written, idText) = decodePresentation(item, into: presentation)
        if let id = presentation.idSlot.value, presentation.idSlot.isWritten, let idText {
            if let first = firstIDs[idText] {
                context.error(DescriptionErrors.schema, "presentation id '\(id)' is already used; ids must be unique",
                              at: positions.location(presentation.idSlot.position),
                              notes: [Note(positions.location(first), "'\(id)' first used here")], subject: "presentation '\(id)' id")
            } else {
                firstIDs.set(presentation.idSlot.position, for: idText)
            }
        }
        for (key, bit) in Self.requiredPresentationKeys where !written.contains(bit) {
            let location = context.location(item)
            let name = presentation.idSlot.value.map { "presentation '\($0)'" } ?? "presentation \(ordinal)"
            context.schema("\(name) has no '\(key)'; '\(key)' is required",
                           at: location.atStart,
                           subject: presentation.subject(key))
        }
        if presentation.fromSlot == nil || presentation.toSlot == nil { description.hasUnreadableLinks = true }
        description.presentations.append(presentation)
    }

    /// Completes the description once every section is read: inline
    /// transitioning delegates follow the named ones, and a style that is
    /// omitted (or invalid) takes the default of the deployment target.
    mutating func finish() {
        let named = description.transitioningDelegates.count
        description.transitioningDelegates += inlineDelegates
        let defaultStyle = defaultStyle
        // Each presentation is settled on its own: a large description's in stretches on two threads.
        let presentations = description.presentations
        forEachStretch(count: presentations.count, parallel: presentations.count >= Self.parallelThreshold) { stretch in
            for presentation in presentations[stretch] {
                if let slot = presentation.transitioningDelegateSlot, slot.inlineIndex >= 0 {
                    presentation.transitioningDelegateSlot?.target = Int32(named) + slot.inlineIndex
                }
                if !presentation.styleSlot.isWritten || presentation.styleSlot.invalid {
                    presentation.styleSlot.value = defaultStyle
                }
            }
        }
        inlineDelegates = []
        anchoredInlineDelegates = [:]
    }

    /// From this many presentations on, `finish` settles them on two threads.
    private static let parallelThreshold = 1_000

    /// The required keys a presentation wrote.
    private struct Written: OptionSet {
        let rawValue: UInt8
        static let from = Written(rawValue: 1)
        static let to = Written(rawValue: 2)
    }

    /// The keys every presentation must write (a constant: not an array built per presentation).
    private static let requiredPresentationKeys: [(key: String, bit: Written)] = [("from", .from), ("to", .to)]

    /// Decodes a presentation's keys; returns which required keys were written,
    /// and the id of the text of its `id`.
    private mutating func decodePresentation(_ item: Value, into presentation: Presentation) -> (Written, Int32?) {
        let keys = Self.presentationKeys
        // Taken out of `entryScratch` while in use (a nested mapping reads into arrays of its own).
        var entries = takeEntryScratch()
        defer { entryScratch = entries }
        if context.kind(item) == .mapping { context.entries(of: item, into: &entries) }
        // The id, then `from` and `to`, are read first, so that every subject
        // names the presentation the same way (its label is the id, or "FROM -> TO").
        var idText: Int32?
        for (field, value) in entries where context.knownKey(field) == .id {
            let id = context.string(value, key: "id", subject: "presentation id")
            if id.value?.isEmpty == true {
                // An empty label would name nothing in messages: it is reported, and "FROM -> TO" stands in.
                _ = context.invalid(value, expected: "a non-empty string", key: "id", subject: "presentation id", default: "")
                continue
            }
            presentation.idSlot = id
            idText = context.document.scalarID(value.node)
        }
        var written: Written = []
        for (field, value) in entries {
            switch context.knownKey(field) {
            case .from:
                written.insert(.from)
                presentation.fromSlot = requiredReference(value, key: "from", subject: presentation.subject("from"))
            case .to:
                written.insert(.to)
                presentation.toSlot = requiredReference(value, key: "to", subject: presentation.subject("to"))
            default: break
            }
        }
        for (field, value) in entries {
            let known = context.knownKey(field)
            let key = known?.rawValue ?? ""
            switch known {
            case .id, .from, .to: break
            case .method:
                presentation.methodSlot = context.enumeration(value, key: key, subject: presentation.subject(key), default: .present)
            case .style:
                presentation.styleSlot = context.enumeration(value, key: key, subject: presentation.subject(key), default: .automatic)
            case .transition:
                presentation.transitionSlot = context.enumeration(
                    value, key: key, subject: presentation.subject(key), default: .coverVertical)
            case .animated: presentation.animatedSlot = context.bool(value, key: key, subject: presentation.subject(key), default: true)
            case .transitioningDelegate:
                if context.kind(value) == .mapping {
                    let position = context.position(value)
                    if value.alias >= 0, let shared = anchoredInlineDelegates[value.node.index] {
                        presentation.transitioningDelegateSlot = ReferenceSlot(
                            name: inlineDelegates[Int(shared)].name, nameID: -1, position: position, inlineIndex: shared)
                        continue
                    }
                    let delegate = transitioningDelegate(
                        value, name: presentation.label, nameID: -1, position: position, isInline: true)
                    inlineDelegates.append(delegate)
                    let index = Int32(inlineDelegates.count - 1)
                    if context.document.anchor(value.node) != nil { anchoredInlineDelegates[value.node.index] = index }
                    presentation.transitioningDelegateSlot = ReferenceSlot(
                        name: delegate.name, nameID: -1, position: position, inlineIndex: index)
                } else if context.kind(value) == .sequence {
                    context.schema("'transitioningDelegate' must be a transitioning delegate's name or an inline transitioning delegate mapping, found \(context.describe(value))",
                                   at: context.location(value), subject: presentation.subject(key))
                    presentation.transitioningDelegateSlot = ReferenceSlot.invalid(position: context.position(value))
                } else {
                    presentation.transitioningDelegateSlot = optionalReference(value, key: key, subject: presentation.subject(key))
                }
            case .popover:
                presentation.popover = popover(value, key: field, label: presentation.label)
                presentation.popoverIsInvalid = presentation.popover == nil && !context.isNull(value)
            case .sheet: presentation.sheet = sheet(value, key: field, label: presentation.label)
            case .adaptiveStyle:
                let style = context.enumeration(value, key: key, subject: presentation.subject(key), default: PresentationStyle.none)
                presentation.adaptiveStyleSlot = Slot(style.value, position: style.position, invalid: style.invalid)
            default: context.unknownKey(field, in: "presentation '\(presentation.label)'", known: keys)
            }
        }
        return (written, idText)
    }

    private mutating func popover(_ value: Value, key: Value, label: @autoclosure () -> String) -> Popover? {
        let keys = Self.popoverKeys
        // Null is "not set", as for every section and object.
        guard !context.isNull(value), context.isMapping(value, what: "'popover'", subject: "presentation '\(label())' popover") else { return nil }
        let popover = Popover(positions: positions, position: context.position(value))
        for (field, item) in fields(of: value, what: "'popover'") {
            let known = context.knownKey(field)
            let key = known?.rawValue ?? ""
            func subject() -> String { "presentation '\(label())' popover \(key)" }
            switch known {
            case .sourceView: popover.sourceViewSlot = context.string(item, key: key, subject: subject())
            case .barButtonItem: popover.barButtonItemSlot = context.string(item, key: key, subject: subject())
            case .sourceItem: popover.sourceItemSlot = context.string(item, key: key, subject: subject())
            case .sourceRect:
                popover.sourceRectSlot = numbers(item, count: 4, key: key, shape: "[x, y, width, height]", subject: subject())
            case .preferredContentSize:
                popover.preferredContentSizeSlot = numbers(item, count: 2, key: key, shape: "[width, height]", subject: subject())
            case .preparesAnchorInDelegate:
                popover.preparesAnchorInDelegateSlot = context.bool(item, key: key, subject: subject(), default: false)
            default: context.unknownKey(field, in: "'popover'", known: keys)
            }
        }
        return popover
    }

    private mutating func numbers(
        _ value: Value, count: Int, key: String, shape: String, subject: @autoclosure () -> String
    ) -> Slot<[Double]?> {
        if context.isNull(value) { return Slot(nil, position: context.position(value)) }
        guard context.kind(value) == .sequence else {
            return context.invalid(value, expected: "\(count) numbers, \(shape)", key: key, subject: subject(), default: nil)
        }
        let items = context.items(of: value)
        if items.count != count {
            context.schema("'\(key)' must be \(count) numbers, \(shape), found \(items.count == 1 ? "1 item" : "\(items.count) items")",
                           at: context.location(value), subject: subject())
        }
        var numbers: [Double] = []
        for item in items {
            if let number = context.plainNumber(item) {
                numbers.append(number)
            } else {
                // Each element that is not a number is one to change.
                context.schema("each item of '\(key)' \(shape) must be a finite number, found \(context.describe(item))",
                               at: context.location(item), subject: subject())
            }
        }
        guard numbers.count == count, items.count == count else { return Slot(nil, position: context.position(value), invalid: true) }
        return Slot(numbers, position: context.position(value))
    }

    private mutating func sheet(_ value: Value, key: Value, label: @autoclosure () -> String) -> Sheet? {
        let keys = Self.sheetKeys
        guard !context.isNull(value), context.isMapping(value, what: "'sheet'", subject: "presentation '\(label())' sheet") else { return nil }
        let sheet = Sheet(positions: positions, position: context.position(value))
        for (field, item) in fields(of: value, what: "'sheet'") {
            let known = context.knownKey(field)
            let key = known?.rawValue ?? ""
            func subject() -> String { "presentation '\(label())' sheet \(key)" }
            switch known {
            case .detents:
                guard context.isSequence(item, what: "'detents'", subject: subject()) else { continue }
                var detents: [Detent] = []
                for detent in context.items(of: item) {
                    let decoded = context.enumeration(detent, key: key, subject: subject(), default: Detent.large)
                    if !decoded.invalid {
                        detents.append(decoded.value)
                        sheet.detentLocations.append(context.location(detent))
                    }
                }
                if context.items(of: item).isEmpty, !context.isNull(item) {
                    // UISheetPresentationController.detents "must contain at least one element".
                    context.schema("'detents' must list at least one of medium, large, custom, found an empty sequence",
                                   at: context.location(item), subject: subject())
                }
                sheet.detentsSlot = Slot(detents, position: context.position(item))
            case .prefersGrabberVisible:
                sheet.prefersGrabberVisibleSlot = context.bool(item, key: key, subject: subject(), default: false)
            case .largestUndimmedDetent:
                let detent = context.enumeration(item, key: key, subject: subject(), default: Detent.large)
                sheet.largestUndimmedDetentSlot = Slot(detent.value, position: detent.position, invalid: detent.invalid)
            default: context.unknownKey(field, in: "'sheet'", known: keys)
            }
        }
        return sheet
    }
}
