#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The raw libyaml scan of the same bytes on each core, one thread pinned to
/// each in turn. A virtual machine's cores need not run at the same speed (a
/// host may share one with another guest): then the work presentlint spreads
/// over two cores waits for the slower one, and the ratios to a scan that ran
/// on the faster core grow, whatever presentlint does.
public enum CoreSpeeds {
    /// Per core, the median scan time of `bytes`; nil where a thread cannot be
    /// pinned to a core (only Linux's `sched_setaffinity` is used).
    public static func scanSeconds(_ bytes: [UInt8], repetitions: Int) -> [Double]? {
        guard let pin = affinitySetter() else { return nil }
        let cores = max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
        var times = [[Double]](repeating: [], count: cores)
        for _ in 0..<max(1, repetitions) {
            for core in 0..<cores {
                guard let seconds = onThread(pinnedTo: core, pin, { () -> Double in
                    let start = monotonicSeconds()
                    _ = RawScan.events(in: bytes)
                    return monotonicSeconds() - start
                }) else { return nil }
                times[core].append(seconds)
            }
        }
        return times.map(median)
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
        let thread = Thread {
            var mask = [UInt64](repeating: 0, count: 16)  // cpu_set_t: 1024 bits
            mask[core / 64] = 1 << UInt64(core % 64)
            let pinned = mask.withUnsafeBytes { pin(0, $0.count, $0.baseAddress!) } == 0
            result.value = pinned ? body() : nil
            result.done.signal()
        }
        thread.start()
        result.done.wait()
        return result.value
    }

    private final class ThreadResult: @unchecked Sendable {
        var value: Double?
        let done = DispatchSemaphore(value: 0)
    }
}
