/// How serious a finding is. `error`: UIKit throws or the app cannot work;
/// `warning`: a visible bug or a setting UIKit ignores; `info`: documented but
/// surprising behaviour.
public enum Severity: String, CaseIterable, Comparable, Sendable {
    case info, warning, error

    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        lhs.rank < rhs.rank
    }

    private var rank: Int {
        switch self {
        case .info: 0
        case .warning: 1
        case .error: 2
        }
    }
}
