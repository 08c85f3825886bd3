import PresentLintCore

/// Presenting a view controller that is already in the hierarchy throws, and
/// so does pushing one that is already on the same navigation stack.
public struct PresentActiveController: Rule {
    public static let description = RuleDescription(
        id: "present-active-controller", severity: .error,
        summary: "A presentation presents the window's root, a container's child or its own presenter, or pushes a screen already on the stack; UIKit throws.")

    public init() {}

    public func check(_ analysis: Analysis, into findings: inout FindingCollector) {
        let screens = analysis.description.screens
        let rootTarget = analysis.description.root?.target
        var navigationAbove: [Int32] = []
        // Most presentations present a screen that is not active: decided from the summaries.
        for facts in analysis.presentations.matching({ summary in
            guard let target = summary.toIndex else { return false }
            let isActive = target == summary.fromIndex || analysis.childEntryIndex(of: target) != nil
            return isActive || !summary.isPushed && target == rootTarget
        }) {
            if facts.isPushed {
                if navigationAbove.isEmpty { navigationAbove = analysis.navigationControllersAbove() }
                checkPush(facts, navigationAbove: navigationAbove, in: analysis, into: &findings)
                continue
            }
            // With an invalid `method`, whether the screen is presented or pushed is unknown.
            guard let target = facts.toIndex, let to = facts.presentation.to, !facts.presentation.method.isInvalid else { continue }
            let name = screens[target].name
            var reasons: [String] = []
            var notes: [Note] = []
            if let root = analysis.description.root, root.target == target {
                reasons.append("the window's root view controller")
                notes.append(Note(root.location, "'\(name)' is the window's root view controller"))
            }
            if let listing = analysis.childListing(of: target) {
                let container = screens[listing.container]
                // A kind written invalidly is unknown: the container is named without it.
                let kind = container.kind.isInvalid ? "" : "\(container.kind.value.rawValue) "
                reasons.append("a child of \(kind)'\(container.name)'")
                notes.append(Note(listing.location, "'\(name)' is listed here as a child of '\(container.name)'"))
            }
            if let from = facts.presentation.from, from.target == target {
                reasons.append("the presenting screen itself")
                notes.append(Note(from.location, "'\(name)' is also the presenting screen"))
            }
            guard !reasons.isEmpty else { continue }
            findings.report(
                "\(facts.name) presents '\(name)', which is already active as \(ListWording.join(reasons)); UIKit throws \"Application tried to present modally an active controller\". Present a separate screen (for example a new navigationController that holds the content) instead",
                at: to.location, notes: notes, subject: facts.presentation.subject("to"), presentation: facts.presentation)
        }
    }

    /// A `show` that pushes a screen already on the stack of the navigation
    /// controller that pushes it: the presenting screen itself, or one of the
    /// controller's `children`. (A child of another container is moved, not
    /// duplicated: `addChild(_:)` first removes it from its container.)
    /// `navigationAbove`: `Analysis.navigationControllersAbove()`.
    private func checkPush(
        _ facts: PresentationFacts, navigationAbove: [Int32], in analysis: Analysis, into findings: inout FindingCollector
    ) {
        let screens = analysis.description.screens
        guard let target = facts.toIndex, let to = facts.presentation.to, let from = facts.presentation.from,
              let fromIndex = from.target, navigationAbove[fromIndex] >= 0
        else { return }
        let navigation = Int(navigationAbove[fromIndex])
        guard target != navigation else { return }
        let listing = analysis.childListing(of: target)
        let navigationName = screens[navigation].name
        let name = screens[target].name
        let note: Note
        if target == fromIndex, listing == nil || listing?.container == navigation {
            note = Note(from.location, "'\(name)' is the presenting screen, already on the stack of '\(navigationName)'")
        } else if let listing, listing.container == navigation {
            note = Note(listing.location, "'\(name)' is listed here on the stack of '\(navigationName)'")
        } else {
            return
        }
        findings.report(
            "\(facts.name) pushes '\(name)' onto navigationController '\(navigationName)', whose stack already holds it; UIKit throws \"Pushing the same view controller instance more than once is not supported\". Push a separate screen, or go back to the one on the stack (popToViewController) instead",
            at: to.location, notes: [note], subject: facts.presentation.subject("to"), presentation: facts.presentation)
    }
}
