import Foundation
import Models
import Observation

// MARK: - Contract

/// What the {{name_words}} scene asks its dispatcher to do.
public enum {{Name}}SceneAction: Equatable, Sendable {
    /// Add an entry (ignored when blank or already present).
    case add(String)
    /// Remove an entry.
    case remove(String)
}

/// The port that handles the {{name_words}} scene's actions.
@MainActor
public protocol {{Name}}SceneDispatcherObject: AnyObject {
    func runAction(_ action: {{Name}}SceneAction)
}

/// The scene's own UI state: the text being typed.
public struct {{Name}}SceneState: Equatable, Sendable {
    public var draft = ""

    public init(draft: String = "") {
        self.draft = draft
    }

    /// Whether the draft is worth sending.
    public var canAdd: Bool {
        !draft.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
    }
}

/// The data the {{name_words}} scene reads; the scene observes it and never writes to it.
@MainActor
public protocol {{Name}}SceneRepositoryObject: AnyObject, Observable {
    var {{name}}: {{Name}}Data { get }
}

// MARK: - Scene

#if canImport(SwiftUI)
import SwiftUI

/// The {{Name}} page.
public struct {{Name}}Scene<
    Dispatcher: {{Name}}SceneDispatcherObject,
    Repository: {{Name}}SceneRepositoryObject
>: View {
    private let dispatcher: Dispatcher
    private let repository: Repository
    @State private var state = {{Name}}SceneState()

    public init(dispatcher: Dispatcher, repository: Repository) {
        self.dispatcher = dispatcher
        self.repository = repository
    }

    public var body: some View {
        List {
            Section {
                TextField("New entry", text: $state.draft)
                    .onSubmit {
                        add()
                    }
                Button("Add") {
                    add()
                }
                .disabled(!state.canAdd)
            }
            Section {
                ForEach(repository.{{name}}.entries, id: \.self) { entry in
                    HStack {
                        Text(entry)
                        Spacer()
                        Button("Remove") {
                            dispatcher.runAction(.remove(entry))
                        }
                        .buttonStyle(.borderless)
                    }
                }
            }
        }
        .navigationTitle("{{Name}}")
    }

    private func add() {
        dispatcher.runAction(.add(state.draft))
        state.draft = ""
    }
}
#endif
