import PresentLintKit

let arguments = Array(CommandLine.arguments.dropFirst())
if let word = HelpInCluster.word(in: arguments) { HelpInCluster.reject(word, in: arguments) }
if let (options, paths) = LintPaths.split(arguments) {
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
        PresentLint.exit(withError: error)
    }
} else {
    PresentLint.main(arguments)
}
