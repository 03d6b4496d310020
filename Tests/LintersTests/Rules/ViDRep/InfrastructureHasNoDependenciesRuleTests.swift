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

    /// A type alias of the client (in its body or an extension) or of a type around it stands
    /// for the type it aliases, through other aliases and a module's name, in a memberwise
    /// initializer and in an `init` (review 31g item 4: `typealias Settings = AppSettings` hid
    /// `let settings: Settings` and `init(settings: Settings)`); a metatype names its type.
    @Test func aTypeAliasOfTheClientIsReadAsTheTypeItAliases() {
        let findings = lint([
            Self.config,
            ("Infrastructures/AliasAPIClient.swift", """
                struct AliasAPIClient {
                    typealias Config = KeychainConfig
                    let config: Config
                }
                final class AliasInitAPIClient {
                    typealias Config = KeychainConfig
                    init(config: Config) {}
                }
                """),
            ("Infrastructures/ExtensionDatabase.swift", """
                final class ExtensionDatabase {
                    init(config: Settings) {}
                }
                extension ExtensionDatabase {
                    typealias Settings = Current
                    typealias Current = Models.KeychainConfig
                }
                """),
            ("Infrastructures/Infrastructure.swift", """
                enum Infrastructure {
                    typealias Config = KeychainConfig
                    final class NestedDatabase {
                        init(type: Config.Type) {}
                    }
                }
                """),
        ])
        #expect(findings == [
            "Infrastructures/AliasAPIClient.swift:3:9 infrastructure-has-no-dependencies 'AliasAPIClient' takes the project type 'KeychainConfig' "
                + "through its memberwise initializer's 'config'; infrastructure has no dependencies",
            "Infrastructures/AliasAPIClient.swift:7:5 infrastructure-has-no-dependencies 'AliasInitAPIClient' takes the project type 'KeychainConfig'; "
                + "infrastructure has no dependencies",
            "Infrastructures/ExtensionDatabase.swift:2:5 infrastructure-has-no-dependencies 'ExtensionDatabase' takes the project type 'KeychainConfig'; "
                + "infrastructure has no dependencies",
            "Infrastructures/Infrastructure.swift:4:9 infrastructure-has-no-dependencies 'NestedDatabase' takes the project type 'KeychainConfig'; "
                + "infrastructure has no dependencies",
        ])
    }

    /// A type alias of a type that is no project type, of a port, of a generic parameter or of
    /// a type nested in the client takes no project type.
    @Test func aTypeAliasOfNoProjectTypeTakesNone() {
        let findings = lint([
            Self.config,
            ("Infrastructures/AliasAPIClient.swift", """
                struct AliasAPIClient<Stored> {
                    typealias Headers = [String: String]
                    typealias Store = any BooksDatabaseObject
                    typealias Value = Stored
                    typealias Options = Configuration
                    struct Configuration { let config: KeychainConfig }
                    let headers: Headers
                    let store: Store
                    let value: Value
                    let options: Options
                }
                """),
            ("Controllers/BooksDispatcher.swift", "protocol BooksDatabaseObject {}"),
        ])
        #expect(findings == [])
    }
}
