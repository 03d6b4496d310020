import Controllers
import Models
import Views

// Plugs the Repository into the ports the {{name_words}} scene and its dispatcher declare.
extension AppRepository: {{Name}}SceneRepositoryObject, {{Name}}DispatcherRepositoryObject {}
