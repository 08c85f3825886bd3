import Foundation

/// Turns command-line paths into the files to lint.
public enum FileDiscovery {
    /// A path that could not be linted, with the reason.
    public struct Failure: Error, Sendable {
        public let path: String
        public let reason: String

        public init(path: String, reason: String) {
            self.path = path
            self.reason = reason
        }
    }

    /// The default patterns for files found in directories.
    public static func isDescription(_ name: String) -> Bool {
        name.hasSuffix(".nav.yml") || name.hasSuffix(".nav.yaml")
    }

    /// Files named explicitly are kept whatever their name, unless `selection`
    /// excludes them; directories are searched recursively for the files
    /// `selection` includes (hidden entries are skipped, and symbolic links are
    /// not followed into directories, so link loops cannot hang the search).
    /// Results keep the argument order, and files found in a directory are sorted.
    public static func files(
        for paths: [String], selection: FileSelection = .standard
    ) -> (files: [String], failures: [Failure]) {
        var files: [String] = []
        var failures: [Failure] = []
        let manager = FileManager.default
        for path in paths {
            if path == "-" {
                files.append(path)
                continue
            }
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                failures.append(Failure(path: path, reason: "no such file or directory"))
                continue
            }
            if selection.excludes(path) { continue }
            guard isDirectory.boolValue else {
                files.append(path)
                continue
            }
            guard manager.isReadableFile(atPath: path), let enumerator = manager.enumerator(atPath: path) else {
                failures.append(Failure(path: path, reason: "cannot list directory"))
                continue
            }
            var found: [String] = []
            while let relative = enumerator.nextObject() as? String {
                let name = (relative as NSString).lastPathComponent
                let isDirectory = (enumerator.fileAttributes?[.type] as? FileAttributeType) == .typeDirectory
                let full = path == "." ? relative : (path as NSString).appendingPathComponent(relative)
                if name.hasPrefix(".") || (isDirectory && selection.excludes(full)) {
                    if isDirectory { enumerator.skipDescendants() }
                    continue
                }
                if !isDirectory, selection.includes(file: full) { found.append(full) }
            }
            files += found.sorted()
        }
        return (files, failures)
    }
}
