/// A libyaml error, mirroring its stages: the reader (bytes and encoding), the
/// scanner (tokens) and the parser (structure); or the loader's nesting limit.
public struct YAMLSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Stage: String, Sendable {
        case reader, scanner, parser, memory
        /// `YAMLLoader`'s maximum nesting depth, not libyaml.
        case limit
    }

    public var stage: Stage
    /// libyaml's problem text, e.g. "mapping values are not allowed in this context".
    public var problem: String
    /// Where the problem was found.
    public var mark: Mark
    /// libyaml's context, e.g. "while parsing a block mapping", and where it began.
    public var context: String?
    public var contextMark: Mark?
    /// libyaml found the problem at the end of the input (an unclosed quote or
    /// bracket, a missing value): `mark` is then the end of the last line, not
    /// the line libyaml starts after the input to close its tokens.
    public var isAtEndOfInput = false

    public init(stage: Stage, problem: String, mark: Mark, context: String? = nil, contextMark: Mark? = nil) {
        self.stage = stage
        self.problem = problem
        self.mark = mark
        self.context = context
        self.contextMark = contextMark
    }

    /// Who found the error: "libyaml parser error", or "presentlint's nesting limit".
    public var origin: String {
        stage == .limit ? "presentlint's nesting limit" : "libyaml \(stage.rawValue) error"
    }

    /// "while parsing a block mapping, did not find expected key".
    public var description: String {
        if let context { return "\(context), \(problem)" }
        return problem
    }
}
