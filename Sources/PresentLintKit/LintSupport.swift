import Dispatch
import Foundation
import PresentLintCore

/// The findings of each rule on one description, filled by the threads that
/// run the rules; each claims the next rule to run.
final class RuleResults: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private var results: [[Finding]]

    init(count: Int) {
        results = Array(repeating: [], count: count)
    }

    /// The next rule no thread has claimed yet, or nil when all are claimed.
    func claim() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard next < results.count else { return nil }
        next += 1
        return next - 1
    }

    func store(_ findings: [Finding], at index: Int) {
        lock.lock()
        results[index] = findings
        lock.unlock()
    }

    /// Every rule's findings, in the order of the rules.
    var all: [Finding] {
        lock.lock()
        defer { lock.unlock() }
        return Array(results.joined())
    }
}

/// Releasing a large description (hundreds of thousands of objects) takes
/// about as long as the rules; it is done on another thread so that the
/// report is not kept waiting for it.
enum ObjectGraph {
    /// From this many bytes of YAML on, a file's objects are released in the background.
    static let backgroundThreshold = 1 << 20

    /// Releases `stream` and `analyses`, on another thread when the file is large.
    static func release(_ stream: consuming StreamingDecoder.Result, _ analyses: consuming [Analysis], size: Int) {
        guard size >= backgroundThreshold else { return }
        let graph = Graph(stream: stream, analyses: analyses)
        DispatchQueue.global(qos: .utility).async { graph.drop() }
    }

    /// Holds the objects until `drop()`, so that the last reference goes away on the releasing thread.
    private final class Graph: @unchecked Sendable {
        private var stream: StreamingDecoder.Result?
        private var analyses: [Analysis]

        init(stream: StreamingDecoder.Result, analyses: [Analysis]) {
            self.stream = stream
            self.analyses = analyses
        }

        func drop() {
            stream = nil
            analyses = []
        }
    }
}
