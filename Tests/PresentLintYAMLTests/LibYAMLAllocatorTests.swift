#if os(Linux)
import CYAML
import Dispatch
import Glibc
@testable import PresentLintYAML
import Testing

/// libyaml's allocations on the pipeline's parser thread come from the arena
/// (`LibYAMLAllocator`, `presentlint_arena` in shim.h): libyaml must report
/// exactly what it reports with malloc, and the arena must hand out sound
/// blocks, reuse its chunks, and leave every other thread to malloc.
@Suite struct LibYAMLAllocatorTests {
    /// Runs `body` with the shared arena held by this thread, waiting while
    /// another test's pipeline holds it; nil if it could not be had.
    private static func withSharedArena<T>(_ body: () -> T) -> T? {
        for _ in 0..<2_000 {
            if LibYAMLAllocator.claim() {
                defer { LibYAMLAllocator.release() }
                return body()
            }
            if LibYAMLAllocator.probed == false { return nil }
            usleep(1_000)
        }
        return nil
    }

    @Test func libyamlAllocatesThroughTheExecutable() throws {
        // The probe parses a document with blocks from malloc and checks that every one comes back.
        let claimed = Self.withSharedArena { true }
        #expect(claimed == true)
        #expect(LibYAMLAllocator.probed == true)
    }

    @Test func theProbeIsReadToItsLastLine() throws {
        // Nothing before the error the probe's text ends with cuts it short: every
        // document is parsed, the last one fails in its last line (0-based in libyaml's marks).
        let text = LibYAMLAllocator.probeText
        let trace = try #require(LibyamlEvents.trace(of: Array(text.utf8), inPlace: false))
        let lastLine = text.split(separator: "\n").count - 1
        let error = try #require(trace.last)
        #expect(error.hasPrefix("error \(YAML_SCANNER_ERROR.rawValue) found unexpected end of stream \(lastLine):"), "\(error)")
        #expect(trace.filter { $0.hasPrefix("+DOC") }.count == 3)
    }

    @Test(.enabled(if: YAMLTestSuiteTests.isPresent, "the YAML test suite is not at ../shared/yaml-test-suite"))
    func everySuiteCaseGivesTheSameEventsMarksAndErrorsFromTheArena() throws {
        for testCase in YAMLTestSuiteTests.cases() {
            let input = testCase.input
            for inPlace in [false, true] {
                let fromMalloc = LibyamlEvents.trace(of: input, inPlace: inPlace)
                // The parser is created and deleted inside: every block libyaml took from the arena is back.
                let fromArena = try #require(Self.withSharedArena { LibyamlEvents.trace(of: input, inPlace: inPlace) })
                #expect(fromArena == fromMalloc, "\(testCase), in place: \(inPlace)")
            }
        }
    }

    /// A private arena, claimed by this thread and switched on (the probe
    /// needs libyaml's calls, which go to the shared one).
    private final class PrivateArena {
        let state = UnsafeMutablePointer<presentlint_arena_state>.allocate(capacity: 1)
        init() {
            state.initialize(to: presentlint_arena_state())
            precondition(presentlint_arena_claim(state) != 0)
            state.pointee.mode = PRESENTLINT_ARENA_ON
        }
        deinit {
            presentlint_arena_release(state)
            if let region = state.pointee.region { munmap(region, Int(PRESENTLINT_ARENA_REGION)) }
            state.deallocate()
        }
    }

    @Test func blocksAreAlignedHoldTheirBytesAndGrow() throws {
        let arena = PrivateArena()
        var blocks: [(UnsafeMutableRawPointer, Int)] = []
        for size in [1, 7, 16, 17, 100, 1_000, 8_192] {
            let block = try #require(presentlint_arena_malloc(arena.state, size))
            #expect(Int(bitPattern: block) % 16 == 0)
            #expect(presentlint_arena_contains(arena.state, block) != 0)
            memset(block, Int32(size & 0xFF), size)
            blocks.append((block, size))
        }
        for (block, size) in blocks {
            #expect(UnsafeRawBufferPointer(start: block, count: size).allSatisfy { $0 == UInt8(size & 0xFF) })
        }
        // Grown in place when it is the last block, copied otherwise; the bytes follow.
        let last = try #require(presentlint_arena_malloc(arena.state, 20))
        memset(last, 0x5A, 20)
        let grown = try #require(presentlint_arena_realloc(arena.state, last, 200))
        #expect(grown == last)
        let moved = try #require(presentlint_arena_realloc(arena.state, blocks[0].0, 300))
        #expect(moved != blocks[0].0)
        #expect(moved.load(as: UInt8.self) == 1)
        #expect(UnsafeRawBufferPointer(start: grown, count: 20).allSatisfy { $0 == 0x5A })
        // Large blocks come from malloc, and so does a block grown past the limit.
        let large = try #require(presentlint_arena_malloc(arena.state, 8_193))
        #expect(presentlint_arena_contains(arena.state, large) == 0)
        let outgrown = try #require(presentlint_arena_realloc(arena.state, grown, 100_000))
        #expect(presentlint_arena_contains(arena.state, outgrown) == 0)
        #expect(UnsafeRawBufferPointer(start: outgrown, count: 20).allSatisfy { $0 == 0x5A })
        for block in [moved, large, outgrown] + blocks.dropFirst().map(\.0) { presentlint_arena_free(arena.state, block) }
    }

    @Test func chunksAreReusedOnceTheirBlocksAreFreed() throws {
        let arena = PrivateArena()
        // libyaml's pattern: a few blocks live at a time, millions over a parse.
        var live: [UnsafeMutableRawPointer] = []
        for index in 0..<200_000 {
            live.append(try #require(presentlint_arena_malloc(arena.state, 16 + index % 48)))
            if live.count > 8 { presentlint_arena_free(arena.state, live.removeFirst()) }
        }
        for block in live { presentlint_arena_free(arena.state, block) }
        #expect(arena.state.pointee.regionUsed <= 4 * Int(PRESENTLINT_ARENA_CHUNK))
    }

    @Test func aFullRegionFallsBackToMalloc() throws {
        let arena = PrivateArena()
        var blocks: [UnsafeMutableRawPointer] = []
        while blocks.count < 20_000 {
            let block = try #require(presentlint_arena_malloc(arena.state, Int(PRESENTLINT_ARENA_LARGEST)))
            blocks.append(block)
            if presentlint_arena_contains(arena.state, block) == 0 { break }
        }
        #expect(presentlint_arena_contains(arena.state, blocks.last!) == 0)
        #expect(arena.state.pointee.regionUsed == Int(PRESENTLINT_ARENA_REGION))
        for block in blocks { presentlint_arena_free(arena.state, block) }
        // Every chunk is free again, and used before the region's end is looked at.
        let again = try #require(presentlint_arena_malloc(arena.state, 32))
        #expect(presentlint_arena_contains(arena.state, again) != 0)
        presentlint_arena_free(arena.state, again)
    }

    @Test func otherThreadsGetMallocAndLeaveTheArenaAlone() throws {
        let arena = PrivateArena()
        let block = try #require(presentlint_arena_malloc(arena.state, 64))
        // Addresses cross to the other thread as integers (pointers are not Sendable).
        let state = UInt(bitPattern: arena.state), blockAddress = UInt(bitPattern: block)
        nonisolated(unsafe) var fromOtherThread: UnsafeMutableRawPointer?
        nonisolated(unsafe) var claimedThere = true
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            let state = UnsafeMutablePointer<presentlint_arena_state>(bitPattern: state)
            claimedThere = presentlint_arena_claim(state) != 0
            fromOtherThread = presentlint_arena_malloc(state, 64)
            // A block of the arena freed elsewhere is left where it is, not handed to free().
            presentlint_arena_free(state, UnsafeMutableRawPointer(bitPattern: blockAddress))
            done.signal()
        }
        done.wait()
        #expect(!claimedThere)
        let other = try #require(fromOtherThread)
        #expect(presentlint_arena_contains(arena.state, other) == 0)
        free(other)
        #expect(presentlint_arena_contains(arena.state, block) != 0)
        presentlint_arena_free(arena.state, block)
    }
}
#endif
