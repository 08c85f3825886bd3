import ArgumentParser

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A single-dash word such as `-hidden.nav.yml`. ArgumentParser reads it as a
/// cluster of short options and, because the cluster holds `h`, prints the
/// help and exits 0: the file is not linted and the run passes (a pre-commit
/// hook hands staged names to `lint`). presentlint has no short option but
/// `-h`, so such a word is an unknown option, the malformed command line that
/// exits 64, as every other single-dash word is. (`reject` also reports a
/// `--version` given to `lint`, which would otherwise print the version and lint nothing.)
enum HelpInCluster {
    /// The first word before any `--` that is a cluster holding `h`, if any.
    static func word(in arguments: [String]) -> String? {
        for argument in arguments {
            if argument == "--" { return nil }
            if argument.hasPrefix("-"), !argument.hasPrefix("--"), argument.count > 2, argument.dropFirst().contains("h") {
                return argument
            }
        }
        return nil
    }

    /// Reports `word` as ArgumentParser reports any unknown option (its message
    /// and the usage of the command it was given to) and ends with its exit code.
    static func reject(_ word: String, in arguments: [String]) -> Never {
        // A stand-in without `h` is parsed in its place, so that the parser's own
        // error is the one shown; the message then names the word as it was given.
        let standIn = "-presentlint-unknown-option"
        do {
            _ = try PresentLint.parseAsRoot(arguments.map { $0 == word ? standIn : $0 })
        } catch {
            let message = PresentLint.fullMessage(for: error).replacing(standIn, with: word)
            fputs(message + "\n", stderr)
            exit(PresentLint.exitCode(for: error).rawValue)
        }
        fputs("Error: Unknown option '\(word)'\n", stderr)
        exit(ExitCode.validationFailure.rawValue)
    }
}
