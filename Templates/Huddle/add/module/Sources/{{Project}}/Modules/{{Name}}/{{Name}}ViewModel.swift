import Observation

/// What the {{name_words}} screen shows.
@MainActor
@Observable
final class {{Name}}ViewModel {
    let title = "{{Name}}"
    private(set) var isReady = false

    func markReady() {
        isReady = true
    }
}
