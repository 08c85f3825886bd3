import Foundation

/// Runs the built `presentlint` executable (the test target depends on it,
/// so it sits in the same build products directory as the test bundle).
enum Binary {
    /// The package root.
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The `presentlint` executable next to the test bundle.
    static let url: URL? = {
        var directory = Bundle.main.bundleURL
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("presentlint")
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                return candidate
            }
            directory.deleteLastPathComponent()
        }
        return nil
    }()

    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    /// Runs presentlint with `arguments` in `directory` (default: the package root).
    static func run(
        _ arguments: [String], in directory: URL? = nil, stdin: Data? = nil, environment: [String: String] = [:]
    ) throws -> Result {
        guard let url else { throw CocoaError(.fileNoSuchFile) }
        return try execute(url, arguments, in: directory ?? packageRoot, stdin: stdin, environment: environment)
    }

    /// Runs `executable` with `arguments` in `directory`, its environment this
    /// process's with `environment` on top, and collects its output.
    static func execute(
        _ executable: URL, _ arguments: [String], in directory: URL, stdin: Data? = nil, environment: [String: String] = [:]
    ) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let out = Pipe(), err = Pipe(), input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(stdin) }
        try input.fileHandleForWriting.close()
        // Read both pipes concurrently so a large output cannot block the child.
        let errors = PipeReader(err)
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = errors.wait()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self))
    }
}

/// Reads a pipe to its end on another thread.
final class PipeReader: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ pipe: Pipe) {
        DispatchQueue.global().async {
            self.data = pipe.fileHandleForReading.readDataToEndOfFile()
            self.done.signal()
        }
    }

    /// Everything the pipe carried, once it is closed.
    func wait() -> Data {
        done.wait()
        return data
    }
}
