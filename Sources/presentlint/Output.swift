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
}
