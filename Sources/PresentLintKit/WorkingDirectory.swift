#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's current directory, from `getcwd` with a buffer of any length
/// (a directory path can be longer than Foundation's 1,024 bytes).
public enum WorkingDirectory {
    /// The absolute path, or nil when it cannot be found (the directory was removed).
    public static var path: String? {
        guard let buffer = getcwd(nil, 0) else { return nil }
        defer { free(buffer) }
        return String(cString: buffer)
    }

    /// `path`, or `/` in its place when it cannot be found: no relative path can be read there anyway.
    static var pathOrRoot: String { path ?? "/" }
}
