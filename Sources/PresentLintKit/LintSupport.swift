import Dispatch
import PresentLintCore

/// Result slots that worker threads fill: each claims the next index to
/// work on, then stores its result there (files of a run, rules of a file).
final class Slots<Value>: @unchecked Sendable {
    private let lock = DispatchSemaphore(value: 1)
    private var next = 0
    private var storage: [Value?]

    init(count: Int) {
        storage = Array(repeating: nil, count: count)
    }

    /// The next unclaimed index, or nil when every index is taken.
    func claim() -> Int? {
        lock.wait()
        defer { lock.signal() }
        guard next < storage.count else { return nil }
        next += 1
        return next - 1
    }

    func store(_ value: Value, at index: Int) {
        lock.wait()
        storage[index] = value
        lock.signal()
    }

    /// Every value, in index order, once all are stored.
    var values: [Value] {
        lock.wait()
        defer { lock.signal() }
        return storage.map { $0! }
    }
}

/// Releasing a large description (hundreds of thousands of objects) takes
/// about as long as the rules; it is done on another thread so that the
/// report is not kept waiting for it.
enum ObjectGraph {
    /// From this many bytes of YAML on, a file's objects are released in the background.
    static let backgroundThreshold = 128 << 10

    /// Releases a file's last document and its analysis, on another thread when the file is large.
    static func release(_ document: consuming StreamingDecoder.Document?, _ analysis: consuming Analysis?, size: Int) {
        guard size >= backgroundThreshold else { return }
        let graph = Graph(document: document, analysis: analysis)
        DispatchQueue.global(qos: .utility).async { graph.drop() }
    }

    /// Holds the objects until `drop()`, so that the last reference goes away on the releasing thread.
    private final class Graph: @unchecked Sendable {
        private var document: StreamingDecoder.Document?
        private var analysis: Analysis?

        init(document: StreamingDecoder.Document?, analysis: Analysis?) {
            self.document = document
            self.analysis = analysis
        }

        func drop() {
            document = nil
            analysis = nil
        }
    }
}
