import PresentLintYAML

/// Reads the objects of format.md from their mappings.
struct ObjectDecoder {
    var context: DecodingContext
    var description: NavigationDescription

    static let topLevelKeys = [
        "version", "app", "root", "screens", "presentations", "transitioningDelegates", "animators",
        "interactionControllers", "presentationControllers",
    ]

    // MARK: Top level

    mutating func decodeTopLevel(_ root: Value) {
        var values: [String: (key: Value, value: Value)] = [:]
        for (key, value) in context.entries(of: root) {
            guard let name = context.document.scalar(key.node), Self.topLevelKeys.contains(name) else {
                context.unknownKey(key, in: "the description", known: Self.topLevelKeys)
                continue
            }
            values[name] = (key, value)
        }
        if let (_, value) = values["version"] { decodeVersion(value) }
        if let (_, value) = values["app"] { decodeApp(value) }
        if let (_, value) = values["screens"] {
            decodeScreens(value)
        } else {
            context.schema("missing required key 'screens' (write 'screens: {}' for a description without screens)",
                           at: Location(range: SourceRange(at: root.location.range.start)), subject: "screens")
        }
        if let (_, value) = values["animators"] { decodeAnimators(value) }
        if let (_, value) = values["interactionControllers"] { decodeInteractionControllers(value) }
        if let (_, value) = values["presentationControllers"] { decodePresentationControllers(value) }
        if let (_, value) = values["transitioningDelegates"] { decodeTransitioningDelegates(value) }
        if let (_, value) = values["presentations"] { decodePresentations(value) }
        if let (_, value) = values["root"], let name = context.name(value, key: "root", subject: "root") {
            description.root = Reference(name: name, location: value.location)
        }
    }

    private mutating func decodeVersion(_ value: Value) {
        if let number = context.plainNumber(value), number == 1 {
            description.version = Field(1, at: value.location)
        } else {
            context.schema("unsupported format version \(context.describe(value)); this presentlint reads version 1",
                           at: value.location, subject: "version")
            description.version.state = .invalid(value.location)
        }
    }

    private mutating func decodeApp(_ value: Value) {
        guard context.isMapping(value, what: "'app'", subject: "app") else { return }
        description.app.location = value.location
        let keys = ["name", "platform", "deploymentTarget", "devices"]
        for (key, item) in context.entries(of: value) {
            switch context.document.scalar(key.node) {
            case "name": description.app.name = context.string(item, key: "name", subject: "app name")
            case "platform":
                description.app.platform = context.enumeration(item, key: "platform", subject: "app platform", default: .iOS)
            case "deploymentTarget": decodeDeploymentTarget(item)
            case "devices": decodeDevices(item)
            default: context.unknownKey(key, in: "'app'", known: keys)
            }
        }
    }

    private mutating func decodeDeploymentTarget(_ value: Value) {
        if context.kind(value) == .scalar, let text = context.document.scalar(value.node),
           let version = OSVersion(parsing: text) {
            description.app.deploymentTarget = Field(version, at: value.location)
        } else {
            description.app.deploymentTarget = context.invalid(
                value, expected: "a version such as \"15.0\"", key: "deploymentTarget",
                subject: "app deploymentTarget", default: OSVersion(15, 0))
        }
    }

    private mutating func decodeDevices(_ value: Value) {
        guard context.isSequence(value, what: "'devices'", subject: "app devices") else { return }
        var devices: Set<Device> = []
        var valid = true
        for item in context.items(of: value) {
            let device = context.enumeration(item, key: "devices", subject: "app devices", default: Device.iPhone)
            if device.isInvalid { valid = false } else { devices.insert(device.value) }
        }
        if devices.isEmpty, valid {
            description.app.devices = context.invalid(
                value, expected: "a list of at least one of iPhone, iPad", key: "devices",
                subject: "app devices", default: [.iPhone, .iPad])
        } else if valid {
            description.app.devices = Field(devices, at: value.location)
        } else {
            description.app.devices.state = .invalid(value.location)
        }
    }

    // MARK: Named definitions

    /// The entries of a `name -> definition` mapping, with scalar names.
    private mutating func namedEntries(_ value: Value, what: String) -> [(name: String, key: Value, body: Value)] {
        guard context.isMapping(value, what: "'\(what)'", subject: what), context.kind(value) == .mapping else { return [] }
        var result: [(String, Value, Value)] = []
        for (key, body) in context.entries(of: value) {
            guard let name = context.name(key, key: what, subject: "\(what) name") else { continue }
            result.append((name, key, body))
        }
        return result
    }

    /// The entries of an object's mapping (null is an object with every default).
    private mutating func fields(of value: Value, what: String) -> [(key: Value, value: Value)] {
        guard context.isMapping(value, what: what, subject: what), context.kind(value) == .mapping else { return [] }
        return context.entries(of: value)
    }

    private func keyName(_ key: Value) -> String? { context.document.scalar(key.node) }

    private mutating func decodeScreens(_ value: Value) {
        let keys = [
            "kind", "class", "alertStyle", "children", "definesPresentationContext",
            "providesPresentationContextTransitionStyle", "transition", "transparentBackground",
            "isModalInPresentation", "confirmsDismissal", "collectsInput", "hasDismissButton", "refreshesOnAppear",
        ]
        for (name, key, body) in namedEntries(value, what: "screens") {
            var screen = Screen(name: name, nameLocation: key.location)
            for (field, item) in fields(of: body, what: "screen '\(name)'") {
                let fieldName = keyName(field) ?? ""
                let subject = screen.subject(fieldName)
                switch fieldName {
                case "kind": screen.kind = context.enumeration(item, key: fieldName, subject: subject, default: .viewController)
                case "class": screen.className = context.string(item, key: fieldName, subject: subject)
                case "alertStyle": screen.alertStyle = context.enumeration(item, key: fieldName, subject: subject, default: .alert)
                case "children":
                    screen.childrenField = Field(true, at: item.location)
                    screen.children = references(item, key: fieldName, subject: subject)
                case "definesPresentationContext":
                    screen.definesPresentationContext = context.bool(item, key: fieldName, subject: subject, default: false)
                case "providesPresentationContextTransitionStyle":
                    screen.providesPresentationContextTransitionStyle = context.bool(item, key: fieldName, subject: subject, default: false)
                case "transition":
                    screen.transition = context.enumeration(item, key: fieldName, subject: subject, default: .coverVertical)
                case "transparentBackground":
                    screen.transparentBackground = context.bool(item, key: fieldName, subject: subject, default: false)
                case "isModalInPresentation":
                    screen.isModalInPresentation = context.bool(item, key: fieldName, subject: subject, default: false)
                case "confirmsDismissal": screen.confirmsDismissal = context.bool(item, key: fieldName, subject: subject, default: false)
                case "collectsInput": screen.collectsInput = context.bool(item, key: fieldName, subject: subject, default: false)
                case "hasDismissButton": screen.hasDismissButton = context.bool(item, key: fieldName, subject: subject, default: false)
                case "refreshesOnAppear": screen.refreshesOnAppear = context.bool(item, key: fieldName, subject: subject, default: false)
                default: context.unknownKey(field, in: "screen '\(name)'", known: keys)
                }
            }
            if !screen.definesPresentationContext.isWritten, screen.kind.value == .navigationController {
                screen.definesPresentationContext.value = true
            }
            description.screens.append(screen)
        }
    }

    /// A list of names.
    private mutating func references(_ value: Value, key: String, subject: String) -> [Reference] {
        guard context.isSequence(value, what: "'\(key)'", subject: subject) else { return [] }
        return context.items(of: value).compactMap { item in
            context.name(item, key: key, subject: subject).map { Reference(name: $0, location: item.location) }
        }
    }

    /// A name, or `null` (returns nil without a finding).
    private mutating func optionalReference(_ value: Value, key: String, subject: String) -> Reference? {
        if context.isNull(value) { return nil }
        return context.name(value, key: key, subject: subject).map { Reference(name: $0, location: value.location) }
    }

    private mutating func decodeAnimators(_ value: Value) {
        let keys = ["class", "duration", "addsPresentedView", "addsPresentingView", "completesTransition",
                    "reportsCancellation", "animationAPI", "interruptible"]
        for (name, key, body) in namedEntries(value, what: "animators") {
            var animator = Animator(name: name, location: key.location)
            for (field, item) in fields(of: body, what: "animator '\(name)'") {
                let fieldName = keyName(field) ?? ""
                let subject = animator.subject(fieldName)
                switch fieldName {
                case "class": animator.className = context.string(item, key: fieldName, subject: subject)
                case "duration":
                    let duration = context.number(item, key: fieldName, subject: subject, default: 0.3)
                    if duration.isWritten, duration.value <= 0 {
                        animator.duration = context.invalid(item, expected: "a number greater than 0", key: fieldName,
                                                            subject: subject, default: 0.3)
                    } else {
                        animator.duration = duration
                    }
                case "addsPresentedView": animator.addsPresentedView = context.bool(item, key: fieldName, subject: subject, default: true)
                case "addsPresentingView": animator.addsPresentingView = context.bool(item, key: fieldName, subject: subject, default: false)
                case "completesTransition": animator.completesTransition = context.bool(item, key: fieldName, subject: subject, default: true)
                case "reportsCancellation": animator.reportsCancellation = context.bool(item, key: fieldName, subject: subject, default: true)
                case "animationAPI": animator.animationAPI = context.enumeration(item, key: fieldName, subject: subject, default: .uiView)
                case "interruptible": animator.interruptible = context.bool(item, key: fieldName, subject: subject, default: false)
                default: context.unknownKey(field, in: "animator '\(name)'", known: keys)
                }
            }
            description.animators.append(animator)
        }
    }

    private mutating func decodeInteractionControllers(_ value: Value) {
        let keys = ["class", "kind", "wantsInteractiveStart", "alwaysReturned"]
        for (name, key, body) in namedEntries(value, what: "interactionControllers") {
            var controller = InteractionController(name: name, location: key.location)
            for (field, item) in fields(of: body, what: "interaction controller '\(name)'") {
                let fieldName = keyName(field) ?? ""
                let subject = controller.subject(fieldName)
                switch fieldName {
                case "class": controller.className = context.string(item, key: fieldName, subject: subject)
                case "kind": controller.kind = context.enumeration(item, key: fieldName, subject: subject, default: .percentDriven)
                case "wantsInteractiveStart":
                    controller.wantsInteractiveStart = context.bool(item, key: fieldName, subject: subject, default: true)
                case "alwaysReturned": controller.alwaysReturned = context.bool(item, key: fieldName, subject: subject, default: false)
                default: context.unknownKey(field, in: "interaction controller '\(name)'", known: keys)
                }
            }
            description.interactionControllers.append(controller)
        }
    }

    private mutating func decodePresentationControllers(_ value: Value) {
        let keys = ["class", "shouldRemovePresentersView", "addsViews", "removesViewsOnCancel",
                    "removesViewsAfterDismissal", "frame", "updatesFrameOnLayout", "presentedViewBuildsHierarchy"]
        for (name, key, body) in namedEntries(value, what: "presentationControllers") {
            var controller = PresentationController(name: name, location: key.location)
            for (field, item) in fields(of: body, what: "presentation controller '\(name)'") {
                let fieldName = keyName(field) ?? ""
                let subject = controller.subject(fieldName)
                switch fieldName {
                case "class": controller.className = context.string(item, key: fieldName, subject: subject)
                case "shouldRemovePresentersView":
                    controller.shouldRemovePresentersView = context.bool(item, key: fieldName, subject: subject, default: false)
                case "addsViews":
                    if context.isSequence(item, what: "'addsViews'", subject: subject) {
                        let views = context.items(of: item).compactMap { context.name($0, key: fieldName, subject: subject) }
                        controller.addsViews = Field(views, at: item.location)
                    }
                case "removesViewsOnCancel":
                    controller.removesViewsOnCancel = context.bool(item, key: fieldName, subject: subject, default: false)
                case "removesViewsAfterDismissal":
                    controller.removesViewsAfterDismissal = context.bool(item, key: fieldName, subject: subject, default: false)
                case "frame": controller.frame = context.enumeration(item, key: fieldName, subject: subject, default: .fullContainer)
                case "updatesFrameOnLayout":
                    controller.updatesFrameOnLayout = context.bool(item, key: fieldName, subject: subject, default: false)
                case "presentedViewBuildsHierarchy":
                    controller.presentedViewBuildsHierarchy = context.bool(item, key: fieldName, subject: subject, default: false)
                default: context.unknownKey(field, in: "presentation controller '\(name)'", known: keys)
                }
            }
            description.presentationControllers.append(controller)
        }
    }

    private mutating func decodeTransitioningDelegates(_ value: Value) {
        for (name, key, body) in namedEntries(value, what: "transitioningDelegates") {
            description.transitioningDelegates.append(
                transitioningDelegate(body, name: name, location: key.location, isInline: false))
        }
    }

    /// A named delegate, or an inline one (named after its presentation).
    private mutating func transitioningDelegate(_ body: Value, name: String, location: Location, isInline: Bool) -> TransitioningDelegate {
        let keys = ["class", "retained", "animator", "dismissAnimator", "interactionController",
                    "dismissInteractionController", "presentationController"]
        var delegate = TransitioningDelegate(name: name, location: location, isInline: isInline)
        for (field, item) in fields(of: body, what: isInline ? "the inline transitioning delegate of '\(name)'" : "transitioning delegate '\(name)'") {
            let fieldName = keyName(field) ?? ""
            let subject = delegate.subject(fieldName)
            switch fieldName {
            case "class": delegate.className = context.string(item, key: fieldName, subject: subject)
            case "retained": delegate.retained = context.bool(item, key: fieldName, subject: subject, default: true)
            case "animator":
                delegate.animatorField = Field(true, at: item.location)
                delegate.animator = optionalReference(item, key: fieldName, subject: subject)
            case "dismissAnimator":
                delegate.dismissAnimatorField = Field(true, at: item.location)
                delegate.dismissAnimator = optionalReference(item, key: fieldName, subject: subject)
            case "interactionController":
                delegate.interactionControllerField = Field(true, at: item.location)
                delegate.interactionController = optionalReference(item, key: fieldName, subject: subject)
            case "dismissInteractionController":
                delegate.dismissInteractionControllerField = Field(true, at: item.location)
                delegate.dismissInteractionController = optionalReference(item, key: fieldName, subject: subject)
            case "presentationController":
                delegate.presentationControllerField = Field(true, at: item.location)
                delegate.presentationController = optionalReference(item, key: fieldName, subject: subject)
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
        for item in context.items(of: value) {
            let index = description.presentations.count
            var presentation = Presentation(index: index, location: item.location, defaultStyle: defaultStyle)
            guard context.isMapping(item, what: "a presentation", subject: "presentation \(index + 1)"),
                  context.kind(item) == .mapping else { continue }
            let written = decodePresentation(item, into: &presentation)
            if let id = presentation.id.value, let location = presentation.id.location {
                if let first = firstIDs[id] {
                    context.schema("presentation id '\(id)' is used twice; ids must be unique",
                                   at: location, subject: "presentation '\(id)' id")
                    context.findings[context.findings.count - 1].notes.append(Note(first, "'\(id)' first used here"))
                } else {
                    firstIDs[id] = location
                }
            }
            for key in ["from", "to"] where !written.contains(key) {
                context.schema("presentation \(index + 1) has no '\(key)'; '\(key)' is required",
                               at: Location(range: SourceRange(at: item.location.range.start), anchored: item.location.anchored),
                               subject: presentation.subject(key))
            }
            description.presentations.append(presentation)
        }
    }

    /// Decodes a presentation's keys; returns the names of the keys written.
    private mutating func decodePresentation(_ item: Value, into presentation: inout Presentation) -> Set<String> {
        let keys = ["id", "from", "to", "method", "style", "transition", "animated", "transitioningDelegate",
                    "popover", "sheet", "adaptiveStyle"]
        let entries = context.entries(of: item)
        // Read the id first so that every subject names the presentation the same way.
        for (field, value) in entries where keyName(field) == "id" {
            presentation.id = context.string(value, key: "id", subject: "presentation id")
        }
        var written: Set<String> = []
        for (field, value) in entries {
            let fieldName = keyName(field) ?? ""
            let subject = presentation.subject(fieldName)
            written.insert(fieldName)
            switch fieldName {
            case "id": break
            case "from": presentation.from = optionalReference(value, key: fieldName, subject: subject)
            case "to": presentation.to = optionalReference(value, key: fieldName, subject: subject)
            case "method": presentation.method = context.enumeration(value, key: fieldName, subject: subject, default: .present)
            case "style": presentation.style = context.enumeration(value, key: fieldName, subject: subject, default: defaultStyle)
            case "transition":
                presentation.transition = context.enumeration(value, key: fieldName, subject: subject, default: .coverVertical)
            case "animated": presentation.animated = context.bool(value, key: fieldName, subject: subject, default: true)
            case "transitioningDelegate":
                if context.kind(value) == .mapping {
                    let delegate = transitioningDelegate(
                        value, name: presentation.label, location: value.location, isInline: true)
                    description.transitioningDelegates.append(delegate)
                    presentation.transitioningDelegate = Reference(
                        name: delegate.name, location: value.location, target: description.transitioningDelegates.count - 1)
                } else {
                    presentation.transitioningDelegate = optionalReference(value, key: fieldName, subject: subject)
                }
            case "popover": presentation.popover = popover(value, label: presentation.label)
            case "sheet": presentation.sheet = sheet(value, label: presentation.label)
            case "adaptiveStyle":
                let style = context.enumeration(value, key: fieldName, subject: subject, default: PresentationStyle.none)
                presentation.adaptiveStyle = style.map { $0 }
            default: context.unknownKey(field, in: "presentation '\(presentation.label)'", known: keys)
            }
        }
        return written
    }

    private mutating func popover(_ value: Value, label: String) -> Popover? {
        let keys = ["sourceView", "sourceRect", "barButtonItem", "sourceItem", "preparesAnchorInDelegate", "preferredContentSize"]
        guard context.isMapping(value, what: "'popover'", subject: "presentation '\(label)' popover") else { return nil }
        var popover = Popover(location: value.location)
        for (field, item) in fields(of: value, what: "'popover'") {
            let fieldName = keyName(field) ?? ""
            let subject = "presentation '\(label)' popover \(fieldName)"
            switch fieldName {
            case "sourceView": popover.sourceView = context.string(item, key: fieldName, subject: subject)
            case "barButtonItem": popover.barButtonItem = context.string(item, key: fieldName, subject: subject)
            case "sourceItem": popover.sourceItem = context.string(item, key: fieldName, subject: subject)
            case "sourceRect": popover.sourceRect = numbers(item, count: 4, key: fieldName, shape: "[x, y, width, height]", subject: subject)
            case "preferredContentSize":
                popover.preferredContentSize = numbers(item, count: 2, key: fieldName, shape: "[width, height]", subject: subject)
            case "preparesAnchorInDelegate":
                popover.preparesAnchorInDelegate = context.bool(item, key: fieldName, subject: subject, default: false)
            default: context.unknownKey(field, in: "'popover'", known: keys)
            }
        }
        return popover
    }

    private mutating func numbers(_ value: Value, count: Int, key: String, shape: String, subject: String) -> Field<[Double]?> {
        if context.isNull(value) { return Field(nil, at: value.location) }
        if context.kind(value) == .sequence {
            let items = context.items(of: value).compactMap { context.plainNumber($0) }
            if items.count == count, context.document.children(value.node).count == count {
                return Field(items, at: value.location)
            }
        }
        return context.invalid(value, expected: "\(count) numbers, \(shape)", key: key, subject: subject, default: nil)
    }

    private mutating func sheet(_ value: Value, label: String) -> Sheet? {
        let keys = ["detents", "prefersGrabberVisible", "largestUndimmedDetent"]
        guard context.isMapping(value, what: "'sheet'", subject: "presentation '\(label)' sheet") else { return nil }
        var sheet = Sheet(location: value.location)
        for (field, item) in fields(of: value, what: "'sheet'") {
            let fieldName = keyName(field) ?? ""
            let subject = "presentation '\(label)' sheet \(fieldName)"
            switch fieldName {
            case "detents":
                guard context.isSequence(item, what: "'detents'", subject: subject) else { continue }
                var detents: [Detent] = []
                for detent in context.items(of: item) {
                    let decoded = context.enumeration(detent, key: fieldName, subject: subject, default: Detent.large)
                    if !decoded.isInvalid {
                        detents.append(decoded.value)
                        sheet.detentLocations.append(detent.location)
                    }
                }
                sheet.detents = Field(detents, at: item.location)
            case "prefersGrabberVisible":
                sheet.prefersGrabberVisible = context.bool(item, key: fieldName, subject: subject, default: false)
            case "largestUndimmedDetent":
                let detent = context.enumeration(item, key: fieldName, subject: subject, default: Detent.large)
                sheet.largestUndimmedDetent = detent.map { $0 }
            default: context.unknownKey(field, in: "'sheet'", known: keys)
            }
        }
        return sheet
    }
}
