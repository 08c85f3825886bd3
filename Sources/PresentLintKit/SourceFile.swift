/// The bytes of one linted file and the name it is reported under.
public struct SourceFile: Sendable {
    /// The path as given on the command line (or the `--stdin-name`).
    public let path: String
    public let bytes: [UInt8]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    /// The text of 1-based line `number` (without its line break), decoded leniently.
    public func line(_ number: Int) -> String? {
        guard number >= 1 else { return nil }
        var current = 1
        var start = 0
        var index = 0
        let count = bytes.count
        while index < count, current < number {
            if bytes[index] == 0x0A {
                current += 1
                start = index + 1
            }
            index += 1
        }
        guard current == number, start <= count else { return nil }
        var end = start
        while end < count, bytes[end] != 0x0A { end += 1 }
        if end > start, bytes[end - 1] == 0x0D { end -= 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
