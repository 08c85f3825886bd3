#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's current directory as the shell names it: `PWD` when that is
/// an absolute path without `.` or `..` to the current directory (as `pwd`
/// prints it, through any symbolic link the user changed directory through),
/// else `getcwd`'s path with the links resolved, with a buffer of any length
/// (a directory path can be longer than Foundation's 1,024 bytes). Paths are
/// compared as text (`PathMath`), so a file named `$PWD/a.nav.yml` must get
/// the same absolute path as `a.nav.yml` for the baseline and `exclude`.
public enum WorkingDirectory {
    /// The absolute path, or nil when it cannot be found (the directory was
    /// removed). Found once: presentlint never changes its directory.
    public static let path: String? = {
        if let logical = logicalPath { return logical }
        guard let buffer = getcwd(nil, 0) else { return nil }
        defer { free(buffer) }
        return String(cString: buffer)
    }()

    /// `PWD`, if it names the current directory in normal form.
    private static var logicalPath: String? {
        guard let value = getenv("PWD") else { return nil }
        let pwd = String(cString: value)
        guard pwd.hasPrefix("/"), !pwd.split(separator: "/").contains(where: { $0 == "." || $0 == ".." }) else { return nil }
        var named = stat(), current = stat()
        guard stat(pwd, &named) == 0, stat(".", &current) == 0,
              named.st_dev == current.st_dev, named.st_ino == current.st_ino else { return nil }
        return pwd.count > 1 && pwd.hasSuffix("/") ? String(pwd.dropLast()) : pwd
    }

    /// `path`, or `/` in its place when it cannot be found: no relative path can be read there anyway.
    static var pathOrRoot: String { path ?? "/" }
}
