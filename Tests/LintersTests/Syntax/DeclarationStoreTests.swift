import Testing
@testable import Linters

/// The scanner's declaration list: appends build each declaration in place, elements are
/// written in place, and `take()` hands them over in order, the store left empty.
@Suite struct DeclarationStoreTests {
    @Test func appendsGrowWritesInPlaceAndTakeHandsOverInOrder() {
        var store = DeclarationStore()
        store.reserveCapacity(2)
        for n in 0..<40 {  // past the reserved two and the first doublings
            store.append(kind: n.isMultiple(of: 2) ? .struct : .function, name: "D\(n)", attributes: [],
                         modifiers: n == 3 ? ["public"] : [], place: FactPlace(location: SourceLocation(line: n + 1, column: 1), token: n, declaration: nil),
                         tokens: CompactRange(lower: n, upper: n + 1), parent: n == 0 ? nil : 0, path: n == 0 ? [] : ["D0"],
                         isLocal: false, isInPreview: n == 5)
        }
        store[7].parameters = [Parameter(label: "x", name: "x", type: "Int")]
        store[7].tokenRange = 7..<12
        #expect(store.count == 40)
        let declarations = store.take()
        #expect(store.count == 0)
        #expect(declarations.map(\.name) == (0..<40).map { "D\($0)" })
        #expect(declarations[0].kind == .struct && declarations[1].kind == .function)
        #expect(declarations[0].parent == nil && declarations[39].parent == 0 && declarations[39].path == ["D0"])
        #expect(declarations[3].modifiers == ["public"] && declarations[4].modifiers.isEmpty)
        #expect(declarations[5].isInPreview && !declarations[6].isInPreview)
        #expect(declarations[7].labels == ["x"] && declarations[7].tokenRange == 7..<12)
        #expect(declarations[39].location == SourceLocation(line: 40, column: 1) && declarations[39].nameToken == 39)
        // The blank fields stay empty.
        #expect(declarations[2].attributes.isEmpty && declarations[2].typeAnnotation == nil && declarations[2].body == nil)
    }

    @Test func anEmptyStoreTakesNothing() {
        var store = DeclarationStore()
        #expect(store.take().isEmpty)
    }
}
