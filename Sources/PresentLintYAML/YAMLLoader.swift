internal import CYAML

/// Builds positioned node trees from libyaml's event API. The tree is built
/// iteratively (an explicit stack of open collections), so nesting depth is
/// limited only by memory, never by the call stack.
public enum YAMLLoader {
    /// The deepest nesting of collections read by default, as in libyaml's later
    /// releases; no description needs more.
    public static let defaultMaximumDepth = 1_000

    /// The deepest nesting of flow collections read. libyaml 0.2.5 spends time
    /// on every token in proportion to the flow collections open around it, so
    /// a file of many collections nested 1,000 deep would take minutes; at 32
    /// the worst file within the size limit takes a few seconds.
    public static let maximumFlowDepth = 32

    /// Parses every document of `bytes`. Never throws: a libyaml error, or a
    /// collection nested deeper than `maximumDepth`, ends the stream and is
    /// returned beside the documents completed before it.
    public static func load(_ bytes: [UInt8], maximumDepth: Int = defaultMaximumDepth) -> YAMLStream {
        let parser = EventParser()
        return bytes.withUnsafeBufferPointer { buffer in
            parser.setInput(buffer)
            var builder = TreeBuilder()
            builder.reserve(forBytes: bytes.count)
            var documents: [YAMLDocument] = []
            while true {
                guard let event = parser.next() else {
                    return YAMLStream(documents: documents, syntaxError: parser.failure?.located(in: buffer))
                }
                defer { yaml_event_delete(event) }
                if event.pointee.type == YAML_STREAM_END_EVENT {
                    return YAMLStream(documents: documents, syntaxError: nil)
                }
                if let document = builder.consume(ParsedEvent(viewing: event)) {
                    documents.append(document)
                }
                if let problem = builder.nestingProblem(maximumDepth: maximumDepth) {
                    return YAMLStream(documents: documents, syntaxError: YAMLSyntaxError(
                        stage: .limit, problem: problem, mark: Mark(event.pointee.start_mark)))
                }
            }
        }
    }
}

/// Owns a libyaml parser and its current event; both are freed in `deinit`.
///
/// libyaml's reader decodes its input 16 KB ahead of the scanner, so a byte
/// that is not valid text fails the parse before the events of the documents
/// just before it. The parser then reads again up to that byte and hands out
/// the rest of the events of the documents that end before it, then the
/// reader error: a bad byte in one document never hides the ones before it.
///
/// Input that the reader would copy unchanged, and that is followed by zero
/// bytes in its allocation, is read in place instead (see `setInput`).
final class EventParser {
    private let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
    private let event = UnsafeMutablePointer<yaml_event_t>.allocate(capacity: 1)
    private var input = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
    /// The events handed out so far.
    @exclusivity(unchecked) private var produced = 0
    /// After a reader error: the error, and where the bad byte is (libyaml's
    /// `index` counts characters, not bytes, so positions are compared as marks).
    @exclusivity(unchecked) private var readerError: (error: RawError, badByte: Mark)?
    /// libyaml's own text buffer, while the input is read in place.
    private var ownBuffer: presentlint_yaml_buffer?
    /// The input, when libyaml reads it in place and it is pure ASCII: many
    /// scalars' values then stand unchanged in it (`presentlint_yaml_scalar_in_input`).
    private(set) var asciiInputReadInPlace: UnsafePointer<UInt8>?

    init() {
        yaml_parser_initialize(parser)
    }

    /// Whether `close()` has freed libyaml's parser.
    private var isClosed = false

    deinit {
        close()
        parser.deallocate()
        event.deallocate()
    }

    /// Frees libyaml's parser and what it holds; nothing may be parsed after.
    /// (The pipeline's parser thread closes the parser it used, so that libyaml
    /// frees its blocks on the thread that allocated them.)
    func close() {
        guard !isClosed else { return }
        isClosed = true
        if let ownBuffer { presentlint_yaml_parser_restore(parser, ownBuffer) }
        yaml_parser_delete(parser)
    }

    /// Reads `buffer`, which must stay valid until the parser is released.
    ///
    /// libyaml's reader checks and copies its input one character at a time
    /// into a buffer of its own, about a sixth of the parse. When
    /// `zeroPadded` (the allocation of `buffer` holds at least
    /// `StreamingLoader.zeroPadding` zero bytes after its end) and the input is
    /// text the reader would copy unchanged, the parser is given `buffer`
    /// itself as that copy. Any other input is read by the reader, which
    /// reports its errors.
    func setInput(_ buffer: UnsafeBufferPointer<UInt8>, zeroPadded: Bool = false) {
        input = buffer
        yaml_parser_set_input_string(parser, buffer.baseAddress, buffer.count)
        guard zeroPadded, let base = buffer.baseAddress else { return }
        let characters = presentlint_yaml_reader_characters(base, buffer.count)
        guard characters >= 0 else { return }
        ownBuffer = presentlint_yaml_parser_read_in_place(
            parser, UnsafeMutablePointer(mutating: base), buffer.count, Int(characters))
        if Int(characters) == buffer.count { asciiInputReadInPlace = base }
    }

    /// The error that ended the events, once `next(into:)` has returned false.
    private(set) var failure: RawError?

    /// Parses the next event into `event` and returns true (the caller deletes
    /// it with `yaml_event_delete`), or returns false at an error (`failure`).
    /// (A Bool, not a `Result`: this runs for every event, and a `Result` that
    /// holds strings is returned through memory.)
    func next(into event: UnsafeMutablePointer<yaml_event_t>) -> Bool {
        guard readerError == nil else { return nextAfterReaderError(into: event) }
        if yaml_parser_parse(parser, event) == 1 {
            produced += 1
            return true
        }
        let error = self.error
        guard error.type == YAML_READER_ERROR, rereadUpToBadByte(error) else {
            failure = error
            return false
        }
        return nextAfterReaderError(into: event)
    }

    /// `next(into:)` once the input has been cut at the byte the reader rejected.
    private func nextAfterReaderError(into event: UnsafeMutablePointer<yaml_event_t>) -> Bool {
        guard let (error, badByte) = readerError else { return false }
        // An error of the reread input is the cut at the bad byte: the reader error stands for it.
        guard yaml_parser_parse(parser, event) == 1 else {
            failure = error
            return false
        }
        if event.pointee.type == YAML_STREAM_END_EVENT
            || event.pointee.type == YAML_DOCUMENT_END_EVENT && Mark(event.pointee.start_mark) >= badByte {
            // The reread input ends here, not the file: this document is cut off by the bad byte.
            yaml_event_delete(event)
            failure = error
            return false
        }
        produced += 1
        return true
    }

    /// Restarts on the bytes before the one the reader rejected and skips the
    /// events already handed out; false if that cannot be done.
    private func rereadUpToBadByte(_ error: RawError) -> Bool {
        let end = error.characterStart(in: input)
        guard end > 0, end <= input.count else { return false }
        readerError = (error, RawError.mark(ofByte: end, in: input))
        if let ownBuffer { presentlint_yaml_parser_restore(parser, ownBuffer) }
        ownBuffer = nil
        yaml_parser_delete(parser)
        yaml_parser_initialize(parser)
        yaml_parser_set_input_string(parser, input.baseAddress, end)
        for _ in 0..<produced {
            guard yaml_parser_parse(parser, event) == 1 else { return false }
            yaml_event_delete(event)
        }
        return true
    }

    /// libyaml's error, after `yaml_parser_parse` failed.
    private var error: RawError {
        let p = parser.pointee
        return RawError(
            type: p.error,
            problem: p.problem.map { String(cString: $0) } ?? "unknown error",
            problemMark: p.problem_mark,
            problemOffset: p.problem_offset,
            problemValue: p.problem_value,
            context: p.context.map { String(cString: $0) },
            contextMark: p.context_mark)
    }

    /// The next event, or nil at an error (`failure`); the caller deletes it with `yaml_event_delete`.
    func next() -> UnsafeMutablePointer<yaml_event_t>? {
        next(into: event) ? event : nil
    }
}

/// libyaml's error fields, converted to `YAMLSyntaxError` once positions are known.
struct RawError: Error {
    var type: yaml_error_type_t
    var problem: String
    var problemMark: yaml_mark_t
    var problemOffset: Int
    var problemValue: Int32
    var context: String?
    var contextMark: yaml_mark_t

    func located(in bytes: UnsafeBufferPointer<UInt8>) -> YAMLSyntaxError {
        switch type {
        case YAML_READER_ERROR:
            // The reader reports a byte offset, not a mark.
            var text = problem
            // libyaml gives the offending octet for a malformed sequence, else the character (or UTF-16 unit).
            if problemValue >= 0 {
                let hex = String(problemValue, radix: 16, uppercase: true)
                text += problem.contains("octet")
                    ? " (byte 0x\(hex))" : " (U+\(String(repeating: "0", count: max(0, 4 - hex.count)))\(hex))"
            }
            return YAMLSyntaxError(stage: .reader, problem: text, mark: Self.mark(ofByte: characterStart(in: bytes), in: bytes))
        case YAML_SCANNER_ERROR, YAML_PARSER_ERROR:
            let hasContext = context != nil
            // At the end of the input libyaml's mark can be past the last character, on a line of
            // its own: it is taken back to the end of the last line, inside the file.
            let lastPosition = Self.endOfLastLine(in: bytes)
            var error = YAMLSyntaxError(
                stage: type == YAML_SCANNER_ERROR ? .scanner : .parser,
                problem: problem,
                mark: min(Mark(problemMark), lastPosition),
                context: context,
                contextMark: hasContext ? min(Mark(contextMark), lastPosition) : nil)
            error.isAtEndOfInput = Mark(problemMark) >= lastPosition
            return error
        default:
            return YAMLSyntaxError(stage: .memory, problem: problem, mark: Mark(line: 1, column: 1))
        }
    }

    /// Where the offending character starts. For a bad trailing octet libyaml
    /// gives the offset of that octet; the character to fix starts at its lead byte.
    func characterStart(in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard problem == "invalid trailing UTF-8 octet", problemOffset >= 1, problemOffset <= bytes.count else { return problemOffset }
        var start = problemOffset - 1
        while start > 0, problemOffset - start < 4, bytes[start] & 0xC0 == 0x80 { start -= 1 }
        return start >= 0 && bytes[start] >= 0xC0 ? start : problemOffset
    }

    /// The position just after the last character of the input's last line (before a final line break).
    static func endOfLastLine(in bytes: UnsafeBufferPointer<UInt8>) -> Mark {
        var end = bytes.count
        if end >= 2, bytes[end - 2] == 0x0D, bytes[end - 1] == 0x0A {
            end -= 2
        } else if end >= 1, bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D {
            end -= 1
        } else if end >= 2, bytes[end - 2] == 0xC2, bytes[end - 1] == 0x85 {
            end -= 2
        } else if end >= 3, bytes[end - 3] == 0xE2, bytes[end - 2] == 0x80, bytes[end - 1] & 0xFE == 0xA8 {
            end -= 3
        }
        return mark(ofByte: end, in: bytes)
    }

    /// Line and character column of a raw byte offset, counted as libyaml
    /// counts them: a byte-order mark takes no column, characters are decoded
    /// in the encoding the BOM names (UTF-8 or UTF-16), and CR LF, CR, LF,
    /// NEL, LS and PS each end a line.
    static func mark(ofByte offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Mark {
        let end = min(offset, bytes.count)
        var counter = LineCounter()
        if end >= 2, bytes[0] == 0xFF || bytes[0] == 0xFE, bytes[1] == (bytes[0] == 0xFF ? 0xFE : 0xFF) {
            let littleEndian = bytes[0] == 0xFF
            var index = 2
            while index + 1 < end {
                let unit = littleEndian
                    ? UInt16(bytes[index]) | UInt16(bytes[index + 1]) << 8
                    : UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1])
                index += 2
                if (0xDC00...0xDFFF).contains(unit) { continue }  // second half of a surrogate pair
                counter.add(UInt32(unit))
            }
            return counter.mark
        }
        var index = end >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
        while index < end {
            let byte = bytes[index]
            if byte == 0xC2, index + 1 < end, bytes[index + 1] == 0x85 {
                counter.add(0x85)
            } else if byte == 0xE2, index + 2 < end, bytes[index + 1] == 0x80, bytes[index + 2] & 0xFE == 0xA8 {
                counter.add(0x2028)
            } else if byte & 0xC0 != 0x80 {
                counter.add(UInt32(byte))
            }
            index += 1
        }
        return counter.mark
    }
}

/// Counts lines and columns over characters, with libyaml's line breaks.
private struct LineCounter {
    var mark = Mark(line: 1, column: 1)
    private var afterCarriageReturn = false

    /// Adds one character (only line breaks need their exact value).
    mutating func add(_ character: UInt32) {
        defer { afterCarriageReturn = character == 0x0D }
        switch character {
        case 0x0A where afterCarriageReturn:
            return
        case 0x0A, 0x0D, 0x85, 0x2028, 0x2029:
            mark = Mark(line: mark.line + 1, column: 1)
        default:
            mark.column += 1
        }
    }
}

extension Mark {
    /// (Inlined: the parser thread converts two marks per event, and a call passes the 24-byte mark on the stack.)
    @inline(__always)
    init(_ mark: yaml_mark_t) {
        self.init(line: mark.line + 1, column: mark.column + 1)
    }
}
