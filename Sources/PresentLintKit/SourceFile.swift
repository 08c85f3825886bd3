/// The bytes of one linted file and the name it is reported under.
public struct SourceFile: Sendable {
    /// The path as given on the command line (or the `--stdin-name`).
    public let path: String
    public let bytes: [UInt8]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }
}
