/// The bytes of one linted file and the name it is reported under.
public struct SourceFile: Sendable {
    /// The path as given on the command line (or the `--stdin-name`).
    public let path: String
    public let bytes: [UInt8]
    /// The allocation of `bytes` continues with `StreamingLoader.zeroPadding`
    /// zero bytes after its last element, so that libyaml can read them in
    /// place (`FileReader` reads files so; `bytes` is never mutated).
    let isZeroPadded: Bool

    public init(path: String, bytes: [UInt8]) {
        self.init(path: path, bytes: bytes, isZeroPadded: false)
    }

    init(path: String, bytes: [UInt8], isZeroPadded: Bool) {
        self.path = path
        self.bytes = bytes
        self.isZeroPadded = isZeroPadded
    }
}
