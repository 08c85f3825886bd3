/// Everything libyaml read from one input: the documents it completed, and
/// the error that stopped it, if any. Documents before the error stay usable.
public struct YAMLStream: Sendable {
    public var documents: [YAMLDocument]
    public var syntaxError: YAMLSyntaxError?

    public init(documents: [YAMLDocument], syntaxError: YAMLSyntaxError?) {
        self.documents = documents
        self.syntaxError = syntaxError
    }
}
