import Foundation
@testable import presentlint
import Testing

/// The paths of `lint` are taken out of the command line before ArgumentParser
/// reads it (it collects many positional values in quadratic time).
@Suite struct LintPathsTests {
    @Test func pathsAreTheWordsThatAreNeitherOptionsNorTheirValues() throws {
        let split = try #require(LintPaths.split([
            "lint", "a.nav.yml", "--format", "json", "-", "--strict", "--jobs", "-1", "--color=never", "b", "--", "-c", "--quiet",
        ]))
        #expect(split.arguments == ["lint", "--format", "json", "--strict", "--jobs", "-1", "--color=never"])
        #expect(split.paths == ["a.nav.yml", "-", "b", "-c", "--quiet"])
        #expect(LintPaths.split(["explain", "a"]) == nil)
        #expect(LintPaths.split(["--version"]) == nil)
    }

    /// The options that take a value are exactly those ArgumentParser knows for `lint`.
    @Test func optionsWithValuesAreLintsOptions() throws {
        let result = try Binary.run(["lint", "--experimental-dump-help"])
        let info = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let arguments = (info?["command"] as? [String: Any])?["arguments"] as? [[String: Any]] ?? []
        let options = arguments.filter { $0["kind"] as? String == "option" }.flatMap { argument in
            (argument["names"] as? [[String: Any]] ?? []).compactMap { name in
                (name["name"] as? String).map { (name["kind"] as? String == "short" ? "-" : "--") + $0 }
            }
        }
        #expect(!options.isEmpty)
        #expect(Set(options) == LintPaths.optionsWithValues)
    }

    /// Many paths: every one is linted (here: reported missing), in the order given.
    @Test func twentyThousandPathsAreAllLinted() throws {
        let paths = (1...20_000).map { "missing-\($0).nav.yml" }
        let result = try Binary.run(["lint", "--format", "json"] + paths)
        #expect(result.status == 2)
        let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let failures = (json?["failures"] as? [[String: Any]] ?? []).compactMap { $0["file"] as? String }
        #expect(failures == paths)
    }
}
