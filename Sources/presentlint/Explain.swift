import ArgumentParser
import PresentLintKit

/// `presentlint explain RULE`.
struct Explain: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Print a rule's documentation.")

    @Argument(help: "A rule id, as `presentlint rules` lists it.")
    var rule: String

    func run() throws {
        // Description errors and unused-suppression have no Rules/ doc: their summary stands in.
        let summary = RuleCatalog.description(of: rule).map { "# \($0.id)\n\n\($0.summary)\n\n- Severity: \($0.severity.rawValue)\n" }
        guard let markdown = RuleCatalog.documentation(of: rule) ?? summary else {
            let hint = RuleCatalog.suggestion(for: rule).map { "; did you mean '\($0)'?" } ?? ""
            Output.error("unknown rule '\(rule)'\(hint) (`presentlint rules` lists them)")
            throw ExitCode(2)
        }
        Output.write(markdown.hasSuffix("\n") ? markdown : markdown + "\n")
    }
}
