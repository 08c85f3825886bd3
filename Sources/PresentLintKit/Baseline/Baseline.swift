import PresentLintCore

/// Findings accepted for now (`--write-baseline` records them, `--baseline`
/// hides them). An entry is matched by file, rule and the finding's subject,
/// never by line, so edits elsewhere in the file do not revive it; matching
/// counts, so two identical entries hide two findings. Description errors are
/// never recorded or hidden. File paths are relative to the baseline's own
/// directory, so the baseline works from any working directory.
public struct Baseline: Sendable, Equatable {
    public struct Entry: Sendable, Hashable, Comparable {
        public let file: String
        public let rule: String
        public let subject: String
        /// The message when recorded, for people reading the file; not matched.
        public let message: String

        public init(file: String, rule: String, subject: String, message: String) {
            self.file = file
            self.rule = rule
            self.subject = subject
            self.message = message
        }


        public static func < (a: Entry, b: Entry) -> Bool {
            (a.file, a.rule, a.subject, a.message) < (b.file, b.rule, b.subject, b.message)
        }
    }

    struct Key: Hashable {
        let file: String, rule: String, subject: String
    }

    /// Sorted, so that a rewritten baseline diffs cleanly.
    public let entries: [Entry]

    public init(entries: [Entry]) {
        self.entries = entries.sorted()
    }

    /// The baseline of every finding of `run` that can be baselined.
    /// - Parameter directory: where the baseline file is; paths are recorded relative to it.
    public init(recording run: LintRun, in directory: String) {
        self.init(entries: run.reports.flatMap { report in
            let file = Self.file(report.path, in: directory)
            return report.findings.filter { !DescriptionErrors.contains($0.rule) }.map { finding in
                Entry(file: file, rule: finding.rule, subject: finding.subject, message: finding.message)
            }
        })
    }

    /// This baseline plus the entries of `previous` (the baseline it replaces)
    /// for the files at or under `paths`, which could not be linted this time:
    /// rewriting a baseline while a file is unreadable keeps what was recorded
    /// for that file instead of dropping it.
    public func keeping(_ previous: Baseline, under paths: [String], in directory: String) -> Baseline {
        let unread = paths.map { Self.file($0, in: directory) }
        let kept = previous.entries.filter { entry in
            let file = Self.file(entry.file.hasPrefix("/") ? entry.file : directory + "/" + entry.file, in: directory)
            return unread.contains { file == $0 || file.hasPrefix($0 == "." ? "" : $0 + "/") }
        }
        return Baseline(entries: entries + kept)
    }

    /// `run` without the findings this baseline accepts, and how many were hidden.
    public func filter(_ run: LintRun, in directory: String) -> (run: LintRun, hidden: Int) {
        var remaining: [Key: Int] = [:]
        for entry in entries {
            // A hand-written "./a.nav.yml" or absolute path names the same file as the recorded form.
            let written = entry.file.hasPrefix("/") ? entry.file : directory + "/" + entry.file
            remaining[Key(file: Self.file(written, in: directory), rule: entry.rule, subject: entry.subject), default: 0] += 1
        }
        var hidden = 0
        var filtered = run
        for index in filtered.reports.indices {
            let file = Self.file(filtered.reports[index].path, in: directory)
            filtered.reports[index].findings.removeAll { finding in
                guard !DescriptionErrors.contains(finding.rule) else { return false }
                let key = Key(file: file, rule: finding.rule, subject: finding.subject)
                guard let count = remaining[key], count > 0 else { return false }
                remaining[key] = count - 1
                hidden += 1
                return true
            }
        }
        return (filtered, hidden)
    }

    /// A linted path as the baseline records it: relative to the baseline's
    /// directory, with `..` steps for a file outside it (`ci/baseline.json`
    /// records `../App/a.nav.yml`), so that it works in any checkout. Unnamed
    /// standard input is no path and is recorded as it is.
    static func file(_ path: String, in directory: String) -> String {
        path == FileReader.standardInputName ? path : PathMath.relativeWithParents(path, to: directory)
    }
}
