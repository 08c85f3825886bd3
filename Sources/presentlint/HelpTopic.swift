import ArgumentParser

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `presentlint help TOPIC`. ArgumentParser's `help` prints the overall help
/// and exits 0 for a topic that names no subcommand (`help nope`), and ignores
/// words after the subcommand (`help lint extra`): a typo then passes as a
/// success. Here either is the malformed command line of cli.md, exit 64.
enum HelpTopic {
    /// Reports and exits 64 when `arguments` is `help` followed by anything but one subcommand's name.
    static func check(_ arguments: [String]) {
        guard arguments.first == "help", arguments.count > 1 else { return }
        let names = PresentLint.configuration.subcommands.compactMap { $0.configuration.commandName }
        let topic = arguments[1]
        // Options (`help --help`) are ArgumentParser's to judge.
        if topic.hasPrefix("-") { return }
        let problem: String
        if !names.contains(topic) {
            problem = "Unknown subcommand '\(topic)' (the subcommands are \(names.joined(separator: ", ")))"
        } else if arguments.count > 2, !arguments[2].hasPrefix("-") {
            problem = "Unexpected argument '\(arguments[2])' (help takes one subcommand)"
        } else {
            return
        }
        fputs("Error: \(problem)\nUsage: presentlint help [<subcommand>]\n", stderr)
        exit(ExitCode.validationFailure.rawValue)
    }
}
