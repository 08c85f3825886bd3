import Foundation

/// Runs `python3` for checks that need a reference implementation (JSON
/// Schema validation with the `jsonschema` package, YAML to JSON with PyYAML).
/// `.ci/run` installs both; tests that need them are skipped, with that reason,
/// where they are missing.
enum Python {
    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    /// True when python3 can import every module.
    static func has(_ modules: String...) -> Bool {
        (try? run("import " + modules.joined(separator: ", ")).status) == 0
    }

    /// Runs `script` with `input` on standard input and `arguments` in `sys.argv[1:]`.
    static func run(_ script: String, input: Data = Data(), arguments: [String] = []) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script] + arguments
        // Standard error goes to a file, so that only two pipes need serving at once.
        let errorFile = FileManager.default.temporaryDirectory.appendingPathComponent("python-stderr-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: errorFile) }
        let errors = try FileHandle(forWritingTo: errorFile)
        let stdin = Pipe(), stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = errors
        try process.run()
        // Write on another thread while this one reads, so that large data cannot deadlock the pipes.
        let writer = Thread {
            stdin.fileHandleForWriting.write(input)
            try? stdin.fileHandleForWriting.close()
        }
        writer.start()
        let outputData = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try errors.close()
        return Result(status: process.terminationStatus,
                      stdout: String(decoding: outputData, as: UTF8.self),
                      stderr: String(decoding: (try? Data(contentsOf: errorFile)) ?? Data(), as: UTF8.self))
    }
}
