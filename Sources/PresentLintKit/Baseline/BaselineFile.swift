#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A baseline file that cannot be read or written.
public struct BaselineError: Error, Sendable, CustomStringConvertible {
    public let path: String
    public let reason: String

    public var description: String { "\(path): \(reason)" }
}

/// The baseline file format, version 1 (JSON):
///
///     {
///       "version": 1,
///       "findings": [
///         {"file": "App/checkout.nav.yml", "rule": "partial-curl-requires-full-screen",
///          "subject": "presentation 'pay' transition", "message": "..."}
///       ]
///     }
extension Baseline {
    /// The directory paths in the baseline at `path` are relative to.
    public static func directory(of path: String) -> String {
        PathMath.parent(of: PathMath.absolute(path))
    }

    /// Reads the baseline at `path`.
    public static func read(path: String) throws -> Baseline {
        let data: Data
        switch FileReader.read(path) {
        case .success(let file): data = Data(file.bytes)
        case .failure(let failure): throw BaselineError(path: path, reason: "cannot read the baseline: \(failure.reason)")
        }
        guard let file = try? JSONDecoder().decode(FileContents.self, from: data) else {
            throw BaselineError(path: path, reason: "not a presentlint baseline (a JSON object with \"version\": 1 and \"findings\")")
        }
        guard file.version == 1 else {
            throw BaselineError(path: path, reason: "baseline version \(file.version) is not supported: this presentlint reads version 1; write it again with --write-baseline")
        }
        var entries: [Entry] = []
        for (index, item) in file.findings.enumerated() {
            guard let file = item.file, let rule = item.rule, let subject = item.subject else {
                throw BaselineError(path: path, reason: "finding \(index + 1) needs string \"file\", \"rule\" and \"subject\"")
            }
            entries.append(Entry(file: file, rule: rule, subject: subject, message: item.message ?? ""))
        }
        return Baseline(entries: entries)
    }

    /// The file as JSON gives it: each finding's fields are checked one by one, to say which is wrong.
    private struct FileContents: Decodable {
        let version: Int
        let findings: [Item]

        struct Item: Decodable {
            var file, rule, subject, message: String?

            init(from decoder: any Decoder) throws {
                // Anything that is not an object, or a field that is not a string, is read as missing.
                guard let fields = try? decoder.container(keyedBy: Key.self) else { return }
                file = try? fields.decode(String.self, forKey: .file)
                rule = try? fields.decode(String.self, forKey: .rule)
                subject = try? fields.decode(String.self, forKey: .subject)
                message = try? fields.decode(String.self, forKey: .message)
            }

            enum Key: String, CodingKey {
                case file, rule, subject, message
            }
        }
    }

    /// The file's JSON text.
    public func render() -> String {
        let items = entries.map { entry in
            "    {\"file\": \(JSON.string(entry.file)), \"rule\": \(JSON.string(entry.rule)), "
                + "\"subject\": \(JSON.string(entry.subject)), \"message\": \(JSON.string(entry.message))}"
        }
        let list = items.isEmpty ? "[]" : "[\n" + items.joined(separator: ",\n") + "\n  ]"
        return "{\n  \"version\": 1,\n  \"findings\": \(list)\n}\n"
    }

    /// Writes the baseline atomically: to a temporary file in the same
    /// directory, then renamed over `path`, so a reader never sees half a file.
    /// A symbolic link is written through (its target is replaced, the link
    /// stays), an existing file keeps its permissions, and a path that is not a
    /// regular file (`/dev/stdout`) is written to directly.
    public func write(to requested: String) throws {
        let path = Self.linkTarget(of: URL(fileURLWithPath: requested).resolvingSymlinksInPath().path)
        var status = stat()
        let exists = stat(path, &status) == 0
        if exists, status.st_mode & S_IFMT != S_IFREG {
            guard Self.write(render(), to: path, flags: O_WRONLY) else {
                throw BaselineError(path: requested, reason: "cannot write to it")
            }
            return
        }
        let directory = Self.directory(of: path)
        let temporary = PathMath.child(
            ".\(PathMath.lastComponent(of: path)).\(getpid()).\(UUID().uuidString).tmp", of: directory)
        guard Self.write(render(), to: temporary, flags: O_WRONLY | O_CREAT | O_EXCL, synchronized: true) else {
            throw BaselineError(path: requested, reason: "cannot write in \(directory)")
        }
        if exists { chmod(temporary, status.st_mode & 0o7777) }
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw BaselineError(path: requested, reason: "cannot replace the file: \(reason)")
        }
    }

    /// Writes `text` to the file at `path` opened with `flags` (a new file
    /// gets mode 0666 less the umask); `synchronized`: flushed to the disk.
    /// Returns false when any step fails; a file it created (`O_CREAT | O_EXCL`) is then removed.
    private static func write(_ text: String, to path: String, flags: Int32, synchronized: Bool = false) -> Bool {
        let descriptor = open(path, flags | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { return false }
        var bytes = Array(text.utf8)[...]
        var failed = false
        while !bytes.isEmpty, !failed {
            let written = bytes.withUnsafeBytes { systemWrite(descriptor, $0.baseAddress, $0.count) }
            if written < 0, errno == EINTR { continue }
            if written > 0 { bytes = bytes.dropFirst(written) } else { failed = true }
        }
        if !failed, synchronized, fsync(descriptor) != 0 { failed = true }
        if close(descriptor) != 0 { failed = true }
        if failed, flags & O_EXCL != 0 { unlink(path) }
        return !failed
    }

    /// What the symbolic link at `path` points to, or nil when it is not a link.
    private static func symbolicLinkDestination(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count >= 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Where a chain of symbolic links at `path` ends, even when its last target does not
    /// exist yet (Foundation leaves a dangling link unresolved); `path` itself if it is no link.
    private static func linkTarget(of path: String) -> String {
        var current = path
        for _ in 0..<40 {
            guard let destination = symbolicLinkDestination(current) else { break }
            current = destination.hasPrefix("/") ? destination : PathMath.child(destination, of: directory(of: current))
        }
        return current
    }
}

/// POSIX `write(2)` (inside `Baseline`, `write` names its own method).
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
