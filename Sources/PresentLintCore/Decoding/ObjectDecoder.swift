import PresentLintYAML

/// Reads the objects of format.md from their mappings. Keys are matched by
/// the id of their text (`KnownKey`), and the words of a message (which
/// object, which key) are put together only when a finding is reported.
struct ObjectDecoder {
    var context: DecodingContext
    var description: NavigationDescription

    static let topLevelKeys = [
        "version", "app", "root", "screens", "presentations", "transitioningDelegates", "animators",
        "interactionControllers", "presentationControllers",
    ]

    private var document: YAMLDocument { context.document }

    // MARK: Top level

    mutating func decodeTopLevel(_ root: Value) {
        var values: [KnownKey: Value] = [:]
        for (key, value) in context.entries(of: root) {
            guard let known = context.knownKey(key), Self.topLevelKeys.contains(known.rawValue) else {
                context.unknownKey(key, in: "the description", known: Self.topLevelKeys)
                continue
            }
            values[known] = value
        }
        if let value = values[.version] { decodeVersion(value) }
        if let value = values[.app] { decodeApp(value) }
        if let value = values[.screens] {
            decodeScreens(value)
        } else {
            context.schema("missing required key 'screens' (write 'screens: {}' for a description without screens)",
                           at: Location(range: SourceRange(at: context.location(root).range.start)), subject: "screens")
        }
        if let value = values[.animators] { decodeAnimators(value) }
        if let value = values[.interactionControllers] { decodeInteractionControllers(value) }
        if let value = values[.presentationControllers] { decodePresentationControllers(value) }
        if let value = values[.transitioningDelegates] { decodeTransitioningDelegates(value) }
        if let value = values[.presentations] { decodePresentations(value) }
        if let value = values[.root], let name = context.name(value, key: "root", subject: "root") {
            description.rootSlot = ReferenceSlot(name: name.name, nameID: name.id, origin: value.origin)
        }
    }

    private mutating func decodeVersion(_ value: Value) {
        if let number = context.plainNumber(value), number == 1 {
            description.version = Field(1, at: context.location(value))
        } else {
            context.schema("unsupported format version \(context.describe(value)); this presentlint reads version 1",
                           at: context.location(value), subject: "version")
            description.version.state = .invalid(context.location(value))
        }
    }

    private mutating func decodeApp(_ value: Value) {
        guard context.isMapping(value, what: "'app'", subject: "app") else { return }
        description.app.location = context.location(value)
        let keys = ["name", "platform", "deploymentTarget", "devices"]
        for (key, item) in context.entries(of: value) {
            switch context.knownKey(key) {
            case .name: description.app.name = document.field(context.string(item, key: "name", subject: "app name"))
            case .platform:
                description.app.platform = document.field(
                    context.enumeration(item, key: "platform", subject: "app platform", default: Platform.iOS))
            case .deploymentTarget: decodeDeploymentTarget(item)
            case .devices: decodeDevices(item)
            default: context.unknownKey(key, in: "'app'", known: keys)
            }
        }
    }

    private mutating func decodeDeploymentTarget(_ value: Value) {
        if let text = context.text(value), let version = OSVersion(parsing: text) {
            description.app.deploymentTarget = Field(version, at: context.location(value))
        } else {
            description.app.deploymentTarget = document.field(context.invalid(
                value, expected: "a version such as \"15.0\"", key: "deploymentTarget",
                subject: "app deploymentTarget", default: OSVersion(15, 0)))
        }
    }

    private mutating func decodeDevices(_ value: Value) {
        guard context.isSequence(value, what: "'devices'", subject: "app devices") else { return }
        var devices: Set<Device> = []
        var valid = true
        for item in context.items(of: value) {
            let device = context.enumeration(item, key: "devices", subject: "app devices", default: Device.iPhone)
            if device.invalid { valid = false } else { devices.insert(device.value) }
        }
        if devices.isEmpty, valid {
            description.app.devices = document.field(context.invalid(
                value, expected: "a list of at least one of iPhone, iPad", key: "devices",
                subject: "app devices", default: [.iPhone, .iPad]))
        } else if valid {
            description.app.devices = Field(devices, at: context.location(value))
        } else {
            description.app.devices.state = .invalid(context.location(value))
        }
    }

    // MARK: Named definitions

    /// The entries of a `name -> definition` mapping, with scalar names.
    private mutating func namedEntries(_ value: Value, what: String) -> [(name: String, id: Int32, key: Value, body: Value)] {
        guard context.isMapping(value, what: "'\(what)'", subject: what), context.kind(value) == .mapping else { return [] }
        var result: [(name: String, id: Int32, key: Value, body: Value)] = []
        for (key, body) in context.entries(of: value) {
            guard let name = context.name(key, key: what, subject: "\(what) name") else { continue }
            result.append((name.name, name.id, key, body))
        }
        return result
    }

    /// The entries of an object's mapping (null is an object with every default).
    private mutating func fields(of value: Value, what: @autoclosure () -> String) -> [(key: Value, value: Value)] {
        guard context.kind(value) == .mapping else {
            _ = context.isMapping(value, what: what(), subject: what())
            return []
        }
        return context.entries(of: value)
    }

    private mutating func decodeScreens(_ value: Value) {
        let keys = [
            "kind", "class", "alertStyle", "children", "definesPresentationContext",
            "providesPresentationContextTransitionStyle", "transition", "transparentBackground",
            "isModalInPresentation", "confirmsDismissal", "collectsInput", "hasDismissButton", "refreshesOnAppear",
        ]
        for (name, id, key, body) in namedEntries(value, what: "screens") {
            let screen = Screen(document: document, name: name, nameID: id, nameOrigin: key.origin)
            for (field, item) in fields(of: body, what: "screen '\(name)'") {
                let known = context.knownKey(field)
                let key = known?.rawValue ?? ""
                switch known {
                case .kind: screen.kindSlot = context.enumeration(item, key: key, subject: screen.subject(key), default: .viewController)
                case .className: screen.classNameSlot = context.string(item, key: key, subject: screen.subject(key))
                case .alertStyle: screen.alertStyleSlot = context.enumeration(item, key: key, subject: screen.subject(key), default: .alert)
                case .children:
                    screen.childrenSlot = Slot(true, origin: item.origin)
                    screen.children = references(item, key: key, subject: screen.subject(key))
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
            // Unless a valid value was written, a navigationController defines a context.
            let defines = screen.definesPresentationContextSlot
            if !defines.origin.isWritten || defines.invalid, screen.kindSlot.value == .navigationController {
                screen.definesPresentationContextSlot.value = true
            }
            description.screens.append(screen)
        }
    }

    /// A list of names.
    private mutating func references(_ value: Value, key: String, subject: @autoclosure () -> String) -> [Reference] {
        guard context.isSequence(value, what: "'\(key)'", subject: subject()) else { return [] }
        var references: [Reference] = []
        for item in context.items(of: value) {
            if let name = context.name(item, key: key, subject: subject()) {
                references.append(Reference(name: name.name, location: context.location(item)))
            }
        }
        return references
    }

    /// A name, or `null` (returns nil without a finding).
    private mutating func optionalReference(_ value: Value, key: String, subject: @autoclosure () -> String) -> ReferenceSlot? {
        if context.isNull(value) { return nil }
        return context.name(value, key: key, subject: subject()).map {
            ReferenceSlot(name: $0.name, nameID: $0.id, origin: value.origin)
        }
    }

    private mutating func decodeAnimators(_ value: Value) {
        let keys = ["class", "duration", "addsPresentedView", "addsPresentingView", "completesTransition",
                    "reportsCancellation", "animationAPI", "interruptible"]
        for (name, id, key, body) in namedEntries(value, what: "animators") {
            let animator = Animator(document: document, name: name, nameID: id, origin: key.origin)
            for (field, item) in fields(of: body, what: "animator '\(name)'") {
                let known = context.knownKey(field)
                let key = known?.rawValue ?? ""
                switch known {
                case .className: animator.classNameSlot = context.string(item, key: key, subject: animator.subject(key))
                case .duration:
                    let duration = context.number(item, key: key, subject: animator.subject(key), default: 0.3)
                    if duration.origin.isWritten, !duration.invalid, duration.value <= 0 {
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
    }

    private mutating func decodeInteractionControllers(_ value: Value) {
        let keys = ["class", "kind", "wantsInteractiveStart", "alwaysReturned"]
        for (name, id, key, body) in namedEntries(value, what: "interactionControllers") {
            let controller = InteractionController(document: document, name: name, nameID: id, origin: key.origin)
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
    }

    private mutating func decodePresentationControllers(_ value: Value) {
        let keys = ["class", "shouldRemovePresentersView", "addsViews", "removesViewsOnCancel",
                    "removesViewsAfterDismissal", "frame", "updatesFrameOnLayout", "presentedViewBuildsHierarchy"]
        for (name, id, key, body) in namedEntries(value, what: "presentationControllers") {
            let controller = PresentationController(document: document, name: name, nameID: id, origin: key.origin)
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
                            if let name = context.name(view, key: key, subject: controller.subject(key)) { views.append(name.name) }
                        }
                        controller.addsViewsSlot = Slot(views, origin: item.origin)
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
    }

    private mutating func decodeTransitioningDelegates(_ value: Value) {
        for (name, id, key, body) in namedEntries(value, what: "transitioningDelegates") {
            description.transitioningDelegates.append(
                transitioningDelegate(body, name: name, nameID: id, origin: key.origin, isInline: false))
        }
    }

    /// A named delegate, or an inline one (named after its presentation).
    private mutating func transitioningDelegate(
        _ body: Value, name: String, nameID: Int32, origin: Origin, isInline: Bool
    ) -> TransitioningDelegate {
        let keys = ["class", "retained", "animator", "dismissAnimator", "interactionController",
                    "dismissInteractionController", "presentationController"]
        let delegate = TransitioningDelegate(document: document, name: name, nameID: nameID, origin: origin, isInline: isInline)
        for (field, item) in fields(of: body, what: isInline ? "the inline transitioning delegate of '\(name)'" : "transitioning delegate '\(name)'") {
            let known = context.knownKey(field)
            let key = known?.rawValue ?? ""
            switch known {
            case .className: delegate.classNameSlot = context.string(item, key: key, subject: delegate.subject(key))
            case .retained: delegate.retainedSlot = context.bool(item, key: key, subject: delegate.subject(key), default: true)
            case .animator:
                delegate.animatorFieldSlot = Slot(true, origin: item.origin)
                delegate.animatorSlot = optionalReference(item, key: key, subject: delegate.subject(key))
            case .dismissAnimator:
                delegate.dismissAnimatorFieldSlot = Slot(true, origin: item.origin)
                delegate.dismissAnimatorSlot = optionalReference(item, key: key, subject: delegate.subject(key))
            case .interactionController:
                delegate.interactionControllerFieldSlot = Slot(true, origin: item.origin)
                delegate.interactionControllerSlot = optionalReference(item, key: key, subject: delegate.subject(key))
            case .dismissInteractionController:
                delegate.dismissInteractionControllerFieldSlot = Slot(true, origin: item.origin)
                delegate.dismissInteractionControllerSlot = optionalReference(item, key: key, subject: delegate.subject(key))
            case .presentationController:
                delegate.presentationControllerFieldSlot = Slot(true, origin: item.origin)
                delegate.presentationControllerSlot = optionalReference(item, key: key, subject: delegate.subject(key))
            default: context.unknownKey(field, in: delegate.displayName, known: keys)
            }
        }
        return delegate
    }

    // MARK: Presentations

    /// `automatic` when the deployment target has it (iOS 13), else `fullScreen`.
    private var defaultStyle: PresentationStyle {
        description.app.deploymentTarget.value >= OSVersion(13, 0) ? .automatic : .fullScreen
    }

    private mutating func decodePresentations(_ value: Value) {
        guard context.isSequence(value, what: "'presentations'", subject: "presentations"),
              context.kind(value) == .sequence else { return }
        var firstIDs: [String: Location] = [:]
        let defaultStyle = defaultStyle
        for item in context.items(of: value) {
            let index = description.presentations.count
            guard context.isMapping(item, what: "a presentation", subject: "presentation \(index + 1)"),
                  context.kind(item) == .mapping else { continue }
            let presentation = Presentation(document: document, index: index, origin: item.origin, defaultStyle: defaultStyle)
            let written = decodePresentation(item, into: presentation)
            if let id = presentation.idSlot.value, presentation.idSlot.origin.isWritten {
                let location = document.location(presentation.idSlot.origin)
                if let first = firstIDs[id] {
                    context.schema("presentation id '\(id)' is used twice; ids must be unique",
                                   at: location, subject: "presentation '\(id)' id")
                    context.findings[context.findings.count - 1].notes.append(Note(first, "'\(id)' first used here"))
                } else {
                    firstIDs[id] = location
                }
            }
            for (key, bit) in [("from", Written.from), ("to", Written.to)] where !written.contains(bit) {
                let location = context.location(item)
                context.schema("presentation \(index + 1) has no '\(key)'; '\(key)' is required",
                               at: Location(range: SourceRange(at: location.range.start), anchored: location.anchored),
                               subject: presentation.subject(key))
            }
            description.presentations.append(presentation)
        }
    }

    /// The required keys a presentation wrote.
    private struct Written: OptionSet {
        let rawValue: UInt8
        static let from = Written(rawValue: 1)
        static let to = Written(rawValue: 2)
    }

    /// Decodes a presentation's keys; returns which required keys were written.
    private mutating func decodePresentation(_ item: Value, into presentation: Presentation) -> Written {
        let keys = ["id", "from", "to", "method", "style", "transition", "animated", "transitioningDelegate",
                    "popover", "sheet", "adaptiveStyle"]
        let entries = context.entries(of: item)
        // Read the id first so that every subject names the presentation the same way.
        for (field, value) in entries where context.knownKey(field) == .id {
            presentation.idSlot = context.string(value, key: "id", subject: "presentation id")
        }
        var written: Written = []
        for (field, value) in entries {
            let known = context.knownKey(field)
            let key = known?.rawValue ?? ""
            switch known {
            case .id: break
            case .from:
                written.insert(.from)
                presentation.fromSlot = optionalReference(value, key: key, subject: presentation.subject(key))
            case .to:
                written.insert(.to)
                presentation.toSlot = optionalReference(value, key: key, subject: presentation.subject(key))
            case .method:
                presentation.methodSlot = context.enumeration(value, key: key, subject: presentation.subject(key), default: .present)
            case .style:
                presentation.styleSlot = context.enumeration(value, key: key, subject: presentation.subject(key), default: defaultStyle)
            case .transition:
                presentation.transitionSlot = context.enumeration(
                    value, key: key, subject: presentation.subject(key), default: .coverVertical)
            case .animated: presentation.animatedSlot = context.bool(value, key: key, subject: presentation.subject(key), default: true)
            case .transitioningDelegate:
                if context.kind(value) == .mapping {
                    let delegate = transitioningDelegate(
                        value, name: presentation.label, nameID: -1, origin: value.origin, isInline: true)
                    description.transitioningDelegates.append(delegate)
                    presentation.transitioningDelegateSlot = ReferenceSlot(
                        name: delegate.name, nameID: -1, origin: value.origin,
                        target: Int32(description.transitioningDelegates.count - 1))
                } else {
                    presentation.transitioningDelegateSlot = optionalReference(value, key: key, subject: presentation.subject(key))
                }
            case .popover: presentation.popover = popover(value, label: presentation.label)
            case .sheet: presentation.sheet = sheet(value, label: presentation.label)
            case .adaptiveStyle:
                let style = context.enumeration(value, key: key, subject: presentation.subject(key), default: PresentationStyle.none)
                presentation.adaptiveStyleSlot = Slot(style.value, origin: style.origin, invalid: style.invalid)
            default: context.unknownKey(field, in: "presentation '\(presentation.label)'", known: keys)
            }
        }
        return written
    }

    private mutating func popover(_ value: Value, label: String) -> Popover? {
        let keys = ["sourceView", "sourceRect", "barButtonItem", "sourceItem", "preparesAnchorInDelegate", "preferredContentSize"]
        guard context.isMapping(value, what: "'popover'", subject: "presentation '\(label)' popover") else { return nil }
        let popover = Popover(document: document, origin: value.origin)
        for (field, item) in fields(of: value, what: "'popover'") {
            let known = context.knownKey(field)
            let key = known?.rawValue ?? ""
            func subject() -> String { "presentation '\(label)' popover \(key)" }
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
        if context.isNull(value) { return Slot(nil, origin: value.origin) }
        if context.kind(value) == .sequence {
            let items = context.items(of: value).compactMap { context.plainNumber($0) }
            if items.count == count, document.children(value.node).count == count {
                return Slot(items, origin: value.origin)
            }
        }
        return context.invalid(value, expected: "\(count) numbers, \(shape)", key: key, subject: subject(), default: nil)
    }

    private mutating func sheet(_ value: Value, label: String) -> Sheet? {
        let keys = ["detents", "prefersGrabberVisible", "largestUndimmedDetent"]
        guard context.isMapping(value, what: "'sheet'", subject: "presentation '\(label)' sheet") else { return nil }
        let sheet = Sheet(document: document, origin: value.origin)
        for (field, item) in fields(of: value, what: "'sheet'") {
            let known = context.knownKey(field)
            let key = known?.rawValue ?? ""
            func subject() -> String { "presentation '\(label)' sheet \(key)" }
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
                sheet.detentsSlot = Slot(detents, origin: item.origin)
            case .prefersGrabberVisible:
                sheet.prefersGrabberVisibleSlot = context.bool(item, key: key, subject: subject(), default: false)
            case .largestUndimmedDetent:
                let detent = context.enumeration(item, key: key, subject: subject(), default: Detent.large)
                sheet.largestUndimmedDetentSlot = Slot(detent.value, origin: detent.origin, invalid: detent.invalid)
            default: context.unknownKey(field, in: "'sheet'", known: keys)
            }
        }
        return sheet
    }
}
