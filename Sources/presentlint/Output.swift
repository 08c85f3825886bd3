import ArgumentParser
import PresentLintKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes to standard output and error. A closed pipe (`presentlint ... | head -1`)
/// ends the process quietly, as SIGPIPE does for other command-line tools.
/// A write that fails otherwise (a full disk, `> /dev/full`) is an error with status 2,
/// so that a CI job never passes with a missing or cut-off report.
enum Output {
    static func write(_ text: String) throws {
        let failure = fputs(text, stdout) == EOF ? errno : nil
        try checkStandardOutput(earlier: failure)
    }

    /// Flushes standard output; if it or an earlier write failed, says why (`earlier`:
    /// the errno of that write, when known) and exits with status 2.
    static func checkStandardOutput(earlier: Int32? = nil) throws {
        let flushed = fflush(stdout) == 0
        let reason = flushed ? earlier ?? EIO : errno
        // A reader that went away (SIGPIPE ignored, so EPIPE) ends the output quietly, as SIGPIPE would.
        guard !flushed || ferror(stdout) != 0, reason != EPIPE else { return }
        error("cannot write to standard output: \(String(cString: strerror(reason)))")
        throw ExitCode(2)
    }

    /// Prints `message` as an error, its control characters escaped (`\u{1B}`): it
    /// can hold what the user wrote (a path, a rule id), which must not reach the
    /// terminal as escape sequences.
    static func error(_ message: String) {
        fputs("presentlint: error: \(SourceExcerpt.printableText(message))\n", stderr)
    }

    /// Standard output for a reporter: the report goes out in blocks as it is
    /// written, so that a large one is never held whole in memory.
    struct Stream: TextOutputStream {
        private var buffer: [UInt8] = []
        private static let blockSize = 1 << 16

        init() {
            buffer.reserveCapacity(Self.blockSize)
        }

        mutating func write(_ text: String) {
            var text = text
            text.withUTF8 { buffer.append(contentsOf: $0) }
            if buffer.count >= Self.blockSize { flush() }
        }

        /// The errno of the first write that failed, for `checkStandardOutput(earlier:)`.
        private(set) var failure: Int32?

        /// Writes what is buffered and flushes standard output.
        mutating func flush() {
            let written = buffer.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, stdout) }
            let complete = written == buffer.count && fflush(stdout) == 0
            if !complete, failure == nil { failure = errno }
            buffer.removeAll(keepingCapacity: true)
        }
    }
}
