/// Numbers as YAML 1.1 writes them (descriptions read booleans and nulls as
/// YAML 1.1 does too): integers in decimal, `0x` hexadecimal, `0` (or `0o`)
/// octal and `0b` binary, and floats with a point, each with an optional sign
/// and `_` between digits, and base 60 (`1:30` is 90). An exponent without a
/// point (`1e3`, as YAML 1.2 writes floats) is read too. Only the text is
/// looked at: whether a scalar is read by its content (plain, or tagged
/// `!!int` / `!!float`) is the caller's question.
enum YAMLNumber {
    /// The integer `text` writes, or nil.
    static func integer(_ text: String) -> Int? {
        var digits = Substring(text)
        let negative = digits.first == "-"
        if digits.first == "-" || digits.first == "+" { digits = digits.dropFirst() }
        if digits.contains(":") {
            guard let value = sexagesimal(digits, fraction: false), let integer = Int(exactly: value) else { return nil }
            return negative ? -integer : integer
        }
        let radix: Int
        if digits.hasPrefix("0x") { radix = 16 } else if digits.hasPrefix("0o") { radix = 8 } else if digits.hasPrefix("0b") { radix = 2 } else {
            // A decimal integer starts with a digit; a leading 0 makes it octal (YAML 1.1).
            guard let first = digits.first, first.isASCII, first.isNumber else { return nil }
            radix = first == "0" && digits.count > 1 ? 8 : 10
        }
        if radix != 10, digits.hasPrefix("0x") || digits.hasPrefix("0o") || digits.hasPrefix("0b") { digits = digits.dropFirst(2) }
        let plain = digits.filter { $0 != "_" }
        guard !plain.isEmpty, plain.first != "+", plain.first != "-", let magnitude = Int(plain, radix: radix) else { return nil }
        return negative ? -magnitude : magnitude
    }

    /// The finite number `text` writes (an integer or a float), or nil.
    static func value(_ text: String) -> Double? {
        if let decimal = plainDecimal(text) { return decimal }
        if let integer = integer(text) { return Double(integer) }
        var digits = Substring(text)
        let negative = digits.first == "-"
        if digits.first == "-" || digits.first == "+" { digits = digits.dropFirst() }
        let magnitude: Double?
        if digits.contains(":") {
            magnitude = sexagesimal(digits, fraction: true)
        } else {
            // Digits with `_` between them, a point, an exponent: nothing Swift's parser would read besides (hex floats, words).
            guard let first = digits.first, first == "." || first.isASCII && first.isNumber,
                  digits.allSatisfy({ $0.isASCII && ($0.isNumber || "._eE+-".contains($0)) }) else { return nil }
            magnitude = Double(String(digits.filter { $0 != "_" }))
        }
        guard let magnitude, magnitude.isFinite else { return nil }
        return negative ? -magnitude : magnitude
    }

    /// The common case, read from the bytes: `12`, `0.3`, `.5`, `10.25` (digits with at
    /// most one point, no sign, and no `0` before another digit, which would be octal).
    private static func plainDecimal(_ text: String) -> Double? {
        var count = 0, points = 0
        var first: UInt8 = 0
        for byte in text.utf8 {
            if byte == UInt8(ascii: ".") {
                points += 1
            } else if byte < UInt8(ascii: "0") || byte > UInt8(ascii: "9") || count == 1 && first == UInt8(ascii: "0") {
                return nil
            }
            if count == 0 { first = byte }
            count += 1
        }
        guard count > points, points <= 1 else { return nil }
        return Double(text)
    }

    /// `1:30` (90) or, with `fraction`, `1:30.5`: a first part of digits, then parts of 0 to 59.
    private static func sexagesimal(_ text: Substring, fraction: Bool) -> Double? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard let head = parts.first, let first = head.first, first != "0", first.isNumber,
              let start = Int(head.filter { $0 != "_" }) else { return nil }
        var value = Double(start)
        for (index, part) in parts.dropFirst().enumerated() {
            let isLast = index == parts.count - 2
            let whole = fraction && isLast ? part.prefix { $0 != "." } : part
            guard (1...2).contains(whole.count), let base = Int(whole), base < 60 else { return nil }
            var sixtieth = Double(base)
            if whole.count < part.count {
                guard let rest = Double("0" + part.dropFirst(whole.count).filter { $0 != "_" }) else { return nil }
                sixtieth += rest
            }
            value = value * 60 + sixtieth
        }
        return value
    }
}
