#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import PresentLintCore
import PresentLintYAML

/// Reads the files to lint. Every failure has a reason a person can act on,
/// nothing larger than `maximumSize` is read in full, and no kind of file can
/// make reading hang (a FIFO without a writer reads as empty).
public enum FileReader {
    /// The largest input presentlint lints: 64 MiB, far beyond any real
    /// description, and small enough that the YAML tree of a file that size
    /// stays within a few hundred megabytes of memory.
    public static let maximumSize = 64 << 20

    /// Starts reading `path` on another thread, if it is a regular file of
    /// `readAheadSize` or more: `read(_:)` of the same path then takes that
    /// read, waiting for it if needed. The command line starts the first path's
    /// read before it parses its options and loads the configuration, which
    /// that read overlaps. A file the lint then does not ask for is read for
    /// nothing (a regular file: reading it has no other effect).
    /// Returns the read started, if one was.
    @discardableResult
    public static func readAhead(_ path: String) -> ReadAhead? {
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG, Int(status.st_size) >= readAheadSize else {
            return nil
        }
        let early = ReadAhead(path: path)
        ReadAhead.lock.wait()
        ReadAhead.pending = early
        ReadAhead.lock.signal()
        DispatchQueue.global().async {
            early.result = readNow(path, inHalves: true)
            early.finished.leave()
        }
        return early
    }

    /// Files smaller than this are read when asked for: reading them takes less than starting a thread.
    public static let readAheadSize = 1 << 20

    /// The file at `path`, its text normalized to UTF-8 (see `normalizedText`).
    public static func read(_ path: String) -> Result<SourceFile, FileDiscovery.Failure> {
        if let early = ReadAhead.take(path) {
            early.wait()
            if let result = early.result { return result }
        }
        return readNow(path)
    }

    /// A read started by `readAhead`.
    public final class ReadAhead: @unchecked Sendable {
        let path: String
        /// Left once `result` is written.
        fileprivate let finished = DispatchGroup()
        fileprivate var result: Result<SourceFile, FileDiscovery.Failure>?

        fileprivate init(path: String) {
            self.path = path
            finished.enter()
        }

        /// Waits until the file is read.
        public func wait() { finished.wait() }

        /// Guards `pending`.
        fileprivate static let lock = DispatchSemaphore(value: 1)
        nonisolated(unsafe) fileprivate static var pending: ReadAhead?

        /// The read of `path` started ahead, if there is one; it is taken once.
        fileprivate static func take(_ path: String) -> ReadAhead? {
            lock.wait()
            defer { lock.signal() }
            guard let early = pending, early.path == path else { return nil }
            pending = nil
            return early
        }
    }

    /// - Parameter inHalves: read a regular file's two halves on two threads (see `readAll`).
    private static func readNow(_ path: String, inHalves: Bool = false) -> Result<SourceFile, FileDiscovery.Failure> {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            return .failure(FileDiscovery.Failure(path: path, reason: reason(for: errno)))
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            return .failure(FileDiscovery.Failure(path: path, reason: reason(for: errno)))
        }
        let type = status.st_mode & S_IFMT
        if type == S_IFDIR {
            return .failure(FileDiscovery.Failure(path: path, reason: "it is a directory, not a file"))
        }
        if type == S_IFREG, Int(status.st_size) > maximumSize {
            return .failure(FileDiscovery.Failure(path: path, reason: tooLarge(size: Int(status.st_size))))
        }
        // Opened without blocking (a FIFO without a writer would block `open`); read blocking.
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        return readAll(descriptor, sizeHint: type == S_IFREG ? Int(status.st_size) : 0, inHalves: inHalves && type == S_IFREG).map {
            sourceFile(path: path, read: $0)
        }.mapError { FileDiscovery.Failure(path: path, reason: $0.reason) }
    }

    /// The name standard input is reported under unless `--stdin-name` names it:
    /// not a path, so the baseline records it as it is.
    public static let standardInputName = "<stdin>"

    /// Standard input, reported under `name`, with the same limit and normalization.
    public static func readStandardInput(name: String) -> Result<SourceFile, FileDiscovery.Failure> {
        readAll(STDIN_FILENO, sizeHint: 0).map {
            sourceFile(path: name, read: $0)
        }.mapError { FileDiscovery.Failure(path: name, reason: $0.reason) }
    }

    /// `bytes` as they would be read from a file named `path`: normalized, in
    /// an array with the zero padding that lets libyaml read them in place.
    public static func sourceFile(path: String, bytes: [UInt8]) -> SourceFile {
        let padded = [UInt8](unsafeUninitializedCapacity: bytes.count + StreamingLoader.zeroPadding) { buffer, count in
            count = buffer.initialize(fromContentsOf: bytes)
            (buffer.baseAddress! + count).initialize(repeating: 0, count: StreamingLoader.zeroPadding)
        }
        return sourceFile(path: path, read: padded)
    }

    /// The file of the bytes `read`, normalized. The array as read is zero
    /// padded (see `readAll`); one that normalizing replaced is not.
    private static func sourceFile(path: String, read: [UInt8]) -> SourceFile {
        let text = normalizedText(read)
        let isSameArray = read.withUnsafeBufferPointer { original in
            text.withUnsafeBufferPointer { $0.baseAddress == original.baseAddress }
        }
        return SourceFile(path: path, bytes: text, isZeroPadded: isSameArray && !read.isEmpty)
    }

    /// Reads to the end, or fails once more than `maximumSize` bytes arrive (a
    /// file growing while it is read, a device like /dev/zero). The bytes are
    /// read straight into the array: a regular file in one allocation of its
    /// size, anything else into arrays that double as needed. The allocation
    /// continues with `StreamingLoader.zeroPadding` zero bytes after the last
    /// byte read, so that libyaml can read the bytes in place.
    /// - Parameter inHalves: the descriptor is a regular file of `sizeHint`
    ///   bytes whose halves are read at once on two threads (`readInHalves`);
    ///   the reading then goes on from its end as usual.
    private static func readAll(_ descriptor: Int32, sizeHint: Int, inHalves: Bool = false) -> Result<[UInt8], ReadError> {
        var bytes: [UInt8] = []
        // One more than the hint, so that a file of that size ends with a read that returns 0.
        var capacity = max(1 << 12, min(sizeHint, maximumSize) + 1)
        var reachedEnd = false
        var failure: ReadError?
        while !reachedEnd, failure == nil {
            let previous = bytes
            bytes = [UInt8](unsafeUninitializedCapacity: capacity + StreamingLoader.zeroPadding) { buffer, count in
                let base = buffer.baseAddress!
                previous.withUnsafeBufferPointer { earlier in
                    if let source = earlier.baseAddress, !earlier.isEmpty { base.initialize(from: source, count: earlier.count) }
                }
                count = previous.count
                defer { (base + count).initialize(repeating: 0, count: StreamingLoader.zeroPadding) }
                if inHalves, count == 0, capacity > sizeHint, readInHalves(descriptor, into: base, size: sizeHint) { count = sizeHint }
                while count < capacity {
                    let read = systemRead(descriptor, base + count, capacity - count)
                    if read == 0 { return reachedEnd = true }
                    if read < 0 {
                        if errno == EINTR { continue }
                        return failure = ReadError(reason: reason(for: errno))
                    }
                    count += read
                }
            }
            if bytes.count > maximumSize { return .failure(ReadError(reason: tooLarge(size: nil))) }
            capacity = min(capacity * 2, maximumSize + 1)
        }
        return failure.map { .failure($0) } ?? .success(bytes)
    }

    /// Reads the first `size` bytes of a regular file into `base`, each half on
    /// its own thread with `pread`, and moves the file offset past them; false
    /// (with the offset left at 0) when a half comes short, as when the file
    /// shrank, or fails: the caller then reads from the start as usual.
    private static func readInHalves(_ descriptor: Int32, into base: UnsafeMutablePointer<UInt8>, size: Int) -> Bool {
        let middle = size / 2
        let (first, second) = both(parallel: true) {
            readFully(descriptor, into: base, count: middle, at: 0)
        } _: {
            readFully(descriptor, into: base + middle, count: size - middle, at: middle)
        }
        return first && second && lseek(descriptor, off_t(size), SEEK_SET) == off_t(size)
    }

    /// `pread` until `count` bytes from `offset` are in `buffer`; false at an error or the end of the file.
    private static func readFully(_ descriptor: Int32, into buffer: UnsafeMutablePointer<UInt8>, count: Int, at offset: Int) -> Bool {
        var done = 0
        while done < count {
            let read = pread(descriptor, buffer + done, count - done, off_t(offset + done))
            if read < 0, errno == EINTR { continue }
            guard read > 0 else { return false }
            done += read
        }
        return true
    }

    private struct ReadError: Error {
        let reason: String
    }

    private static func tooLarge(size: Int?) -> String {
        let limit = "presentlint lints files of up to \(maximumSize >> 20) MiB (\(maximumSize) bytes)"
        guard let size else { return "more than \(maximumSize) bytes arrived while reading it (a device, or a growing file?); \(limit)" }
        return "it is \(size) bytes long; \(limit)"
    }

    /// The reason for an `errno`, in words a person can act on.
    static func reason(for code: Int32) -> String {
        switch code {
        case ENOENT: "no such file or directory"
        case EACCES, EPERM: "permission denied"
        case ELOOP: "too many levels of symbolic links (a symbolic link loop?)"
        case EISDIR: "it is a directory, not a file"
        case ENOTDIR: "a component of the path is not a directory"
        default: String(cString: strerror(code))
        }
    }

    /// The text as UTF-8, so that every later stage (libyaml's positions,
    /// printed source lines, comment scanning) sees the same characters:
    /// UTF-16 and UTF-32 (detected by their byte-order mark, or by the null
    /// bytes around the first ASCII character, as YAML 1.2 §5.2 describes) are
    /// transcoded, and a UTF-8 byte-order mark is dropped (libyaml gives it no
    /// column either). Anything that does not decode is returned unchanged,
    /// for libyaml to report.
    public static func normalizedText(_ bytes: [UInt8]) -> [UInt8] {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return Array(bytes.dropFirst(3)) }
        guard let (encoding, skip) = utf16Or32Encoding(of: bytes),
              let text = decode(bytes.dropFirst(skip), as: encoding)
        else { return bytes }
        return Array(text.utf8)
    }

    private enum WideEncoding {
        case utf16(bigEndian: Bool), utf32(bigEndian: Bool)
        var unitSize: Int {
            switch self {
            case .utf16: 2
            case .utf32: 4
            }
        }
    }

    /// The encoding and the number of BOM bytes to skip, for UTF-16/32 input.
    private static func utf16Or32Encoding(of bytes: [UInt8]) -> (WideEncoding, Int)? {
        let b = Array(bytes.prefix(4)) + [UInt8](repeating: 0xAA, count: max(0, 4 - bytes.count))
        switch (b[0], b[1], b[2], b[3]) {
        case (0x00, 0x00, 0xFE, 0xFF): return (.utf32(bigEndian: true), 4)
        case (0xFF, 0xFE, 0x00, 0x00) where bytes.count >= 4: return (.utf32(bigEndian: false), 4)
        case (0xFE, 0xFF, _, _): return (.utf16(bigEndian: true), 2)
        case (0xFF, 0xFE, _, _): return (.utf16(bigEndian: false), 2)
        case (0x00, 0x00, 0x00, let x) where x != 0 && bytes.count >= 4: return (.utf32(bigEndian: true), 0)
        case (let x, 0x00, 0x00, 0x00) where x != 0 && bytes.count >= 4: return (.utf32(bigEndian: false), 0)
        case (0x00, let x, _, _) where x != 0 && bytes.count >= 2: return (.utf16(bigEndian: true), 0)
        case (let x, 0x00, _, _) where x != 0 && bytes.count >= 2: return (.utf16(bigEndian: false), 0)
        default: return nil
        }
    }

    /// Strict decoding: nil on an odd length or an invalid code unit.
    private static func decode(_ bytes: ArraySlice<UInt8>, as encoding: WideEncoding) -> String? {
        let size = encoding.unitSize
        guard bytes.count % size == 0 else { return nil }
        var scalars = String.UnicodeScalarView()
        var index = bytes.startIndex
        func unit(_ width: Int, bigEndian: Bool) -> UInt32 {
            var value: UInt32 = 0
            for offset in 0..<width {
                let byte = UInt32(bytes[index + (bigEndian ? offset : width - 1 - offset)])
                value = value << 8 | byte
            }
            index += width
            return value
        }
        switch encoding {
        case .utf32(let bigEndian):
            while index < bytes.endIndex {
                guard let scalar = Unicode.Scalar(unit(4, bigEndian: bigEndian)) else { return nil }
                scalars.append(scalar)
            }
        case .utf16(let bigEndian):
            var units: [UInt16] = []
            units.reserveCapacity(bytes.count / 2)
            while index < bytes.endIndex { units.append(UInt16(unit(2, bigEndian: bigEndian))) }
            var decoder = UTF16()
            var iterator = units.makeIterator()
            loop: while true {
                switch decoder.decode(&iterator) {
                case .scalarValue(let scalar): scalars.append(scalar)
                case .emptyInput: break loop
                case .error: return nil
                }
            }
        }
        return String(scalars)
    }
}

/// POSIX `read(2)` (inside `FileReader`, `read` names its own method).
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
