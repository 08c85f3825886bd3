/// XML text building for the checkstyle and JUnit reporters.
enum XML {
    static let declaration = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"

    /// Text escaped for an attribute value or element content. Characters
    /// that XML 1.0 does not allow at all (most control characters) become U+FFFD;
    /// line breaks and tabs are kept as character references so attributes keep them.
    static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\n": result += "&#10;"
            case "\r": result += "&#13;"
            case "\t": result += "&#9;"
            case _ where isAllowed(scalar): result.unicodeScalars.append(scalar)
            default: result += "\u{FFFD}"
            }
        }
        return result
    }

    /// XML 1.0's `Char` production.
    private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }

    /// `name="value"` pairs, escaped.
    static func attributes(_ pairs: KeyValuePairs<String, String>) -> String {
        pairs.map { " \($0.key)=\"\(escape($0.value))\"" }.joined()
    }
}
