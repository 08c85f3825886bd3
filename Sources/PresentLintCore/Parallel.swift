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

/// Where the two threads of `both` leave their results: each writes its own
/// field, and `concurrentPerform` returns only when both are done.
private final class Results<A, B>: @unchecked Sendable {
    var first: A?
    var second: B?
}
