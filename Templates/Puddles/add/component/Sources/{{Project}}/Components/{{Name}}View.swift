import Puddles

/// `{{Name}}View`, a reusable row: a title and a selection mark.
///
/// A component: it gets its data and an `Interface` from the module that uses it, owns no
/// data, and knows nothing about what its actions do.
struct {{Name}}View {
    var title: String
    var isSelected: Bool
    var interface: Interface<Action>

    /// What assistive technologies read for the selection mark.
    var selectionDescription: String {
        isSelected ? "Selected" : "Not selected"
    }
}

extension {{Name}}View {
    enum Action: Hashable {
        case didToggleSelection
    }
}

#if canImport(SwiftUI)
import SwiftUI

extension {{Name}}View: View {
    var body: some View {
        Button {
            interface.send(.didToggleSelection)
        } label: {
            HStack {
                Text(title)
                Spacer()
                Image(systemName: isSelected ? "checkmark.circle.fill" : "circle")
                    .accessibilityLabel(selectionDescription)
            }
        }
        .buttonStyle(.plain)
    }
}

struct {{Name}}View_Previews: PreviewProvider {
    static var previews: some View {
        StateHosting(false) { $isSelected in
            List {
                {{Name}}View(title: "{{Name}}", isSelected: isSelected, interface: .ignore)
                Section {
                    Toggle("Selected", isOn: $isSelected)
                }
            }
        }
    }
}
#endif
