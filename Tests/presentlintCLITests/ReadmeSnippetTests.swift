import Foundation
import Testing

/// The snippets of the README's "Use it in your project" section work when
/// pasted: each is run with the built binary, or checked by the tool that
/// reads it (pre-commit, a YAML or JSON parser).
@Suite struct ReadmeSnippetTests {
    /// The fenced blocks of the section, as (language, text).
    private static let snippets: [(language: String, text: String)] = {
        guard let readme = try? String(contentsOf: Binary.packageRoot.appendingPathComponent("README.md"), encoding: .utf8),
              let start = readme.range(of: "## Use it in your project\n") else { return [] }
        let section = readme[start.upperBound...].components(separatedBy: "\n## ").first ?? ""
        var blocks: [(String, String)] = []
        var current: (language: String, lines: [String])?
        for line in section.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                if let open = current {
                    blocks.append((open.language, open.lines.joined(separator: "\n") + "\n"))
                    current = nil
                } else {
                    current = (String(line.dropFirst(3)), [])
                }
            } else if current != nil {
                current!.lines.append(String(line))
            }
        }
        return blocks
    }()

    private static func snippet(_ language: String, startingWith prefix: String) -> [String] {
        snippets.filter { $0.language == language && $0.text.hasPrefix(prefix) }.map(\.text)
    }

    /// Runs a shell script with the built presentlint first on PATH.
    private func shell(_ script: String, in directory: URL) throws -> Binary.Result {
        let bin = try #require(Binary.url).deletingLastPathComponent().path
        let path = bin + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        return try Binary.execute(
            URL(fileURLWithPath: "/bin/bash"), ["-c", script], in: directory, environment: ["PATH": path])
    }

    private func project(_ files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("presentlint-readme-\(UUID().uuidString)")
        for (path, text) in files.merging([".git/HEAD": "ref: refs/heads/main\n"], uniquingKeysWith: { $1 }) {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return root
    }

    private static let withFindings = "screens: { A: {}, B: {} }\npresentations:\n  - { id: pay, from: A, to: B, transition: partialCurl }\n"

    @Test func theSectionHasItsSnippets() {
        #expect(Self.snippets.count >= 10)
    }

    @Test func configurationAndSuppressionExamplesLintCleanly() throws {
        let configuration = try #require(Self.snippet("yaml", startingWith: "# .presentlint.yml").first)
        let example = try #require(Self.snippet("yaml", startingWith: "screens:").first)
        #expect(example.contains("# presentlint:disable-next-line"))
        for files in [[".presentlint.yml": configuration, "App/example.nav.yml": example], ["App/example.nav.yml": example]] {
            let root = try project(files)
            defer { try? FileManager.default.removeItem(at: root) }
            let result = try Binary.run(["lint", "--color", "never"], in: root)
            #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
            #expect(result.stdout == "0 errors, 0 warnings, 0 infos in 1 files\n")
        }
        // Without its comments the example has the findings they suppress.
        let bare = example.split(separator: "\n").map { $0.components(separatedBy: "# presentlint").first ?? "" }.joined(separator: "\n")
        let root = try project(["example.nav.yml": bare])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try Binary.run(["lint", "--color", "never"], in: root)
        #expect(result.stdout.contains("[partial-curl-requires-full-screen]"))
        #expect(result.stdout.contains("[popover-missing-content-size]"))
    }

    @Test func baselineCommandsAndFormat() throws {
        let commands = try #require(Self.snippet("sh", startingWith: "presentlint lint --write-baseline").first)
        let root = try project(["App/a.nav.yml": Self.withFindings])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try shell("set -e\n" + commands, in: root)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("presentlint-baseline.json").path))
        // The documented format is what --baseline reads.
        let documented = try #require(Self.snippet("json", startingWith: "{\n  \"version\": 1").first)
        try documented.write(to: root.appendingPathComponent("documented.json"), atomically: true, encoding: .utf8)
        try Self.withFindings.replacingOccurrences(of: "pay", with: "other")
            .write(to: root.appendingPathComponent("App/checkout.nav.yml"), atomically: true, encoding: .utf8)
        let read = try Binary.run(["lint", "--baseline", "documented.json", "App/checkout.nav.yml"], in: root)
        #expect(read.status == 1, "the documented entry names 'pay', so the finding about 'other' stays")
        try Self.withFindings.write(to: root.appendingPathComponent("App/checkout.nav.yml"), atomically: true, encoding: .utf8)
        #expect(try Binary.run(["lint", "--baseline", "documented.json", "App/checkout.nav.yml"], in: root).status == 0)
    }

    @Test func githubActionsAndXcodeCommandsRun() throws {
        let workflow = try #require(Self.snippet("yaml", startingWith: "# .github/workflows/presentlint.yml").first)
        #expect(workflow.contains("uses: github/codeql-action/upload-sarif@"))
        let lintLines = workflow.split(separator: "\n").compactMap { line -> String? in
            guard let range = line.range(of: "run: presentlint ") else { return nil }
            return String(line[range.lowerBound...].dropFirst("run: ".count))
        }
        #expect(lintLines.count == 2)
        #expect(lintLines.contains { $0.contains("--format github") })
        #expect(lintLines.contains { $0.contains("--format sarif > presentlint.sarif") })
        let xcode = try #require(Self.snippet("sh", startingWith: "# Xcode").first)
        for (files, status) in [(["a.nav.yml": "screens: {}\n"], Int32(0)), (["a.nav.yml": Self.withFindings], 1)] {
            let root = try project(files)
            defer { try? FileManager.default.removeItem(at: root) }
            for line in lintLines {
                let result = try shell("set -e\n" + line, in: root)
                // The SARIF line accepts status 1, so that the upload step runs.
                let expected = line.contains("sarif") ? 0 : status
                #expect(result.status == expected, "\(line): \(result.stderr)")
            }
            let sarif = try Data(contentsOf: root.appendingPathComponent("presentlint.sarif"))
            #expect((try JSONSerialization.jsonObject(with: sarif) as? [String: Any])?["version"] as? String == "2.1.0")
            let result = try shell("SRCROOT=\"$PWD\"\n" + xcode, in: root)
            #expect(result.status == status)
            if status == 1 { #expect(result.stdout.contains(root.path + "/a.nav.yml:3:44: error: ")) }
        }
    }

    @Test func editorSnippetsPointAtThePrintedSchema() throws {
        let command = try #require(Self.snippet("sh", startingWith: "presentlint schema >").first)
        let root = try project([:])
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(try shell(command, in: root).status == 0)
        let printed = try Data(contentsOf: root.appendingPathComponent("presentlint.schema.json"))
        #expect((try JSONSerialization.jsonObject(with: printed) as? [String: Any])?["title"] != nil)
        #expect(Self.snippet("yaml", startingWith: "# yaml-language-server: $schema=").count == 1)
        let settings = try #require(Self.snippet("json", startingWith: "{\n  \"yaml.schemas\"").first)
        let object = try JSONSerialization.jsonObject(with: Data(settings.utf8)) as? [String: [String: [String]]]
        #expect(object?["yaml.schemas"]?["./presentlint.schema.json"] == ["*.nav.yml", "*.nav.yaml"])
    }

    private static let hasPreCommit: Bool = {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["pre-commit", "--version"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }()

    @Test(.enabled(if: hasPreCommit, "needs pre-commit (pip install pre-commit)"))
    func preCommitAcceptsTheHookManifestAndTheConfigurations() throws {
        let root = try project([:])
        defer { try? FileManager.default.removeItem(at: root) }
        let manifest = Binary.packageRoot.appendingPathComponent(".pre-commit-hooks.yaml").path
        let checked = try shell("pre-commit validate-manifest '\(manifest)'", in: root)
        #expect(checked.status == 0, "\(checked.stdout)\(checked.stderr)")
        let manifestText = try String(contentsOfFile: manifest, encoding: .utf8)
        for line in ["- id: presentlint", "language: swift", "entry: presentlint lint", "files: \\.nav\\.ya?ml$"] {
            #expect(manifestText.contains(line))
        }
        let configurations = Self.snippet("yaml", startingWith: "# .pre-commit-config.yaml")
        #expect(configurations.count == 2)
        for configuration in configurations {
            try configuration.write(to: root.appendingPathComponent("config.yaml"), atomically: true, encoding: .utf8)
            let result = try shell("pre-commit validate-config config.yaml", in: root)
            #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
            #expect(!result.stdout.contains("WARNING") && !result.stderr.contains("WARNING"), "\(result.stdout)\(result.stderr)")
        }
    }

    /// The finding that the README's opening shows is what linting the showcase prints
    /// (its message cut at ", ..."), at the same positions.
    @Test func theOpeningShowsARealFindingOfTheShowcase() throws {
        let readme = try String(contentsOf: Binary.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let shown = readme.split(separator: "\n").map(String.init)
            .filter { $0.hasPrefix("fixtures/showcase/recipes.nav.yml:") }
        try #require(shown.count >= 2)
        let result = try Binary.run(["lint", "--color", "never", "fixtures/showcase/recipes.nav.yml"])
        #expect(result.status == 1)
        let printed = result.stdout.split(separator: "\n").map(String.init)
        for line in shown {
            let parts = line.components(separatedBy: ", ... ")
            #expect(printed.contains { $0.hasPrefix(parts[0]) && $0.hasSuffix(parts.count > 1 ? parts[1] : "") }, "\(line)")
        }
    }
}
