import PresentLintKit

let arguments = Array(CommandLine.arguments.dropFirst())
if let word = HelpInCluster.word(in: arguments) { HelpInCluster.reject(word, in: arguments) }
HelpTopic.check(arguments)
if let (options, paths) = LintPaths.split(arguments) {
    // `--version` is presentlint's own option: after `lint`, ArgumentParser would print the
    // version and exit 0 without linting. There it is an unknown option, as cli.md lists it.
    if options.contains("--version") { HelpInCluster.reject("--version", in: arguments) }
    // A large file's read overlaps the parsing of the options and the configuration.
    if let first = paths.first, first != "-" { FileReader.readAhead(first) }
    // ArgumentParser reads the options; the paths go straight to the command.
    do {
        var command = try PresentLint.parseAsRoot(options)
        if var lint = command as? Lint {
            lint.paths = paths
            command = lint
        }
        try command.run()
    } catch {
        LintHelp.end(withError: error)
    }
} else {
    do {
        var command = try PresentLint.parseAsRoot(arguments)
        try command.run()
    } catch {
        LintHelp.end(withError: error)
    }
}
