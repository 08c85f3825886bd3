import PresentLintCore

/// A currentContext presentation with no context-defining screen is handled by the window's root.
public struct CurrentContextFallback: Rule {
    public static let description = RuleDescription(
        id: "current-context-fallback", severity: .info,
        summary: "A currentContext or overCurrentContext presentation has no screen that defines a presentation context, so the window's root covers it.")

    public init() {}

    /// At most this many screens that write `definesPresentationContext: false` get a note.
    static let writtenNotes = 8

    public func check(_ analysis: Analysis, into findings: inout FindingCollector) {
        let screens = analysis.description.screens
        // Computed once for all screens, on the first fallback: a deep chain is walked once, not once per presentation.
        var nearestInvalid: [Int32] = [], nearestWritten: [Int32] = []
        for facts in analysis.presentations.matching({ $0.contextIsRootFallback && !$0.isPushed }) {
            guard let style = facts.effectiveStyle, style.isCurrentContextFamily,
                  let rootReference = analysis.description.root, let root = rootReference.target,
                  let fromReference = facts.presentation.from, let from = fromReference.target
            else { continue }
            if nearestInvalid.isEmpty {
                let traits = analysis.screenTraits
                nearestInvalid = analysis.nearestScreens { traits[$0].contains(.invalidDefinesPresentationContext) }
                nearestWritten = analysis.nearestScreens { traits[$0].contains(.writesDefinesPresentationContext) }
            }
            if nearestInvalid[from] >= 0 { continue }
            let rootName = screens[root].name
            let fromScreen = screens[from]
            var notes = [Note(rootReference.location, "the window's root view controller '\(rootName)' becomes the presentation context")]
            // The nearest screens that write `definesPresentationContext: false`; a deep chain of them is summed up.
            var written: [Screen] = []
            var next = nearestWritten[from]
            while next >= 0, written.count <= Self.writtenNotes {
                written.append(screens[Int(next)])
                next = analysis.container(of: Int(next)).map { nearestWritten[$0] } ?? -1
            }
            for screen in written.prefix(Self.writtenNotes) {
                notes.append(Note(screen.definesPresentationContext.location!, "'\(screen.name)' does not define a presentation context"))
            }
            if written.count > Self.writtenNotes, let last = written[Self.writtenNotes - 1].definesPresentationContext.location {
                notes.append(Note(last, "more containers above '\(written[Self.writtenNotes - 1].name)' do not define one either"))
            }
            if fromScreen.definesPresentationContext.location == nil {
                notes.append(Note(fromReference.location, "\(facts.name) is presented from '\(fromScreen.name)'"))
            }
            let effect = from == root
                ? ", which is '\(fromScreen.name)' itself; set 'definesPresentationContext: true' on it to make the context explicit"
                : ": the presented screen covers all of '\(rootName)', not just '\(fromScreen.name)'. Set 'definesPresentationContext: true' on '\(fromScreen.name)' or on the container whose area it should cover"
            findings.report(
                "\(facts.name) uses \(style.rawValue), but no screen from '\(fromScreen.name)' upwards defines a presentation context, so UIKit asks the window's root view controller '\(rootName)' to handle the presentation\(effect)",
                at: facts.styleLocation, notes: notes, subject: facts.presentation.subject("style"), presentation: facts.presentation)
        }
    }
}
