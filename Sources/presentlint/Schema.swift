import ArgumentParser
import PresentLintDocs

/// `presentlint schema`.
struct Schema: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema of the description format, for editors' YAML language servers.")

    func run() throws {
        try Output.write(DescriptionSchema.json)
    }
}
