import Foundation
import Models

/// Keeps small values between launches in `UserDefaults`. No dependencies on the other
/// layers: the Resolver plugs it into the dispatchers' `*DatabaseObject` ports.
@MainActor
public final class AppDatabase {
    private let defaults: UserDefaults

    public init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
    }

    /// The saved favorite book ids (empty when nothing was saved).
    public func favoriteBookIDs() -> Set<Book.ID> {
        guard let data = defaults.data(forKey: Key.favoriteBookIDs),
              let ids = try? JSONDecoder().decode([Book.ID].self, from: data)
        else { return [] }
        return Set(ids)
    }

    /// Saves the favorite book ids.
    public func saveFavoriteBookIDs(_ ids: Set<Book.ID>) {
        let data = try? JSONEncoder().encode(ids.sorted())
        defaults.set(data, forKey: Key.favoriteBookIDs)
    }

    private enum Key {
        static let favoriteBookIDs = "favoriteBookIDs"
    }
}
