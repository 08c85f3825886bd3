/// Minimal JSON text building with stable key order (reporters write their
/// keys in the order the documentation shows).
enum JSON {
    /// A JSON string literal. Text without characters to escape (nearly all
    /// of it) is copied as a whole; otherwise the UTF-8 bytes are escaped one
    /// by one, which leaves every other character as it is.
    static func string(_ text: String) -> String {
        var utf8 = text
        if let escaped = utf8.withUTF8(escapedIfNeeded) { return escaped }
        var result = "\""
        result.reserveCapacity(text.utf8.count + 2)
        result += text
        result += "\""
        return result
    }

    /// Writes `text` as a JSON string literal, without building the literal
    /// first when nothing needs escaping.
    static func write(_ text: String, to output: inout some TextOutputStream) {
        var utf8 = text
        if let escaped = utf8.withUTF8(escapedIfNeeded) { return output.write(escaped) }
        output.write("\"")
        output.write(text)
        output.write("\"")
    }

    /// The literal with its escapes, or nil when nothing needs escaping.
    private static func escapedIfNeeded(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        // One pass with no early exit, which the compiler turns into vector code.
        var found: UInt8 = 0
        for byte in bytes { found |= (byte < 0x20 ? 1 : 0) | (byte == 0x22 ? 1 : 0) | (byte == 0x5C ? 1 : 0) }
        guard found != 0 else { return nil }
        let hex = Array("0123456789abcdef".utf8)
        var escaped: [UInt8] = [0x22]
        escaped.reserveCapacity(bytes.count + 16)
        for byte in bytes {
            switch byte {
            case 0x22: escaped += [0x5C, 0x22]
            case 0x5C: escaped += [0x5C, 0x5C]
            case 0x0A: escaped += [0x5C, 0x6E]
            case 0x0D: escaped += [0x5C, 0x72]
            case 0x09: escaped += [0x5C, 0x74]
            case ..<0x20: escaped += [0x5C, 0x75, 0x30, 0x30, hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            default: escaped.append(byte)
            }
        }
        escaped.append(0x22)
        return String(decoding: escaped, as: UTF8.self)
    }
}
