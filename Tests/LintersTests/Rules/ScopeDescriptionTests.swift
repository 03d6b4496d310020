import ArchModel
import Testing
@testable import Linters

/// How findings name the code a scope covers.
@Suite struct ScopeDescriptionTests {
    @Test func phrasesNameLayersPathsAndExceptions() {
        #expect(Scope.layers("Reducers").phrase == "Reducers")
        #expect(Scope(layers: ["Scenes", "Routers"]).phrase == "Scenes or Routers")
        #expect(Scope(except: ["Routers"]).phrase == "code outside Routers")
        #expect(Scope(paths: ["Sources/Views/**"]).phrase == "files matching Sources/Views/**")
        // Code matched by path is not in the layer: say both.
        #expect(Scope(layers: ["Services"], paths: ["Sources/Views/**"]).phrase == "Services or files matching Sources/Views/**")
        #expect(Scope(except: ["Reducers"], paths: ["Sources/**"]).phrase == "code outside Reducers in files matching Sources/**")
        #expect(Scope.all.phrase == "this project")
    }
}
