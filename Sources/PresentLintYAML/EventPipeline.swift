internal import CYAML
import Dispatch

/// libyaml's events for one input, read on a second thread when the input is
/// large: libyaml parses ahead in blocks of events while the caller builds
/// the tree from the blocks before them, so that the two take the time of the
/// slower one instead of their sum. The parser thread copies each event's
/// texts into its block and frees the libyaml event at once (memory that is
/// reused while still in cache); a scalar whose value stands unchanged in an
/// ASCII input read in place points into the input instead. When it allocates
/// from the arena (`LibYAMLAllocator`), the parser thread also computes the
/// scalars' `ScalarTable` hashes. Small inputs are parsed on the caller's
/// thread, event by event, with no thread to start.
final class EventPipeline {
    /// Inputs at least this large are parsed on a second thread.
    static let threadedThreshold = 128 << 10

    private let parser = EventParser()
    private let buffer: UnsafeBufferPointer<UInt8>
    private let threaded: Bool
    // Single-threaded: the one event being handed out.
    private let single = UnsafeMutablePointer<yaml_event_t>.allocate(capacity: 1)
    /// Single-threaded: the view of `single` handed out.
    private let singleParsed = UnsafeMutablePointer<ParsedEvent>.allocate(capacity: 1)
    @exclusivity(unchecked) private var singleIsLive = false
    // Threaded: a ring of blocks that the parser thread fills and the caller empties.
    // The caller works in bursts (a batch of entries is decoded at once); up to
    // 16,384 events of room let the parser run on through a burst instead of waiting.
    private static let blockSize = 512
    /// The ring has about one block per 40 kB of input, from 8 to 32: a file of a
    /// few hundred kilobytes does not fault in a ring it never fills.
    private static func blockCount(forBytes count: Int) -> Int { min(32, max(8, count / 40_000)) }
    private var blocks: [Block] = []
    private let filled = DispatchSemaphore(value: 0)
    /// Created at 0 and signalled once per block: libdispatch refuses to free a
    /// semaphore whose count is below the value it was created with.
    private let free = DispatchSemaphore(value: 0)
    private let finished = DispatchSemaphore(value: 0)
    private let stopRequest = Flag()
    @exclusivity(unchecked) private var current = 0
    @exclusivity(unchecked) private var position = 0
    /// The events of block `current` and their number, once it is filled.
    @exclusivity(unchecked) private var currentEvents: UnsafeMutablePointer<ParsedEvent>?
    @exclusivity(unchecked) private var currentCount = 0
    /// The parser thread runs and has not been waited for.
    @exclusivity(unchecked) private var running = false
    /// The caller has taken a block (`current`) from the parser thread.
    @exclusivity(unchecked) private var holdsBlock = false
    @exclusivity(unchecked) private var done = false

    /// A block of events and how it ended. The events' texts are copies in
    /// the block's own arena, so that the parser thread frees each libyaml
    /// event as soon as it is read, while its memory is still in cache.
    private final class Block {
        // One thread at a time owns a block (the semaphores hand it over), so the
        // per-event accesses need no dynamic exclusivity checks.
        let events = UnsafeMutablePointer<ParsedEvent>.allocate(capacity: EventPipeline.blockSize)
        @exclusivity(unchecked) var texts = TextArena()
        @exclusivity(unchecked) var count = 0
        /// The parser stopped after this block: at the end of the stream or at an error.
        @exclusivity(unchecked) var isLast = false
        @exclusivity(unchecked) var error: RawError?

        /// Adds a copy of `event`. A scalar whose value stands unchanged in
        /// `asciiInput` (the input libyaml reads in place, if pure ASCII) keeps
        /// pointing there instead of being copied.
        /// With `hashesScalars`, a scalar's `ScalarTable` hash is computed here.
        func append(_ event: UnsafePointer<yaml_event_t>, asciiInput: UnsafePointer<UInt8>?, hashesScalars: Bool) {
            var parsed = ParsedEvent(viewing: event)
            if let asciiInput, let value = presentlint_yaml_scalar_in_input(event, asciiInput) {
                parsed.text = UnsafeBufferPointer(start: value, count: parsed.text.count)
            } else {
                parsed.text = texts.copy(parsed.text)
            }
            parsed.anchor = parsed.anchor.map { texts.copy($0) }
            parsed.tag = parsed.tag.map { texts.copy($0) }
            if hashesScalars, parsed.kind == .scalar { parsed.scalarHash = ScalarTable.hash(parsed.text) }
            (events + count).initialize(to: parsed)
            count += 1
        }

        /// Empties the block for its next round.
        func reset() {
            count = 0
            texts.reset()
            isLast = false
            error = nil
        }

        deinit {
            events.deallocate()
            texts.deallocate()
        }
    }

    /// The input, handed to the parser thread (which only reads it, while the caller keeps it alive).
    private struct Input: @unchecked Sendable {
        let buffer: UnsafeBufferPointer<UInt8>
    }

    /// A flag that both threads read.
    private final class Flag: @unchecked Sendable {
        private let lock = DispatchSemaphore(value: 1)
        private var value = false
        func set() { lock.wait(); value = true; lock.signal() }
        var isSet: Bool { lock.wait(); defer { lock.signal() }; return value }
    }

    /// `buffer` must stay valid until the pipeline is released; for `zeroPadded`, see `EventParser.setInput`.
    /// A threaded pipeline starts its parser thread at once, and that thread
    /// checks the input (`setInput`) while the caller gets ready for the events.
    init(_ buffer: UnsafeBufferPointer<UInt8>, zeroPadded: Bool = false) {
        self.buffer = buffer
        threaded = buffer.count >= Self.threadedThreshold && getenv("PRESENTLINT_NO_PIPELINE") == nil
        guard threaded else {
            parser.setInput(buffer, zeroPadded: zeroPadded)
            return
        }
        blocks = (0..<Self.blockCount(forBytes: buffer.count)).map { _ in Block() }
        for _ in blocks { free.signal() }
        running = true
        let parser = parser, blocks = blocks, filled = filled, free = free, finished = finished, stop = stopRequest
        let input = Input(buffer: buffer)
        DispatchQueue.global().async {
            parser.setInput(input.buffer, zeroPadded: zeroPadded)
            let usesArena = LibYAMLAllocator.claim()
            // With libyaml's blocks from the arena, this thread has time to spare for the hashes.
            Self.produce(parser: parser, blocks: blocks, filled: filled, free: free, stop: stop, hashesScalars: usesArena)
            // libyaml frees what its parser holds before the arena is given up.
            parser.close()
            if usesArena { LibYAMLAllocator.release() }
            finished.signal()
        }
    }

    deinit {
        if running {
            // Stop the parser thread: hand back blocks until it delivers its last one.
            stopRequest.set()
            if !holdsBlock { filled.wait() }
            while !blocks[current].isLast {
                free.signal()
                filled.wait()
                current = (current + 1) % blocks.count
            }
            finished.wait()
        }
        if singleIsLive { yaml_event_delete(single) }
        single.deallocate()
        singleParsed.deallocate()
    }

    /// The error that ended the stream early, once `next()` has returned nil.
    private(set) var error: YAMLSyntaxError?

    /// The next event, valid until the next call. Returns nil after the stream
    /// end event has been returned, or at an error (see `error`).
    /// (A pointer to the event where it lies, not a copy: the copy of 72 bytes
    /// for every event cost more than the rest of handing it out. No `Result`:
    /// an enum with a payload is copied through generic witnesses.)
    func next() -> UnsafePointer<ParsedEvent>? {
        threaded ? nextThreaded() : nextSingle()
    }

    /// The event `distance` places after the one `next()` returned last, if it is already
    /// parsed and in the same block (a hint for prefetching; nil otherwise).
    func upcoming(_ distance: Int) -> UnsafePointer<ParsedEvent>? {
        guard threaded, position - 1 + distance < currentCount, let currentEvents else { return nil }
        return UnsafePointer(currentEvents + (position - 1 + distance))
    }

    private func nextSingle() -> UnsafePointer<ParsedEvent>? {
        if singleIsLive {
            presentlint_yaml_event_free(single)
            singleIsLive = false
        }
        guard !done else { return nil }
        guard parser.next(into: single) else {
            done = true
            error = parser.failure?.located(in: buffer)
            return nil
        }
        singleIsLive = true
        if single.pointee.type == YAML_STREAM_END_EVENT { done = true }
        singleParsed.initialize(to: ParsedEvent(viewing: single))
        return UnsafePointer(singleParsed)
    }

    private func nextThreaded() -> UnsafePointer<ParsedEvent>? {
        if position < currentCount, let currentEvents {
            position += 1
            return UnsafePointer(currentEvents + (position - 1))
        }
        return nextFromNextBlock()
    }

    /// Takes the first block on the first call; otherwise moves on from a
    /// used-up block, reporting its error if it was the last one.
    private func nextFromNextBlock() -> UnsafePointer<ParsedEvent>? {
        guard !done else { return nil }
        if !holdsBlock {
            holdsBlock = true
            filled.wait()
        } else {
            let block = blocks[current]
            if block.isLast {
                done = true
                currentCount = 0
                finished.wait()
                running = false
                error = block.error?.located(in: buffer)
                return nil
            }
            current = (current + 1) % blocks.count
            free.signal()
            filled.wait()
        }
        position = 0
        currentEvents = blocks[current].events
        currentCount = blocks[current].count
        return nextThreaded()
    }

    /// The parser thread: fills free blocks until the stream ends, fails, or the caller stops.
    private static func produce(
        parser: EventParser, blocks: [Block], filled: DispatchSemaphore, free: DispatchSemaphore, stop: Flag,
        hashesScalars: Bool
    ) {
        let event = UnsafeMutablePointer<yaml_event_t>.allocate(capacity: 1)
        defer { event.deallocate() }
        let asciiInput = parser.asciiInputReadInPlace
        var index = 0
        while true {
            free.wait()
            let block = blocks[index]
            block.reset()
            block.isLast = stop.isSet
            while !block.isLast, block.count < blockSize {
                guard parser.next(into: event) else {
                    block.error = parser.failure
                    block.isLast = true
                    break
                }
                block.append(event, asciiInput: asciiInput, hashesScalars: hashesScalars)
                if event.pointee.type == YAML_STREAM_END_EVENT { block.isLast = true }
                presentlint_yaml_event_free(event)
            }
            filled.signal()
            if block.isLast { return }
            index = (index + 1) % blocks.count
        }
    }
}

/// Copies of event texts, in chunks that never move: a copy stays valid until `reset()`.
private struct TextArena {
    private static let chunkSize = 16 << 10
    private var chunks: [UnsafeMutableBufferPointer<UInt8>] = []
    /// The chunk being filled (an index into `chunks`), where it starts, and how much of it is used.
    private var current = -1
    private var base: UnsafeMutablePointer<UInt8>?
    private var capacity = 0
    private var used = 0

    mutating func copy(_ text: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        guard let source = text.baseAddress, !text.isEmpty else { return text }
        if capacity - used < text.count { moveToNextChunk(fitting: text.count) }
        let copy = base! + used
        copy.update(from: source, count: text.count)
        used += text.count
        return UnsafeBufferPointer(start: copy, count: text.count)
    }

    /// Starts filling the next chunk, allocating one (or a larger one for a long text) if needed.
    private mutating func moveToNextChunk(fitting count: Int) {
        current += 1
        if current == chunks.count || chunks[current].count < count {
            chunks.insert(.allocate(capacity: max(Self.chunkSize, count)), at: current)
        }
        base = chunks[current].baseAddress
        capacity = chunks[current].count
        used = 0
    }

    /// Makes room again; chunks larger than usual (for a long text) are freed.
    mutating func reset() {
        for chunk in chunks where chunk.count > Self.chunkSize { chunk.deallocate() }
        chunks.removeAll { $0.count > Self.chunkSize }
        current = -1
        base = nil
        capacity = 0
        used = 0
    }

    func deallocate() {
        for chunk in chunks { chunk.deallocate() }
    }
}
