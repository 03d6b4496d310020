import Foundation
import Models
import Views

/// The {{name_words}} feature's business rules as pure functions: new data from data and an
/// action. No state, no dependencies, no side effects.
public struct {{Name}}Reducer: Sendable {
    public init() {}

    public func reduce(_ data: {{Name}}Data, _ action: {{Name}}SceneAction) -> {{Name}}Data {
        switch action {
        case .add(let text):
            let entry = text.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !entry.isEmpty, !data.entries.contains(entry) else { return data }
            return {{Name}}Data(entries: data.entries + [entry])
        case .remove(let entry):
            return {{Name}}Data(entries: data.entries.filter { $0 != entry })
        }
    }
}
