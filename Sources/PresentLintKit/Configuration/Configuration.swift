import PresentLintCore

/// The settings of a `.presentlint.yml` file (cli.md, "Configuration file").
public struct Configuration: Sendable, Equatable {
    /// Globs (relative to the configuration's directory) that directory searches
    /// keep. Default: `**/*.nav.yml`, `**/*.nav.yaml`.
    public var include: [String]
    /// Globs of files and directories never linted, not even when named on the command line.
    public var exclude: [String]
    /// Warnings fail the run (as `--strict` does).
    public var strict: Bool
    /// Severity by rule id; `nil` turns a rule off.
    public var rules: [String: Severity?]
    /// The directory the globs are relative to (the configuration file's own).
    public var directory: String

    public static let defaultInclude = ["**/*.nav.yml", "**/*.nav.yaml"]

    public init(
        include: [String] = Configuration.defaultInclude, exclude: [String] = [], strict: Bool = false,
        rules: [String: Severity?] = [:], directory: String = "."
    ) {
        self.include = include
        self.exclude = exclude
        self.strict = strict
        self.rules = rules
        self.directory = directory
    }

    /// The file selection these globs describe.
    public var selection: FileSelection {
        FileSelection(include: include.map(Glob.init), exclude: exclude.map(Glob.init), base: directory)
    }
}

/// A `.presentlint.yml` that cannot be used: every problem found in it, each
/// with its position, so that all of them can be fixed at once.
public struct ConfigurationError: Error, Sendable, CustomStringConvertible {
    /// One problem; `line` is 0 for a problem with the file as a whole.
    public struct Problem: Sendable, Equatable {
        public let line: Int
        public let column: Int
        public let message: String

        public init(line: Int, column: Int, message: String) {
            self.line = line
            self.column = column
            self.message = message
        }
    }

    public let path: String
    public let problems: [Problem]

    public init(path: String, problems: [Problem]) {
        self.path = path
        self.problems = problems
    }

    /// One `path:line:column: message` line per problem (`path: message` for
    /// a problem with the file as a whole, whose line is 0).
    public var description: String {
        problems.map { problem in
            problem.line > 0 ? "\(path):\(problem.line):\(problem.column): \(problem.message)" : "\(path): \(problem.message)"
        }.joined(separator: "\n")
    }
}
