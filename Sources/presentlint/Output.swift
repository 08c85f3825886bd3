import Foundation

/// Writes to standard output and error. A closed pipe (`presentlint ... | head -1`)
/// ends the process quietly, as SIGPIPE does for other command-line tools.
enum Output {
    static func write(_ text: String) {
        fputs(text, stdout)
        fflush(stdout)
    }

    static func error(_ message: String) {
        fputs("presentlint: error: \(message)\n", stderr)
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

        /// Writes what is buffered and flushes standard output.
        mutating func flush() {
            buffer.withUnsafeBufferPointer { _ = fwrite($0.baseAddress, 1, $0.count, stdout) }
            buffer.removeAll(keepingCapacity: true)
            fflush(stdout)
        }
    }
}
