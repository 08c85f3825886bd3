import Dispatch

/// Runs two independent computations, on two threads when `parallel` is true
/// (a large description or name list), else one after the other on the caller's thread.
func both<A, B>(parallel: Bool, _ first: () -> A, _ second: () -> B) -> (A, B) {
    guard parallel else { return (first(), second()) }
    let results = Results<A, B>()
    DispatchQueue.concurrentPerform(iterations: 2) { index in
        if index == 0 { results.first = first() } else { results.second = second() }
    }
    return (results.first!, results.second!)
}

/// `(0..<count).map(transform)`, each half of the indices on its own thread
/// when `parallel` is true. The results go straight into the array they are
/// returned in: no second array to join them into.
func mapInHalves<U>(count: Int, parallel: Bool, _ transform: (Int) -> U) -> [U] {
    guard parallel, count > 1 else { return (0..<count).map(transform) }
    let middle = count / 2
    return [U](unsafeUninitializedCapacity: count) { buffer, initialized in
        let results = buffer.baseAddress!
        DispatchQueue.concurrentPerform(iterations: 2) { half in
            // Each thread initializes its own half of the results.
            for index in half == 0 ? 0..<middle : middle..<count {
                (results + index).initialize(to: transform(index))
            }
        }
        initialized = count
    }
}

/// Findings that are being made on another thread (or were made at once):
/// `value` waits for them.
final class PendingFindings: @unchecked Sendable {
    private let done = DispatchGroup()
    // Written once, by the work, before `done` is left; read only after waiting on `done`.
    private var findings: [Finding] = []

    /// Runs `work` on another thread when `inBackground` is true, else at once.
    init(inBackground: Bool, _ work: @escaping @Sendable () -> [Finding]) {
        guard inBackground else {
            findings = work()
            return
        }
        done.enter()
        DispatchQueue.global().async { [self] in
            findings = work()
            done.leave()
        }
    }

    var value: [Finding] {
        done.wait()
        return findings
    }
}

/// Where the two threads of `both` leave their results: each writes its own
/// field, and `concurrentPerform` returns only when both are done.
private final class Results<A, B>: @unchecked Sendable {
    var first: A?
    var second: B?
}
