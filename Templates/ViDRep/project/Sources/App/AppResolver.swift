import Controllers
import Foundation
import Infrastructures
import Models
import Views

/// The one place that creates everything: the Repository, the Router, the infrastructure,
/// every Dispatcher and Reducer, and every Scene. Nothing else calls their initializers.
@MainActor
public final class AppResolver {
    /// The single source of truth, shared by every dispatcher and scene.
    public let repository = AppRepository()
    /// The app's navigation.
    public let router = AppRouter()
    private let apiClient: AppAPIClient
    private let database: AppDatabase

    public init(baseURL: URL = URL(string: "https://example.com/api")!, defaults: UserDefaults = .standard) {
        apiClient = AppAPIClient(baseURL: baseURL)
        database = AppDatabase(defaults: defaults)
    }

    // MARK: - Dispatchers (one per scene, created on first use)

    public private(set) lazy var booksDispatcher = BooksDispatcher(
        repository: repository,
        apiClient: apiClient,
        database: database,
        reducer: BooksReducer()
    )
    // archtool:insert dispatchers
}

#if canImport(SwiftUI)
import SwiftUI

// MARK: - Scenes

extension AppResolver {
    /// The app's root: the books scene at the root of the router's navigation stack.
    public func makeRootView() -> some View {
        makeBooksScene()
            .routed(by: router) { route in
                self.makeDestination(for: route)
            }
    }

    public func makeBooksScene() -> some View {
        BooksScene(dispatcher: booksDispatcher, repository: repository, routerDelegate: router)
    }

    // archtool:insert scene-factories

    /// The view behind each route of the router.
    @ViewBuilder
    public func makeDestination(for route: AppRouter.Route) -> some View {
        switch route {
        case .book(let id):
            BookDetail(book: repository.books.value?.first { $0.id == id })
        // archtool:insert destinations
        }
    }
}
#endif
