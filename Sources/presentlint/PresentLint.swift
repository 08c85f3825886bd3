import ArgumentParser
import PresentLintKit

/// The `presentlint` command.
struct PresentLint: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "presentlint",
        abstract: "Lints iOS presentation descriptions against UIKit's documented behaviour.",
        version: presentlintVersion,
        subcommands: [Lint.self, Rules.self, Explain.self, Schema.self],
        defaultSubcommand: nil)
}

/// The version printed by `presentlint --version`.
let presentlintVersion = "0.1.0"
