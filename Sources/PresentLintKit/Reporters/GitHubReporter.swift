import PresentLintCore
import PresentLintYAML

/// `--format github`: GitHub Actions workflow commands, which the run page
/// and pull requests show as annotations on the lines:
/// `::error file=F,line=L,col=C,endLine=..,endColumn=..,title=RULE::MESSAGE`
/// (`::warning`, and `::notice` for info). GitHub's runner refuses an
/// annotation with a column whose range spans lines ("'col' and 'endColumn'
/// cannot be set if 'line' and 'endLine' are different values"), so a range
/// over several lines carries its lines only. Notes follow the message on
/// their own lines. A path that could not be linted is an `::error` on the
/// file, titled `presentlint`, before the findings (as in the Checkstyle and
/// JUnit reports), so that the run page shows it beside them. A last plain
/// line gives the summary.
public struct GitHubReporter: Reporter {
    public var failures: [FileDiscovery.Failure]

    public init(failures: [FileDiscovery.Failure] = []) {
        self.failures = failures
    }

    public func write(_ run: LintRun, to output: inout some TextOutputStream) {
        for failure in failures {
            output.write("::error file=\(Self.escapeProperty(failure.path)),title=presentlint::\(Self.escapeData(failure.message))\n")
        }
        for report in run.reports {
            for finding in report.findings {
                let range = finding.range
                let lastLine = Self.lastLine(of: range)
                var properties = [("file", report.path), ("line", String(range.start.line))]
                // Columns only on a one-line range.
                if lastLine == range.start.line { properties.append(("col", String(range.start.column))) }
                properties.append(("endLine", String(lastLine)))
                if range.end.line == range.start.line {
                    properties.append(("endColumn", String(max(range.end.column, range.start.column))))
                }
                properties.append(("title", finding.rule))
                let command = Self.command(for: finding.severity)
                let list = properties.map { "\($0.0)=\(Self.escapeProperty($0.1))" }.joined(separator: ",")
                // Control characters (terminal escapes) in names are shown as `\u{1B}`, as in text output.
                let message = finding.messageWithNotes(in: report.path, line: SourceExcerpt.printableText)
                output.write("::\(command) \(list)::\(Self.escapeData(message))\n")
            }
        }
        output.write("presentlint: \(run.count(.error)) errors, \(run.count(.warning)) warnings, \(run.count(.info)) infos in \(run.reports.count) files\n")
    }

    /// The last line the range covers: an end at the first column of a later line (where
    /// libyaml ends a block collection) stops at the line before.
    static func lastLine(of range: SourceRange) -> Int {
        range.end.line > range.start.line && range.end.column == 1 ? range.end.line - 1 : max(range.end.line, range.start.line)
    }

    static func command(for severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .info: "notice"
        }
    }

    /// A command's message: `%`, CR and LF escaped (as @actions/core does).
    public static func escapeData(_ text: String) -> String { escape(text, isProperty: false) }

    /// A property value: as a message, and `:` and `,` too.
    public static func escapeProperty(_ text: String) -> String { escape(text, isProperty: true) }

    /// Escapes byte by byte (the escaped characters are ASCII, and no byte of a longer
    /// UTF-8 sequence is), into bytes: appending a sequence to a `String.UnicodeScalarView`
    /// copies the whole view, which made a finding with many notes quadratic.
    private static func escape(_ text: String, isProperty: Bool) -> String {
        var escaped: [UInt8] = []
        escaped.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "%"): escaped += "%25".utf8
            case UInt8(ascii: "\r"): escaped += "%0D".utf8
            case UInt8(ascii: "\n"): escaped += "%0A".utf8
            case UInt8(ascii: ":") where isProperty: escaped += "%3A".utf8
            case UInt8(ascii: ",") where isProperty: escaped += "%2C".utf8
            default: escaped.append(byte)
            }
        }
        return String(decoding: escaped, as: UTF8.self)
    }
}
