import Sobreiro

/// Every state the {{name_words}} screen can be in.
public enum {{Name}}ViewState: ViewState {
    case loading
    case loaded(title: String)
    case failed(message: String)

    /// Equal states are not rendered twice (Sobreiro's default `==` says "never equal").
    public static func == (lhs: {{Name}}ViewState, rhs: {{Name}}ViewState) -> Bool {
        switch (lhs, rhs) {
        case (.loading, .loading):
            return true
        case let (.loaded(lhsTitle), .loaded(rhsTitle)):
            return lhsTitle == rhsTitle
        case let (.failed(lhsMessage), .failed(rhsMessage)):
            return lhsMessage == rhsMessage
        default:
            return false
        }
    }
}
