import CYAML

/// libyaml's own event stream for an input, printed in the test suite's
/// notation (as libyaml's `run-parser-test-suite` prints it), or nil when
/// libyaml rejects the input. The reference the loader's tree is checked against.
enum LibyamlEvents {
    static func events(of bytes: [UInt8]) -> [String]? {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return nil }
        defer { yaml_parser_delete(&parser) }
        return bytes.withUnsafeBufferPointer { buffer -> [String]? in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            var lines: [String] = []
            var event = yaml_event_t()
            while true {
                guard yaml_parser_parse(&parser, &event) == 1 else { return nil }
                defer { yaml_event_delete(&event) }
                if let line = line(for: event) { lines.append(line) }
                if event.type == YAML_STREAM_END_EVENT { return lines }
            }
        }
    }

    /// Every event libyaml reports for `bytes`, with its start and end marks, and
    /// the error that ends them (problem, context and their marks), if any.
    /// `inPlace`: libyaml reads a zero-padded copy of the bytes in place, as
    /// `presentlint_yaml_parser_read_in_place` sets it up; nil when
    /// `presentlint_yaml_reader_characters` refuses the bytes.
    static func trace(of bytes: [UInt8], inPlace: Bool) -> [String]? {
        withParser(of: bytes, inPlace: inPlace) { parser, padded in trace(&parser, padded, bytes) }
    }

    /// Runs `body` with a parser of a copy of `bytes` followed by
    /// `PRESENTLINT_YAML_ZERO_PADDING` zero bytes (the copy is its second
    /// argument). `inPlace`: libyaml reads the copy in place, as
    /// `presentlint_yaml_parser_read_in_place` sets it up; nil when
    /// `presentlint_yaml_reader_characters` refuses the bytes.
    static func withParser<T>(
        of bytes: [UInt8], inPlace: Bool, _ body: (inout yaml_parser_t, UnsafeMutableBufferPointer<UInt8>) throws -> T
    ) rethrows -> T? {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return nil }
        defer { yaml_parser_delete(&parser) }
        let padding = Int(PRESENTLINT_YAML_ZERO_PADDING)
        let padded = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count + padding)
        defer { padded.deallocate() }
        _ = padded.initialize(from: bytes)
        padded.baseAddress!.advanced(by: bytes.count).initialize(repeating: 0, count: padding)
        yaml_parser_set_input_string(&parser, padded.baseAddress, bytes.count)
        var own: presentlint_yaml_buffer?
        if inPlace {
            let characters = presentlint_yaml_reader_characters(padded.baseAddress, bytes.count)
            guard characters >= 0 else { return nil }
            own = presentlint_yaml_parser_read_in_place(&parser, padded.baseAddress, bytes.count, Int(characters))
        }
        defer { if let own { presentlint_yaml_parser_restore(&parser, own) } }
        return try body(&parser, padded)
    }

    private static func trace(_ parser: inout yaml_parser_t, _ padded: UnsafeMutableBufferPointer<UInt8>, _ bytes: [UInt8]) -> [String] {
        let padding = padded.count - bytes.count
        func mark(_ mark: yaml_mark_t) -> String { "\(mark.line):\(mark.column)@\(mark.index)" }
        func parseAll() -> [String] {
            var lines: [String] = []
            var event = yaml_event_t()
            while true {
                guard yaml_parser_parse(&parser, &event) == 1 else {
                    let problem = parser.problem.map { String(cString: $0) } ?? ""
                    let context = parser.context.map { String(cString: $0) } ?? ""
                    lines.append("error \(parser.error.rawValue) \(problem) \(mark(parser.problem_mark)) "
                        + "\(context) \(mark(parser.context_mark)) \(parser.problem_offset) \(parser.problem_value)")
                    return lines
                }
                defer { yaml_event_delete(&event) }
                lines.append("\(line(for: event) ?? "?") \(mark(event.start_mark))-\(mark(event.end_mark))")
                if event.type == YAML_STREAM_END_EVENT { return lines }
            }
        }
        var lines = parseAll()
        // libyaml only reads the bytes it is handed: a change shows as a line of its own.
        if !padded.elementsEqual(bytes + [UInt8](repeating: 0, count: padding)) { lines.append("input changed") }
        return lines
    }

    private static func line(for event: yaml_event_t) -> String? {
        switch event.type {
        case YAML_STREAM_START_EVENT: return "+STR"
        case YAML_STREAM_END_EVENT: return "-STR"
        case YAML_DOCUMENT_START_EVENT: return event.data.document_start.implicit == 0 ? "+DOC ---" : "+DOC"
        case YAML_DOCUMENT_END_EVENT: return event.data.document_end.implicit == 0 ? "-DOC ..." : "-DOC"
        case YAML_MAPPING_START_EVENT:
            let data = event.data.mapping_start
            return (data.style == YAML_FLOW_MAPPING_STYLE ? "+MAP {}" : "+MAP") + properties(data.anchor, data.tag)
        case YAML_SEQUENCE_START_EVENT:
            let data = event.data.sequence_start
            return (data.style == YAML_FLOW_SEQUENCE_STYLE ? "+SEQ []" : "+SEQ") + properties(data.anchor, data.tag)
        case YAML_MAPPING_END_EVENT: return "-MAP"
        case YAML_SEQUENCE_END_EVENT: return "-SEQ"
        case YAML_ALIAS_EVENT: return "=ALI *" + String(cString: event.data.alias.anchor)
        case YAML_SCALAR_EVENT:
            let data = event.data.scalar
            let style: String
            switch data.style {
            case YAML_SINGLE_QUOTED_SCALAR_STYLE: style = "'"
            case YAML_DOUBLE_QUOTED_SCALAR_STYLE: style = "\""
            case YAML_LITERAL_SCALAR_STYLE: style = "|"
            case YAML_FOLDED_SCALAR_STYLE: style = ">"
            default: style = ":"
            }
            let value = data.value.map {
                String(decoding: UnsafeBufferPointer(start: $0, count: data.length), as: UTF8.self)
            } ?? ""
            return "=VAL" + properties(data.anchor, data.tag) + " " + style + EventPrinter.escaped(value)
        default: return nil
        }
    }

    private static func properties(_ anchor: UnsafeMutablePointer<yaml_char_t>?, _ tag: UnsafeMutablePointer<yaml_char_t>?) -> String {
        var text = ""
        if let anchor { text += " &" + String(cString: anchor) }
        if let tag { text += " <" + String(cString: tag) + ">" }
        return text
    }
}
