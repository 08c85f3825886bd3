import Foundation
import PresentLintCore
import PresentLintKit
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The machine-readable formats: each carries every finding with its rule and
/// position, escapes what its consumers require, and parses with a real parser
/// (SARIF is validated against the SARIF 2.1.0 schema).
@Suite struct ReporterFormatTests {
    /// Two files: one with findings (with notes, a quote, a percent sign, a
    /// comma, a colon and a control character in the messages), one clean.
    private static let run: LintRun = {
        let text = """
        screens: { A: {}, B: {}, C: {} }
        presentations:
          - id: "pay, 100%: now <&> \\u0001"
            from: A
            to: B
            transition: partialCurl
          - { id: custom, from: A, to: C, style: custom }
        """
        let dirty = Linter().lint(SourceFile(path: "App/My Flows/checkout.nav.yml", bytes: Array(text.utf8)))
        let clean = Linter().lint(SourceFile(path: "App/clean.nav.yml", bytes: Array("screens: {}\n".utf8)))
        return LintRun(reports: [dirty, clean])
    }()

    private var findings: [(path: String, finding: Finding)] {
        Self.run.reports.flatMap { report in report.findings.map { (report.path, $0) } }
    }

    @Test func theSampleHasFindingsWithNotesAndAllSeverities() {
        #expect(findings.count >= 2)
        #expect(findings.contains { $0.finding.message.contains("100%: now <&> \u{1}") })
        #expect(findings.contains { !$0.finding.notes.isEmpty })
        #expect(Set(findings.map(\.finding.severity)).isSuperset(of: [.error, .warning]))
    }

    // MARK: SARIF

    @Test(.enabled(if: Python.has("jsonschema"), "needs python3 with jsonschema (pip install jsonschema)"))
    func sarifValidatesAgainstTheSchema() throws {
        let schema = Paths.root.deletingLastPathComponent().appendingPathComponent("shared/schemas/sarif-2.1.0.json")
        try #require(FileManager.default.fileExists(atPath: schema.path), "the SARIF schema is at ../shared/schemas")
        let empty = LintRun(reports: [Self.run.reports[1]])
        let failed = SARIFReporter(version: "1.2.3", sourceRoot: "/work/project",
                                   failures: [FileDiscovery.Failure(path: "gone.nav.yml", reason: "no such file or directory")])
        for (run, reporter) in [(Self.run, SARIFReporter(version: "1.2.3")), (empty, SARIFReporter(version: "1.2.3")),
                                (LintRun(reports: []), SARIFReporter(version: "1.2.3")), (Self.run, failed)] {
            let sarif = reporter.render(run)
            let result = try Python.run("""
            import json, sys, jsonschema
            schema = json.load(open(sys.argv[1]))
            errors = list(jsonschema.Draft4Validator(schema).iter_errors(json.load(sys.stdin)))
            for error in errors: print(list(error.path), error.message)
            sys.exit(1 if errors else 0)
            """, input: Data(sarif.utf8), arguments: [schema.path])
            #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        }
    }

    @Test func sarifCarriesEveryFindingRuleAndRegion() throws {
        let object = try JSONSerialization.jsonObject(with: Data(SARIFReporter(version: "1.2.3").render(Self.run).utf8)) as? [String: Any]
        #expect(object?["version"] as? String == "2.1.0")
        let runs = try #require(object?["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let driver = try #require((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "presentlint")
        #expect(driver["version"] as? String == "1.2.3")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.map { $0["id"] as? String } == RuleCatalog.allDescriptions.map(\.id))
        let curl = try #require(rules.first { $0["id"] as? String == "partial-curl-requires-full-screen" })
        #expect((curl["shortDescription"] as? [String: Any])?["text"] as? String == RuleCatalog.description(of: "partial-curl-requires-full-screen")?.summary)
        #expect(((curl["help"] as? [String: Any])?["text"] as? String)?.contains("## Triggering example") == true)

        let results = try #require(runs[0]["results"] as? [[String: Any]])
        #expect(results.count == findings.count)
        for (result, (path, finding)) in zip(results, findings) {
            #expect(result["ruleId"] as? String == finding.rule)
            #expect(rules[result["ruleIndex"] as? Int ?? -1]["id"] as? String == finding.rule)
            #expect(result["level"] as? String == ["error": "error", "warning": "warning", "info": "note"][finding.severity.rawValue])
            #expect((result["message"] as? [String: Any])?["text"] as? String == finding.message)
            let physical = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
            let uri = (physical?["artifactLocation"] as? [String: Any])?["uri"] as? String
            #expect(uri?.removingPercentEncoding == path)
            #expect(uri?.contains(" ") == false)
            let region = physical?["region"] as? [String: Int]
            #expect(region == ["startLine": finding.range.start.line, "startColumn": finding.range.start.column,
                               "endLine": finding.range.end.line, "endColumn": finding.range.end.column])
            let related = result["relatedLocations"] as? [[String: Any]] ?? []
            #expect(related.count == finding.notes.count)
            #expect(related.compactMap { ($0["message"] as? [String: Any])?["text"] as? String } == finding.notes.map(\.message))
        }
    }

    /// Relative paths start at %SRCROOT%, which the run defines; a path that could not be
    /// linted makes the invocation unsuccessful, with a notification that says why.
    @Test func sarifNamesItsSourceRootAndThePathsItCouldNotLint() throws {
        let reporter = SARIFReporter(version: "1", sourceRoot: "/work/my project",
                                     failures: [FileDiscovery.Failure(path: "gone.nav.yml", reason: "no such file or directory")])
        let object = try JSONSerialization.jsonObject(with: Data(reporter.render(Self.run).utf8)) as? [String: Any]
        let run = try #require((object?["runs"] as? [[String: Any]])?.first)
        #expect(((run["originalUriBaseIds"] as? [String: Any])?["%SRCROOT%"] as? [String: Any])?["uri"] as? String == "file:///work/my%20project/")
        let invocation = try #require((run["invocations"] as? [[String: Any]])?.first)
        #expect(invocation["executionSuccessful"] as? Bool == false)
        let notification = (invocation["toolExecutionNotifications"] as? [[String: Any]])?.first
        #expect((notification?["message"] as? [String: Any])?["text"] as? String == "cannot lint 'gone.nav.yml': no such file or directory")
        let result = try #require((run["results"] as? [[String: Any]])?.first)
        let artifact = ((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any]
        #expect(artifact?["uriBaseId"] as? String == "%SRCROOT%")
        let clean = try JSONSerialization.jsonObject(with: Data(SARIFReporter(version: "1").render(Self.run).utf8)) as? [String: Any]
        let cleanRun = try #require((clean?["runs"] as? [[String: Any]])?.first)
        #expect(cleanRun["originalUriBaseIds"] == nil)
        #expect(((cleanRun["invocations"] as? [[String: Any]])?.first?["executionSuccessful"]) as? Bool == true)
    }

    @Test func sarifURIs() {
        #expect(SARIFReporter.uri("App/My Flows/a.nav.yml") == "App/My%20Flows/a.nav.yml")
        #expect(SARIFReporter.uri("./a:b/ü.nav.yml") == "a%3Ab/%C3%BC.nav.yml")
        #expect(SARIFReporter.uri("/abs/a.nav.yml") == "file:///abs/a.nav.yml")
    }

    // MARK: GitHub

    @Test func githubCommandsCarryEveryFindingEscaped() {
        let lines = GitHubReporter().render(Self.run).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let commands = lines.filter { $0.hasPrefix("::") }
        #expect(commands.count == findings.count)
        for (command, (path, finding)) in zip(commands, findings) {
            let level = ["error": "error", "warning": "warning", "info": "notice"][finding.severity.rawValue]!
            let start = finding.range.start
            // A block collection ends at the first column of the next line: that line is not covered.
            let end = finding.range.end
            let lastLine = end.line > start.line && end.column == 1 ? end.line - 1 : end.line
            // GitHub's runner drops an annotation with a column on a range over several lines.
            var expected = "::\(level) file=\(path),line=\(start.line)"
            if lastLine == start.line { expected += ",col=\(start.column)" }
            expected += ",endLine=\(lastLine)"
            if finding.range.end.line == start.line { expected += ",endColumn=\(finding.range.end.column)" }
            expected += ",title=\(finding.rule)::"
            #expect(command.hasPrefix(expected))
            let message = String(command.dropFirst(expected.count))
            #expect(!message.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F })
            let decoded = message.replacingOccurrences(of: "%0A", with: "\n").replacingOccurrences(of: "%0D", with: "\r")
                .replacingOccurrences(of: "%25", with: "%")
            // Control characters come out as text output shows them.
            #expect(decoded.hasPrefix(finding.message.replacingOccurrences(of: "\u{1}", with: "\\u{1}")))
            #expect(finding.notes.allSatisfy { decoded.contains($0.message) })
        }
        #expect(lines.dropLast().last == "presentlint: \(Self.run.count(.error)) errors, \(Self.run.count(.warning)) warnings, \(Self.run.count(.info)) infos in 2 files")
    }

    /// A finding over several lines spans them all, without columns (GitHub's runner drops an
    /// annotation with a column on a range over several lines); a control character cannot reach the log.
    @Test func githubCoversEveryLineOfAFindingAndEscapesControlCharacters() {
        let text = "version: 1\nscreens:\n  - a\n  - b\n"
        let report = Linter().lint(SourceFile(path: "m.nav.yml", bytes: Array(text.utf8)))
        #expect(GitHubReporter().render(LintRun(reports: [report])).hasPrefix("::error file=m.nav.yml,line=2,endLine=4,title=schema::"))
        let finding = Finding(rule: "r", severity: .info, message: "name \u{1B}[31m", range: .init(at: .init(line: 1, column: 1)), subject: "s")
        let run = LintRun(reports: [FileReport(file: SourceFile(path: "a.nav.yml", bytes: []), findings: [finding])])
        #expect(GitHubReporter().render(run).contains("::name \\u{1B}[31m\n"))
    }

    /// A path that could not be linted is an annotation too, as in the XML formats, not only a line on standard error.
    @Test func githubAnnotatesAPathThatCouldNotBeLinted() {
        let failure = FileDiscovery.Failure(path: "a,b.nav.yml", reason: "no such file")
        let lines = GitHubReporter(failures: [failure]).render(Self.run).split(separator: "\n").map(String.init)
        #expect(lines.first == "::error file=a%2Cb.nav.yml,title=presentlint::cannot lint 'a,b.nav.yml': no such file")
        #expect(lines.dropFirst().first?.hasPrefix("::") == true)
    }

    @Test func githubEscaping() {
        #expect(GitHubReporter.escapeData("100%\r\nnext: a, b") == "100%25%0D%0Anext: a, b")
        #expect(GitHubReporter.escapeProperty("a,b:c%\n") == "a%2Cb%3Ac%25%0A")
        let finding = Finding(rule: "r", severity: .info, message: "m", range: .init(at: .init(line: 3, column: 4)), subject: "s")
        let run = LintRun(reports: [FileReport(file: SourceFile(path: "a,b:c.nav.yml", bytes: []), findings: [finding])])
        #expect(GitHubReporter().render(run).hasPrefix("::notice file=a%2Cb%3Ac.nav.yml,line=3,col=4,endLine=3,endColumn=4,title=r::m\n"))
    }

    // MARK: XML

    /// Elements with their attributes, in document order, as a real XML parser reads them.
    private final class Elements: NSObject, XMLParserDelegate {
        var elements: [(name: String, attributes: [String: String], text: String)] = []
        private var open: [Int] = []
        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            open.append(elements.count)
            elements.append((name, attributes, ""))
        }
        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            open.removeLast()
        }
        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if let current = open.last { elements[current].text += string }
        }
    }

    private func parse(_ xml: String) throws -> [(name: String, attributes: [String: String], text: String)] {
        let parser = XMLParser(data: Data(xml.utf8))
        let delegate = Elements()
        parser.delegate = delegate
        let parsed = parser.parse()
        #expect(parsed, "XML parse error: \(String(describing: parser.parserError))")
        return delegate.elements
    }

    @Test func checkstyleParsesAndCarriesEveryFinding() throws {
        let elements = try parse(CheckstyleReporter().render(Self.run))
        #expect(elements.first?.name == "checkstyle")
        #expect(elements.filter { $0.name == "file" }.map { $0.attributes["name"] } == ["App/My Flows/checkout.nav.yml", "App/clean.nav.yml"])
        let errors = elements.filter { $0.name == "error" }
        #expect(errors.count == findings.count)
        for (error, (_, finding)) in zip(errors, findings) {
            #expect(error.attributes["line"] == String(finding.range.start.line))
            #expect(error.attributes["column"] == String(finding.range.start.column))
            #expect(error.attributes["severity"] == finding.severity.rawValue)
            #expect(error.attributes["source"] == "presentlint.\(finding.rule)")
            #expect(error.attributes["message"]?.hasPrefix(finding.message.replacingOccurrences(of: "\u{1}", with: "\u{FFFD}")) == true)
        }
    }

    @Test func junitParsesAndCarriesEveryFinding() throws {
        let elements = try parse(JUnitReporter().render(Self.run))
        let suites = elements.filter { $0.name == "testsuite" }
        #expect(suites.map { $0.attributes["name"] } == ["App/My Flows/checkout.nav.yml", "App/clean.nav.yml"])
        #expect(elements.first?.attributes["failures"] == String(findings.count))
        let failures = elements.filter { $0.name == "failure" }
        #expect(failures.count == findings.count)
        let cases = elements.filter { $0.name == "testcase" }
        #expect(cases.count == findings.count + 1)
        for (failure, (path, finding)) in zip(failures, findings) {
            #expect(failure.attributes["type"] == finding.severity.rawValue)
            #expect(failure.text.hasPrefix("\(path):\(finding.range.start.line):\(finding.range.start.column): "))
            let lines = failure.text.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: "\n")
            #expect(lines.first?.hasSuffix("[\(finding.rule)]") == true)
            #expect(lines.count == 1 + finding.notes.count)
        }
        #expect(cases.last?.attributes["name"] == "no findings")
    }

    /// A path that could not be linted is in every machine-readable report, not only on stderr,
    /// so that a tool reading just the report does not take the run for clean.
    @Test func pathsThatCouldNotBeLintedAreInTheReports() throws {
        let failures = [FileDiscovery.Failure(path: "gone.nav.yml", reason: "no such file or directory")]
        let message = "cannot lint 'gone.nav.yml': no such file or directory"
        let json = try JSONSerialization.jsonObject(with: Data(JSONReporter(failures: failures).render(Self.run).utf8)) as? [String: Any]
        #expect(json?["failures"] as? [[String: String]] == [["file": "gone.nav.yml", "message": message]])
        let clean = try JSONSerialization.jsonObject(with: Data(JSONReporter().render(Self.run).utf8)) as? [String: Any]
        #expect((clean?["failures"] as? [Any])?.isEmpty == true)
        let junit = try parse(JUnitReporter(failures: failures).render(Self.run))
        #expect(junit.first?.attributes["errors"] == "1")
        #expect(junit.first?.attributes["tests"] == String(findings.count + 2))
        #expect(junit.filter { $0.name == "error" }.map { $0.attributes["message"] } == [message])
        let checkstyle = try parse(CheckstyleReporter(failures: failures).render(Self.run))
        let unread = checkstyle.filter { $0.name == "error" && $0.attributes["source"] == "presentlint" }
        #expect(unread.map { $0.attributes["message"] } == [message])
    }
}
