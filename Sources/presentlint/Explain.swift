import ArgumentParser
import PresentLintKit

/// `presentlint explain RULE`.
struct Explain: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Print a rule's documentation.")

    @Argument(help: "A rule id, as `presentlint rules` lists it.")
    var rule: String

    func run() throws {
        guard let markdown = RuleCatalog.documentation(of: rule) else {
            let hint = RuleCatalog.suggestion(for: rule).map { "; did you mean '\($0)'?" } ?? ""
            Output.error("unknown rule '\(rule)'\(hint) (`presentlint rules` lists them)")
            throw ExitCode(2)
        }
        try Output.write(markdown.hasSuffix("\n") ? markdown : markdown + "\n")
    }
}
