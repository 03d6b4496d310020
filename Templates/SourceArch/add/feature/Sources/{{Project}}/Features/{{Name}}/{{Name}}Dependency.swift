import SourceArchitecture

/// Vends the {{name}} feature's model to whoever renders it.
@MainActor
public protocol {{Name}}Dependency {
    var {{name}}Source: Source<{{Name}}Model> { get }
}
