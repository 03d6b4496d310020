import Puddles
import Testing
@testable import {{Project}}

@MainActor
struct {{Name}}ViewTests {
    @Test func describesItsSelection() {
        #expect({{Name}}View(title: "A", isSelected: true, interface: .ignore).selectionDescription == "Selected")
        #expect({{Name}}View(title: "A", isSelected: false, interface: .ignore).selectionDescription == "Not selected")
    }

    @Test func sendsItsActionThroughTheInterface() {
        let log = {{Name}}ViewActionLog()
        let view = {{Name}}View(title: "A", isSelected: false, interface: .consume { log.actions.append($0) })
        view.interface.send(.didToggleSelection)
        #expect(log.actions == [.didToggleSelection])
    }
}

@MainActor
private final class {{Name}}ViewActionLog {
    var actions: [{{Name}}View.Action] = []
}
