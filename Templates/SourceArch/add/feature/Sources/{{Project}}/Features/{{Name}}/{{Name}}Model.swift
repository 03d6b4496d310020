import SourceArchitecture

/// The {{name_words}} feature's model: idle, or running with a count. Each state carries only the
/// Actions that make sense in it.
public enum {{Name}}Model {
    case idle(Idle)
    case running(Running)

    public struct Idle {
        public let start: Action<Void>
    }

    public struct Running {
        public let count: Int
        public let increment: Action<Void>
        public let stop: Action<Void>
    }
}
