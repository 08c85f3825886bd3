import Foundation
import Testing

/// `presentlint lint` in a project: configuration discovery, standard input,
/// baselines, jobs, output formats and the `schema` command.
@Suite struct WorkflowCommandLineTests {
    /// A throwaway repository: `.git`, a configuration, and descriptions.
    private final class Project {
        let root: URL

        init(configuration: String?) throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("presentlint-cli-\(UUID().uuidString)")
            try write(".git/HEAD", "ref: refs/heads/main\n")
            if let configuration { try write(".presentlint.yml", configuration) }
        }

        deinit { try? FileManager.default.removeItem(at: root) }

        func write(_ relative: String, _ text: String) throws {
            let url = root.appendingPathComponent(relative)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }

        func url(_ relative: String) -> URL { root.appendingPathComponent(relative) }
    }

    /// An error (partial curl) and a warning (custom without presentation controller).
    private static let description = """
    screens: { A: {}, B: {} }
    presentations:
      - { id: pay, from: A, to: B, transition: partialCurl }
      - { id: sheet, from: A, to: B, style: custom }

    """

    @Test func configurationIsFoundFromASubdirectoryAndApplied() throws {
        let project = try Project(configuration: """
        exclude: ["Pods/**"]
        rules:
          partial-curl-requires-full-screen: off
          nil-presentation-controller: error
        """)
        try project.write("App/Flows/a.nav.yml", Self.description)
        try project.write("Pods/Lib/b.nav.yml", Self.description)
        let result = try Binary.run(["lint", "--format", "json", ".."], in: project.url("App/Flows"))
        #expect(result.status == 1)
        let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let diagnostics = json?["diagnostics"] as? [[String: Any]] ?? []
        #expect(diagnostics.map { $0["rule"] as? String } == ["nil-presentation-controller"])
        #expect(diagnostics.map { $0["severity"] as? String } == ["error"])
        #expect(diagnostics.map { $0["file"] as? String } == ["../Flows/a.nav.yml"])
    }

    /// A current directory deeper than Foundation's 1,024-byte path buffer still finds the
    /// configuration above it (the search used to loop forever there).
    @Test func configurationIsFoundFromAVeryDeepDirectory() throws {
        let project = try Project(configuration: "rules: { partial-curl-requires-full-screen: off }\n")
        let deep = Array(repeating: String(repeating: "d", count: 200), count: 6).joined(separator: "/")
        try project.write(deep + "/a.nav.yml", Self.description)
        #expect(project.url(deep).path.utf8.count > 1_100)
        let result = try Binary.run(["lint", "--format", "json", "a.nav.yml"], in: project.url(deep))
        let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let diagnostics = json?["diagnostics"] as? [[String: Any]] ?? []
        #expect(diagnostics.map { $0["rule"] as? String } == ["nil-presentation-controller"])
    }

    /// A current directory that was removed has no configuration, and absolute paths are still linted.
    @Test func aRemovedCurrentDirectoryStillLints() throws {
        let project = try Project(configuration: nil)
        try project.write("a.nav.yml", Self.description)
        try project.write("gone/.keep", "")
        let gone = project.url("gone").path, file = project.url("a.nav.yml").path
        let result = try Binary.execute(
            URL(fileURLWithPath: "/bin/sh"),
            ["-c", "cd \"$1\" && rm .keep && rmdir \"$1\" && exec \"$2\" lint \"$3\"", "sh", gone, try #require(Binary.url).path, file],
            in: project.root)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stdout.contains("[partial-curl-requires-full-screen]"))
    }

    @Test func strictFromTheConfigurationFailsOnWarnings() throws {
        let project = try Project(configuration: "strict: true\nrules: { partial-curl-requires-full-screen: off }\n")
        try project.write("a.nav.yml", Self.description)
        #expect(try Binary.run(["lint"], in: project.root).status == 1)
        try project.write(".presentlint.yml", "rules: { partial-curl-requires-full-screen: off }\n")
        #expect(try Binary.run(["lint"], in: project.root).status == 0)
        // --quiet shows what fails the run: under --strict the warnings that fail it, counted in the summary.
        let quietStrict = try Binary.run(["lint", "--strict", "--quiet", "--color", "never"], in: project.root)
        #expect(quietStrict.status == 1)
        #expect(quietStrict.stdout.contains(": warning: "), "\(quietStrict.stdout)")
        #expect(!quietStrict.stdout.contains(" 0 warnings"), "\(quietStrict.stdout)")
        let quiet = try Binary.run(["lint", "--quiet", "--color", "never"], in: project.root)
        #expect(quiet.status == 0)
        #expect(!quiet.stdout.contains(": warning: ") && !quiet.stdout.contains(": info: "), "\(quiet.stdout)")
    }

    /// Standard input named after an excluded path is excluded like that file.
    @Test func standardInputNamedAfterAnExcludedPathIsNotLinted() throws {
        let project = try Project(configuration: "exclude: [\"Pods/**\"]\n")
        let stdin = Data(Self.description.utf8)
        let excluded = try Binary.run(["lint", "-", "--stdin-name", "Pods/a.nav.yml"], in: project.root, stdin: stdin)
        #expect(excluded.status == 0)
        #expect(excluded.stdout.hasSuffix("in 0 files\n"), "\(excluded.stdout)")
        let included = try Binary.run(["lint", "-", "--stdin-name", "App/a.nav.yml"], in: project.root, stdin: stdin)
        #expect(included.status == 1)
        #expect(included.stdout.contains("App/a.nav.yml:"))
    }

    @Test func invalidConfigurationExitsTwoWithSuggestions() throws {
        let project = try Project(configuration: "exlude: []\nrules:\n  unreachable-screens: off\n")
        try project.write("a.nav.yml", Self.description)
        let result = try Binary.run(["lint"], in: project.root)
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains(".presentlint.yml:1:1: unknown key 'exlude'; did you mean 'exclude'?"))
        #expect(result.stderr.contains(".presentlint.yml:3:3: unknown rule 'unreachable-screens'; did you mean 'unreachable-screen'?"))
    }

    @Test func explicitConfigurationFile() throws {
        let project = try Project(configuration: nil)
        try project.write("a.nav.yml", Self.description)
        try project.write("ci/lenient.yml", "rules: { partial-curl-requires-full-screen: info }\n")
        let result = try Binary.run(["lint", "--config", "ci/lenient.yml", "--color", "never"], in: project.root)
        #expect(result.status == 0)
        #expect(result.stdout.contains("info: partialCurl"))
        #expect(try Binary.run(["lint", "--config", "ci/missing.yml"], in: project.root).status == 2)
        // The globs of an explicit --config are relative to the current directory, not to ci/.
        try project.write("ci/skip-all.yml", "exclude: [\"a.nav.yml\"]\n")
        let excluded = try Binary.run(["lint", "--config", "ci/skip-all.yml", "--color", "never"], in: project.root)
        #expect(excluded.status == 0)
        #expect(excluded.stdout.hasSuffix("in 0 files\n"))
        #expect(excluded.stderr.hasPrefix("presentlint: warning: no description files to lint in '.'"))
    }

    @Test func standardInputIsNamedByStdinName() throws {
        let result = try Binary.run(["lint", "-", "--stdin-name", "App/pay.nav.yml", "--color", "never"],
                                    stdin: Data(Self.description.utf8))
        #expect(result.status == 1)
        #expect(result.stdout.contains("App/pay.nav.yml:3:44: error: "))
        #expect(result.stdout.hasSuffix("in 1 files\n"))
    }

    @Test func jobsMustBePositiveAndDoNotChangeTheOutput() throws {
        #expect(try Binary.run(["lint", "--jobs", "0"]).status == 64)
        // A negative value is refused as a value, not taken for a missing one.
        let negative = try Binary.run(["lint", "--jobs", "-1"])
        #expect(negative.status == 64)
        #expect(negative.stderr.hasPrefix("Error: --jobs must be at least 1"))
        let project = try Project(configuration: nil)
        for index in 0..<12 { try project.write("f\(index).nav.yml", index % 2 == 0 ? Self.description : "screens: {}\n") }
        let serial = try Binary.run(["lint", "--jobs", "1", "--format", "json"], in: project.root)
        let parallel = try Binary.run(["lint", "--jobs", "4", "--format", "json"], in: project.root)
        #expect(serial.status == 1)
        #expect(serial.stdout == parallel.stdout)
    }

    @Test func baselineHidesRecordedFindingsAfterEdits() throws {
        let project = try Project(configuration: nil)
        try project.write("App/a.nav.yml", Self.description)
        let write = try Binary.run(["lint", "--write-baseline", "presentlint-baseline.json"], in: project.root)
        #expect(write.status == 0)
        #expect(write.stderr.contains("recorded 2 findings in presentlint-baseline.json"))
        #expect(write.stdout.hasPrefix("0 errors, 0 warnings"))
        // Unrelated edits move every line; the recorded findings stay hidden, from any directory.
        try project.write("App/a.nav.yml", "# checkout\napp: { name: Shop }\n" + Self.description)
        let hidden = try Binary.run(["lint", "--baseline", "../presentlint-baseline.json", "."], in: project.url("App"))
        #expect(hidden.status == 0)
        #expect(hidden.stdout == "0 errors, 0 warnings, 0 infos in 1 files\n")
        // A new finding is reported.
        try project.write("App/a.nav.yml", "# checkout\n" + Self.description + "  - { id: again, from: A, to: B, transition: partialCurl }\n")
        let grown = try Binary.run(["lint", "--baseline", "presentlint-baseline.json", "--color", "never"], in: project.root)
        #expect(grown.status == 1)
        #expect(grown.stdout.contains("'again'"))
        #expect(grown.stdout.hasSuffix("1 errors, 0 warnings, 0 infos in 1 files\n"))
    }

    /// In a directory reached through a symbolic link, a file named by the
    /// shell's `$PWD` is the file named relative to it: the baseline recorded
    /// one way hides its findings the other way, `exclude` applies, and the
    /// file is linted once.
    @Test func aDirectoryReachedThroughALinkNamesItsFilesOneWay() throws {
        let project = try Project(configuration: "exclude: [\"skipped.nav.yml\"]\n")
        try project.write("a.nav.yml", Self.description)
        try project.write("skipped.nav.yml", Self.description)
        let link = project.root.deletingLastPathComponent().appendingPathComponent("presentlint-link-\(UUID().uuidString)")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: project.root)
        defer { try? FileManager.default.removeItem(at: link) }
        let logical = ["PWD": link.path]
        let write = try Binary.run(["lint", "--write-baseline", "base.json", "a.nav.yml"], in: link, environment: logical)
        #expect(write.status == 0)
        #expect(try String(contentsOf: project.url("base.json"), encoding: .utf8).contains("\"a.nav.yml\""))
        let absolute = link.appendingPathComponent("a.nav.yml").path
        let hidden = try Binary.run(["lint", "--baseline", "base.json", absolute], in: link, environment: logical)
        #expect(hidden.status == 0)
        #expect(hidden.stdout == "0 errors, 0 warnings, 0 infos in 1 files\n")
        let twice = try Binary.run(["lint", "--color", "never", "a.nav.yml", absolute, link.path], in: link, environment: logical)
        #expect(twice.stdout.hasSuffix("1 errors, 1 warnings, 0 infos in 1 files\n"), "\(twice.stdout)")
        // A `PWD` that names another directory is not used.
        let stale = try Binary.run(["lint", "--baseline", "base.json", "a.nav.yml"], in: link, environment: ["PWD": "/"])
        #expect(stale.status == 0)
    }

    @Test func baselineProblemsExitTwo() throws {
        let project = try Project(configuration: nil)
        try project.write("a.nav.yml", Self.description)
        #expect(try Binary.run(["lint", "--baseline", "missing.json"], in: project.root).status == 2)
        try project.write("bad.json", "{}")
        let bad = try Binary.run(["lint", "--baseline", "bad.json"], in: project.root)
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("not a presentlint baseline"))
        try project.write("later.json", "{\"version\": 2, \"findings\": []}")
        let later = try Binary.run(["lint", "--baseline", "later.json"], in: project.root)
        #expect(later.status == 2)
        #expect(later.stderr.contains("baseline version 2 is not supported: this presentlint reads version 1"), "\(later.stderr)")
        #expect(try Binary.run(["lint", "--write-baseline", "no/such/dir/b.json"], in: project.root).status == 2)
    }

    /// Rewriting a baseline while a path cannot be read keeps that path's entries: a file
    /// missing for a moment does not lose what was recorded for it (the run still exits 2).
    @Test func aPathThatCannotBeLintedKeepsItsBaselineEntries() throws {
        let project = try Project(configuration: nil)
        try project.write("a.nav.yml", Self.description)
        try project.write("b.nav.yml", Self.description)
        #expect(try Binary.run(["lint", "--write-baseline", "base.json", "a.nav.yml", "b.nav.yml"], in: project.root).status == 0)
        try FileManager.default.removeItem(at: project.url("b.nav.yml"))
        let rewrite = try Binary.run(["lint", "--write-baseline", "base.json", "a.nav.yml", "b.nav.yml"], in: project.root)
        #expect(rewrite.status == 2)
        #expect(rewrite.stderr.contains("recorded 2 findings in base.json, and kept 2 entries of the paths that could not be linted"), "\(rewrite.stderr)")
        let baseline = try String(contentsOf: project.url("base.json"), encoding: .utf8)
        #expect(baseline.components(separatedBy: "\"b.nav.yml\"").count - 1 == 2)
        // Back again, its findings are still hidden.
        try project.write("b.nav.yml", Self.description)
        let hidden = try Binary.run(["lint", "--baseline", "base.json", "a.nav.yml", "b.nav.yml"], in: project.root)
        #expect(hidden.stdout == "0 errors, 0 warnings, 0 infos in 2 files\n", "\(hidden.stdout)")
    }

    @Test func descriptionErrorsAreNeverBaselined() throws {
        let project = try Project(configuration: nil)
        try project.write("a.nav.yml", "screens: { A: {} }\npresentations: [{ from: A, to: Nowhere }]\n")
        let result = try Binary.run(["lint", "--write-baseline", "b.json", "--color", "never"], in: project.root)
        #expect(result.status == 1)
        #expect(result.stdout.contains("[unknown-reference]"))
    }

    @Test(arguments: ["sarif", "github", "checkstyle", "junit"])
    func everyFormatCarriesTheFindings(format: String) throws {
        let result = try Binary.run(["lint", "-", "--stdin-name", "pay.nav.yml", "--format", format], stdin: Data(Self.description.utf8))
        #expect(result.status == 1)
        #expect(result.stdout.contains("partial-curl-requires-full-screen"))
        #expect(result.stdout.contains("nil-presentation-controller"))
        #expect(result.stdout.contains("pay.nav.yml"))
        switch format {
        case "sarif": #expect(result.stdout.contains("\"startLine\": 3, \"startColumn\": 44"))
        case "github": #expect(result.stdout.contains("::error file=pay.nav.yml,line=3,col=44,"))
        case "checkstyle": #expect(result.stdout.contains("<error line=\"3\" column=\"44\" severity=\"error\""))
        default: #expect(result.stdout.contains(">pay.nav.yml:3:44: error: "))
        }
    }

    @Test func explainKnowsUnusedSuppression() throws {
        let result = try Binary.run(["explain", "unused-suppression"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("# unused-suppression\n"))
    }

    @Test func schemaPrintsTheEmbeddedSchema() throws {
        let result = try Binary.run(["schema"])
        #expect(result.status == 0)
        let file = try String(contentsOf: Binary.packageRoot.appendingPathComponent("Schema/navigation-description.schema.json"), encoding: .utf8)
        #expect(result.stdout == file)
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        #expect(object?["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
    }
}
