import Sobreiro
import Testing
@testable import {{Project}}

/// A `StatefulView` that records what `{{Name}}ViewModel` renders.
@MainActor
final class {{Name}}SpyView: StatefulView {
    private(set) var rendered: [{{Name}}ViewState] = []

    var renderPolicy: RenderPolicy { .possible }

    func render(state: {{Name}}ViewState) {
        rendered.append(state)
    }
}

@MainActor
struct {{Name}}ViewModelTests {
    @Test func subscribingRendersTheCurrentStateAtOnce() {
        let viewModel = {{Name}}ViewModel()
        let view = {{Name}}SpyView()

        viewModel.subscribe(view: view)

        #expect(view.rendered == [.loading])
    }

    /// What the view controller does once it has subscribed: the screen leaves `.loading`.
    @Test func loadingShowsTheScreensContent() {
        let viewModel = {{Name}}ViewModel()
        let view = {{Name}}SpyView()
        viewModel.subscribe(view: view)

        viewModel.load()

        #expect(view.rendered == [.loading, .loaded(title: "{{Name}}")])
    }

    @Test func commandsRenderEveryNewState() {
        let viewModel = {{Name}}ViewModel()
        let view = {{Name}}SpyView()
        viewModel.subscribe(view: view)

        viewModel.didLoad(title: "Hello")
        viewModel.didFail(message: "Offline")
        viewModel.startLoading()

        #expect(view.rendered == [.loading, .loaded(title: "Hello"), .failed(message: "Offline"), .loading])
    }

    @Test func anEqualStateIsNotRenderedTwice() {
        let viewModel = {{Name}}ViewModel()
        let view = {{Name}}SpyView()
        viewModel.subscribe(view: view)

        viewModel.startLoading()
        viewModel.didLoad(title: "Hello")
        viewModel.didLoad(title: "Hello")

        #expect(view.rendered == [.loading, .loaded(title: "Hello")])
    }

    @Test func theCompositionRootBuildsTheViewModel() {
        let viewModel = AppScreens().make{{Name}}ViewModel()

        #expect(viewModel.state == .loading)
    }
}
