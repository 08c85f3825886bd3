/// Where each directive applies, answered in logarithmic time so that files
/// with thousands of comments and findings stay fast: a directive covers, for
/// each rule, one closed range of lines.
struct SuppressionIndex {
    let directives: [SuppressionDirective]
    /// For each `disable-next-line`, the line it applies to.
    let targets: [Int: Int]
    /// For a line where a multi-line entry starts: the entry's last line.
    let entryEnds: [Int: Int]
    /// Indices of the `enable`s that end a `disable` of the rule (named or blanket), sorted; key nil: blanket `enable`s.
    private var closers: [String?: [Int]] = [:]
    /// Indices of the `disable`s that start hiding the rule (named or blanket), sorted; key nil: blanket `disable`s.
    private var openers: [String?: [Int]] = [:]
    private let blanketEnables: [Int]
    private let blanketDisables: [Int]
    /// Each `disable` in order, with the greatest index, among it and the
    /// disables before it, of the `enable` that ends the last of its rules
    /// (`Int.max` when one is never ended).
    private var openUntil: [(index: Int, reach: Int)] = []

    init(directives: [SuppressionDirective], targets: [Int: Int], entryEnds: [Int: Int] = [:]) {
        self.directives = directives
        self.targets = targets
        self.entryEnds = entryEnds
        var blanketEnables: [Int] = [], blanketDisables: [Int] = []
        var namedEnables: [String: [Int]] = [:], namedDisables: [String: [Int]] = [:]
        for (index, directive) in directives.enumerated() where directive.kind == .enable || directive.kind == .disable {
            let isEnable = directive.kind == .enable
            guard let tokens = directive.rules else {
                if isEnable { blanketEnables.append(index) } else { blanketDisables.append(index) }
                continue
            }
            for id in Set(tokens.map(\.id)) {
                if isEnable { namedEnables[id, default: []].append(index) } else { namedDisables[id, default: []].append(index) }
            }
        }
        self.blanketEnables = blanketEnables
        self.blanketDisables = blanketDisables
        closers[nil] = blanketEnables
        openers[nil] = blanketDisables
        for id in Set(namedEnables.keys).union(namedDisables.keys) {
            closers[id] = ((namedEnables[id] ?? []) + blanketEnables).sorted()
            openers[id] = ((namedDisables[id] ?? []) + blanketDisables).sorted()
        }
        for (index, directive) in directives.enumerated() where directive.kind == .disable {
            let rules: [String?] = directive.rules.map { Set($0.map(\.id)).map { $0 } } ?? [nil]
            let until = rules.map { closer(of: index, for: $0) ?? Int.max }.max() ?? Int.max
            openUntil.append((index, max(openUntil.last?.reach ?? -1, until)))
        }
    }

    /// The `enable` that ends directive `index` (a `disable`) for `rule` (nil: for every rule).
    func closer(of index: Int, for rule: String?) -> Int? {
        (closers[rule] ?? blanketEnables).first(after: index)
    }

    /// The lines on which directive `index` hides findings of `rule`; nil
    /// when it hides none. With `rule` nil: its lines whatever rules it lists.
    func lines(of index: Int, for rule: String?) -> ClosedRange<Int>? {
        let directive = directives[index]
        if let rule, !directive.names(rule) { return nil }
        switch directive.kind {
        case .disableLine: return directive.line...(entryEnds[directive.line] ?? directive.line)
        case .disableNextLine: return targets[index].map { $0...(entryEnds[$0] ?? $0) }
        case .disableFile: return 1...Int.max
        case .enable: return nil
        case .disable: return directive.line...(closer(of: index, for: rule).map { directives[$0].line } ?? Int.max)
        }
    }

    /// True when a `disable` before `enable` is still open there for `rule`
    /// (nil: for at least one rule).
    func isOpen(_ rule: String?, at enable: Int) -> Bool {
        guard let rule else {
            // Open when a disable before it has a rule that no enable before this one ends.
            let before = openUntil.partitioningIndex { $0.index >= enable }
            return before > 0 && openUntil[before - 1].reach >= enable
        }
        let enables = closers[rule] ?? blanketEnables
        let enablesBefore = enables.partitioningIndex { $0 >= enable }
        let previousCloser = enablesBefore > 0 ? enables[enablesBefore - 1] : -1
        guard let opener = (openers[rule] ?? blanketDisables).first(after: previousCloser) else { return false }
        return opener < enable
    }
}

/// Closed line ranges, each with the directive it comes from, queried by line.
struct LineIntervals {
    private let intervals: [(lines: ClosedRange<Int>, directive: Int)]
    /// The greatest upper bound among the first k intervals (sorted by lower bound).
    private let reach: [Int]

    init(_ intervals: [(lines: ClosedRange<Int>, directive: Int)]) {
        self.intervals = intervals.sorted { $0.lines.lowerBound < $1.lines.lowerBound }
        var reach: [Int] = []
        reach.reserveCapacity(intervals.count)
        for interval in self.intervals { reach.append(max(reach.last ?? Int.min, interval.lines.upperBound)) }
        self.reach = reach
    }

    /// True when some interval holds `line`.
    func covers(_ line: Int) -> Bool {
        let starting = intervals.partitioningIndex { $0.lines.lowerBound > line }
        return starting > 0 && reach[starting - 1] >= line
    }

    /// The directives whose interval holds at least one of `lines` (sorted).
    func directives(holdingAnyOf lines: [Int]) -> [Int] {
        intervals.filter { interval in
            let first = lines.partitioningIndex { $0 >= interval.lines.lowerBound }
            return first < lines.count && lines[first] <= interval.lines.upperBound
        }.map(\.directive)
    }
}

extension Array {
    /// The first index whose element satisfies `predicate`, which must be false
    /// for a prefix of the array and true for the rest (binary search).
    func partitioningIndex(where predicate: (Element) -> Bool) -> Int {
        var low = 0, high = count
        while low < high {
            let middle = (low + high) / 2
            if predicate(self[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}

extension Array where Element == Int {
    /// The first element greater than `value`, in this sorted array.
    func first(after value: Int) -> Int? {
        let index = partitioningIndex { $0 > value }
        return index < count ? self[index] : nil
    }
}
