#if canImport(SwiftUI)
import SourceArchitecture
import SwiftUI

/// SwiftUI Renderer of the {{name_words}} feature.
public struct {{Name}}View: View, Renderer {
    @Source public var model: {{Name}}Model

    public init(source: Source<{{Name}}Model>) {
        _model = source
    }

    public var body: some View {
        VStack(spacing: 12) {
            switch model {
            case .idle(let idle):
                Button("Start") {
                    idle.start()
                }
            case .running(let running):
                Text("\(running.count)")
                    .font(.largeTitle)
                Button("Increment") {
                    running.increment()
                }
                Button("Stop") {
                    running.stop()
                }
            }
        }
    }
}

struct {{Name}}View_Previews: PreviewProvider {
    static var previews: some View {
        {{Name}}View(source: Source(model: .running(.init(count: 3, increment: .placeholder(), stop: .placeholder()))))
    }
}
#endif
