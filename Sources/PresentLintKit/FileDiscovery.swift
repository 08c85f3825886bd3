#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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

        /// "cannot lint 'PATH': REASON", as the CLI and SARIF report it.
        public var message: String { "cannot lint '\(path)': \(reason)" }
    }

    /// The default patterns for files found in directories.
    public static func isDescription(_ name: String) -> Bool {
        name.hasSuffix(".nav.yml") || name.hasSuffix(".nav.yaml")
    }

    /// Files named explicitly are kept whatever their name, unless `selection`
    /// excludes them; directories are searched recursively for the files
    /// `selection` includes (hidden entries are skipped unless an `include`
    /// glob names them, and symbolic links are not followed into directories,
    /// so link loops cannot hang the search). A directory below that cannot be
    /// listed is a failure. Results keep the argument order, files found in a
    /// directory are sorted, and a file reached twice (named twice, or also
    /// found in a directory named) is linted once.
    public static func files(
        for paths: [String], selection: FileSelection = .standard
    ) -> (files: [String], failures: [Failure]) {
        var files: [String] = []
        var failures: [Failure] = []
        // Compared byte for byte: Swift's String equality is canonical, so two files whose names
        // differ only in Unicode normalization (NFC "é" and NFD "e\u{301}") would count as one.
        var seen: Set<[UInt8]> = []
        func add(_ file: String, absolute: String? = nil) {
            let key = file == "-" ? file : absolute ?? PathMath.absolute(file)
            if seen.insert(Array(key.utf8)).inserted { files.append(file) }
        }
        for path in paths {
            if path == "-" {
                add(path)
                continue
            }
            var status = stat()
            guard stat(path, &status) == 0 else {
                // Say why: a missing file, a link loop, a file used as a directory.
                let code = errno
                // The command line decodes a name that is not UTF-8 with U+FFFD, which names no file.
                let hint = code == ENOENT && path.contains("\u{FFFD}")
                    ? " (a name that is not valid UTF-8 cannot be opened; rename it)" : ""
                failures.append(Failure(path: path, reason: FileReader.reason(for: code) + hint))
                continue
            }
            if selection.excludes(path) { continue }
            guard status.st_mode & S_IFMT == S_IFDIR else {
                add(path)
                continue
            }
            let listed = access(path, R_OK) == 0 ? search(path, selection: selection) : .failure(ListingError(code: errno))
            guard case .success(let found) = listed else {
                if case .failure(let error) = listed { failures.append(Failure(path: path, reason: listingFailure(error.code))) }
                continue
            }
            for file in found.files.sorted(by: { $0.path < $1.path }) { add(file.path, absolute: file.absolute) }
            failures += found.failures.sorted { $0.path < $1.path }
        }
        return (files, failures)
    }

    /// A directory that could not be opened for listing, with the `errno` of the call that failed.
    private struct ListingError: Error {
        let code: Int32
    }

    /// Why a directory cannot be listed, from the `errno` of the call that failed:
    /// "cannot list directory: permission denied".
    private static func listingFailure(_ code: Int32) -> String {
        "cannot list directory: " + FileReader.reason(for: code)
    }

    /// The files under `directory` that `selection` includes, found with
    /// `readdir`, which reports each entry's type without a `stat` per file,
    /// and the directories below it that could not be listed. Hidden entries
    /// are skipped unless `selection` names them, excluded directories are not
    /// entered, and a symbolic link is never followed into a directory. An entry
    /// whose name is not UTF-8 cannot be opened again by a String path: one the
    /// search would take is a failure that says so. A failure when `directory` itself
    /// cannot be listed. Each file comes with its absolute path.
    private static func search(
        _ directory: String, selection: FileSelection
    ) -> Result<(files: [(path: String, absolute: String)], failures: [Failure]), ListingError> {
        var trimmed = directory
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
        let prefix = directory == "." ? "" : trimmed == "/" ? "/" : trimmed + "/"
        // The same entries as absolute paths, for the selection (made absolute once, not per entry).
        let absolute = PathMath.absolute(directory)
        let absolutePrefix = absolute == "/" ? "/" : absolute + "/"
        var found: [(path: String, absolute: String)] = []
        var failures: [Failure] = []
        // Directories still to list, as paths relative to `directory`.
        var pending: [String] = [""]
        var first = true
        while let relative = pending.popLast() {
            guard let stream = opendir(prefix + relative + (relative.isEmpty && prefix.isEmpty ? "." : "")) else {
                if first { return .failure(ListingError(code: errno)) }
                failures.append(Failure(path: prefix + relative, reason: listingFailure(errno)))
                continue
            }
            first = false
            defer { closedir(stream) }
            while let entry = readdir(stream) {
                let (name, isUTF8) = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    let bytes = raw.prefix { $0 != 0 }
                    let valid = String(validating: bytes, as: UTF8.self)
                    return (valid ?? String(decoding: bytes, as: UTF8.self), valid != nil)
                }
                // `.` and `..` are never entered, even when an `include` glob such as `.*` matches them.
                if name == "." || name == ".." { continue }
                if name.hasPrefix("."), !selection.includesHidden(name) { continue }
                let child = relative.isEmpty ? name : relative + "/" + name
                let full = prefix + child
                let isDirectory: Bool
                switch Int32(entry.pointee.d_type) {
                case Int32(DT_DIR): isDirectory = true
                case Int32(DT_UNKNOWN):
                    var status = stat()
                    isDirectory = lstat(full, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
                default: isDirectory = false
                }
                if isDirectory {
                    guard !selection.excludes(absolute: absolutePrefix + child) else { continue }
                    if isUTF8 { pending.append(child) } else { failures.append(Self.notUTF8(full, "directory")) }
                } else if selection.includes(absoluteFile: absolutePrefix + child) {
                    if isUTF8 { found.append((full, absolutePrefix + child)) } else { failures.append(Self.notUTF8(full, "file")) }
                }
            }
        }
        return .success((found, failures))
    }

    /// The failure for an entry whose name is not UTF-8 (shown with U+FFFD in its place).
    private static func notUTF8(_ path: String, _ kind: String) -> Failure {
        Failure(path: path, reason: "the \(kind)'s name is not valid UTF-8, so presentlint cannot open it; rename it")
    }
}
