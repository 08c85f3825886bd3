import PresentLintCore
import PresentLintYAML

extension Configuration {
    /// The top-level keys of `.presentlint.yml`.
    static let keys = ["include", "exclude", "strict", "rules"]
    /// The values a rule can be set to.
    static let ruleSettings = ["off", "info", "warning", "error"]

    /// Reads a `.presentlint.yml` with presentlint's own YAML loader. Unknown
    /// keys, unknown rule ids, description errors and bad values are all
    /// reported, each with a "did you mean" where one is close.
    /// - Parameters:
    ///   - path: the file, for messages.
    ///   - directory: the directory the globs are relative to.
    public static func parse(_ bytes: [UInt8], path: String, directory: String) throws -> Configuration {
        let ownDirectory = PathMath.parent(of: PathMath.absolute(path))
        let base = directory == ownDirectory ? "the configuration file's directory"
            : directory == WorkingDirectory.path ? "the current directory" : "'\(directory)'"
        var parser = ConfigurationParser(base: base)
        let configuration = parser.parse(bytes, directory: directory)
        guard parser.problems.isEmpty else { throw ConfigurationError(path: path, problems: parser.problems) }
        return configuration
    }
}

/// Reads the YAML tree of a configuration file, collecting problems.
private struct ConfigurationParser {
    /// The directory globs are relative to, as messages name it.
    let base: String
    var problems: [ConfigurationError.Problem] = []

    mutating func parse(_ bytes: [UInt8], directory: String) -> Configuration {
        var configuration = Configuration(directory: directory)
        let stream = YAMLLoader.load(bytes)
        if let error = stream.syntaxError {
            report("this is not valid YAML: \(error.description)", at: error.mark)
            return configuration
        }
        guard let document = stream.documents.first else { return configuration }
        if stream.documents.count > 1 {
            report("a configuration file holds one YAML document", at: stream.documents[1].range.start)
        }
        // libyaml's loader rejects an alias without its anchor: the file is not valid YAML.
        if let alias = (0..<Int32(document.nodeCount)).lazy.map(NodeID.init).first(where: {
            document.kind($0) == .alias && document.aliasTarget($0) == nil
        }) {
            let name = document.aliasName(alias) ?? ""
            report("this is not valid YAML: found undefined alias: '*\(name)' refers to no anchor '&\(name)' defined before it; define the anchor before the alias",
                   at: document.range(alias).start)
            return configuration
        }
        for duplicate in document.duplicateKeys {
            report("'\(document.keyText(duplicate.repeated) ?? "")' is set twice", at: document.range(duplicate.repeated).start)
        }
        let root = document.resolved(document.root)
        if document.isNull(root) { return configuration }
        guard document.kind(root) == .mapping else {
            report("the configuration must be a mapping of \(Configuration.keys.joined(separator: ", "))", at: document.range(root).start)
            return configuration
        }
        var budget = AliasBudget(10_000)
        reportInvalidMerges(in: root, of: document)
        for entry in document.entries(of: root, budget: &budget) {
            let key = document.scalar(entry.key) ?? ""
            let value = document.resolved(entry.value)
            switch key {
            case "include": configuration.include = globs(value, key: key, in: document)
            case "exclude": configuration.exclude = globs(value, key: key, in: document)
            case "strict": configuration.strict = strict(value, in: document)
            case "rules": configuration.rules = rules(value, in: document, budget: &budget)
            default:
                report("unknown key '\(key)'\(Suggestions(Configuration.keys).hint(for: key)) (the keys are \(Configuration.keys.joined(separator: ", ")))",
                       at: document.range(entry.key).start)
            }
        }
        return configuration
    }

    private mutating func report(_ message: String, at mark: Mark) {
        problems.append(.init(line: mark.line, column: mark.column, message: message))
    }

    /// Reports each `<<` merge value of `mapping` that is not a mapping, an alias of one, or a
    /// sequence of them (merged, it would be ignored without a word), at the alias it was reached through.
    private mutating func reportInvalidMerges(in mapping: NodeID, of document: YAMLDocument) {
        for invalid in document.invalidMergeValues(of: mapping) {
            report("a '<<' merge value must be a mapping, an alias of one, or a sequence of them",
                   at: document.range(invalid.via ?? invalid.source).start)
        }
    }

    private mutating func globs(_ value: NodeID, key: String, in document: YAMLDocument) -> [String] {
        guard document.kind(value) == .sequence else {
            report("'\(key)' must be a list of globs such as [\"**/*.nav.yml\"]", at: document.range(value).start)
            return []
        }
        var patterns: [String] = []
        for item in document.children(value) {
            let node = document.resolved(item)
            guard let text = document.scalar(node), !document.isNull(node), !text.isEmpty else {
                report("each '\(key)' entry must be a glob such as \"Pods/**\"", at: document.range(item).start)
                continue
            }
            if text.hasPrefix("/") {
                report("'\(text)' is absolute; globs are relative to \(base)", at: document.range(item).start)
                continue
            }
            if let problem = Glob.problem(in: text) {
                report("'\(text)' is not a valid glob: \(problem)", at: document.range(item).start)
                continue
            }
            patterns.append(text)
        }
        return patterns
    }

    private mutating func strict(_ value: NodeID, in document: YAMLDocument) -> Bool {
        // Plain, or tagged with one of YAML's own types (`!!bool true`).
        if document.resolvesByContent(value) {
            switch document.scalar(value) {
            // YAML 1.2's booleans, as the description reads them: `yes` and `on` are strings there.
            case "true", "True", "TRUE": return true
            case "false", "False", "FALSE": return false
            default: break
            }
        }
        let text = document.scalar(value)
        let hint: String
        if let text, ["true", "false"].contains(text.lowercased()) {
            hint = "; write \(text.lowercased()) without quotes or tag, as a YAML boolean"
        } else if let text, ["yes", "on", "no", "off"].contains(text.lowercased()) {
            hint = "; found '\(text)', which YAML 1.2 reads as a string: write \(["yes", "on"].contains(text.lowercased()))"
        } else {
            hint = text.map { "; found '\($0)'" + Suggestions(["true", "false"]).hint(for: $0) } ?? ""
        }
        report("'strict' must be true or false\(hint)", at: document.range(value).start)
        return false
    }

    private mutating func rules(_ value: NodeID, in document: YAMLDocument, budget: inout AliasBudget) -> [String: Severity?] {
        if document.isNull(value) { return [:] }
        guard document.kind(value) == .mapping else {
            report("'rules' must be a mapping of rule id to off, info, warning or error", at: document.range(value).start)
            return [:]
        }
        reportInvalidMerges(in: value, of: document)
        let configurable = RuleCatalog.rules.map(\.id) + [UnusedSuppression.description.id]
        let suggestions = Suggestions(configurable)
        var result: [String: Severity?] = [:]
        for entry in document.entries(of: value, budget: &budget) {
            let id = document.scalar(entry.key) ?? ""
            let keyMark = document.range(entry.key).start
            if DescriptionErrors.contains(id) {
                report("'\(id)' is a description error; description errors are always errors and cannot be configured", at: keyMark)
                continue
            }
            guard configurable.contains(id) else {
                report("unknown rule '\(id)'\(suggestions.hint(for: id)) (`presentlint rules` lists them)", at: keyMark)
                continue
            }
            let setting = document.resolved(entry.value)
            let text = document.scalar(setting) ?? ""
            if text == "off" {
                result[id] = .some(nil)
            } else if let severity = Severity(rawValue: text), document.kind(setting) == .scalar {
                result[id] = severity
            } else {
                let hint = ["false", "no", "none", "disabled"].contains(text.lowercased())
                    ? "; did you mean 'off'?" : Suggestions(Configuration.ruleSettings).hint(for: text)
                let found = switch document.kind(setting) {
                case .sequence: "a sequence"
                case .mapping: "a mapping"
                default: text.isEmpty ? "an empty value" : "'\(text)'"
                }
                report("'\(id)' must be off, info, warning or error, found \(found)\(hint)", at: document.range(setting).start)
            }
        }
        return result
    }
}
