import Dispatch

/// Runs two independent computations, on two threads when `parallel` is true
/// (a large description or name list), else one after the other on the caller's thread.
public func both<A, B>(parallel: Bool, _ first: () -> A, _ second: () -> B) -> (A, B) {
    guard parallel else { return (first(), second()) }
    let results = Results<A, B>()
    DispatchQueue.concurrentPerform(iterations: 2) { index in
        if index == 0 { results.first = first() } else { results.second = second() }
    }
    return (results.first!, results.second!)
}

/// Calls `body` with consecutive stretches of `0..<count`, which the caller's
/// thread and the pool's threads take in turn when `parallel` is true: a
/// thread that is late to start (busy with other work) takes fewer stretches
/// instead of leaving the caller waiting for a whole half. Without
/// `parallel`, `body` gets all of `0..<count` at once on the caller's thread.
func forEachStretch(count: Int, parallel: Bool, _ body: (Range<Int>) -> Void) {
    guard parallel, count > 1 else { return body(0..<count) }
    let stretches = min(count, stretchCount)
    DispatchQueue.concurrentPerform(iterations: stretches) { stretch in
        body(count * stretch / stretches..<count * (stretch + 1) / stretches)
    }
}

/// `(0..<count).map(transform)`, in stretches on two threads when `parallel`
/// is true (see `forEachStretch`). The results go straight into the array
/// they are returned in: no second array to join them into.
func mapInStretches<U>(count: Int, parallel: Bool, _ transform: (Int) -> U) -> [U] {
    guard parallel, count > 1 else { return (0..<count).map(transform) }
    return [U](unsafeUninitializedCapacity: count) { buffer, initialized in
        let results = buffer.baseAddress!
        forEachStretch(count: count, parallel: true) { stretch in
            // Each stretch initializes its own results.
            for index in stretch { (results + index).initialize(to: transform(index)) }
        }
        initialized = count
    }
}

/// How many stretches `forEachStretch` cuts its indices into.
private let stretchCount = 16

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
