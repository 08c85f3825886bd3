import ArgumentParser
import PresentLintCore
import PresentLintKit

/// `presentlint rules`.
struct Rules: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List every rule with its default severity, then the description errors and unused-suppression.")

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, json }

    @Option(help: "text or json.")
    var format: Format = .text

    func run() throws {
        let rules = RuleCatalog.allDescriptions
        switch format {
        case .text:
            let width = rules.map(\.id.count).max() ?? 0
            var output = ""
            for rule in rules {
                let padding = String(repeating: " ", count: width - rule.id.count)
                let severity = rule.severity.rawValue + String(repeating: " ", count: max(0, 8 - rule.severity.rawValue.count))
                output += "\(rule.id)\(padding)  \(severity)  \(rule.summary)\n"
            }
            try Output.write(output)
        case .json:
            try Output.write(RulesJSON.render(rules))
        }
    }
}
