import PresentLintCore
import PresentLintKit
import PresentLintYAML

/// YAML test input with `↓` markers placed just before the nodes where
/// findings are expected (as swift-format's tests mark positions in their input).
struct MarkedSource {
    /// The text with markers removed.
    let text: String
    /// 1-based line:column of each marker, in the text without markers.
    let marks: [Mark]

    init(_ marked: String) {
        var text = ""
        var marks: [Mark] = []
        var line = 1
        var column = 1
        for character in marked {
            if character == "↓" {
                marks.append(Mark(line: line, column: column))
                continue
            }
            text.append(character)
            if character == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        self.text = text
        self.marks = marks
    }
}

/// Lints YAML text as one file.
func lint(_ text: String, path: String = "test.nav.yml") -> [Finding] {
    Linter().lint(SourceFile(path: path, bytes: Array(text.utf8))).findings
}

/// The start positions of `rule`'s findings in `marked` (with markers removed).
func positions(of rule: String, in marked: MarkedSource) -> [Mark] {
    lint(marked.text).filter { $0.rule == rule }.map(\.range.start)
}

/// The findings of one rule.
func findings(_ rule: String, in text: String) -> [Finding] {
    lint(text).filter { $0.rule == rule }
}
