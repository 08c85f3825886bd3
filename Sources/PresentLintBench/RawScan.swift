internal import CYAML

/// The physical floor of linting: libyaml parsing every event of the bytes and
/// deleting it, with nothing else done.
public enum RawScan {
    /// Parses `bytes` to the end of the stream; returns the number of events,
    /// or nil when libyaml reports an error.
    public static func events(in bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { events(in: $0, inPlace: false) }
    }

    /// `events(in:)` with libyaml reading a zero-padded copy of the bytes in
    /// place, without its reader, as presentlint has it read a file (the copy
    /// is made inside the call); nil also when the reader would change the bytes.
    public static func eventsReadInPlace(in bytes: [UInt8]) -> Int? {
        let padding = Int(PRESENTLINT_YAML_ZERO_PADDING)
        let input = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count + padding)
        defer { input.deallocate() }
        _ = input.initialize(from: bytes)
        (input.baseAddress! + bytes.count).initialize(repeating: 0, count: padding)
        return events(in: UnsafeBufferPointer(rebasing: input[..<bytes.count]), inPlace: true)
    }

    private static func events(in input: UnsafeBufferPointer<UInt8>, inPlace: Bool) -> Int? {
        var parser = yaml_parser_t()
        var event = yaml_event_t()
        guard yaml_parser_initialize(&parser) == 1 else { return nil }
        defer { yaml_parser_delete(&parser) }
        yaml_parser_set_input_string(&parser, input.baseAddress, input.count)
        var own: presentlint_yaml_buffer?
        if inPlace, let base = input.baseAddress {
            let characters = presentlint_yaml_reader_characters(base, input.count)
            guard characters >= 0 else { return nil }
            own = presentlint_yaml_parser_read_in_place(&parser, UnsafeMutablePointer(mutating: base), input.count, Int(characters))
        }
        defer { if let own { presentlint_yaml_parser_restore(&parser, own) } }
        var count = 0
        while true {
            guard yaml_parser_parse(&parser, &event) == 1 else { return nil }
            let done = event.type == YAML_STREAM_END_EVENT
            yaml_event_delete(&event)
            count += 1
            if done { return count }
        }
    }
}
