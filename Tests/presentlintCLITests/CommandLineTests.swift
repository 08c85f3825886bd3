import Foundation
import Testing

/// The command line as a user meets it: exit codes, `rules`, `explain`, `--version`.
@Suite struct CommandLineTests {
    @Test func showcaseHasErrorsAndExitsOne() throws {
        let result = try Binary.run(["lint", "fixtures/showcase/recipes.nav.yml", "--color", "never"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("fixtures/showcase/recipes.nav.yml:"))
        #expect(result.stdout.contains("[partial-curl-requires-full-screen]"))
        #expect(result.stdout.hasSuffix("in 1 files\n"))
    }

    /// A report that cannot be written (a full disk) fails the run instead of passing silently.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/full")),
          arguments: [["lint", "fixtures/showcase"], ["rules"], ["explain", "sheet-config-ignored"], ["schema"]])
    func aFailedWriteExitsTwo(_ arguments: [String]) throws {
        let binary = try #require(Binary.url)
        let command = ([binary.path] + arguments).map { "'\($0)'" }.joined(separator: " ")
        let result = try Binary.execute(URL(fileURLWithPath: "/bin/sh"), ["-c", "exec \(command) > /dev/full"], in: Binary.packageRoot)
        #expect(result.status == 2)
        #expect(result.stderr.contains("cannot write to standard output: No space left on device"))
    }

    @Test func cleanFileExitsZero() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try "screens: { A: {} }\nroot: A\n".write(to: directory.appendingPathComponent("ok.nav.yml"), atomically: true, encoding: .utf8)
        let result = try Binary.run(["lint", "ok.nav.yml"], in: directory)
        #expect(result.status == 0)
        #expect(result.stdout == "0 errors, 0 warnings, 0 infos in 1 files\n")
    }

    @Test func missingFileExitsTwoAndStillLintsTheOthers() throws {
        let result = try Binary.run(["lint", "does-not-exist.nav.yml", "fixtures/showcase/recipes.nav.yml", "--color", "never"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("does-not-exist.nav.yml"))
        #expect(result.stdout.contains("[over-current-context-transition]"))
        #expect(!result.stderr.contains("Fatal error"))
    }

    @Test func jsonOutputParses() throws {
        let result = try Binary.run(["lint", "--format", "json", "fixtures/showcase/recipes.nav.yml"])
        #expect(result.status == 1)
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        #expect(object?["version"] as? Int == 1)
    }

    /// `--timings` goes to standard error: the JSON on standard output stays whole.
    @Test func timingsGoToStandardError() throws {
        let result = try Binary.run(["lint", "--timings", "--format", "json", "fixtures/showcase/recipes.nav.yml"])
        #expect(result.status == 1)
        #expect(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) is [String: Any])
        #expect(result.stderr.hasPrefix("timings: 1 file, "))
        #expect(result.stderr.contains("\n  rules "))
        #expect(result.stderr.contains("\nslowest rules"))
        let plain = try Binary.run(["lint", "--format", "json", "fixtures/showcase/recipes.nav.yml"])
        #expect(plain.stderr.isEmpty)
        #expect(plain.stdout == result.stdout)
    }

    @Test func noColorWhenNotATerminalOrWithNoColor() throws {
        let piped = try Binary.run(["lint", "fixtures/showcase/recipes.nav.yml"])
        #expect(!piped.stdout.contains("\u{1B}["))
        let forced = try Binary.run(["lint", "--color", "always", "fixtures/showcase/recipes.nav.yml"])
        #expect(forced.stdout.contains("\u{1B}["))
    }

    @Test func rulesListsEveryRule() throws {
        let result = try Binary.run(["rules"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("partial-curl-requires-full-screen"))
        // Every id a finding can carry, as in SARIF's rule list and the configuration.
        let ids = result.stdout.split(separator: "\n").map { String($0.prefix { $0 != " " }) }
        for id in ["yaml-syntax", "schema", "duplicate-key", "unknown-reference", "invalid-hierarchy", "unused-suppression"] {
            #expect(ids.contains(id), "\(id)")
        }
        #expect(ids.count == 39)
        let json = try Binary.run(["rules", "--format", "json"])
        let rules = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]]
        #expect(rules?.count == ids.count)
    }

    @Test(arguments: ["schema", "unused-suppression"])
    func explainDocumentsDescriptionErrorsAndUnusedSuppression(_ id: String) throws {
        let result = try Binary.run(["explain", id])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("# \(id)"))
        #expect(result.stdout.contains("## Documented behaviour"))
        #expect(result.stdout.contains("## Fixed example"))
    }

    /// What the user wrote reaches the terminal escaped: no escape sequence in an error.
    @Test func errorsEscapeControlCharacters() throws {
        let result = try Binary.run(["explain", "\u{1B}]0;title\u{7}"])
        #expect(result.status == 2)
        #expect(result.stderr == "presentlint: error: unknown rule '\\u{1B}]0;title\\u{7}' (`presentlint rules` lists them)\n")
    }

    @Test func explainPrintsTheEmbeddedDoc() throws {
        let result = try Binary.run(["explain", "over-current-context-transition"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("# over-current-context-transition"))
        #expect(result.stdout.contains("## Triggering example"))
    }

    @Test func explainWorksFromACopyOfTheBinaryAlone() throws {
        let source = try #require(Binary.url)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let copy = directory.appendingPathComponent("presentlint")
        try FileManager.default.copyItem(at: source, to: copy)
        let process = Process()
        process.executableURL = copy
        process.arguments = ["explain", "nil-presentation-controller"]
        process.currentDirectoryURL = directory
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(String(decoding: data, as: UTF8.self).contains("# nil-presentation-controller"))
    }

    @Test func explainUnknownRuleSuggestsAndExitsTwo() throws {
        let result = try Binary.run(["explain", "partial-curl-require-full-screen"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("did you mean 'partial-curl-requires-full-screen'?"))
    }

    @Test func malformedCommandLineExits64() throws {
        #expect(try Binary.run(["lint", "--format", "yaml"]).status == 64)
        #expect(try Binary.run(["lint", "--no-such-flag"]).status == 64)
    }

    /// `help` with a topic that names no subcommand, or with words after the subcommand, is a
    /// malformed command line, not the overall help with exit 0.
    @Test func helpForAnUnknownTopicExits64() throws {
        let unknown = try Binary.run(["help", "nope"])
        #expect(unknown.status == 64)
        #expect(unknown.stdout.isEmpty)
        #expect(unknown.stderr.hasPrefix("Error: Unknown subcommand 'nope' (the subcommands are lint, rules, explain, schema)"))
        #expect(try Binary.run(["help", "lint", "extra"]).status == 64)
        let lint = try Binary.run(["help", "lint"])
        #expect(lint.status == 0)
        #expect(lint.stdout.contains("USAGE: presentlint lint"))
        #expect(try Binary.run(["help"]).status == 0)
    }

    /// ArgumentParser would read `-hidden.nav.yml` as short options including `-h`,
    /// print the help and exit 0 without linting: it is an unknown option instead.
    @Test func singleDashWordHoldingHIsAnUnknownOptionNotHelp() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try "screens: { A: {}, B: {} }\nroot: A\n".write(
            to: directory.appendingPathComponent("-hidden.nav.yml"), atomically: true, encoding: .utf8)

        let word = try Binary.run(["lint", "-hidden.nav.yml"], in: directory)
        #expect(word.status == 64)
        #expect(word.stdout.isEmpty)
        #expect(word.stderr.hasPrefix("Error: Unknown option '-hidden.nav.yml'\nUsage: presentlint lint "))
        #expect(try Binary.run(["-xh"]).status == 64)
        #expect(try Binary.run(["rules", "-hh"]).status == 64)

        let afterDashes = try Binary.run(["lint", "--color", "never", "--", "-hidden.nav.yml"], in: directory)
        #expect(afterDashes.status == 0)
        #expect(afterDashes.stdout.contains("[unreachable-screen]"))
        #expect(try Binary.run(["lint", "-h"]).status == 0)
    }

    @Test func versionPrints() throws {
        let result = try Binary.run(["--version"])
        #expect(result.status == 0)
        #expect(!result.stdout.isEmpty)
    }

    /// ArgumentParser hands the root's `--version` to `lint`, which then printed the
    /// version and exited 0 without linting: after `lint` it is an unknown option.
    @Test func versionAfterLintIsAnUnknownOption() throws {
        let result = try Binary.run(["lint", "--version", "missing.nav.yml"])
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("Error: Unknown option '--version'"))
    }

    /// ArgumentParser lists the root's `--version` under every subcommand; `lint`'s
    /// help leaves it out, as `lint` refuses it. The other subcommands still take it.
    @Test func lintHelpDoesNotOfferVersion() throws {
        for arguments in [["lint", "--help"], ["lint", "-h"], ["help", "lint"]] {
            let help = try Binary.run(arguments)
            #expect(help.status == 0, "\(arguments)")
            #expect(help.stdout.contains("USAGE: presentlint lint"), "\(arguments)")
            #expect(help.stdout.contains("--format"), "\(arguments)")
            #expect(!help.stdout.contains("--version"), "\(arguments)")
        }
        #expect(try Binary.run(["rules", "--help"]).stdout.contains("--version"))
        #expect(try Binary.run(["--help"]).stdout.contains("--version"))
    }
}
