import CYAML
import Testing

/// libyaml reading its input in place (`presentlint_yaml_parser_read_in_place`)
/// reports exactly what it reports through its own reader, and the check that
/// allows it (`presentlint_yaml_reader_characters`) accepts exactly the
/// inputs the reader copies unchanged.
@Suite struct InPlaceReadingTests {
    @Test(.enabled(if: YAMLTestSuiteTests.isPresent, "the YAML test suite is not at ../shared/yaml-test-suite"))
    func everySuiteCaseGivesTheSameEventsMarksAndErrorsInPlace() throws {
        var readInPlace = 0
        for testCase in YAMLTestSuiteTests.cases() {
            let input = testCase.input
            let throughReader = try #require(LibyamlEvents.trace(of: input, inPlace: false))
            guard let inPlace = LibyamlEvents.trace(of: input, inPlace: true) else {
                #expect(Self.readerRejects(input) || input.starts(with: Self.byteOrderMark), "\(testCase): refused needlessly")
                continue
            }
            #expect(inPlace == throughReader, "\(testCase)")
            readInPlace += 1
        }
        // Every input of the suite is text the reader copies unchanged (none starts with a byte-order mark).
        #expect(readInPlace == 402)
    }

    /// Characters at each edge of the reader's checks, each in a comment (where
    /// any character the reader allows is valid YAML) and at the very end of the input.
    static let edgeCharacters: [[UInt8]] = (0...0x7F).map { [UInt8($0)] } + [
        [0xC0, 0x80], [0xC1, 0xBF], [0xC2, 0x80], [0xC2, 0x84], [0xC2, 0x85], [0xC2, 0x9F], [0xC2, 0xA0], [0xDF, 0xBF],
        [0xE0, 0x80, 0x80], [0xE0, 0x9F, 0xBF], [0xE0, 0xA0, 0x80], [0xED, 0x9F, 0xBF], [0xED, 0xA0, 0x80],
        [0xED, 0xBF, 0xBF], [0xEE, 0x80, 0x80], [0xEF, 0xBB, 0xBF], [0xEF, 0xBF, 0xBD], [0xEF, 0xBF, 0xBE],
        [0xEF, 0xBF, 0xBF], [0xF0, 0x80, 0x80, 0x80], [0xF0, 0x8F, 0xBF, 0xBF], [0xF0, 0x90, 0x80, 0x80],
        [0xF4, 0x8F, 0xBF, 0xBF], [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x80, 0x80, 0x80], [0xF8, 0x88, 0x80, 0x80, 0x80],
        [0xFF], [0x80], [0xC2, 0x41], [0xE0, 0xA0, 0x41], [0xF0, 0x90, 0x80, 0x41], [0xC2], [0xE0, 0xA0], [0xF0, 0x90, 0x80],
    ]

    @Test(arguments: edgeCharacters)
    func theCheckAgreesWithTheReader(character: [UInt8]) {
        for input in [Array("# ".utf8) + character + [0x0A] + Array("a: 1\n".utf8), Array("# ".utf8) + character] {
            let accepted = input.withUnsafeBufferPointer {
                presentlint_yaml_reader_characters($0.baseAddress, $0.count) >= 0
            }
            #expect(accepted != Self.readerRejects(input), "\(character): the check and the reader disagree")
            if accepted {
                #expect(LibyamlEvents.trace(of: input, inPlace: true) == LibyamlEvents.trace(of: input, inPlace: false))
            }
        }
    }

    /// The check reads plain ASCII 64 bytes at a time: an edge character at
    /// every offset around those blocks, a sequence split across two of them
    /// included, is judged as the reader judges it.
    @Test(arguments: [[0xC2, 0x85], [0xE2, 0x98, 0x95], [0xF0, 0x9D, 0x84, 0x9E], [0xEF, 0xBF, 0xBE], [0x7F], [0x00], [0xC2]] as [[UInt8]])
    func theCheckAgreesWithTheReaderAtEveryOffset(character: [UInt8]) {
        for offset in 0..<140 {
            let input = Array("# ".utf8) + [UInt8](repeating: 0x61, count: offset) + character + Array("\na: 1\n".utf8)
            let characters = input.withUnsafeBufferPointer { presentlint_yaml_reader_characters($0.baseAddress, $0.count) }
            #expect((characters >= 0) != Self.readerRejects(input), "\(character) after \(offset) bytes")
            if characters >= 0 {
                #expect(characters == String(decoding: input, as: UTF8.self).unicodeScalars.count)
            }
        }
    }

    @Test func aByteOrderMarkIsLeftToTheReader() {
        let input = Self.byteOrderMark + Array("a: 1\n".utf8)
        #expect(input.withUnsafeBufferPointer { presentlint_yaml_reader_characters($0.baseAddress, $0.count) } == -1)
        #expect(!Self.readerRejects(input))
    }

    @Test func theCountIsOfCharactersNotBytes() {
        let input = Array("name: Café ☕︎ 𝄞\n".utf8)
        let characters = input.withUnsafeBufferPointer { presentlint_yaml_reader_characters($0.baseAddress, $0.count) }
        #expect(characters == String(decoding: input, as: UTF8.self).unicodeScalars.count)
    }

    @Test func anEmptyInputReadsInPlace() throws {
        let inPlace = try #require(LibyamlEvents.trace(of: [], inPlace: true))
        #expect(inPlace == LibyamlEvents.trace(of: [], inPlace: false))
    }

    /// Where `presentlint_yaml_scalar_in_input` finds a scalar's value in the
    /// input (a scalar on one line, plain or quoted without an escape, with no
    /// anchor or tag before it), the bytes there are the value: checked for every
    /// scalar of every pure-ASCII suite input, and of edge cases written for it.
    @Test(.enabled(if: YAMLTestSuiteTests.isPresent, "the YAML test suite is not at ../shared/yaml-test-suite"))
    func aScalarFoundInTheInputIsItsValue() throws {
        let edges = [
            "a: b c  \n'q''s': \"d\\\"e\"\n? &x k\n: !!str v\n\"\": ''\nf: \"tab\\tx\"\ng: 'ab'\nh: \"ab\"\n",
            "- [a, 'b', \"c\", &y d, *y, !t e]\n- { k: v, 'k2': \"v2\" }\n- plain folded\n  over lines\n- \"two\n  lines\"\n",
            "x: |\n  lit\ny: >\n  fold\nz: 'it''s'\nw: \"\\x41\"\n",
        ].map { Array($0.utf8) }
        var found = 0, scalars = 0
        for input in edges + YAMLTestSuiteTests.cases().map(\.input) where input.allSatisfy({ $0 < 0x80 }) {
            let (inInput, total) = try Self.scalarsFoundInInput(input)
            found += inInput
            scalars += total
        }
        // Most scalars are found (the suite's are often multi-line, escaped or tagged).
        #expect(found > scalars / 2, "\(found) of \(scalars)")
    }

    /// Parses `input` in place, checks each scalar found in the input against
    /// its value, and returns how many were found, of how many scalars.
    private static func scalarsFoundInInput(_ input: [UInt8]) throws -> (found: Int, scalars: Int) {
        let counts = LibyamlEvents.withParser(of: input, inPlace: true) { parser, padded in
            var found = 0, scalars = 0
            var event = yaml_event_t()
            while yaml_parser_parse(&parser, &event) == 1 {
                defer { yaml_event_delete(&event) }
                if event.type == YAML_STREAM_END_EVENT { break }
                guard event.type == YAML_SCALAR_EVENT else {
                    #expect(presentlint_yaml_scalar_in_input(&event, padded.baseAddress) == nil)
                    continue
                }
                scalars += 1
                guard let start = presentlint_yaml_scalar_in_input(&event, padded.baseAddress) else { continue }
                found += 1
                let value = Array(UnsafeBufferPointer(start: event.data.scalar.value, count: event.data.scalar.length))
                let inInput = Array(UnsafeBufferPointer(start: start, count: event.data.scalar.length))
                #expect(inInput == value, "\(String(decoding: input, as: UTF8.self))")
            }
            return (found, scalars)
        }
        return try #require(counts)
    }

    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// Whether libyaml's reader refuses `input` (parsed through the reader).
    private static func readerRejects(_ input: [UInt8]) -> Bool {
        LibyamlEvents.trace(of: input, inPlace: false)?.last?.hasPrefix("error \(YAML_READER_ERROR.rawValue) ") ?? false
    }
}
