import PresentLintCore

/// A currentContext presentation with no context-defining screen is handled by the window's root.
public struct CurrentContextFallback: Rule {
    public static let description = RuleDescription(
        id: "current-context-fallback", severity: .info,
        summary: "A currentContext or overCurrentContext presentation has no screen that defines a presentation context, so the window's root covers it.")

    public init() {}

    public func check(_ analysis: Analysis, into findings: inout FindingCollector) {
        for facts in analysis.presentations.matching({ $0.contextIsRootFallback && !$0.isPushed }) {
            guard let style = facts.effectiveStyle, style.isCurrentContextFamily,
                  let rootReference = analysis.description.root, let root = rootReference.target,
                  let fromReference = facts.presentation.from, let from = fromReference.target
            else { continue }
            let chain = ([from] + analysis.ancestors(of: from)).map { analysis.description.screens[$0] }
            if chain.contains(where: { $0.definesPresentationContext.isInvalid }) { continue }
            let rootName = analysis.description.screens[root].name
            let fromScreen = chain[0]
            var notes = [Note(rootReference.location, "the window's root view controller '\(rootName)' becomes the presentation context")]
            for screen in chain {
                if let written = screen.definesPresentationContext.location {
                    notes.append(Note(written, "'\(screen.name)' does not define a presentation context"))
                }
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
