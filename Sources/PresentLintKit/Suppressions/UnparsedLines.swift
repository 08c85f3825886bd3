/// The lines that YAML syntax errors kept from being parsed: for each error,
/// from the start of its document to the next document (or the end of the
/// file). Added in file order, so that a line is looked up by binary search
/// however many errors the file holds.
struct UnparsedLines {
    /// Half-open line ranges, in order, not overlapping.
    private var ranges: [Range<Int>] = []

    var isEmpty: Bool { ranges.isEmpty }

    /// Adds the lines from `first` up to `end` (exclusive), which come after every range added before.
    mutating func add(from first: Int, to end: Int) {
        let start = max(first, ranges.last?.upperBound ?? first)
        guard start < end else { return }
        ranges.append(start..<end)
    }

    /// Whether `line` was not parsed.
    func contains(_ line: Int) -> Bool {
        guard let index = firstRange(endingAfter: line) else { return false }
        return ranges[index].lowerBound <= line
    }

    /// Whether any of `lines` was not parsed.
    func overlaps(_ lines: ClosedRange<Int>) -> Bool {
        guard let index = firstRange(endingAfter: lines.lowerBound) else { return false }
        return ranges[index].lowerBound <= lines.upperBound
    }

    /// The first range that ends after `line`, if any.
    private func firstRange(endingAfter line: Int) -> Int? {
        var low = 0, high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            if ranges[middle].upperBound <= line { low = middle + 1 } else { high = middle }
        }
        return low < ranges.count ? low : nil
    }
}
