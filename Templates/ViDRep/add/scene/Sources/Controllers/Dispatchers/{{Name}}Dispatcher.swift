import Models
import Views

// MARK: - Ports

/// Where the {{name_words}} dispatcher stores its results.
@MainActor
public protocol {{Name}}DispatcherRepositoryObject: AnyObject {
    var {{name}}: {{Name}}Data { get set }
}

// MARK: - Dispatcher

/// Handles the {{name_words}} scene's actions: asks the reducer for the new data and stores it in
/// the repository.
@MainActor
public final class {{Name}}Dispatcher {
    private let repository: any {{Name}}DispatcherRepositoryObject
    private let reducer: {{Name}}Reducer

    public init(repository: any {{Name}}DispatcherRepositoryObject, reducer: {{Name}}Reducer) {
        self.repository = repository
        self.reducer = reducer
    }
}

extension {{Name}}Dispatcher: {{Name}}SceneDispatcherObject {
    public func runAction(_ action: {{Name}}SceneAction) {
        repository.{{name}} = reducer.reduce(repository.{{name}}, action)
    }
}
