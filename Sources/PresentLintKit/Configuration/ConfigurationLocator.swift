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
        // Walked up by text, one component at a time: it ends at `/` whatever the directory is.
        var current = PathMath.absolute(directory)
        while true {
            let candidate = PathMath.child(fileName, of: current)
            // A dangling symbolic link is found too, so that reading it fails loudly instead of being skipped.
            if manager.fileExists(atPath: candidate) || (try? manager.destinationOfSymbolicLink(atPath: candidate)) != nil {
                return PathMath.relative(candidate, to: WorkingDirectory.pathOrRoot) ?? candidate
            }
            if manager.fileExists(atPath: PathMath.child(".git", of: current)) || current == "/" { return nil }
            current = PathMath.parent(of: current)
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
        let directory = base ?? PathMath.parent(of: PathMath.absolute(path))
        return try parse(file.bytes, path: path, directory: directory)
    }
}
