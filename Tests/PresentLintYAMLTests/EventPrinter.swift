import PresentLintYAML

/// Prints a loaded stream in the yaml-test-suite's `test.event` notation
/// (`+STR`, `+DOC ---`, `=VAL &a <tag> :text`, `=ALI *a`, `+MAP {}`, ...), as
/// libyaml's `run-parser-test-suite` does. Iterative, so deep nesting is fine.
enum EventPrinter {
    static func events(of documents: [YAMLDocument]) -> [String] {
        var lines = ["+STR"]
        for document in documents {
            lines.append(document.explicitStart ? "+DOC ---" : "+DOC")
            append(document, into: &lines)
            lines.append(document.explicitEnd ? "-DOC ..." : "-DOC")
        }
        lines.append("-STR")
        return lines
    }

    private enum Step {
        case enter(NodeID)
        case leave(NodeKind)
    }

    private static func append(_ document: YAMLDocument, into lines: inout [String]) {
        var stack: [Step] = [.enter(document.root)]
        while let step = stack.popLast() {
            switch step {
            case .leave(let kind):
                lines.append(kind == .mapping ? "-MAP" : "-SEQ")
            case .enter(let node):
                let kind = document.kind(node)
                switch kind {
                case .alias:
                    lines.append("=ALI *" + (document.aliasName(node) ?? ""))
                case .scalar:
                    lines.append("=VAL" + properties(of: node, in: document) + " "
                        + stylePrefix(document.scalarStyle(node)) + escaped(document.scalar(node) ?? ""))
                case .sequence, .mapping:
                    let flow = document.collectionStyle(node) == .flow
                    let head = kind == .mapping ? (flow ? "+MAP {}" : "+MAP") : (flow ? "+SEQ []" : "+SEQ")
                    lines.append(head + properties(of: node, in: document))
                    stack.append(.leave(kind))
                    for child in document.children(node).reversed() {
                        stack.append(.enter(child))
                    }
                }
            }
        }
    }

    private static func properties(of node: NodeID, in document: YAMLDocument) -> String {
        var text = ""
        if let anchor = document.anchor(node) { text += " &" + anchor }
        if let tag = document.tag(node) { text += " <" + tag + ">" }
        return text
    }

    private static func stylePrefix(_ style: ScalarStyle?) -> String {
        switch style ?? .plain {
        case .plain: ":"
        case .singleQuoted: "'"
        case .doubleQuoted: "\""
        case .literal: "|"
        case .folded: ">"
        }
    }

    /// The suite's escapes: backslash, NUL, backspace, newline, return, tab.
    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\0": result += "\\0"
            case "\u{08}": result += "\\b"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
