import ArgumentParser

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `lint`'s help without the `--version` line. ArgumentParser lists the root's
/// `--version` under every subcommand, but `lint` refuses it (see `main.swift`):
/// the help must not offer an option that the command rejects.
enum LintHelp {
    /// Ends the process for `error` as ArgumentParser does, with `lint`'s help
    /// (from `lint --help`, `lint -h` or `help lint`) printed without `--version`.
    static func end(withError error: Error) -> Never {
        let message = PresentLint.fullMessage(for: error)
        guard PresentLint.exitCode(for: error) == .success, message.contains("USAGE: presentlint lint ") else {
            PresentLint.exit(withError: error)
        }
        print(withoutVersion(message))
        exit(ExitCode.success.rawValue)
    }

    /// `help` without its `--version` option line.
    static func withoutVersion(_ help: String) -> String {
        help.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("  --version ") }
            .joined(separator: "\n")
    }
}
