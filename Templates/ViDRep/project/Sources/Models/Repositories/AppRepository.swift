import Observation
import ViDRep

/// The app's single source of truth.
///
/// It stores data as-is and has no dependencies: Dispatchers write to it through the ports
/// they declare (`*DispatcherRepositoryObject`), Scenes observe it through theirs
/// (`*SceneRepositoryObject`). There is exactly one repository class in the app.
@MainActor
@Observable
public final class AppRepository {
    /// The books the backend returned, or the state of that request.
    public var books: Loadable<[Book]> = .idle
    /// The ids of the books the user marked as favorites.
    public var favoriteBookIDs: Set<Book.ID> = []
    // archtool:insert repository-storage

    public init() {}
}
