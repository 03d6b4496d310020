import SourceArchitecture

/// Vends the {{name_words}} feature's model to whoever renders it.
@MainActor
public protocol {{Name}}Dependency {
    var {{name}}Source: Source<{{Name}}Model> { get }
}
