import PresentLintYAML

/// Resolves every name of a description to its definition and reports
/// `unknown-reference` with a suggestion. Names are looked up by the id of
/// their text in the document (no hashing of strings); the missing names are
/// reported at the end, in the order they were met, with their suggestions
/// searched in one batch per kind of definition.
enum ReferenceResolver {
    /// Resolves every name and reports the undefined ones into `context`.
    static func resolve(_ description: inout NavigationDescription, into context: inout DecodingContext) {
        let unknown = resolve(&description, positions: context.positions)
        context.findings += unknown.findings(admitting: context.aliasFilter)
    }

    /// Resolves every name; returns the undefined ones, whose findings (with
    /// their suggestions) can then be made on another thread.
    static func resolve(_ description: inout NavigationDescription, positions: PositionTable) -> UnknownReferences {
        var misses: [Miss] = []
        let screens = NameTable(
            number: 0, kind: "screen", section: "screens", description: description,
            names: description.screens.map(\.name), ids: description.screens.map(\.nameID))
        let delegates = NameTable(
            number: 1, kind: "transitioning delegate", section: "transitioningDelegates", description: description,
            names: description.transitioningDelegates.map { $0.isInline ? "" : $0.name },
            ids: description.transitioningDelegates.map { $0.isInline ? -1 : $0.nameID })
        let animators = NameTable(
            number: 2, kind: "animator", section: "animators", description: description,
            names: description.animators.map(\.name), ids: description.animators.map(\.nameID))
        let interactions = NameTable(
            number: 3, kind: "interaction controller", section: "interactionControllers", description: description,
            names: description.interactionControllers.map(\.name), ids: description.interactionControllers.map(\.nameID))
        let controllers = NameTable(
            number: 4, kind: "presentation controller", section: "presentationControllers", description: description,
            names: description.presentationControllers.map(\.name), ids: description.presentationControllers.map(\.nameID))

        screens.resolve(&description.rootSlot, subject: "root", into: &misses, positions)
        // Two independent halves, on two threads for a large description: the screens' children and
        // the first half of the presentations, then the second half and the transitioning delegates.
        // Each object is resolved by one of them, and the misses are joined in document order.
        let allScreens = description.screens, presentations = description.presentations, allDelegates = description.transitioningDelegates
        let middle = presentations.count / 2
        let (early, late) = both(
            parallel: presentations.count >= parallelThreshold,
            {
                var early = resolve(presentations[..<middle], screens: screens, delegates: delegates, positions)
                early.misses = resolveChildren(of: allScreens, screens: screens, positions) + early.misses
                return early
            },
            {
                var late = resolve(presentations[middle...], screens: screens, delegates: delegates, positions)
                late.misses += resolveReferences(
                    of: allDelegates, animators: animators, interactions: interactions, controllers: controllers, positions)
                return late
            })
        misses += early.misses + late.misses
        description.links = PresentationLinks(joining: early.links, late.links)
        return UnknownReferences(misses: misses, tables: [screens, delegates, animators, interactions, controllers])
    }

    /// Resolves the screens' `children`; returns the names missing, in order.
    private static func resolveChildren(of allScreens: [Screen], screens: NameTable, _ positions: PositionTable) -> [Miss] {
        var misses: [Miss] = []
        for screen in allScreens where !screen.children.isEmpty {
            for child in screen.children.indices {
                screens.resolve(
                    &screen.children[child], nameID: screen.childNameIDs[child], subject: screen.subject("children"),
                    into: &misses, positions)
            }
        }
        return misses
    }

    /// Resolves what the transitioning delegates name; returns the names missing, in order.
    private static func resolveReferences(
        of allDelegates: [TransitioningDelegate], animators: NameTable, interactions: NameTable, controllers: NameTable,
        _ positions: PositionTable
    ) -> [Miss] {
        var misses: [Miss] = []
        for delegate in allDelegates {
            animators.resolve(&delegate.animatorSlot, subject: delegate.subject("animator"), into: &misses, positions)
            animators.resolve(&delegate.dismissAnimatorSlot, subject: delegate.subject("dismissAnimator"), into: &misses, positions)
            interactions.resolve(&delegate.interactionControllerSlot, subject: delegate.subject("interactionController"), into: &misses, positions)
            interactions.resolve(
                &delegate.dismissInteractionControllerSlot, subject: delegate.subject("dismissInteractionController"), into: &misses, positions)
            controllers.resolve(&delegate.presentationControllerSlot, subject: delegate.subject("presentationController"), into: &misses, positions)
        }
        return misses
    }

    /// From this many presentations on, they are resolved on two threads.
    private static let parallelThreshold = 1_000

    /// Resolves the references of `presentations`; returns the names missing,
    /// in order, and the screens the presentations link (read while they are at hand).
    private static func resolve(
        _ presentations: ArraySlice<Presentation>, screens: NameTable, delegates: NameTable, _ positions: PositionTable
    ) -> (misses: [Miss], links: PresentationLinks) {
        var misses: [Miss] = []
        var links = PresentationLinks.Builder(capacity: presentations.count)
        for presentation in presentations {
            // Resolved in copies: a subject reads the presentation's label, which reads these slots.
            var from = presentation.fromSlot, to = presentation.toSlot
            screens.resolve(&from, subject: presentation.subject("from"), into: &misses, positions)
            screens.resolve(&to, subject: presentation.subject("to"), into: &misses, positions)
            presentation.fromSlot = from
            presentation.toSlot = to
            if var delegate = presentation.transitioningDelegateSlot, delegate.target < 0 {
                var slot: ReferenceSlot? = delegate
                delegates.resolve(&slot, subject: presentation.subject("transitioningDelegate"), into: &misses, positions)
                delegate = slot ?? delegate
                presentation.transitioningDelegateSlot = delegate
            }
            links.append(presentation)
        }
        return (misses, links.links)
    }

    /// A name with no definition.
    fileprivate struct Miss: Sendable {
        /// The `NameTable.number` of the kind of definition looked for.
        let table: Int
        let name: String
        let location: Location
        let subject: String
    }
}

/// The names of a description that no definition has, once it is resolved.
struct UnknownReferences: Sendable {
    fileprivate let misses: [ReferenceResolver.Miss]
    fileprivate let tables: [NameTable]

    /// About how long `findings(admitting:)` takes: the suggestions are searched among every definition of the kinds missed.
    var searchSize: Int {
        Set(misses.map(\.table)).reduce(misses.count) { $0 + tables[$1].names.count }
    }

    /// The `unknown-reference` findings, in the order the names were met, each
    /// with the closest defined name of its kind.
    func findings(admitting filter: DecodingContext.AliasFilter) -> [Finding] {
        guard !misses.isEmpty else { return [] }
        let suggestions: [[String: String?]] = tables.map { table in
            let names = misses.filter { $0.table == table.number }.map(\.name)
            guard !names.isEmpty else { return [:] }
            let unique = Array(Set(names))
            let closest = Suggestions(table.names.filter { !$0.isEmpty }).closest(toEach: unique)
            return Dictionary(uniqueKeysWithValues: zip(unique, closest))
        }
        return misses.filter { filter.admits($0.location) }.map { miss in
            let table = tables[miss.table]
            let hint = Suggestions.hint(suggesting: suggestions[miss.table][miss.name] ?? nil)
            return Finding(
                rule: DescriptionErrors.unknownReference.id, severity: .error,
                message: "no \(table.kind) named '\(miss.name)' is defined under '\(table.section)'\(hint)",
                at: miss.location, subject: "\(miss.subject) \(miss.name)")
        }
    }
}

/// The definitions of one kind, by the id of their name (the first definition of a name wins).
private struct NameTable: Sendable {
    /// The position of this kind in the resolver's list of tables.
    let number: Int
    let kind: String
    let section: String
    let names: [String]
    /// The section is not a mapping: its names are unknown, and a missing one is not reported.
    let isUnreadable: Bool
    /// Scalar ids of the section's keys that were rejected: a reference to one is not reported.
    private let rejected: Set<Int32>
    /// Per scalar id: the index of the first definition with that name, or -1.
    private var indexByID: [Int32]

    /// The definitions' `names` and the scalar ids of their texts (`ids`, parallel; -1 for none);
    /// `description` tells which sections are unreadable and which names were rejected.
    /// (Two arrays rather than one of pairs: an array of tuples is destroyed element by element
    /// through the tuple's type metadata.)
    init(number: Int, kind: String, section: String, description: NavigationDescription, names: [String], ids: [Int32]) {
        self.number = number
        self.kind = kind
        self.section = section
        isUnreadable = description.unreadableSections.contains(section)
        rejected = description.rejectedNames[section] ?? []
        self.names = names
        indexByID = [Int32](repeating: -1, count: Int(ids.max() ?? -1) + 1)
        for (position, id) in ids.enumerated() where id >= 0 && !names[position].isEmpty {
            if indexByID[Int(id)] < 0 { indexByID[Int(id)] = Int32(position) }
        }
    }

    private func target(ofID id: Int32) -> Int32? {
        guard id >= 0, Int(id) < indexByID.count else { return nil }
        let target = indexByID[Int(id)]
        return target >= 0 ? target : nil
    }

    func resolve(
        _ slot: inout ReferenceSlot?, subject: @autoclosure () -> String,
        into misses: inout [ReferenceResolver.Miss], _ positions: PositionTable
    ) {
        // An invalid value was reported when it was read: it stays unresolved, unreported.
        guard var resolved = slot, !resolved.isInvalid else { return }
        if let target = target(ofID: resolved.nameID) {
            resolved.target = target
            // The same text as the definition's name: share its storage rather than keep a copy.
            resolved.name = names[Int(target)]
        } else if !rejected.contains(resolved.nameID) {
            report(resolved.name, at: positions.location(resolved.position), subject: subject(), into: &misses)
        }
        slot = resolved
    }

    func resolve(
        _ reference: inout Reference, nameID: Int32, subject: @autoclosure () -> String,
        into misses: inout [ReferenceResolver.Miss], _ positions: PositionTable
    ) {
        if let target = target(ofID: nameID) {
            reference.target = Int(target)
            reference.name = names[Int(target)]
            return
        }
        guard !rejected.contains(nameID) else { return }
        report(reference.name, at: reference.location, subject: subject(), into: &misses)
    }

    private func report(_ name: String, at location: Location, subject: String, into misses: inout [ReferenceResolver.Miss]) {
        guard !isUnreadable else { return }
        misses.append(ReferenceResolver.Miss(table: number, name: name, location: location, subject: subject))
    }
}
