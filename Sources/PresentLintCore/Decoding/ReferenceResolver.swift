import PresentLintYAML

/// Resolves every name of a description to its definition and reports
/// `unknown-reference` with a suggestion. Names are looked up by the id of
/// their text in the document (no hashing of strings); suggestion indexes are
/// built only when a name is missing, once per kind of definition.
enum ReferenceResolver {
    static func resolve(_ description: inout NavigationDescription, into context: inout DecodingContext) {
        var screens = NameTable(
            kind: "screen", section: "screens",
            definitions: description.screens.map { ($0.name, $0.nameID) })
        var delegates = NameTable(
            kind: "transitioning delegate", section: "transitioningDelegates",
            definitions: description.transitioningDelegates.map { $0.isInline ? ("", -1) : ($0.name, $0.nameID) })
        var animators = NameTable(
            kind: "animator", section: "animators",
            definitions: description.animators.map { ($0.name, $0.nameID) })
        var interactions = NameTable(
            kind: "interaction controller", section: "interactionControllers",
            definitions: description.interactionControllers.map { ($0.name, $0.nameID) })
        var controllers = NameTable(
            kind: "presentation controller", section: "presentationControllers",
            definitions: description.presentationControllers.map { ($0.name, $0.nameID) })

        screens.resolve(&description.rootSlot, subject: "root", into: &context)
        for screen in description.screens where !screen.children.isEmpty {
            for child in screen.children.indices {
                screens.resolve(&screen.children[child], nameID: screen.childNameIDs[child], subject: screen.subject("children"), into: &context)
            }
        }
        for presentation in description.presentations {
            // Resolved in copies: a subject reads the presentation's label, which reads these slots.
            var from = presentation.fromSlot, to = presentation.toSlot
            screens.resolve(&from, subject: presentation.subject("from"), into: &context)
            screens.resolve(&to, subject: presentation.subject("to"), into: &context)
            presentation.fromSlot = from
            presentation.toSlot = to
            if var delegate = presentation.transitioningDelegateSlot, delegate.target < 0 {
                var slot: ReferenceSlot? = delegate
                delegates.resolve(&slot, subject: presentation.subject("transitioningDelegate"), into: &context)
                delegate = slot ?? delegate
                presentation.transitioningDelegateSlot = delegate
            }
        }
        for delegate in description.transitioningDelegates {
            animators.resolve(&delegate.animatorSlot, subject: delegate.subject("animator"), into: &context)
            animators.resolve(&delegate.dismissAnimatorSlot, subject: delegate.subject("dismissAnimator"), into: &context)
            interactions.resolve(&delegate.interactionControllerSlot, subject: delegate.subject("interactionController"), into: &context)
            interactions.resolve(
                &delegate.dismissInteractionControllerSlot, subject: delegate.subject("dismissInteractionController"), into: &context)
            controllers.resolve(&delegate.presentationControllerSlot, subject: delegate.subject("presentationController"), into: &context)
        }
    }
}

/// The definitions of one kind, by the id of their name (the first definition of a name wins).
private struct NameTable {
    let kind: String
    let section: String
    let names: [String]
    /// Per scalar id: the index of the first definition with that name, or -1.
    private var indexByID: [Int32]
    private var suggestions: Suggestions?

    init(kind: String, section: String, definitions: [(name: String, id: Int32)]) {
        self.kind = kind
        self.section = section
        names = definitions.map(\.name)
        let idCount = Int(definitions.lazy.map(\.id).max() ?? -1) + 1
        indexByID = [Int32](repeating: -1, count: idCount)
        for (position, definition) in definitions.enumerated() where definition.id >= 0 && !definition.name.isEmpty {
            if indexByID[Int(definition.id)] < 0 { indexByID[Int(definition.id)] = Int32(position) }
        }
    }

    private func target(ofID id: Int32) -> Int32? {
        guard id >= 0, Int(id) < indexByID.count else { return nil }
        let target = indexByID[Int(id)]
        return target >= 0 ? target : nil
    }

    mutating func resolve(_ slot: inout ReferenceSlot?, subject: @autoclosure () -> String, into context: inout DecodingContext) {
        guard var resolved = slot else { return }
        if let target = target(ofID: resolved.nameID) {
            resolved.target = target
            // The same text as the definition's name: share its storage rather than keep a copy.
            resolved.name = names[Int(target)]
        } else {
            report(resolved.name, at: context.positions.location(resolved.position), subject: subject(), into: &context)
        }
        slot = resolved
    }

    mutating func resolve(
        _ reference: inout Reference, nameID: Int32, subject: @autoclosure () -> String, into context: inout DecodingContext
    ) {
        if let target = target(ofID: nameID) {
            reference.target = Int(target)
            reference.name = names[Int(target)]
            return
        }
        report(reference.name, at: reference.location, subject: subject(), into: &context)
    }

    private mutating func report(_ name: String, at location: Location, subject: String, into context: inout DecodingContext) {
        if suggestions == nil { suggestions = Suggestions(names.filter { !$0.isEmpty }) }
        let hint = suggestions!.hint(for: name)
        context.error(
            DescriptionErrors.unknownReference,
            "no \(kind) named '\(name)' is defined under '\(section)'\(hint)",
            at: location, subject: "\(subject) \(name)")
    }
}
