import ArchModel
import Testing
@testable import Linters

/// V9 `infrastructure-has-no-dependencies`: a struct's implicit memberwise initializer.
@Suite struct InfrastructureHasNoDependenciesRuleTests: PresetLinting {
    func lint(_ sources: [(String, String)]) -> [String] { Self.lint("vidrep", sources, rule: "infrastructure-has-no-dependencies") }

    static let config = ("Models/KeychainConfig.swift", "struct KeychainConfig { var service = \"app\" }")

    /// A struct Database or APIClient whose memberwise initializer takes a project type is
    /// reported as the same dependency written as an `init` is, at the first such property.
    @Test func aMemberwiseInitializerOfAProjectTypeIsReported() {
        let findings = lint([
            Self.config,
            ("Infrastructures/KeychainDatabase.swift", """
                struct KeychainDatabase {
                    let name: String
                    let config: KeychainConfig
                    var fallback: KeychainConfig?
                    func read() -> String? { nil }
                }
                """),
            ("Infrastructures/AppDatabase.swift", "final class AppDatabase {\n    init(config: KeychainConfig) {}\n}"),
            ("Infrastructures/BooksAPIClient.swift", "struct BooksAPIClient {\n    private var configs: [KeychainConfig]\n}"),
        ])
        #expect(findings == [
            "Infrastructures/AppDatabase.swift:2:5 infrastructure-has-no-dependencies 'AppDatabase' takes the project type 'KeychainConfig'; "
                + "infrastructure has no dependencies",
            "Infrastructures/BooksAPIClient.swift:2:17 infrastructure-has-no-dependencies 'BooksAPIClient' takes the project type 'KeychainConfig' "
                + "through its memberwise initializer's 'configs'; infrastructure has no dependencies",
            "Infrastructures/KeychainDatabase.swift:3:9 infrastructure-has-no-dependencies 'KeychainDatabase' takes the project type 'KeychainConfig' "
                + "through its memberwise initializer's 'config'; infrastructure has no dependencies",
        ])
    }

    /// No memberwise initializer where the struct declares an `init` in its body (its own
    /// parameters are checked instead); an `init` in an extension keeps the memberwise one.
    /// Properties with a value, static, lazy or computed ones, ports named `*Object` and
    /// generic parameters are no project-type parameters; a class has no memberwise initializer.
    @Test func onlyStoredPropertiesWithoutAValueOfAStructWithoutInitCount() {
        let findings = lint([
            Self.config,
            ("Infrastructures/KeychainDatabase.swift", """
                struct KeychainDatabase {
                    let config: KeychainConfig
                    init() { config = KeychainConfig() }
                }
                """),
            ("Infrastructures/CacheDatabase.swift", """
                struct CacheDatabase<KeychainConfig> {
                    var config = Models.KeychainConfig()
                    let other: KeychainConfig
                    static var shared: Models.KeychainConfig?
                    lazy var spare: Models.KeychainConfig = .init()
                    var current: Models.KeychainConfig { config }
                    let store: any BooksDatabaseObject
                }
                """),
            ("Infrastructures/FileDatabase.swift", "final class FileDatabase {\n    var config: KeychainConfig?\n}"),
            ("Infrastructures/ItemsAPIClient.swift", "struct ItemsAPIClient {\n    let config: KeychainConfig\n}\nextension ItemsAPIClient {\n    init() { config = KeychainConfig() }\n}"),
            ("Controllers/BooksDispatcher.swift", "protocol BooksDatabaseObject {}"),
        ])
        #expect(findings == [
            "Infrastructures/ItemsAPIClient.swift:2:9 infrastructure-has-no-dependencies 'ItemsAPIClient' takes the project type 'KeychainConfig' "
                + "through its memberwise initializer's 'config'; infrastructure has no dependencies",
        ])
    }
}
