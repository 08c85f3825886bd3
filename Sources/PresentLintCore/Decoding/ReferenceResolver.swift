/// Resolves every name of a description to its definition and reports
/// `unknown-reference` with a suggestion. Suggestion indexes are built only
/// when a name is missing, once per kind of definition.
enum ReferenceResolver {
    static func resolve(_ description: inout NavigationDescription, into context: inout DecodingContext) {
        var screens = NameTable(kind: "screen", section: "screens", names: description.screens.map(\.name))
        var delegates = NameTable(
            kind: "transitioning delegate", section: "transitioningDelegates",
            names: description.transitioningDelegates.map { $0.isInline ? "" : $0.name })
        var animators = NameTable(kind: "animator", section: "animators", names: description.animators.map(\.name))
        var interactions = NameTable(
            kind: "interaction controller", section: "interactionControllers",
            names: description.interactionControllers.map(\.name))
        var controllers = NameTable(
            kind: "presentation controller", section: "presentationControllers",
            names: description.presentationControllers.map(\.name))

        screens.resolve(&description.root, subject: "root", into: &context)
        for index in description.screens.indices {
            let subject = description.screens[index].subject("children")
            for child in description.screens[index].children.indices {
                screens.resolve(&description.screens[index].children[child], subject: subject, into: &context)
            }
        }
        for index in description.presentations.indices {
            var presentation = description.presentations[index]
            screens.resolve(&presentation.from, subject: presentation.subject("from"), into: &context)
            screens.resolve(&presentation.to, subject: presentation.subject("to"), into: &context)
            if presentation.transitioningDelegate?.target == nil {
                delegates.resolve(&presentation.transitioningDelegate, subject: presentation.subject("transitioningDelegate"), into: &context)
            }
            description.presentations[index] = presentation
        }
        for index in description.transitioningDelegates.indices {
            var delegate = description.transitioningDelegates[index]
            animators.resolve(&delegate.animator, subject: delegate.subject("animator"), into: &context)
            animators.resolve(&delegate.dismissAnimator, subject: delegate.subject("dismissAnimator"), into: &context)
            interactions.resolve(&delegate.interactionController, subject: delegate.subject("interactionController"), into: &context)
            interactions.resolve(
                &delegate.dismissInteractionController, subject: delegate.subject("dismissInteractionController"), into: &context)
            controllers.resolve(&delegate.presentationController, subject: delegate.subject("presentationController"), into: &context)
            description.transitioningDelegates[index] = delegate
        }
    }
}

/// The definitions of one kind, by name (the first definition of a name wins).
private struct NameTable {
    let kind: String
    let section: String
    let names: [String]
    private let indexByName: [String: Int]
    private var suggestions: Suggestions?

    init(kind: String, section: String, names: [String]) {
        self.kind = kind
        self.section = section
        self.names = names
        var index: [String: Int] = [:]
        index.reserveCapacity(names.count)
        for (position, name) in names.enumerated() where !name.isEmpty && index[name] == nil {
            index[name] = position
        }
        indexByName = index
    }

    mutating func resolve(_ reference: inout Reference?, subject: String, into context: inout DecodingContext) {
        guard var resolved = reference else { return }
        resolve(&resolved, subject: subject, into: &context)
        reference = resolved
    }

    mutating func resolve(_ reference: inout Reference, subject: String, into context: inout DecodingContext) {
        if let target = indexByName[reference.name] {
            reference.target = target
            return
        }
        if suggestions == nil { suggestions = Suggestions(names.filter { !$0.isEmpty }) }
        let hint = suggestions!.hint(for: reference.name)
        context.error(
            DescriptionErrors.unknownReference,
            "no \(kind) named '\(reference.name)' is defined under '\(section)'\(hint)",
            at: reference.location, subject: "\(subject) \(reference.name)")
    }
}
