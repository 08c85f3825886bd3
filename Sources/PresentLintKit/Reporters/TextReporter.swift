import PresentLintCore
import PresentLintYAML

/// Compiler-style output: a located line per finding, the source line with a
/// caret underline, one line per note, then a summary line.
public struct TextReporter: Reporter {
    public var colored: Bool

    public init(colored: Bool) {
        self.colored = colored
    }

    public func write(_ run: LintRun, to output: inout some TextOutputStream) {
        for report in run.reports where !report.findings.isEmpty {
            var excerpt = SourceExcerpt(report.file.bytes)
            // A file name can hold control characters too: they would reach the terminal as commands.
            let path = SourceExcerpt.printableText(report.file.path)
            for finding in report.findings {
                write(finding, at: path, excerpt: &excerpt, to: &output)
            }
        }
        output.write("\(run.count(.error)) errors, \(run.count(.warning)) warnings, \(run.count(.info)) infos in \(run.reports.count) files\n")
    }

    private func write(_ finding: Finding, at path: String, excerpt: inout SourceExcerpt, to output: inout some TextOutputStream) {
        let start = finding.range.start
        output.write(paint("\(path):\(start.line):\(start.column): ", .bold))
        output.write(paint("\(finding.severity.rawValue):", color(of: finding.severity)))
        output.write(paint(" \(SourceExcerpt.printableMessage(finding.message))", .bold))
        output.write(" " + paint("[\(finding.rule)]", .dim) + "\n")
        if let (line, underline) = excerpt.excerpt(for: finding.range) {
            output.write(line + "\n")
            output.write(paint(underline, .green) + "\n")
        }
        for note in finding.notes {
            output.write(paint("\(path):\(note.range.start.line):\(note.range.start.column): ", .bold))
            output.write(paint("note:", .cyan) + " \(SourceExcerpt.printableMessage(note.message))\n")
        }
    }

    private enum Style: String {
        case bold = "1", dim = "2", red = "1;31", yellow = "1;33", cyan = "1;36", green = "1;32"
    }

    private func color(of severity: Severity) -> Style {
        switch severity {
        case .error: .red
        case .warning: .yellow
        case .info: .cyan
        }
    }

    private func paint(_ text: String, _ style: Style) -> String {
        colored ? "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m" : text
    }
}
