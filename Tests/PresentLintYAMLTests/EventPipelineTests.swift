@testable import PresentLintYAML
import Testing

/// A large input's parser thread starts with its `EventPipeline` and checks the
/// input itself (to read it in place): the events must be those libyaml's
/// reader gives, and letting the pipeline go at any point must stop the thread.
@Suite struct EventPipelineTests {
    /// A description of 3,000 screens (about 290 kB: the pipeline starts its thread from 128 kB).
    private static let text: [UInt8] = {
        var lines = ["screens:"]
        for index in 0..<3_000 {
            lines.append("  Screen\(index): {kind: navigationController, children: [Child\(index)]}  # screen \(index)")
            lines.append("  Child\(index):")
            lines.append("    title: 'Child \(index)'")
        }
        return Array((lines.joined(separator: "\n") + "\n").utf8)
    }()

    /// Every event of `pipeline`, with its positions and text, and the error that ended them.
    private static func events(of pipeline: EventPipeline) -> (events: [String], error: String?) {
        var events: [String] = []
        while let event = pipeline.next()?.pointee {
            events.append("\(event.kind) \(event.start)-\(event.end) \(String(decoding: event.text, as: UTF8.self))")
        }
        return (events, pipeline.error.map { "\($0.problem) at \($0.mark)" })
    }

    /// `bytes` with the zero padding that lets libyaml read them in place.
    private static func padded(_ bytes: [UInt8]) -> [UInt8] {
        bytes + [UInt8](repeating: 0, count: StreamingLoader.zeroPadding)
    }

    @Test(arguments: [false, true])
    func theParserThreadReadsInPlaceWhatTheReaderWouldGive(endsInError: Bool) {
        let text = Self.text + (endsInError ? Array("broken: [unclosed\n".utf8) : [])
        let padded = Self.padded(text)
        let inPlace = padded.withUnsafeBufferPointer { buffer in
            Self.events(of: EventPipeline(UnsafeBufferPointer(rebasing: buffer[..<text.count]), zeroPadded: true))
        }
        let throughReader = text.withUnsafeBufferPointer { Self.events(of: EventPipeline($0)) }
        #expect(inPlace.events.count > 30_000)
        #expect(inPlace.events == throughReader.events)
        #expect(inPlace.error == throughReader.error)
        #expect((inPlace.error != nil) == endsInError)
    }

    @Test(arguments: [0, 1, 700, 5_000])
    func aPipelineLetGoAfterAnyNumberOfEventsStopsItsParserThread(read: Int) {
        let padded = Self.padded(Self.text)
        let counted = padded.withUnsafeBufferPointer { buffer -> Int in
            let pipeline = EventPipeline(UnsafeBufferPointer(rebasing: buffer[..<Self.text.count]), zeroPadded: true)
            var count = 0
            while count < read, pipeline.next() != nil { count += 1 }
            return count
        }
        #expect(counted == read)
        // Letting it go returned (its parser thread stopped): a new pipeline over the same input reads every event.
        let all = padded.withUnsafeBufferPointer { buffer in
            Self.events(of: EventPipeline(UnsafeBufferPointer(rebasing: buffer[..<Self.text.count]), zeroPadded: true))
        }
        #expect(all.error == nil)
        #expect(all.events.count > read)
    }
}
