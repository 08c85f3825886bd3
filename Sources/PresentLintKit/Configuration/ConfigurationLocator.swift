#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension Configuration {
    /// The name of the configuration file looked for.
    public static let fileName = ".presentlint.yml"

    /// The first `.presentlint.yml` in `directory` or its parents; the search
    /// stops at a directory that contains `.git` (the repository's root). A
    /// file inside the current directory comes back relative to it, for messages.
    public static func locate(from directory: String) -> String? {
        let manager = FileManager.default
        var current = URL(fileURLWithPath: directory).standardizedFileURL
        while true {
            let candidate = current.appendingPathComponent(fileName).path
            // A dangling symbolic link is found too, so that reading it fails loudly instead of being skipped.
            if manager.fileExists(atPath: candidate) || (try? manager.destinationOfSymbolicLink(atPath: candidate)) != nil {
                return PathMath.relative(candidate, to: manager.currentDirectoryPath) ?? candidate
            }
            if manager.fileExists(atPath: current.appendingPathComponent(".git").path) { return nil }
            let parent = current.deletingLastPathComponent()
            if parent.path == current.path { return nil }
            current = parent
        }
    }

    /// Reads and parses the configuration file at `path`; its globs are
    /// relative to `base`, by default the file's directory.
    public static func load(path: String, base: String? = nil) throws -> Configuration {
        let file: SourceFile
        switch FileReader.read(path) {
        case .success(let read): file = read
        case .failure(let failure):
            throw ConfigurationError(path: path, problems: [.init(line: 0, column: 0, message: "cannot read the configuration file: \(failure.reason)")])
        }
        let directory = base ?? URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent().path
        return try parse(file.bytes, path: path, directory: directory)
    }
}
