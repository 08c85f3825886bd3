import PresentLintCore

/// `show` from inside a navigation controller pushes, ignoring every presentation setting.
public struct ShowPushesInNavigation: Rule {
    public static let description = RuleDescription(
        id: "show-pushes-in-navigation", severity: .warning,
        summary: "A 'method: show' presentation from inside a navigation controller is pushed, so its presentation settings are ignored.")

    public init() {}

    public func check(_ analysis: Analysis, into findings: inout FindingCollector) {
        // Each screen's nearest navigationController, found in one pass on the first push (not one walk per push).
        var nearestNavigation: [Int32] = []
        for facts in analysis.presentations.matching({ $0.isPushed }) {
            let presentation = facts.presentation
            guard let method = presentation.method.location, let from = presentation.from?.target else { continue }
            if nearestNavigation.isEmpty {
                nearestNavigation = analysis.navigationControllersAbove()
            }
            guard nearestNavigation[from] >= 0 else { continue }
            let navigation = Int(nearestNavigation[from])
            let ignored: [(key: String, location: Location?)] = [
                ("style", presentation.style.location),
                ("transition", presentation.transition.location),
                ("transitioningDelegate", presentation.transitioningDelegate?.location),
                ("popover", presentation.popover?.location),
                ("sheet", presentation.sheet?.location),
            ]
            let written = ignored.compactMap { item in item.location.map { (key: item.key, location: $0) } }
            guard !written.isEmpty else { continue }
            let screens = analysis.description.screens
            let navigationName = screens[navigation].name
            let toName = presentation.to?.name ?? "the screen"
            var notes = written.map { Note($0.location, "'\($0.key)' is ignored when the screen is pushed") }
            notes.append(Note(screens[navigation].nameLocation,
                              navigation == from ? "'\(navigationName)' is a navigationController" : "'\(screens[from].name)' is inside navigationController '\(navigationName)'"))
            let keys = ListWording.join(written.map { "'\($0.key)'" })
            findings.report(
                "\(facts.name) uses 'method: show' from inside navigationController '\(navigationName)', so UIKit pushes '\(toName)' onto the navigation stack instead of presenting it modally, and \(keys) \(written.count == 1 ? "is" : "are") ignored. Use 'method: present' to present it with these settings, or remove them",
                at: method, notes: notes, subject: presentation.subject("method"), presentation: presentation)
        }
    }
}
