import Foundation
import PresentLintCore
import PresentLintKit
import Testing

/// `.presentlint.yml`: parsing, every kind of mistake (with position and "did
/// you mean"), and finding the file from the current directory upwards.
@Suite struct ConfigurationTests {
    private func parse(_ text: String) throws -> Configuration {
        try Configuration.parse(Array(text.utf8), path: ".presentlint.yml", directory: "/project")
    }

    private func problems(_ text: String) -> [ConfigurationError.Problem] {
        do {
            _ = try parse(text)
            return []
        } catch let error as ConfigurationError {
            return error.problems
        } catch {
            return [.init(line: 0, column: 0, message: "unexpected \(error)")]
        }
    }

    @Test func readsEveryKey() throws {
        let configuration = try parse("""
        include: ["**/*.nav.yml", "Flows/*.yaml"]
        exclude: ["Pods/**", "**/Generated/**"]
        strict: true
        rules:
          unreachable-screen: off
          popover-missing-content-size: warning
          nil-presentation-controller: error
          unused-suppression: info
        """)
        #expect(configuration.include == ["**/*.nav.yml", "Flows/*.yaml"])
        #expect(configuration.exclude == ["Pods/**", "**/Generated/**"])
        #expect(configuration.strict)
        #expect(configuration.rules == [
            "unreachable-screen": nil, "popover-missing-content-size": .warning,
            "nil-presentation-controller": .error, "unused-suppression": .info,
        ])
        #expect(configuration.directory == "/project")
    }

    @Test func anEmptyFileIsTheDefaults() throws {
        #expect(try parse("") == Configuration(directory: "/project"))
        #expect(try parse("# nothing yet\n") == Configuration(directory: "/project"))
        #expect(Configuration(directory: "/project").include == ["**/*.nav.yml", "**/*.nav.yaml"])
    }

    @Test func unknownKeySuggestsTheClosest() {
        let found = problems("exlude: [\"Pods/**\"]\n")
        #expect(found.count == 1)
        #expect(found.first?.line == 1 && found.first?.column == 1)
        #expect(found.first?.message.contains("did you mean 'exclude'?") == true)
    }

    /// An alias without its anchor is invalid YAML (libyaml's loader rejects it): one problem at
    /// the alias that says so, not a complaint about an empty value or a merge that merged nothing.
    @Test(arguments: ["strict: *nope\n", "rules:\n  <<: *nope\n", "*nope : 1\n", "rules: { unreachable-screen: *nope }\n"])
    func anUndefinedAliasIsInvalidYAML(_ text: String) {
        let found = problems(text)
        #expect(found.count == 1)
        #expect(found.first?.message.hasPrefix("this is not valid YAML: found undefined alias: '*nope'") == true)
    }

    /// A `<<` value that is not a mapping (or an alias of one, or a sequence of them) is a bad
    /// value, reported where it is written, at the top level and under `rules`.
    @Test func aMergeOfSomethingOtherThanAMappingIsReported() throws {
        let found = problems("<<: ~\nrules: { <<: [1, { unreachable-screen: off }], partial-curl-blocks-presentation: off }\n")
        #expect(found.map { [$0.line, $0.column] } == [[1, 5], [2, 15]])
        #expect(found.allSatisfy { $0.message == "a '<<' merge value must be a mapping, an alias of one, or a sequence of them" })
        // A valid merge still applies.
        #expect(try parse("rules: { <<: { unreachable-screen: off } }\n").rules == ["unreachable-screen": nil])
    }

    @Test func unknownRuleSuggestsTheClosest() {
        let found = problems("rules:\n  unreachable-screens: off\n")
        #expect(found.map(\.line) == [2])
        #expect(found.first?.column == 3)
        #expect(found.first?.message.contains("did you mean 'unreachable-screen'?") == true)
    }

    @Test func badSeverityIsAnError() {
        let found = problems("rules:\n  unreachable-screen: warn\n  popover-missing-anchor: false\n")
        #expect(found.map(\.line) == [2, 3])
        #expect(found.first?.column == 23)
        #expect(found.first?.message.contains("did you mean 'warning'?") == true)
        #expect(found.last?.message.contains("did you mean 'off'?") == true)
        // An abbreviation that starts one severity only.
        #expect(problems("rules:\n  unreachable-screen: err\n").first?.message.contains("did you mean 'error'?") == true)
        // A value that is not a scalar, or is empty, is named for what it is.
        let shapes = problems("rules: { unreachable-screen: [a], popover-missing-anchor: {}, sheet-config-ignored: }\n").map(\.message)
        #expect(shapes.map { $0.components(separatedBy: "found ").last ?? "" } == ["a sequence", "a mapping", "an empty value"])
    }

    @Test func descriptionErrorsCannotBeConfigured() {
        for id in ["yaml-syntax", "schema", "duplicate-key", "unknown-reference", "invalid-hierarchy"] {
            let found = problems("rules:\n  \(id): warning\n")
            #expect(found.count == 1)
            #expect(found.first?.message.contains("cannot be configured") == true)
        }
    }

    /// The message names the directory the globs are relative to: the file's own, or for a
    /// file named by `--config` (read with the current directory as base) the current directory.
    @Test func anAbsoluteGlobNamesTheDirectoryGlobsAreRelativeTo() {
        func message(path: String, directory: String) -> String? {
            do {
                _ = try Configuration.parse(Array("include: [\"/tmp/**\"]\n".utf8), path: path, directory: directory)
                return nil
            } catch let error as ConfigurationError {
                return error.problems.first?.message
            } catch {
                return nil
            }
        }
        #expect(message(path: "/project/.presentlint.yml", directory: "/project")
            == "'/tmp/**' is absolute; globs are relative to the configuration file's directory")
        #expect(message(path: "/project/ci/presentlint.yml", directory: FileManager.default.currentDirectoryPath)
            == "'/tmp/**' is absolute; globs are relative to the current directory")
    }

    @Test func badValuesAreErrors() {
        #expect(problems("strict: maybe\n").map(\.message) == ["'strict' must be true or false; found 'maybe'"])
        #expect(problems("strict: ture\n").map(\.message) == ["'strict' must be true or false; found 'ture'; did you mean 'true'?"])
        #expect(problems("strict: \"true\"\n").map(\.message) == ["'strict' must be true or false; write true without quotes or tag, as a YAML boolean"])
        // As in the description, `yes` and `on` are strings (YAML 1.2).
        #expect(problems("strict: yes\n").map(\.message) == ["'strict' must be true or false; found 'yes', which YAML 1.2 reads as a string: write true"])
        #expect(problems("strict: True\n").isEmpty)
        #expect(problems("strict: !!bool true\n").isEmpty)
        #expect(problems("strict: !!str true\n").map(\.message) == ["'strict' must be true or false; write true without quotes or tag, as a YAML boolean"])
        #expect(problems("include: \"**/*.nav.yml\"\n").first?.message.contains("must be a list of globs") == true)
        #expect(problems("exclude: [\"/abs/**\"]\n").first?.message.contains("absolute") == true)
        #expect(problems("rules: [a]\n").first?.message.contains("must be a mapping") == true)
        #expect(problems("- a\n").first?.message.contains("must be a mapping") == true)
    }

    /// A broken glob would match nothing and pass quietly: it is an error.
    @Test func brokenGlobsAreErrors() throws {
        #expect(problems("include: [\"[abc\"]\n").map(\.message) == ["'[abc' is not a valid glob: its '[' has no closing ']'"])
        #expect(problems("exclude: [\"Pods/[z-a]*\"]\n").map(\.message)
            == ["'Pods/[z-a]*' is not a valid glob: the range 'z-a' is reversed, so it matches nothing"])
        #expect(problems("include: [\"{a,b\", \"a}\"]\n").map(\.message) == [
            "'{a,b' is not a valid glob: its '{' has no closing '}'",
            "'a}' is not a valid glob: its '}' has no opening '{'",
        ])
        #expect(problems("include: [\"a/[b/c]\"]\n").count == 1)
        let valid = try parse("include: [\"**/*.nav.{yml,yaml}\", \"[!a-c]x\", \"[]]\"]\n")
        #expect(valid.include.count == 3)
        // Braces are counted before they are expanded: 2^22 patterns would take the memory of the machine.
        let bomb = String(repeating: "{a,b}", count: 22)
        #expect(problems("include: [\"\(bomb)\"]\n").map(\.message) == ["'\(bomb)' is not a valid glob: its braces expand to more than 1024 patterns"])
        #expect(problems("include: [\"\(String(repeating: "{a,b}", count: 10))\"]\n").isEmpty)
        #expect(problems("include: [\"{a,{b,c},{d,{e,f}}}{x,y}\"]\n").isEmpty)
    }

    /// Every `**` after the last one that matched is tried once per segment, so
    /// repeated `**` against a deep path finishes (it used to try every split).
    @Test func repeatedGlobstarsMatchADeepPath() {
        let deep = (0..<40).map { "d\($0)" }.joined(separator: "/")
        let globstars = Glob(String(repeating: "**/", count: 10) + "*.nope")
        #expect(!globstars.matches(deep + "/a.nav.yml"))
        #expect(globstars.matches(deep + "/a.nope"))
        #expect(Glob("**/d3/**/d39/**").matches(deep))
        #expect(!Glob("**/d39/**/d3/**").matches(deep))
    }

    @Test func everyProblemIsReportedAtOnce() {
        let found = problems("strict: 2\nexlude: []\nrules: { nope: off, unreachable-screen: loud }\n")
        #expect(found.map(\.line) == [1, 2, 3, 3])
    }

    @Test func yamlErrorsAndDuplicateKeysAreReported() {
        #expect(problems("include: [\n").first?.message.contains("not valid YAML") == true)
        #expect(problems("strict: true\nstrict: false\n").first?.message.contains("set twice") == true)
    }

    @Test func errorTextNamesFileLineAndColumn() {
        let error = ConfigurationError(path: "a/.presentlint.yml", problems: [.init(line: 2, column: 3, message: "m")])
        #expect(error.description == "a/.presentlint.yml:2:3: m")
    }

    @Test func locateWalksUpAndStopsAtTheRepositoryRoot() throws {
        let root = try TemporaryDirectory()
        try root.write("repo/.presentlint.yml", "strict: true\n")
        try root.write("repo/.git/HEAD", "ref: refs/heads/main\n")
        try root.write("repo/App/Flows/x.nav.yml", "screens: {}\n")
        let found = try #require(Configuration.locate(from: root.path("repo/App/Flows")))
        #expect(URL(fileURLWithPath: found).standardizedFileURL.path == root.path("repo/.presentlint.yml"))
        // Above the repository root nothing is looked at.
        try root.write(".presentlint.yml", "strict: true\n")
        try root.write("other/.git/HEAD", "x\n")
        #expect(Configuration.locate(from: root.path("other")) == nil)
    }

    @Test func loadMakesGlobsRelativeToTheFile() throws {
        let root = try TemporaryDirectory()
        try root.write("repo/.presentlint.yml", "exclude: [\"Pods/**\"]\n")
        let configuration = try Configuration.load(path: root.path("repo/.presentlint.yml"))
        #expect(configuration.directory == root.path("repo"))
        #expect(configuration.selection.excludes(root.path("repo/Pods/A/b.nav.yml")))
        #expect(!configuration.selection.excludes(root.path("repo/App/b.nav.yml")))
    }

    /// A `.presentlint.yml` that is a dangling symbolic link is found, so reading it fails loudly.
    @Test func aDanglingLinkIsFoundAndCannotBeRead() throws {
        let root = try TemporaryDirectory()
        try root.write("repo/.git/HEAD", "ref: refs/heads/main\n")
        try FileManager.default.createSymbolicLink(atPath: root.path("repo/.presentlint.yml"), withDestinationPath: "missing.yml")
        let found = try #require(Configuration.locate(from: root.path("repo")))
        #expect(throws: ConfigurationError.self) { try Configuration.load(path: found) }
    }

    @Test func unreadableConfigurationIsAnError() {
        #expect(throws: ConfigurationError.self) { try Configuration.load(path: "/nonexistent/.presentlint.yml") }
    }
}
