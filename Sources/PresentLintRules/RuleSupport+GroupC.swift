import PresentLintCore

/// Queries and wording shared by the presentation-controller lifecycle and hierarchy rules.
extension Analysis {
    /// The presentations that use presentation controller `index`: their transitioning
    /// delegate vends it and their effective style is `custom`, the only style for
    /// which UIKit asks for it (pushed presentations do not use the delegate at all).
    func presentations(usingPresentationController index: Int) -> [PresentationFacts] {
        presentationIndices(usingPresentationController: index).map { presentations[$0] }
    }

    /// Notes at the presentations that use presentation controller `index`, and at
    /// the delegates that vend it (each delegate once).
    func usageNotes(ofPresentationController index: Int) -> [Note] {
        var notes: [Note] = []
        var vendedNotes: Set<Note> = []
        for facts in presentations(usingPresentationController: index) {
            guard let delegate = facts.delegate, let reference = delegate.presentationController else { continue }
            let vended = Note(reference.location, "\(delegate.displayName) returns it from presentationController(forPresented:presenting:source:)")
            if vendedNotes.insert(vended).inserted { notes.append(vended) }
            notes.append(Note(facts.presentation.location, "presentation \(facts.name) uses it"))
        }
        return notes
    }

    /// "used by 'a' and 'b'", or "no presentation uses it yet", for messages.
    func usersText(ofPresentationController index: Int) -> String {
        let names = presentations(usingPresentationController: index).map(\.name)
        return names.isEmpty ? "no presentation uses it yet" : "used by \(ListWording.join(names))"
    }

    /// Per screen, the nearest navigationController at or above it, or -1 (`nearestScreens`):
    /// for rules that ask it of many pushes, so that a deep chain is walked once.
    func navigationControllersAbove() -> [Int32] {
        nearestScreens { screenTraits[$0].contains(.navigationController) }
    }

    /// The container listing `screen` in its `children`, with the entry's location.
    func childListing(of screen: Int) -> (container: Int, location: Location)? {
        guard screen < description.parents.count, let container = description.parents[screen],
              let entry = childEntryIndex(of: screen)
        else { return nil }
        return (container, description.screens[container].children[entry].location)
    }

    /// A note at `root`, naming where the window hierarchy starts.
    var windowRootNote: Note? {
        guard let root = description.root, let index = root.target else { return nil }
        return Note(root.location, "the window hierarchy starts at root '\(description.screens[index].name)'")
    }
}

/// Message wording for lists of names.
enum ListWording {
    /// "'a'", "'a' and 'b'", "'a', 'b' and 'c'".
    static func join(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + items.last!
    }
}
