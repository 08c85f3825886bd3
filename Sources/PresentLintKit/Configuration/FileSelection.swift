
/// Which files a lint run takes: directory searches keep files that match an
/// `include` glob, and no file or directory that matches an `exclude` glob is
/// linted. Globs are relative to `base`; files outside it are selected by
/// name (`*.nav.yml`, `*.nav.yaml`) and never excluded.
public struct FileSelection: Sendable, Equatable {
    public var include: [Glob]
    public var exclude: [Glob]
    /// The absolute directory the globs are relative to.
    public var base: String

    public init(include: [Glob], exclude: [Glob], base: String) {
        self.include = include
        self.exclude = exclude
        self.base = PathMath.absolute(base)
    }

    /// True when an `include` glob spells a hidden name (a component that
    /// starts with `.`, such as `.ci/*.nav.yml`) that `name` matches: a
    /// directory search enters or keeps such hidden entries and skips all others.
    func includesHidden(_ name: String) -> Bool {
        include.contains { glob in
            glob.pattern.split(separator: "/").contains { component in
                component.hasPrefix(".") && component != "." && component != ".." && Glob(String(component)).matches(name)
            }
        }
    }

    /// The selection without a configuration file: every `*.nav.yml` / `*.nav.yaml`.
    public static var standard: FileSelection {
        Configuration(directory: WorkingDirectory.pathOrRoot).selection
    }

    /// True when a directory search keeps the file at `path`.
    public func includes(file path: String) -> Bool {
        includes(absoluteFile: PathMath.absolute(path))
    }

    /// `includes(file:)` for a path that is already absolute, with no `.` or
    /// `..` components, as a directory search builds them.
    func includes(absoluteFile path: String) -> Bool {
        guard let relative = PathMath.relative(normalized: path, to: base) else { return FileDiscovery.isDescription(path) }
        return include.contains { $0.matches(relative) } && !isExcluded(relative: relative)
    }

    /// True when `path` (a file or directory) or one of its parent directories
    /// below `base` matches an `exclude` glob.
    public func excludes(_ path: String) -> Bool {
        !exclude.isEmpty && excludes(absolute: PathMath.absolute(path))
    }

    /// `excludes(_:)` for a path that is already absolute, with no `.` or `..` components.
    func excludes(absolute path: String) -> Bool {
        guard !exclude.isEmpty, let relative = PathMath.relative(normalized: path, to: base) else { return false }
        return isExcluded(relative: relative)
    }

    private func isExcluded(relative: String) -> Bool {
        guard !exclude.isEmpty else { return false }
        var prefix = ""
        for component in relative.split(separator: "/") {
            prefix = prefix.isEmpty ? String(component) : prefix + "/" + component
            if exclude.contains(where: { $0.matches(prefix) }) { return true }
        }
        return false
    }
}

/// Lexical path arithmetic (no symbolic links are resolved, so paths stay as the user wrote them).
enum PathMath {
    /// `path` made absolute against the current directory, with `.` and `..` resolved.
    static func absolute(_ path: String) -> String {
        let joined = path.hasPrefix("/") ? path : WorkingDirectory.pathOrRoot + "/" + path
        var components: [Substring] = []
        for component in joined.split(separator: "/") {
            switch component {
            case ".": continue
            case "..": if !components.isEmpty { components.removeLast() }
            default: components.append(component)
            }
        }
        return "/" + components.joined(separator: "/")
    }

    /// `path` relative to the directory `base` (both made absolute), or nil when it is not inside `base`.
    static func relative(_ path: String, to base: String) -> String? {
        relative(normalized: absolute(path), to: absolute(base))
    }

    /// `path` relative to the directory `base` (both made absolute), with `..`
    /// steps when it is outside `base`; absolute when the two share nothing but `/`.
    static func relativeWithParents(_ path: String, to base: String) -> String {
        let path = absolute(path), base = absolute(base)
        if let inside = relative(normalized: path, to: base) { return inside }
        let pathParts = path.split(separator: "/"), baseParts = base.split(separator: "/")
        let shared = zip(pathParts, baseParts).prefix { $0 == $1 }.count
        guard shared > 0 else { return path }
        let up = Array(repeating: "..", count: baseParts.count - shared)
        return (up + pathParts[shared...].map(String.init)).joined(separator: "/")
    }

    /// The directory part of a path without a trailing `/`: `/a` for `/a/b`, `/` for `/a`.
    static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The last component of a path without a trailing `/`.
    static func lastComponent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// `name` inside `directory`.
    static func child(_ name: String, of directory: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    /// `relative(_:to:)` for paths that are already absolute, with no `.` or `..` components.
    static func relative(normalized path: String, to base: String) -> String? {
        if path == base { return "" }
        let prefix = base == "/" ? "/" : base + "/"
        guard path.hasPrefix(prefix) else { return nil }
        return String(path.dropFirst(prefix.count))
    }
}
