#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The monotonic clock, in seconds.
public func monotonicSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// One finished run of a child process: wall time from spawn to exit, and
/// its CPU time (user and system, all threads) and peak resident memory as
/// `wait4` reports them.
public struct ChildRun: Sendable {
    public let status: Int32
    public let seconds: Double
    public let cpuSeconds: Double
    public let peakResidentBytes: Int
}

public struct ChildProcessError: Error, CustomStringConvertible {
    public let description: String
}

/// Runs `executable` with `arguments`, standard output to `outputPath` and
/// standard error to `errorPath`, and waits for it.
public func runChild(
    _ executable: String, _ arguments: [String], outputPath: String = "/dev/null", errorPath: String = "/dev/null"
) throws -> ChildRun {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid = pid_t()
    let start = monotonicSeconds()
    let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
    guard spawned == 0 else {
        throw ChildProcessError(description: "cannot run \(executable): \(String(cString: strerror(spawned)))")
    }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) < 0 {
        guard errno == EINTR else { throw ChildProcessError(description: "wait4 failed for \(executable)") }
    }
    let seconds = monotonicSeconds() - start
    // Linux reports ru_maxrss in kilobytes.
    let exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    let cpuSeconds = [usage.ru_utime, usage.ru_stime].reduce(0) { $0 + Double($1.tv_sec) + Double($1.tv_usec) / 1e6 }
    return ChildRun(status: exitStatus, seconds: seconds, cpuSeconds: cpuSeconds, peakResidentBytes: Int(usage.ru_maxrss) * 1024)
}
