import Foundation
import PresentLintKit
import Testing

/// `include` / `exclude` globs and the directory search that uses them.
@Suite struct FileSelectionTests {
    @Test(arguments: [
        ("**/*.nav.yml", "a.nav.yml", true),
        ("**/*.nav.yml", "App/Flows/a.nav.yml", true),
        ("**/*.nav.yml", "App/a.nav.yaml", false),
        ("*.nav.yml", "App/a.nav.yml", false),
        ("Pods/**", "Pods", true),
        ("Pods/**", "Pods/X/a.nav.yml", true),
        ("Pods/**", "App/Pods/a.nav.yml", false),
        ("**/Generated/**", "App/Generated/x/a.nav.yml", true),
        ("**/Generated/**", "App/Generated2/a.nav.yml", false),
        ("App/?.nav.yml", "App/a.nav.yml", true),
        ("App/?.nav.yml", "App/ab.nav.yml", false),
        ("App/[ab].nav.yml", "App/b.nav.yml", true),
        ("App/[!ab].nav.yml", "App/b.nav.yml", false),
        ("App/[a-c]*.nav.yml", "App/checkout.nav.yml", true),
        ("**/*.{yml,yaml}", "x/y.yaml", true),
        ("**/*.{yml,yaml}", "x/y.json", false),
        ("./App/*.nav.yml", "App/a.nav.yml", true),
        ("App/**/a.nav.yml", "App/a.nav.yml", true),
        ("App/**/a.nav.yml", "App/x/y/a.nav.yml", true),
        ("a*b*c", "aXbYc", true),
        ("a*b*c", "aXbY", false),
        // Outside ASCII, a character is matched whole (an ASCII pattern and path are matched byte by byte).
        ("App/?.nav.yml", "App/é.nav.yml", true),
        ("App/[é].nav.yml", "App/é.nav.yml", true),
        ("Café/**", "Café/a.nav.yml", true),
        ("Café/**", "Cafe/a.nav.yml", false),
        ("**/*.nav.yml", "Écrans/a.nav.yml", true),
        ("[!a]*/**", "ü/b.nav.yml", true),
        ("a?b", "a\r\nb", true),
    ])
    func globMatching(pattern: String, path: String, matches: Bool) {
        #expect(Glob(pattern).matches(path) == matches, "\(pattern) vs \(path)")
    }

    private func tree() throws -> TemporaryDirectory {
        let root = try TemporaryDirectory()
        for file in ["App/a.nav.yml", "App/b.nav.yaml", "App/notes.yml", "App/Generated/g.nav.yml",
                     "Pods/P/p.nav.yml", ".hidden/h.nav.yml", "Flows/custom.flow.yml"] {
            try root.write(file, "screens: {}\n")
        }
        return root
    }

    private func relative(_ files: [String], to root: TemporaryDirectory) -> [String] {
        files.map { String($0.dropFirst(root.path().count + 1)) }
    }

    @Test func defaultSelectionFindsNavFilesAndSkipsHiddenDirectories() throws {
        let root = try tree()
        let found = FileDiscovery.files(for: [root.path()], selection: Configuration(directory: root.path()).selection)
        #expect(relative(found.files, to: root) == ["App/Generated/g.nav.yml", "App/a.nav.yml", "App/b.nav.yaml", "Pods/P/p.nav.yml"])
        #expect(found.failures.isEmpty)
    }

    @Test func includeAndExcludeFromTheConfiguration() throws {
        let root = try tree()
        let configuration = Configuration(
            include: ["**/*.nav.yml", "Flows/*.flow.yml"], exclude: ["Pods/**", "**/Generated/**"], directory: root.path())
        let found = FileDiscovery.files(for: [root.path()], selection: configuration.selection)
        #expect(relative(found.files, to: root) == ["App/a.nav.yml", "Flows/custom.flow.yml"])
    }

    @Test func hiddenEntriesAreSearchedOnlyWhenAnIncludeGlobNamesThem() throws {
        let root = try tree()
        try root.write(".git/objects/o.nav.yml", "screens: {}\n")
        try root.write("App/.draft.nav.yml", "screens: {}\n")
        let configuration = Configuration(include: ["**/*.nav.yml", ".hidden/*.nav.yml", "**/.draft.nav.yml"], directory: root.path())
        let found = FileDiscovery.files(for: [root.path()], selection: configuration.selection)
        #expect(relative(found.files, to: root) == [
            ".hidden/h.nav.yml", "App/.draft.nav.yml", "App/Generated/g.nav.yml", "App/a.nav.yml", "Pods/P/p.nav.yml",
        ])
    }

    /// `.*` matches the `.` and `..` entries of every directory too; they are never entered
    /// (the search would otherwise descend into `./.` forever).
    @Test func aGlobThatMatchesDotAndDotDotStillEnds() throws {
        let root = try tree()
        let configuration = Configuration(include: [".*/*.nav.yml", "**/.*", "App/*.nav.yml"], directory: root.path())
        let found = FileDiscovery.files(for: [root.path()], selection: configuration.selection)
        #expect(relative(found.files, to: root) == [".hidden/h.nav.yml", "App/a.nav.yml"])
        #expect(found.failures.isEmpty)
    }

    @Test func aFileReachedTwiceIsListedOnce() throws {
        let root = try tree()
        let found = FileDiscovery.files(
            for: [root.path("App/a.nav.yml"), root.path("App"), root.path("App/../App/a.nav.yml"), "-", "-"],
            selection: Configuration(directory: root.path()).selection)
        #expect(relative(found.files.filter { $0 != "-" }, to: root) == ["App/a.nav.yml", "App/Generated/g.nav.yml", "App/b.nav.yaml"])
        #expect(found.files.filter { $0 == "-" }.count == 1)
    }

    @Test func explicitFilesAreLintedWhateverTheirNameButExcludeStillApplies() throws {
        let root = try tree()
        let configuration = Configuration(exclude: ["Pods/**"], directory: root.path())
        let found = FileDiscovery.files(
            for: [root.path("App/notes.yml"), root.path("Pods/P/p.nav.yml"), root.path("Pods")], selection: configuration.selection)
        #expect(relative(found.files, to: root) == ["App/notes.yml"])
    }

    @Test func filesOutsideTheConfigurationDirectoryAreSelectedByName() throws {
        let root = try tree()
        let configuration = Configuration(include: ["nothing/**"], exclude: ["**"], directory: root.path("Flows"))
        let found = FileDiscovery.files(for: [root.path("App")], selection: configuration.selection)
        #expect(relative(found.files, to: root) == ["App/Generated/g.nav.yml", "App/a.nav.yml", "App/b.nav.yaml"])
    }

    @Test func missingPathIsAFailureAndTheOthersAreStillFound() throws {
        let root = try tree()
        let found = FileDiscovery.files(for: [root.path("nope"), root.path("App/a.nav.yml"), "-"],
                                        selection: Configuration(directory: root.path()).selection)
        #expect(found.failures.map(\.path) == [root.path("nope")])
        #expect(found.files == [root.path("App/a.nav.yml"), "-"])
    }
}
