#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs child processes from a small helper process, so that their peak memory
/// is their own. Linux charges a child the peak resident memory of the process
/// it was spawned from (at `exec`, the old address space's high-water mark goes
/// into the new program's `ru_maxrss`), and the benchmark holds hundreds of
/// megabytes of generated descriptions. The helper is `presentlint-bench
/// --spawn-server`, started before anything large is allocated; it runs each
/// requested command with `runChild` and answers with the status, the seconds
/// and the peak memory.
public final class ChildSpawner {
    private let pid: pid_t
    private let requests: Int32
    private let answers: Int32
    private var buffered: [UInt8] = []

    /// Starts `helper --spawn-server`.
    public init(helper: String) throws {
        // A helper that dies must make `run` throw, not end this process with SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        var toHelper: [Int32] = [0, 0], fromHelper: [Int32] = [0, 0]
        guard pipe(&toHelper) == 0, pipe(&fromHelper) == 0 else { throw ChildProcessError(description: "cannot create pipes") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, toHelper[0], 0)
        posix_spawn_file_actions_adddup2(&actions, fromHelper[1], 1)
        for descriptor in toHelper + fromHelper { posix_spawn_file_actions_addclose(&actions, descriptor) }
        let words: [String] = [helper, "--spawn-server"]
        let argv = words.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, helper, &actions, nil, argv, environ)
        close(toHelper[0])
        close(fromHelper[1])
        guard spawned == 0 else {
            close(toHelper[1])
            close(fromHelper[0])
            throw ChildProcessError(description: "cannot run \(helper): \(String(cString: strerror(spawned)))")
        }
        self.pid = pid
        requests = toHelper[1]
        answers = fromHelper[0]
    }

    deinit {
        close(requests)
        close(answers)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
    }

    /// `runChild(executable, arguments, outputPath:errorPath:)`, run by the helper.
    public func run(
        _ executable: String, _ arguments: [String], outputPath: String = "/dev/null", errorPath: String = "/dev/null"
    ) throws -> ChildRun {
        let request = ([outputPath, errorPath, executable] + arguments).joined(separator: "\t") + "\n"
        guard !request.dropLast().contains("\n") else { throw ChildProcessError(description: "a line break in a command") }
        let bytes = Array(request.utf8)
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { write(requests, $0.baseAddress! + written, $0.count - written) }
            guard count > 0 else { throw ChildProcessError(description: "the spawn helper stopped") }
            written += count
        }
        let fields = try readLine().split(separator: " ")
        guard fields.count == 4, let status = Int32(fields[0]), let seconds = Double(fields[1]), let cpu = Double(fields[2]),
              let peak = Int(fields[3])
        else {
            throw ChildProcessError(description: "cannot run \(executable): the spawn helper failed")
        }
        return ChildRun(status: status, seconds: seconds, cpuSeconds: cpu, peakResidentBytes: peak)
    }

    private func readLine() throws -> String {
        var chunk = [UInt8](repeating: 0, count: 256)
        while !buffered.contains(UInt8(ascii: "\n")) {
            let count = chunk.withUnsafeMutableBytes { read(answers, $0.baseAddress!, $0.count) }
            guard count > 0 else { throw ChildProcessError(description: "the spawn helper stopped") }
            buffered += chunk[..<count]
        }
        let end = buffered.firstIndex(of: UInt8(ascii: "\n"))!
        defer { buffered.removeSubrange(...end) }
        return String(decoding: buffered[..<end], as: UTF8.self)
    }

    /// The helper's side: runs each request line from standard input and writes
    /// its answer line to standard output, until standard input closes. A
    /// command that cannot be started is answered with status 127.
    public static func serve() {
        while let line = Swift.readLine() {
            let parts = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard parts.count >= 3 else { return }
            let run = (try? runChild(parts[2], Array(parts.dropFirst(3)), outputPath: parts[0], errorPath: parts[1]))
                ?? ChildRun(status: 127, seconds: 0, cpuSeconds: 0, peakResidentBytes: 0)
            print("\(run.status) \(run.seconds) \(run.cpuSeconds) \(run.peakResidentBytes)")
            fflush(stdout)
        }
    }
}
