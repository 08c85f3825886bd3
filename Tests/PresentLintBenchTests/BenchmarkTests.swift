import Foundation
import PresentLintBench
import PresentLintCore
import PresentLintKit
import PresentLintRules
import PresentLintYAML
import Testing

@Suite struct GeneratorTests {
    @Test func theScanReadInPlaceCountsTheSameEvents() throws {
        let bytes = Array(DescriptionGenerator(.init(screens: 300, seed: 3)).generate().text.utf8)
        let events = try #require(RawScan.events(in: bytes))
        #expect(events > 1_000)
        #expect(RawScan.eventsReadInPlace(in: bytes) == events)
        // Bytes that libyaml's reader would change, or refuse, are not read in place.
        #expect(RawScan.eventsReadInPlace(in: [0xEF, 0xBB, 0xBF] + bytes) == nil)
        #expect(RawScan.eventsReadInPlace(in: bytes + [0x07]) == nil)
    }

    @Test func sameOptionsGiveTheSameBytes() {
        let options = DescriptionGenerator.Options(screens: 250, seed: 7, undefinedReferences: 5)
        #expect(DescriptionGenerator(options).generate().text == DescriptionGenerator(options).generate().text)
        let other = DescriptionGenerator(.init(screens: 250, seed: 8, undefinedReferences: 5)).generate().text
        #expect(other != DescriptionGenerator(options).generate().text)
    }

    @Test(arguments: [1, 2, 11, 57, 400])
    func writesExactlyTheRequestedScreensAndAboutTwoPresentationsEach(screens: Int) throws {
        let output = DescriptionGenerator(.init(screens: screens, seed: 3)).generate()
        let stream = YAMLLoader.load(Array(output.text.utf8))
        #expect(stream.syntaxError == nil)
        let document = try #require(stream.documents.first)
        let (description, _) = DescriptionDecoder.decode(document)
        let decoded = try #require(description)
        #expect(decoded.screens.count == screens)
        #expect(decoded.presentations.count == output.presentations)
        if screens >= 400 {
            let perScreen = Double(output.presentations) / Double(screens)
            #expect(perScreen > 1.8 && perScreen < 2.4)
        }
    }

    /// A large enough description holds every kind of mistake, so every rule
    /// and every description error reports at least once.
    @Test func everyRuleAndDescriptionErrorReports() {
        let output = DescriptionGenerator(.init(screens: 400, seed: 11, undefinedReferences: 3)).generate()
        let report = Linter().lint(SourceFile(path: "generated.nav.yml", bytes: Array(output.text.utf8)))
        let reported = Set(report.findings.map(\.rule))
        let expected = Set(allRules.map { $0.description.id })
            .union(DescriptionErrors.all.map(\.id).filter { $0 != DescriptionErrors.yamlSyntax.id })
        #expect(expected.subtracting(reported).isEmpty, "rules without a finding: \(expected.subtracting(reported).sorted())")
        // A sprinkling, not a flood: most presentations are correct.
        #expect(report.findings.count < output.presentations / 4)
    }

    @Test func undefinedReferencesAreTyposWithSuggestions() {
        let output = DescriptionGenerator(.init(screens: 101, seed: 2, undefinedReferences: 40)).generate()
        let report = Linter().lint(SourceFile(path: "typos.nav.yml", bytes: Array(output.text.utf8)))
        let unknown = report.findings.filter { $0.rule == DescriptionErrors.unknownReference.id }
        let typos = unknown.filter { $0.message.contains("Info'?") }
        #expect(typos.count == 40)
        #expect(unknown.allSatisfy { $0.message.contains("; did you mean '") })
    }
}

@Suite struct BenchmarkCommandTests {
    #if os(Linux)
    /// Linux charges a spawned child the peak memory of its parent; children
    /// run from the helper are charged their own.
    @Test func childrenRunFromTheHelperAreChargedTheirOwnMemory() throws {
        let bench = try #require(Self.executable("presentlint-bench"))
        let spawner = try ChildSpawner(helper: bench)
        let failing = try spawner.run("/bin/sh", ["-c", "exit 3"])
        #expect(failing.status == 3 && failing.seconds > 0)
        // Make this process large, then compare a direct child with one from the helper.
        let ballast = [UInt8](repeating: 1, count: 300 << 20)
        let direct = try runChild("/bin/true", [])
        let helped = try spawner.run("/bin/true", [])
        #expect(ballast.count == 300 << 20)
        #expect(direct.peakResidentBytes > 250 << 20)
        #expect(helped.peakResidentBytes > 0 && helped.peakResidentBytes < 100 << 20)
        // A command that cannot start is status 127, and the helper goes on.
        #expect(try spawner.run("/nonexistent/presentlint", []).status == 127)
        #expect(try spawner.run("/bin/sh", ["-c", "exit 0"]).status == 0)
        // A child that computes is charged its CPU time, through the helper too.
        let busy = try spawner.run("/bin/sh", ["-c", "i=0; while [ $i -lt 100000 ]; do i=$((i+1)); done"])
        #expect(busy.status == 0 && busy.cpuSeconds > 0)
    }
    #endif

    @Test func smallDescriptionsRunMoreOften() {
        var configuration = BenchmarkConfiguration(presentlint: "presentlint", workDirectory: "work")
        configuration.repetitions = 5
        configuration.targetSize = 20_000
        #expect([1_000, 10_000, 20_000, 100_000, 1].map(configuration.runs(forScreens:)) == [40, 10, 5, 5, 40])
    }

    /// The products directory that holds the test bundle and the executables.
    static func executable(_ name: String) -> String? {
        var directory = Bundle.main.bundleURL
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent(name).path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            directory.deleteLastPathComponent()
        }
        return nil
    }

    @Test func stagesAreReadFromTheTimingsText() {
        let text = """
            timings: 2 files, 7.5 MB, 267.74 ms from reading the configuration to the end of the report
              parsing and decoding     215.77 ms
              analysis                  22.87 ms
              (stages are summed over the files, which are linted in parallel)
            slowest rules (each rule's own time; a large description's rules run on two threads):
              animator-presenting-view                     3.03 ms
            """
        #expect(LintStage.parse(text) == [
            LintStage(name: "parsing and decoding", milliseconds: 215.77), LintStage(name: "analysis", milliseconds: 22.87),
        ])
        let medians = LintStage.medians(of: [
            [LintStage(name: "a", milliseconds: 3), LintStage(name: "b", milliseconds: 1)],
            [LintStage(name: "a", milliseconds: 1)],
            [LintStage(name: "a", milliseconds: 2), LintStage(name: "b", milliseconds: 5)],
        ])
        #expect(medians == [LintStage(name: "a", milliseconds: 2), LintStage(name: "b", milliseconds: 3)])
    }

    @Test func runsOnSmallSizesAndWritesTheTableAndJSON() throws {
        let bench = try #require(Self.executable("presentlint-bench"))
        let presentlint = try #require(Self.executable("presentlint"))
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("bench-test-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let json = directory.appendingPathComponent("results.json").path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: bench)
        process.arguments = [
            "--sizes", "40,120", "--target-size", "120", "--undefined-references", "20", "--repetitions", "1",
            "--startup-runs", "1", "--small-files", "4", "--small-file-runs", "1", "--presentlint", presentlint,
            "--work", directory.appendingPathComponent("work").path, "--output", json,
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let table = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        // 0 when every target is met, 1 when one is missed (timings of a debug build on tiny files).
        #expect(process.terminationStatus == 0 || process.terminationStatus == 1)
        #expect(table.contains("120 screens + 20 undefined references"))
        #expect(table.contains("--jobs 2"))
        let data = try Data(contentsOf: URL(fileURLWithPath: json))
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let sizes = try #require(object["sizes"] as? [[String: Any]])
        #expect(sizes.map { $0["screens"] as? Int } == [40, 120, 120])
        #expect(sizes.allSatisfy { ($0["findings"] as? Int ?? 0) > 0 && ($0["fullLintMs"] as? Double ?? 0) > 0 })
        #expect(sizes.allSatisfy { ($0["fullLintCpuMs"] as? Double ?? 0) > 0 && ($0["cpuRatio"] as? Double ?? 0) > 0 })
        // Each size's fixed cost is a one-screen lint run beside its own lints.
        #expect(sizes.allSatisfy { ($0["oneScreenLintMs"] as? Double ?? 0) > 0 })
        #expect(table.contains("CPU ratio"))
        #expect((object["targets"] as? [Any])?.isEmpty == false)
        // The target size's stages, from a run with --timings.
        let stages = try #require(object["stagesMs"] as? [String: Double])
        #expect(Set(stages.keys) == ["parsing and decoding", "analysis", "rules", "suppressions", "report"])
        #expect(stages.values.allSatisfy { $0 >= 0 } && stages["parsing and decoding"]! > 0)
        #expect(table.contains("stages of the 120-screen lint (--timings, medians): parsing and decoding "))
        // libyaml's scan read in place, beside one through its reader.
        let inPlace = try #require(object["inPlaceScanMs"] as? Double)
        let share = try #require(object["inPlaceScanShare"] as? Double)
        #expect(inPlace > 0 && share > 0)
        #expect(table.contains("libyaml scan of 120 screens read in place, as presentlint has libyaml read a file: "))
        // One pinned scan per core, where threads can be pinned (Linux, no narrower CPU set).
        if let cores = object["coreScanMs"] as? [Double] {
            #expect(!cores.isEmpty && cores.allSatisfy { $0 > 0 })
            #expect(table.contains("screens on each core: core 0 "))
            let together = try #require(object["concurrentScanMs"] as? Double)
            let capacity = try #require(object["parallelCapacity"] as? Double)
            // Measured, not bounded: scans of a 120-screen file take a fraction of a millisecond, and
            // beside the other tests their ratio can be anything (no timing assertions in tests).
            #expect(together > 0 && capacity > 0)
            #expect(table.contains("libyaml scan on all cores at once: "))
        }
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("work").path))
    }
}
