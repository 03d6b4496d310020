#if canImport(SwiftUI)
import SwiftUI

/// The {{Name}} module: a screen with a fixed place in the app, pushed as
/// `Router.Destination.{{name}}` (e.g. `Router.shared.show(.{{name}})`).
struct {{Name}}: View {
    var body: some View {
        @Bindable var router = Router.shared.{{name}}
        List {
            Section {
                Text("{{Name}}")
            }
            Button("About {{Name}}") {
                router.showInfo()
            }
        }
        .navigationTitle("{{Name}}")
        .sheet(isPresented: $router.isShowingInfo) {
            NavigationStack {
                Text("{{Name}} keeps its navigation state in {{Name}}Router.")
                    .padding()
                    .toolbar {
                        Button("Done") {
                            router.reset()
                        }
                    }
            }
        }
    }
}

struct {{Name}}_Previews: PreviewProvider {
    static var previews: some View {
        NavigationStack {
            {{Name}}()
        }
        .withMockProviders()
    }
}
#endif
