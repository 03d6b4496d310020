import Testing
@testable import Linters

@Suite struct DeclarationPrinterTests {
    @Test func printsImportsAndIndentedDeclarations() {
        let file = SourceFile(path: "t.swift", text: """
            @testable import App
            @MainActor
            final class XSource: SourceOf<XModel> {
                @ActionFromMethod(load) private var action: Action<Void>
                private func load(id: Int) async throws -> Int { 0 }
            }
            """)
        #expect(DeclarationPrinter.render(SyntaxScanner.scan(file)) == """
            import 1:18 App @testable
            3:13 class XSource: SourceOf<XModel> @MainActor final body=3:39..6:1
              4:41 var action stored: Action<Void> @ActionFromMethod(load) private
              5:18 func load(id:) async throws -> Int private body=5:52..5:56

            """)
    }

    @Test func outputIsIdenticalBetweenRuns() {
        let file = SourceFile(path: "t.swift", text: "struct A { func f() { write { state = 1 } } }")
        let first = DeclarationPrinter.render(SyntaxScanner.scan(file), bodies: true)
        #expect(first == DeclarationPrinter.render(SyntaxScanner.scan(file), bodies: true))
        #expect(first.contains("assign 1:31 state = in=write in A.f"))
    }
}
