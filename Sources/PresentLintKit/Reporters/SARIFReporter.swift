import PresentLintCore
import PresentLintYAML

/// `--format sarif`: SARIF 2.1.0 with one run, for GitHub code scanning and
/// other static-analysis viewers. `tool.driver.rules` lists every rule with its
/// summary and documentation; each result has its rule, level, message, the
/// finding's region and the notes as related locations. Columns count Unicode
/// code points, as presentlint's do (`columnKind`). Relative paths are relative
/// to `%SRCROOT%` (`uriBaseId`), which `sourceRoot` defines when given; the
/// invocation says whether every path could be linted, and why not.
public struct SARIFReporter: Reporter {
    /// The presentlint version, for `tool.driver.version`.
    public var version: String
    /// The absolute directory relative paths start from (`originalUriBaseIds`), if known.
    public var sourceRoot: String?
    /// The paths that could not be linted (`toolExecutionNotifications`).
    public var failures: [FileDiscovery.Failure]

    public init(version: String, sourceRoot: String? = nil, failures: [FileDiscovery.Failure] = []) {
        self.version = version
        self.sourceRoot = sourceRoot
        self.failures = failures
    }

    public func write(_ run: LintRun, to output: inout some TextOutputStream) {
        let rules = RuleCatalog.allDescriptions
        let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
        output.write("{\n  \"$schema\": \"https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json\",\n")
        output.write("  \"version\": \"2.1.0\",\n  \"runs\": [{\n")
        output.write("    \"tool\": {\"driver\": {\"name\": \"presentlint\", \"version\": \(JSON.string(version)), ")
        output.write("\"semanticVersion\": \(JSON.string(version)), \"rules\": [\n")
        output.write(rules.map { "      " + Self.rule($0) }.joined(separator: ",\n"))
        output.write("\n    ]}},\n")
        if let sourceRoot {
            let root = Self.uri(sourceRoot.hasSuffix("/") ? sourceRoot : sourceRoot + "/")
            output.write("    \"originalUriBaseIds\": {\"%SRCROOT%\": {\"uri\": \(JSON.string(root))}},\n")
        }
        output.write("    \"invocations\": [\(invocation)],\n")
        output.write("    \"columnKind\": \"unicodeCodePoints\",\n    \"results\": [")
        var first = true
        for report in run.reports {
            let uri = Self.uri(report.path)
            for finding in report.findings {
                output.write((first ? "\n      " : ",\n      ") + Self.result(finding, uri: uri, ruleIndex: ruleIndex[finding.rule]))
                first = false
            }
        }
        output.write(first ? "]\n" : "\n    ]\n")
        output.write("  }]\n}\n")
    }

    /// Whether every path was linted, with a notification per path that was not.
    private var invocation: String {
        let notifications = failures.map { failure in
            "{\"level\": \"error\", \"message\": {\"text\": \(JSON.string(failure.message))}, "
                + "\"locations\": [{\"physicalLocation\": {\"artifactLocation\": \(Self.artifact(Self.uri(failure.path)))}}]}"
        }
        return "{\"executionSuccessful\": \(failures.isEmpty), \"toolExecutionNotifications\": [\(notifications.joined(separator: ", "))]}"
    }

    /// An artifact location: a relative URI is relative to `%SRCROOT%`.
    private static func artifact(_ uri: String) -> String {
        uri.hasPrefix("file://") ? "{\"uri\": \(JSON.string(uri))}" : "{\"uri\": \(JSON.string(uri)), \"uriBaseId\": \"%SRCROOT%\"}"
    }

    private static func rule(_ rule: RuleDescription) -> String {
        let help = RuleCatalog.documentation(of: rule.id) ?? rule.summary
        return "{\"id\": \(JSON.string(rule.id)), \"shortDescription\": {\"text\": \(JSON.string(rule.summary))}, "
            + "\"fullDescription\": {\"text\": \(JSON.string(rule.summary))}, "
            + "\"help\": {\"text\": \(JSON.string(help)), \"markdown\": \(JSON.string(help))}, "
            + "\"defaultConfiguration\": {\"level\": \"\(level(rule.severity))\"}}"
    }

    private static func result(_ finding: Finding, uri: String, ruleIndex: Int?) -> String {
        var text = "{\"ruleId\": \(JSON.string(finding.rule)), "
        if let ruleIndex { text += "\"ruleIndex\": \(ruleIndex), " }
        text += "\"level\": \"\(level(finding.severity))\", \"message\": {\"text\": \(JSON.string(finding.message))}, "
        text += "\"locations\": [{\"physicalLocation\": \(location(finding.range, uri: uri))}], "
        text += "\"partialFingerprints\": {\"presentlintSubject/v1\": \(JSON.string("\(finding.rule)|\(finding.subject)"))}"
        if !finding.notes.isEmpty {
            let related = finding.notes.enumerated().map { index, note in
                "{\"id\": \(index + 1), \"physicalLocation\": \(location(note.range, uri: uri)), \"message\": {\"text\": \(JSON.string(note.message))}}"
            }
            text += ", \"relatedLocations\": [" + related.joined(separator: ", ") + "]"
        }
        return text + "}"
    }

    private static func location(_ range: SourceRange, uri: String) -> String {
        let end = max(range.end, range.start)
        return "{\"artifactLocation\": \(artifact(uri)), \"region\": {\"startLine\": \(range.start.line), "
            + "\"startColumn\": \(range.start.column), \"endLine\": \(end.line), \"endColumn\": \(end.column)}}"
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .info: "note"
        }
    }

    /// A path as a URI reference: relative paths stay relative (to the
    /// directory presentlint ran in, the repository root in CI); absolute ones
    /// become `file://` URIs. Characters outside RFC 3986's unreserved set are
    /// percent-encoded.
    public static func uri(_ path: String) -> String {
        var path = Substring(path)
        while path.hasPrefix("./") { path = path.dropFirst(2) }
        var encoded = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                 UInt8(ascii: "~"), UInt8(ascii: "/"):
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                encoded += "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            }
        }
        return path.hasPrefix("/") ? "file://" + encoded : encoded
    }
}
