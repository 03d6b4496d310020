/// Whether a lint covers the whole project (not some folders or files of it): known up front, or
/// worked out once, when a rule first asks.
///
/// `archtool lint Sources/Views` can tell only by listing every file of the project and comparing,
/// which walks the whole tree a second time; only a rule that reports a missing type
/// (`single-instance` with `required`, when no such type is found) needs the answer, so most lints
/// never pay for it.
public final class ProjectCoverage: @unchecked Sendable, ExpressibleByBooleanLiteral {
    private let lock = PthreadLock()
    private var answer: Bool?
    private let compute: @Sendable () -> Bool

    /// A known answer.
    public init(booleanLiteral value: Bool) {
        answer = value
        compute = { value }
    }

    /// An answer `compute` works out on the first question (from any thread; it runs once).
    public init(computing compute: @escaping @Sendable () -> Bool) {
        self.compute = compute
    }

    public var isWholeProject: Bool {
        lock.lock()
        defer { lock.unlock() }
        if let answer { return answer }
        let computed = compute()
        answer = computed
        return computed
    }
}
