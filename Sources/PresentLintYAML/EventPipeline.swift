internal import CYAML
import Dispatch

/// libyaml's events for one input, read on a second thread when the input is
/// large: libyaml parses ahead in blocks of events while the caller builds
/// the tree from the blocks before them, so that the two take the time of the
/// slower one instead of their sum. The parser thread also hashes each
/// scalar's text for `ScalarTable`, which evens out the two threads' work.
/// Small inputs are parsed on the caller's thread, event by event, with no
/// thread to start.
final class EventPipeline {
    /// Inputs at least this large are parsed on a second thread.
    static let threadedThreshold = 128 << 10

    private let parser = EventParser()
    private let buffer: UnsafeBufferPointer<UInt8>
    private let threaded: Bool
    // Single-threaded: the one event being handed out.
    private let single = UnsafeMutablePointer<yaml_event_t>.allocate(capacity: 1)
    @exclusivity(unchecked) private var singleIsLive = false
    // Threaded: a ring of blocks that the parser thread fills and the caller empties.
    // The caller works in bursts (a batch of entries is decoded at once); 16,384
    // events of room let the parser run on through a burst instead of waiting.
    private static let blockSize = 512
    private static let blockCount = 32
    private var blocks: [Block] = []
    private let filled = DispatchSemaphore(value: 0)
    /// Created at 0 and signalled once per block: libdispatch refuses to free a
    /// semaphore whose count is below the value it was created with.
    private let free = DispatchSemaphore(value: 0)
    private let finished = DispatchSemaphore(value: 0)
    private let stopRequest = Flag()
    @exclusivity(unchecked) private var current = 0
    @exclusivity(unchecked) private var position = 0
    @exclusivity(unchecked) private var started = false
    @exclusivity(unchecked) private var done = false

    /// A block of events and how it ended.
    private final class Block {
        let events = UnsafeMutablePointer<yaml_event_t>.allocate(capacity: EventPipeline.blockSize)
        /// Per event: the `ScalarTable` hash of a scalar's text (unset for other events).
        let scalarHashes = UnsafeMutablePointer<UInt32>.allocate(capacity: EventPipeline.blockSize)
        var count = 0
        /// The parser stopped after this block: at the end of the stream or at an error.
        var isLast = false
        var error: RawError?

        deinit {
            events.deallocate()
            scalarHashes.deallocate()
        }
    }

    /// A flag that both threads read.
    private final class Flag: @unchecked Sendable {
        private let lock = DispatchSemaphore(value: 1)
        private var value = false
        func set() { lock.wait(); value = true; lock.signal() }
        var isSet: Bool { lock.wait(); defer { lock.signal() }; return value }
    }

    /// `buffer` must stay valid until the pipeline is released.
    init(_ buffer: UnsafeBufferPointer<UInt8>) {
        self.buffer = buffer
        threaded = buffer.count >= Self.threadedThreshold && getenv("PRESENTLINT_NO_PIPELINE") == nil
        parser.setInput(buffer)
        if threaded {
            blocks = (0..<Self.blockCount).map { _ in Block() }
            for _ in blocks { free.signal() }
        }
    }

    deinit {
        if threaded, started, !done {
            // Stop the parser thread: hand back blocks until it delivers its last one.
            stopRequest.set()
            while !blocks[current].isLast {
                free.signal()
                filled.wait()
                current = (current + 1) % Self.blockCount
            }
            finished.wait()
        }
        if threaded {
            deleteAllEvents()
        } else if singleIsLive {
            yaml_event_delete(single)
        }
        single.deallocate()
    }

    /// The `ScalarTable` hash of the text of the scalar event `next()` returned
    /// last, when the parser thread computed it.
    var scalarHash: UInt32? {
        guard threaded, !done, position > 0 else { return nil }
        let block = blocks[current]
        return block.events[position - 1].type == YAML_SCALAR_EVENT ? block.scalarHashes[position - 1] : nil
    }

    /// The next event, valid until the next call; or the error that ended the
    /// stream. Returns nil after the stream end event has been returned.
    func next() -> Result<UnsafeMutablePointer<yaml_event_t>, YAMLSyntaxError>? {
        threaded ? nextThreaded() : nextSingle()
    }

    private func nextSingle() -> Result<UnsafeMutablePointer<yaml_event_t>, YAMLSyntaxError>? {
        if singleIsLive {
            yaml_event_delete(single)
            singleIsLive = false
        }
        guard !done else { return nil }
        switch parser.next(into: single) {
        case .failure(let error):
            done = true
            return .failure(error.located(in: buffer))
        case .success:
            singleIsLive = true
            if single.pointee.type == YAML_STREAM_END_EVENT { done = true }
            return .success(single)
        }
    }

    private func nextThreaded() -> Result<UnsafeMutablePointer<yaml_event_t>, YAMLSyntaxError>? {
        if !started {
            started = true
            let parser = parser, blocks = blocks, filled = filled, free = free, finished = finished, stop = stopRequest
            DispatchQueue.global().async {
                Self.produce(parser: parser, blocks: blocks, filled: filled, free: free, stop: stop)
                finished.signal()
            }
            filled.wait()
        }
        while true {
            guard !done else { return nil }
            let block = blocks[current]
            if position < block.count {
                position += 1
                return .success(block.events + (position - 1))
            }
            // The block is used up: report its error, or move to the next block.
            if block.isLast {
                done = true
                finished.wait()
                started = false
                deleteAllEvents()
                return block.error.map { .failure($0.located(in: buffer)) }
            }
            current = (current + 1) % Self.blockCount
            position = 0
            free.signal()
            filled.wait()
        }
    }

    /// Deletes the events still in the blocks, once the parser thread has finished.
    private func deleteAllEvents() {
        for block in blocks {
            for index in 0..<block.count { yaml_event_delete(block.events + index) }
            block.count = 0
        }
    }

    /// The parser thread: fills free blocks until the stream ends, fails, or the caller stops.
    private static func produce(
        parser: EventParser, blocks: [Block], filled: DispatchSemaphore, free: DispatchSemaphore, stop: Flag
    ) {
        var index = 0
        while true {
            free.wait()
            let block = blocks[index]
            // The events of the block's last round are freed here, on the thread that allocated them.
            for event in 0..<block.count { yaml_event_delete(block.events + event) }
            block.count = 0
            block.isLast = stop.isSet
            block.error = nil
            while !block.isLast, block.count < blockSize {
                switch parser.next(into: block.events + block.count) {
                case .failure(let error):
                    block.error = error
                    block.isLast = true
                case .success:
                    let event = block.events[block.count]
                    if event.type == YAML_SCALAR_EVENT {
                        block.scalarHashes[block.count] = ScalarTable.hash(event.scalarText)
                    }
                    block.count += 1
                    if event.type == YAML_STREAM_END_EVENT { block.isLast = true }
                }
            }
            filled.signal()
            if block.isLast { return }
            index = (index + 1) % blockCount
        }
    }
}
