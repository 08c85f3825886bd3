import PresentLintCore

/// A screen that nothing leads to from the window's root is never shown.
public struct UnreachableScreen: Rule {
    public static let description = RuleDescription(
        id: "unreachable-screen", severity: .info,
        summary: "A screen is not reachable from the root through children and presentations, so UIKit never shows it.")

    public init() {}

    public func check(_ analysis: Analysis, into findings: inout FindingCollector) {
        // A link that could not be read may lead anywhere: the schema error comes first.
        guard let reachable = analysis.reachable, let rootNote = analysis.windowRootNote,
              !analysis.description.hasUnreadableLinks else { return }
        let screens = analysis.description.screens
        for (index, screen) in screens.enumerated() where !reachable[index] {
            var notes = [rootNote]
            if let listing = analysis.childListing(of: index) {
                notes.append(Note(listing.location, "listed in '\(screens[listing.container].name)', which is not reachable either"))
            }
            for presentationIndex in analysis.presentedBy[index] {
                let facts = analysis.presentations[presentationIndex]
                guard let from = facts.presentation.from else { continue }
                let why = from.target == nil ? "which is not defined" : "which is not reachable either"
                notes.append(Note(from.location, "presented by \(facts.name) from '\(from.name)', \(why)"))
            }
            findings.report(
                "screen '\(screen.name)' is not reachable from the root: no chain of children and presentations leads to it, so UIKit never shows it and its settings never take effect. Present it from a reachable screen, list it in a reachable container, or remove it",
                at: screen.nameLocation, notes: notes, subject: screen.subject("reachability"))
        }
    }
}
