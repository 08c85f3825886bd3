/// Where each directive applies, answered in logarithmic time so that files
/// with thousands of comments and findings stay fast: a directive covers, for
/// each rule, one closed range of lines.
struct SuppressionIndex {
    let directives: [SuppressionDirective]
    /// For each `disable-next-line`, the line it applies to.
    let targets: [Int: Int]
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

    /// The rule ids that directives name.
    let namedRules: Set<String>

    init(directives: [SuppressionDirective], targets: [Int: Int]) {
        self.directives = directives
        self.targets = targets
        var named: Set<String> = []
        var blanketEnables: [Int] = [], blanketDisables: [Int] = []
        var namedEnables: [String: [Int]] = [:], namedDisables: [String: [Int]] = [:]
        for (index, directive) in directives.enumerated() where directive.kind == .enable || directive.kind == .disable {
            let isEnable = directive.kind == .enable
            guard let tokens = directive.rules else {
                if isEnable { blanketEnables.append(index) } else { blanketDisables.append(index) }
                continue
            }
            for id in Set(tokens.map(\.id)) {
                named.insert(id)
                if isEnable { namedEnables[id, default: []].append(index) } else { namedDisables[id, default: []].append(index) }
            }
        }
        for directive in directives { for token in directive.rules ?? [] { named.insert(token.id) } }
        namedRules = named
        self.blanketEnables = blanketEnables
        self.blanketDisables = blanketDisables
        closers[nil] = blanketEnables
        openers[nil] = blanketDisables
        for id in named {
            closers[id] = ((namedEnables[id] ?? []) + blanketEnables).sorted()
            openers[id] = ((namedDisables[id] ?? []) + blanketDisables).sorted()
        }
        for (index, directive) in directives.enumerated() where directive.kind == .disable {
            let rules: [String?] = directive.rules.map { Set($0.map(\.id)).map { $0 } } ?? [nil]
            let until = rules.map { closer(of: index, for: $0) ?? Int.max }.max() ?? Int.max
            openUntil.append((index, max(openUntil.last?.reach ?? -1, until)))
        }
    }

    /// The first index in `sorted` greater than `index`.
    private static func first(after index: Int, in sorted: [Int]) -> Int? {
        var low = 0, high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] > index { high = middle } else { low = middle + 1 }
        }
        return low < sorted.count ? sorted[low] : nil
    }

    /// The last index in `sorted` less than `index`.
    private static func last(before index: Int, in sorted: [Int]) -> Int? {
        var low = 0, high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] < index { low = middle + 1 } else { high = middle }
        }
        return low > 0 ? sorted[low - 1] : nil
    }

    /// The `enable` that ends directive `index` (a `disable`) for `rule` (nil: for every rule).
    func closer(of index: Int, for rule: String?) -> Int? {
        Self.first(after: index, in: closers[rule] ?? blanketEnables)
    }

    /// The lines on which directive `index` hides findings of `rule`; nil
    /// when it hides none. With `rule` nil: its lines whatever rules it lists.
    func lines(of index: Int, for rule: String?) -> ClosedRange<Int>? {
        let directive = directives[index]
        if let rule, !directive.names(rule) { return nil }
        switch directive.kind {
        case .disableLine: return directive.line...directive.line
        case .disableNextLine: return targets[index].map { $0...$0 }
        case .disableFile: return 1...Int.max
        case .enable: return nil
        case .disable: return directive.line...(closer(of: index, for: rule).map { directives[$0].line } ?? Int.max)
        }
    }

    /// True when a `disable` before `enable` is still open there for `rule`
    /// (nil: for at least one rule).
    func isOpen(_ rule: String?, at enable: Int) -> Bool {
        guard let rule else {
            // The disables before `enable` that some later enable (or none) ends last.
            var low = 0, high = openUntil.count
            while low < high {
                let middle = (low + high) / 2
                if openUntil[middle].index < enable { low = middle + 1 } else { high = middle }
            }
            return low > 0 && openUntil[low - 1].reach >= enable
        }
        let previousCloser = Self.last(before: enable, in: closers[rule] ?? blanketEnables) ?? -1
        guard let opener = Self.first(after: previousCloser, in: openers[rule] ?? blanketDisables) else { return false }
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
        var low = 0, high = intervals.count
        while low < high {
            let middle = (low + high) / 2
            if intervals[middle].lines.lowerBound <= line { low = middle + 1 } else { high = middle }
        }
        return low > 0 && reach[low - 1] >= line
    }

    /// The directives whose interval holds at least one of `lines` (sorted).
    func directives(holdingAnyOf lines: [Int]) -> [Int] {
        intervals.filter { interval in
            var low = 0, high = lines.count
            while low < high {
                let middle = (low + high) / 2
                if lines[middle] < interval.lines.lowerBound { low = middle + 1 } else { high = middle }
            }
            return low < lines.count && lines[low] <= interval.lines.upperBound
        }.map(\.directive)
    }
}
