import Foundation

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
        (PathMath.absolute(path) as NSString).deletingLastPathComponent
    }

    /// Reads the baseline at `path`.
    public static func read(path: String) throws -> Baseline {
        let data: Data
        switch FileReader.read(path) {
        case .success(let file): data = Data(file.bytes)
        case .failure(let failure): throw BaselineError(path: path, reason: "cannot read the baseline: \(failure.reason)")
        }
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              object["version"] as? Int == 1, let items = object["findings"] as? [Any] else {
            throw BaselineError(path: path, reason: "not a presentlint baseline (a JSON object with \"version\": 1 and \"findings\")")
        }
        var entries: [Entry] = []
        for (index, item) in items.enumerated() {
            guard let fields = item as? [String: Any], let file = fields["file"] as? String,
                  let rule = fields["rule"] as? String, let subject = fields["subject"] as? String else {
                throw BaselineError(path: path, reason: "finding \(index + 1) needs string \"file\", \"rule\" and \"subject\"")
            }
            entries.append(Entry(file: file, rule: rule, subject: subject, message: fields["message"] as? String ?? ""))
        }
        return Baseline(entries: entries)
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
            guard let handle = FileHandle(forWritingAtPath: path) else {
                throw BaselineError(path: requested, reason: "cannot write to it")
            }
            defer { try? handle.close() }
            do { try handle.write(contentsOf: Data(render().utf8)) } catch {
                throw BaselineError(path: requested, reason: "cannot write to it")
            }
            return
        }
        let directory = Self.directory(of: path)
        let temporary = (directory as NSString).appendingPathComponent(
            ".\((path as NSString).lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).\(UUID().uuidString).tmp")
        guard FileManager.default.createFile(atPath: temporary, contents: Data(render().utf8)) else {
            throw BaselineError(path: requested, reason: "cannot write in \(directory)")
        }
        if let handle = FileHandle(forUpdatingAtPath: temporary) {
            try? handle.synchronize()
            try? handle.close()
        }
        if exists { chmod(temporary, status.st_mode & 0o7777) }
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(atPath: temporary)
            throw BaselineError(path: requested, reason: "cannot replace the file: \(reason)")
        }
    }

    /// Where a chain of symbolic links at `path` ends, even when its last target does not
    /// exist yet (Foundation leaves a dangling link unresolved); `path` itself if it is no link.
    private static func linkTarget(of path: String) -> String {
        var current = path
        for _ in 0..<40 {
            guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current) else { break }
            current = destination.hasPrefix("/")
                ? destination : (directory(of: current) as NSString).appendingPathComponent(destination)
        }
        return current
    }
}
