import Foundation
@testable import PresentLintKit
import Testing

/// `FileReader`: clear reasons for every file that cannot be linted, and the
/// size limit at its exact boundary.
@Suite struct FileReaderTests {
    private func withDirectory(_ body: (URL) throws -> Void) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("presentlint-reader-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try body(directory)
    }

    private func reason(_ path: String) -> String? {
        if case .failure(let failure) = FileReader.read(path) { return failure.reason }
        return nil
    }

    @Test func reasonsNameTheProblem() throws {
        try withDirectory { directory in
            let loop = directory.appendingPathComponent("loop.nav.yml").path
            try FileManager.default.createSymbolicLink(atPath: loop, withDestinationPath: "loop.nav.yml")
            #expect(reason(directory.path) == "it is a directory, not a file")
            #expect(reason(directory.appendingPathComponent("missing.nav.yml").path) == "no such file or directory")
            #expect(reason(loop) == "too many levels of symbolic links (a symbolic link loop?)")
            #expect(reason(directory.appendingPathComponent("missing/x.nav.yml").path) == "no such file or directory")
        }
    }

    @Test func aFileIsReadWithItsTextNormalized() throws {
        try withDirectory { directory in
            let file = directory.appendingPathComponent("bom.nav.yml")
            try Data([0xEF, 0xBB, 0xBF] + Array("screens: {}\n".utf8)).write(to: file)
            let read = try FileReader.read(file.path).get()
            #expect(read.path == file.path)
            #expect(read.bytes == Array("screens: {}\n".utf8))
        }
    }

    @Test func theSizeLimitIsExact() throws {
        try withDirectory { directory in
            let file = directory.appendingPathComponent("big.nav.yml")
            #expect(FileManager.default.createFile(atPath: file.path, contents: nil))
            let handle = try FileHandle(forWritingTo: file)
            try handle.truncate(atOffset: UInt64(FileReader.maximumSize))
            #expect(try FileReader.read(file.path).get().bytes.count == FileReader.maximumSize)
            try handle.truncate(atOffset: UInt64(FileReader.maximumSize + 1))
            try handle.close()
            #expect(reason(file.path)?.hasPrefix("it is 67108865 bytes long") == true)
        }
    }

    /// A file of several megabytes (read into a buffer that Linux is asked to
    /// back with huge pages) arrives byte for byte.
    @Test func aLargeFileIsReadByteForByte() throws {
        try withDirectory { directory in
            let file = directory.appendingPathComponent("large.nav.yml")
            let text = Array((0..<400_000).map { "  - line \($0)\n" }.joined().utf8)
            #expect(text.count > 5 << 20)
            try Data(text).write(to: file)
            #expect(try FileReader.read(file.path).get().bytes == text)
        }
    }

    /// A large file's read started ahead (`readAhead`) is the read that
    /// `read` then returns (a change to the file after it is not seen), once:
    /// a later read reads the file again. A small file is not read ahead, so a
    /// change after `readAhead` is seen.
    @Test func aReadAheadIsTakenOnceAndOnlyForLargeFiles() throws {
        try withDirectory { directory in
            let large = directory.appendingPathComponent("large.nav.yml")
            // Numbered lines, an odd number of bytes: the halves read on two threads must join in order.
            var first = Array((0..<FileReader.readAheadSize / 12).map { "# line \($0)\n" }.joined().utf8)
            if first.count % 2 == 0 { first.append(0x23) }
            #expect(first.count >= FileReader.readAheadSize && first.count % 2 == 1)
            try Data(first).write(to: large)
            let early = try #require(FileReader.readAhead(large.path))
            // The read ahead has finished when the file changes: `read` returns what it read.
            early.wait()
            let second = first + Array("screens: {}\n".utf8)
            try Data(second).write(to: large)
            let readAhead = try FileReader.read(large.path).get()
            #expect(readAhead.bytes == first)
            #expect(readAhead.isZeroPadded)
            #expect(try FileReader.read(large.path).get().bytes == second)

            let small = directory.appendingPathComponent("small.nav.yml")
            try Data("screens: {}\n".utf8).write(to: small)
            #expect(FileReader.readAhead(small.path) == nil)
            try Data("screens: {a: {}}\n".utf8).write(to: small)
            #expect(try FileReader.read(small.path).get().bytes == Array("screens: {a: {}}\n".utf8))
            // A directory or a missing path is not read ahead, and reads as before.
            #expect(FileReader.readAhead(directory.path) == nil)
            #expect(FileReader.readAhead(directory.appendingPathComponent("missing.nav.yml").path) == nil)
            #expect(reason(directory.path) == "it is a directory, not a file")
        }
    }

    /// A source of unknown size (here a pipe, as standard input often is) is
    /// read through arrays that grow: every byte arrives, in order.
    @Test func aSourceOfUnknownSizeIsReadWhole() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        let text = Array((0..<20_000).map { "# line \($0)\n" }.joined().utf8)
        let writeEnd = ends[1]
        let writer = Thread {
            text.withUnsafeBytes { bytes in
                var offset = 0
                while offset < bytes.count {
                    let written = write(writeEnd, bytes.baseAddress! + offset, bytes.count - offset)
                    if written <= 0 { break }
                    offset += written
                }
            }
            close(writeEnd)
        }
        writer.start()
        let read = FileReader.read("/dev/fd/\(ends[0])")
        close(ends[0])
        #expect(try read.get().bytes == text)
    }

    @Test func bytesAreTakenAsAFileWouldBeRead() throws {
        try withDirectory { directory in
            for bytes in [[0xEF, 0xBB, 0xBF] + Array("screens: {}\n".utf8), [0xFF, 0xFE, 0x61, 0x00, 0x3A, 0x00], Array("a: 1".utf8), []] {
                let file = directory.appendingPathComponent("input.nav.yml")
                try Data(bytes).write(to: file)
                let read = try FileReader.read(file.path).get()
                let taken = FileReader.sourceFile(path: file.path, bytes: bytes)
                #expect(taken.bytes == read.bytes)
                #expect(Linter().lint(taken).findings == Linter().lint(read).findings)
            }
        }
    }

    /// Every fixture, and a file large enough for libyaml to parse on its own
    /// thread, linted as `FileReader` reads it (libyaml reading the bytes in
    /// place) and from a copy of its bytes (through libyaml's reader): the
    /// same findings, positions and messages.
    @Test func readingInPlaceChangesNoFinding() throws {
        let fixtures = try #require(FileManager.default.enumerator(atPath: Paths.root.appendingPathComponent("fixtures").path))
        var paths = fixtures.compactMap { $0 as? String }.filter { $0.hasSuffix(".yml") || $0.hasSuffix(".yaml") }
            .map { Paths.fixture($0).path }
        #expect(paths.count > 50)
        try withDirectory { directory in
            let showcase = try Paths.read(Paths.fixture("showcase/recipes.nav.yml"))
            let large = directory.appendingPathComponent("large.nav.yml")
            try Array(repeating: "---\n" + showcase, count: 20).joined().write(to: large, atomically: true, encoding: .utf8)
            paths.append(large.path)
            var findingCount = 0
            for path in paths.sorted() {
                let read = try FileReader.read(path).get()
                let inPlace = Linter().lint(read).findings
                let throughReader = Linter().lint(SourceFile(path: path, bytes: Array(read.bytes))).findings
                #expect(inPlace == throughReader, "\(path)")
                findingCount += inPlace.count
            }
            #expect(findingCount > 1_000)
        }
    }
}
