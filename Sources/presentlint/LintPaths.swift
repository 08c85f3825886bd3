/// The paths of a `lint` command line, taken out before ArgumentParser reads
/// it: ArgumentParser collects a repeated positional argument in time that
/// grows with the square of their number (each value copies the record of
/// every place seen so far), so that 20,000 paths, which a pre-commit hook or
/// `xargs` can pass, took 9 seconds to parse. The rest of the command line
/// (its options, and any error in it) is ArgumentParser's to read as before.
enum LintPaths {
    /// The options of `lint` whose value is the next word (`--format json`); a
    /// test compares them with the options ArgumentParser knows.
    static let optionsWithValues: Set<String> = [
        "--format", "--color", "--stdin-name", "--config", "--baseline", "--write-baseline", "--jobs",
    ]

    /// For a `lint` command line: the words for ArgumentParser and the paths,
    /// in order (every word that is neither an option nor an option's value,
    /// and every word after `--`). Nil for any other command.
    static func split(_ arguments: [String]) -> (arguments: [String], paths: [String])? {
        guard arguments.first == "lint" else { return nil }
        var kept = ["lint"], paths: [String] = []
        var index = 1
        while index < arguments.count {
            let word = arguments[index]
            index += 1
            if word == "--" {
                paths += arguments[index...]
                break
            }
            guard word.hasPrefix("-"), word != "-" else {
                paths.append(word)
                continue
            }
            kept.append(word)
            // The value goes with its option, whatever it looks like: ArgumentParser judges it.
            if optionsWithValues.contains(word), index < arguments.count {
                kept.append(arguments[index])
                index += 1
            }
        }
        return (kept, paths)
    }
}
