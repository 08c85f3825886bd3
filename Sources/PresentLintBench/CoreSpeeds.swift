#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The raw libyaml scan of the same bytes on each core, one thread pinned to
/// each in turn, and on all of them at once. A virtual machine's cores need
/// not run at the same speed (a host may share one with another guest), and
/// they may share hardware: then the work presentlint spreads over two cores
/// waits for the slower one or runs slower on both, and the ratios to a scan
/// alone on one core grow, whatever presentlint does.
public enum CoreSpeeds {
    /// What `measure` found.
    public struct Measurement: Sendable {
        /// Per core, the median time of one scan alone.
        public let alone: [Double]
        /// The median time of one scan on every core at once, until the last ends.
        public let together: Double
        /// How many scans' worth of work all the cores together do in the time
        /// of one scan alone (2 on two independent cores): the most that
        /// spreading work over the cores can gain on this machine. The median
        /// over the rounds, each round's scans alone against its scans at once.
        public let capacity: Double
    }

    /// Scans `bytes` on each core in turn, one thread pinned to each, then on
    /// every core at once, round after round: rounds close in time see the same
    /// machine. Against the scans alone, the scans at once show how much the
    /// cores share (a host's hyperthreads, memory bandwidth). Nil where a
    /// thread cannot be pinned to a core (only Linux's `sched_setaffinity` is used).
    public static func measure(_ bytes: [UInt8], repetitions: Int) -> Measurement? {
        guard let pin = affinitySetter() else { return nil }
        let cores = max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
        var alone = [[Double]](repeating: [], count: cores)
        var together: [Double] = [], capacities: [Double] = []
        for _ in 0..<max(1, repetitions) {
            var round = 0.0
            for core in 0..<cores {
                guard let seconds = onThread(pinnedTo: core, pin, { () -> Double in
                    let start = monotonicSeconds()
                    _ = RawScan.events(in: bytes)
                    return monotonicSeconds() - start
                }) else { return nil }
                alone[core].append(seconds)
                round += seconds
            }
            guard let seconds = scanOnAllCores(bytes, cores: cores, pin) else { return nil }
            together.append(seconds)
            capacities.append(round / seconds)
        }
        return Measurement(alone: alone.map(median), together: median(together), capacity: median(capacities))
    }

    /// One scan on each core at once: the time until the last ends.
    private static func scanOnAllCores(_ bytes: [UInt8], cores: Int, _ pin: SetAffinity) -> Double? {
        let go = DispatchSemaphore(value: 0)
        let results = (0..<cores).map { _ in ThreadResult() }
        for core in 0..<cores {
            startThread(pinnedTo: core, pin, result: results[core]) {
                go.wait()
                _ = RawScan.events(in: bytes)
                return monotonicSeconds()
            }
        }
        let start = monotonicSeconds()
        for _ in 0..<cores { go.signal() }
        var last = start
        for result in results {
            result.done.wait()
            guard let end = result.value else { return nil }
            last = max(last, end)
        }
        return last - start
    }

    /// `sched_setaffinity(pid, size, mask)`, looked up at run time: Swift's C
    /// modules do not declare it (it needs `_GNU_SOURCE`).
    private typealias SetAffinity = @convention(c) (pid_t, Int, UnsafeRawPointer) -> Int32

    private static func affinitySetter() -> SetAffinity? {
        #if os(Linux)
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "sched_setaffinity") else { return nil }
        return unsafeBitCast(symbol, to: SetAffinity.self)
        #else
        return nil
        #endif
    }

    /// Runs `body` on a new thread pinned to `core` (pid 0 is the calling thread);
    /// nil when the thread cannot be pinned.
    private static func onThread(pinnedTo core: Int, _ pin: SetAffinity, _ body: @escaping () -> Double) -> Double? {
        let result = ThreadResult()
        startThread(pinnedTo: core, pin, result: result, body)
        result.done.wait()
        return result.value
    }

    /// Starts a thread pinned to `core` that stores `body`'s value (nil when it
    /// cannot be pinned, and then `body` does not run) and signals `result.done`.
    private static func startThread(pinnedTo core: Int, _ pin: SetAffinity, result: ThreadResult, _ body: @escaping () -> Double) {
        let thread = Thread {
            var mask = [UInt64](repeating: 0, count: 16)  // cpu_set_t: 1024 bits
            mask[core / 64] = 1 << UInt64(core % 64)
            let pinned = mask.withUnsafeBytes { pin(0, $0.count, $0.baseAddress!) } == 0
            result.value = pinned ? body() : nil
            result.done.signal()
        }
        thread.start()
    }

    private final class ThreadResult: @unchecked Sendable {
        var value: Double?
        let done = DispatchSemaphore(value: 0)
    }
}
