import Foundation
import Testing

/// File-system faults on the command line: missing, unreadable and oversized
/// files, directories named like descriptions, symbolic link loops, FIFOs,
/// devices, a file that changes while it is read, and a closed output pipe.
/// One bad file never hides the findings of the others.
@Suite struct FileSystemFaultTests {
    /// A fresh directory, removed afterwards.
    private func withDirectory(_ body: (URL) throws -> Void) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("presentlint-fs-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try body(directory)
    }

    private func write(_ text: String, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    private static let badKind = "screens:\n  A: {kind: bogus}\n"

    @Test func aMissingPathExitsTwoAndTheOtherFilesAreStillLinted() throws {
        try withDirectory { directory in
            try write(Self.badKind, to: directory.appendingPathComponent("bad.nav.yml"))
            let result = try Binary.run(["lint", "missing.nav.yml", "bad.nav.yml"], in: directory)
            #expect(result.status == 2)
            #expect(result.stderr == "presentlint: error: cannot lint 'missing.nav.yml': no such file or directory\n")
            #expect(result.stdout.contains("bad.nav.yml:2:13: error:"))
            #expect(result.stdout.hasSuffix("1 errors, 0 warnings, 0 infos in 1 files\n"))
        }
    }

    /// A directory whose path is too long to open says why it cannot be listed
    /// (made one level at a time, relative to the level above, as no path to it can be opened).
    @Test func aDirectoryThatCannotBeListedSaysWhy() throws {
        try withDirectory { directory in
            let name = String(repeating: "d", count: 200), levels = 25
            var level = open(directory.path, O_RDONLY | O_DIRECTORY)
            #expect(level >= 0)
            for _ in 0..<levels {
                #expect(mkdirat(level, name, 0o755) == 0)
                let next = openat(level, name, O_RDONLY | O_DIRECTORY)
                close(level)
                level = next
            }
            close(level)
            // The chain is too deep for `removeItem`: it is removed level by level, deepest first.
            defer { Self.removeChain(of: name, levels: levels, under: directory) }
            let result = try Binary.run(["lint", "."], in: directory)
            #expect(result.status == 2)
            #expect(result.stderr.hasSuffix("': cannot list directory: \(String(cString: strerror(ENAMETOOLONG)))\n"), "\(result.stderr)")
        }
    }

    /// Removes `levels` nested empty directories named `name` under `directory`,
    /// each opened relative to the one above (no path to the deepest can be opened).
    private static func removeChain(of name: String, levels: Int, under directory: URL) {
        var descriptors = [open(directory.path, O_RDONLY | O_DIRECTORY)]
        for _ in 1..<levels where descriptors.last! >= 0 {
            descriptors.append(openat(descriptors.last!, name, O_RDONLY | O_DIRECTORY))
        }
        for descriptor in descriptors.reversed() where descriptor >= 0 {
            #expect(unlinkat(descriptor, name, AT_REMOVEDIR) == 0)
            close(descriptor)
        }
    }

    @Test func aDirectoryNamedLikeADescriptionIsSearchedNotRead() throws {
        try withDirectory { directory in
            try write(Self.badKind, to: directory.appendingPathComponent("flows/x.nav.yml/inner.nav.yml"))
            for path in ["flows", "flows/x.nav.yml"] {
                let result = try Binary.run(["lint", path], in: directory)
                #expect(result.status == 1, "\(path)")
                #expect(result.stderr.isEmpty, "\(path)")
                #expect(result.stdout.contains("x.nav.yml/inner.nav.yml:2:13: error:"), "\(path)")
            }
        }
    }

    @Test(.enabled(if: getuid() != 0, "root reads files whatever their mode"))
    func anUnreadableFileIsReportedAndTheOthersAreLinted() throws {
        try withDirectory { directory in
            let locked = directory.appendingPathComponent("locked.nav.yml")
            try write("screens: {}\n", to: locked)
            try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: locked.path)
            try write(Self.badKind, to: directory.appendingPathComponent("other.nav.yml"))
            let result = try Binary.run(["lint", "."], in: directory)
            #expect(result.status == 2)
            #expect(result.stderr.contains("cannot lint 'locked.nav.yml': permission denied"))
            #expect(result.stdout.contains("other.nav.yml:2:13: error:"))
        }
    }

    @Test(.enabled(if: getuid() != 0, "root lists directories whatever their mode"))
    func anUnreadableSubdirectoryIsReportedAndTheOthersAreLinted() throws {
        try withDirectory { directory in
            let locked = directory.appendingPathComponent("flows/locked")
            try write(Self.badKind, to: locked.appendingPathComponent("hidden.nav.yml"))
            try write(Self.badKind, to: directory.appendingPathComponent("flows/other.nav.yml"))
            try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: locked.path)
            defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: locked.path) }
            let result = try Binary.run(["lint", "flows"], in: directory)
            #expect(result.status == 2)
            #expect(result.stderr == "presentlint: error: cannot lint 'flows/locked': cannot list directory: permission denied\n")
            #expect(result.stdout.contains("flows/other.nav.yml:2:13: error:"))
        }
    }

    #if os(Linux)
    static let isLinux = true
    #else
    static let isLinux = false
    #endif

    @Test func findingsAreSortedByFileAndAFileNamedTwiceIsLintedOnce() throws {
        try withDirectory { directory in
            for name in ["b.nav.yml", "a.nav.yml", "c/c.nav.yml"] {
                try write(Self.badKind, to: directory.appendingPathComponent(name))
            }
            let result = try Binary.run(["lint", "c", "b.nav.yml", "a.nav.yml", "./b.nav.yml", "c/c.nav.yml"], in: directory)
            #expect(result.status == 1)
            let files = result.stdout.split(separator: "\n").filter { $0.contains(": error:") }.map { $0.prefix { $0 != ":" } }
            #expect(files == ["a.nav.yml", "b.nav.yml", "c/c.nav.yml"])
            #expect(result.stdout.hasSuffix("3 errors, 0 warnings, 0 infos in 3 files\n"))
        }
    }

    /// Names that differ only in Unicode normalization are two files on Linux (not on macOS,
    /// whose file system treats them as one name): both are linted.
    @Test(.enabled(if: Self.isLinux)) func namesThatDifferOnlyInNormalizationAreTwoFiles() throws {
        try withDirectory { directory in
            let composed = "caf\u{E9}.nav.yml", decomposed = "cafe\u{301}.nav.yml"
            for name in [composed, decomposed] {
                try write(Self.badKind, to: directory.appendingPathComponent("flows/" + name))
            }
            try #require(try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("flows").path).count == 2)
            let searched = try Binary.run(["lint", "flows"], in: directory)
            #expect(searched.stdout.hasSuffix("2 errors, 0 warnings, 0 infos in 2 files\n"))
            let named = try Binary.run(["lint", "flows/" + composed, "flows/" + decomposed], in: directory)
            #expect(named.stdout.hasSuffix("2 errors, 0 warnings, 0 infos in 2 files\n"))
        }
    }

    /// A name that is not UTF-8 cannot be opened through a String path: it is a failure
    /// that says so, and the other files are still linted.
    @Test(.enabled(if: Self.isLinux)) func aNameThatIsNotUTF8IsAFailureThatSaysSo() throws {
        try withDirectory { directory in
            try write(Self.badKind, to: directory.appendingPathComponent("flows/ok.nav.yml"))
            let flows = directory.appendingPathComponent("flows").path
            let created = Array("\(flows)/caf".utf8) + [0xE9] + Array(".nav.yml".utf8)
            let descriptor = (created + [0]).withUnsafeBufferPointer { bytes in
                bytes.baseAddress!.withMemoryRebound(to: CChar.self, capacity: bytes.count) { open($0, O_CREAT | O_WRONLY, 0o644) }
            }
            try #require(descriptor >= 0)
            close(descriptor)
            let result = try Binary.run(["lint", "flows"], in: directory)
            #expect(result.status == 2)
            #expect(result.stderr == "presentlint: error: cannot lint 'flows/caf\u{FFFD}.nav.yml': the file's name is not valid UTF-8, so presentlint cannot open it; rename it\n")
            #expect(result.stdout.contains("flows/ok.nav.yml:2:13: error:"))
        }
    }

    @Test func symbolicLinkLoopsNeitherHangNorHideOtherFiles() throws {
        try withDirectory { directory in
            try write(Self.badKind, to: directory.appendingPathComponent("flows/a.nav.yml"))
            let manager = FileManager.default
            try manager.createSymbolicLink(atPath: directory.appendingPathComponent("flows/loop.nav.yml").path,
                                           withDestinationPath: "loop.nav.yml")
            try manager.createDirectory(at: directory.appendingPathComponent("flows/sub"), withIntermediateDirectories: true)
            try manager.createSymbolicLink(atPath: directory.appendingPathComponent("flows/sub/up").path, withDestinationPath: "..")
            try manager.createSymbolicLink(atPath: directory.appendingPathComponent("flows/sub/dangling.nav.yml").path,
                                           withDestinationPath: "nowhere.nav.yml")
            let result = try Binary.run(["lint", "flows"], in: directory)
            #expect(result.status == 2)
            #expect(result.stderr.contains("cannot lint 'flows/loop.nav.yml': too many levels of symbolic links"))
            #expect(result.stderr.contains("cannot lint 'flows/sub/dangling.nav.yml': no such file or directory"))
            // The loop through `up` is not followed: a.nav.yml is linted once.
            #expect(result.stdout.components(separatedBy: "a.nav.yml:2:13: error:").count == 2)
        }
    }

    /// A path named on the command line gets the same reasons as one found in a directory.
    @Test func aNamedPathSaysWhyItCannotBeLinted() throws {
        try withDirectory { directory in
            try write(Self.badKind, to: directory.appendingPathComponent("bad.nav.yml"))
            try FileManager.default.createSymbolicLink(
                atPath: directory.appendingPathComponent("loop.nav.yml").path, withDestinationPath: "loop.nav.yml")
            let result = try Binary.run(["lint", "loop.nav.yml", "bad.nav.yml/x.nav.yml", "bad.nav.yml"], in: directory)
            #expect(result.status == 2)
            #expect(result.stderr.contains("cannot lint 'loop.nav.yml': too many levels of symbolic links"), "\(result.stderr)")
            #expect(result.stderr.contains("cannot lint 'bad.nav.yml/x.nav.yml': a component of the path is not a directory"))
            #expect(result.stdout.contains("bad.nav.yml:2:13: error:"))
        }
    }

    /// Control characters in a file name are escaped in text output, as in messages.
    @Test func aFileNameCannotSendTerminalCommands() throws {
        try withDirectory { directory in
            try write(Self.badKind, to: directory.appendingPathComponent("flows/a\u{1B}[31m.nav.yml"))
            let result = try Binary.run(["lint", "--color", "never", "flows"], in: directory)
            #expect(result.status == 1)
            #expect(!result.stdout.contains("\u{1B}"))
            #expect(result.stdout.contains("flows/a\\u{1B}[31m.nav.yml:2:13: error:"), "\(result.stdout)")
        }
    }

    @Test func aFIFOWithoutAWriterReadsAsAnEmptyFile() throws {
        try withDirectory { directory in
            #expect(mkfifo(directory.appendingPathComponent("pipe.nav.yml").path, 0o644) == 0)
            let result = try run(["lint", "pipe.nav.yml"], in: directory, timeout: 30)
            #expect(result.status == 1)
            #expect(result.stdout.contains("pipe.nav.yml:1:1: error: the file holds no YAML document"))
        }
    }

    @Test func anEndlessDeviceStopsAtTheSizeLimit() throws {
        let result = try run(["lint", "/dev/zero"], timeout: 60)
        #expect(result.status == 2)
        #expect(result.stderr.contains("cannot lint '/dev/zero': more than 67108864 bytes arrived while reading it"))
    }

    @Test func aFileOverTheSizeLimitIsRejectedWithoutReadingIt() throws {
        try withDirectory { directory in
            let big = directory.appendingPathComponent("big.nav.yml")
            #expect(FileManager.default.createFile(atPath: big.path, contents: nil))
            let handle = try FileHandle(forWritingTo: big)
            try handle.truncate(atOffset: 64 << 20 + 1)  // sparse: nothing is written
            try handle.close()
            try write(Self.badKind, to: directory.appendingPathComponent("small.nav.yml"))
            let result = try run(["lint", "big.nav.yml", "small.nav.yml"], in: directory, timeout: 30)
            #expect(result.status == 2)
            #expect(result.stderr.contains("cannot lint 'big.nav.yml': it is 67108865 bytes long; presentlint lints files of up to 64 MiB"))
            #expect(result.stdout.contains("small.nav.yml:2:13: error:"))
        }
    }

    /// A writer replaces the file's content (longer, shorter, broken) while
    /// presentlint reads it: every run ends normally with a complete report.
    @Test func aFileThatChangesWhileItIsReadGivesACompleteReport() throws {
        try withDirectory { directory in
            let file = directory.appendingPathComponent("moving.nav.yml")
            let versions = [
                Self.badKind,
                "screens:\n" + (0..<5_000).map { "  S\($0): {}\n" }.joined(),
                "screens: [unclosed\n",
                "",
            ]
            try write(versions[0], to: file)
            let stop = Atomic()
            let writer = Thread {
                var index = 0
                while !stop.isSet {
                    index += 1
                    if let handle = try? FileHandle(forWritingTo: file) {
                        try? handle.truncate(atOffset: 0)
                        try? handle.write(contentsOf: Data(versions[index % versions.count].utf8))
                        try? handle.close()
                    }
                }
            }
            writer.start()
            defer { stop.set() }
            for _ in 0..<20 {
                let result = try run(["lint", "moving.nav.yml"], in: directory, timeout: 60)
                #expect(result.status == 0 || result.status == 1)
                #expect(result.stderr.isEmpty)
                #expect(result.stdout.hasSuffix("in 1 files\n"))
            }
        }
    }

    /// `presentlint lint ... | head -1`: the reader goes away; presentlint ends
    /// quietly, without error text or a backtrace.
    @Test func aClosedOutputPipeEndsQuietly() throws {
        let executable = try #require(Binary.url)
        let process = Process()
        process.executableURL = executable
        process.arguments = ["lint", "fixtures/hostile/long-line.yml", "--color", "never"]
        process.currentDirectoryURL = Binary.packageRoot
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        try output.fileHandleForReading.close()
        let errorText = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(errorText.isEmpty, "\(String(decoding: errorText, as: UTF8.self))")
        let killedByPipe = process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGPIPE
        #expect(killedByPipe || process.terminationStatus == 1)
    }

    @Test func standardInputInUTF16IsLintedLikeUTF8() throws {
        var bytes = Data([0xFF, 0xFE])
        for unit in Self.badKind.utf16 { bytes.append(contentsOf: [UInt8(unit & 0xFF), UInt8(unit >> 8)]) }
        let result = try Binary.run(["lint", "-", "--stdin-name", "in.nav.yml"], stdin: bytes)
        #expect(result.status == 1)
        #expect(result.stdout.contains("in.nav.yml:2:13: error:"))
        #expect(result.stdout.contains("\n  A: {kind: bogus}\n"))
    }

    /// Every hostile fixture through the binary, one at a time and all
    /// together: the exit status and the findings of each file are the same.
    @Test func hostileFixturesTogetherReportWhatEachReportsAlone() throws {
        let directory = Binary.packageRoot.appendingPathComponent("fixtures/hostile")
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".yml") }.sorted()
        var alone = 0
        for name in names {
            let result = try run(["lint", "--format", "json", "fixtures/hostile/" + name], timeout: 60)
            #expect(result.status == 1, "\(name)")
            #expect(result.stderr.isEmpty, "\(name)")
            alone += try diagnostics(result.stdout).count
        }
        let together = try run(["lint", "--format", "json"] + names.map { "fixtures/hostile/" + $0 }, timeout: 120)
        #expect(together.status == 1)
        #expect(try diagnostics(together.stdout).count == alone)
    }

    private func diagnostics(_ json: String) throws -> [Any] {
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        return try #require(object?["diagnostics"] as? [Any])
    }

    // MARK: Running with a time limit

    private struct Outcome {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    /// Runs presentlint and fails (killing it) if it has not ended after `timeout` seconds.
    private func run(_ arguments: [String], in directory: URL? = nil, timeout: Double) throws -> Outcome {
        let executable = try #require(Binary.url)
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory ?? Binary.packageRoot
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        let ended = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in ended.signal() }
        try process.run()
        let reader = Collected()
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) { reader.set(errors: errors.fileHandleForReading.readDataToEndOfFile()) }
        DispatchQueue.global().async(group: group) { reader.set(output: output.fileHandleForReading.readDataToEndOfFile()) }
        if ended.wait(timeout: .now() + timeout) == .timedOut {
            process.terminate()
            Issue.record("presentlint \(arguments.joined(separator: " ")) did not end within \(timeout) seconds")
        }
        group.wait()
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, stdout: reader.output, stderr: reader.errors)
    }
}

/// Output collected from two reader threads.
private final class Collected: @unchecked Sendable {
    private let lock = NSLock()
    private var outputData = Data(), errorData = Data()
    func set(output: Data) { lock.withLock { outputData = output } }
    func set(errors: Data) { lock.withLock { errorData = errors } }
    var output: String { lock.withLock { String(decoding: outputData, as: UTF8.self) } }
    var errors: String { lock.withLock { String(decoding: errorData, as: UTF8.self) } }
}

/// A flag shared with the writer thread.
private final class Atomic: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    var isSet: Bool { lock.withLock { value } }
    func set() { lock.withLock { value = true } }
}
