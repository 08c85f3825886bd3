internal import CYAML

/// The physical floor of linting: libyaml parsing every event of the bytes and
/// deleting it, with nothing else done.
public enum RawScan {
    /// Parses `bytes` to the end of the stream; returns the number of events,
    /// or nil when libyaml reports an error.
    public static func events(in bytes: [UInt8]) -> Int? {
        var parser = yaml_parser_t()
        var event = yaml_event_t()
        guard yaml_parser_initialize(&parser) == 1 else { return nil }
        defer { yaml_parser_delete(&parser) }
        return bytes.withUnsafeBufferPointer { buffer -> Int? in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
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
}
