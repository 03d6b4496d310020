/// How a finding counts: `error` fails `archtool lint`, `warning` only under `--strict`.
public enum Severity: String, Sendable, Equatable, Comparable, CaseIterable {
    case error
    case warning
    case off

    private var rank: Int {
        switch self {
        case .error: 0
        case .warning: 1
        case .off: 2
        }
    }

    public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
}
