import Controllers
import Infrastructures
import Models
import Views

// Plugs the concrete objects into the ports the books scene and its dispatcher declare.
extension AppRepository: BooksSceneRepositoryObject, BooksDispatcherRepositoryObject {}
extension AppAPIClient: BooksDispatcherAPIClientObject {}
extension AppDatabase: BooksDispatcherDatabaseObject {}
