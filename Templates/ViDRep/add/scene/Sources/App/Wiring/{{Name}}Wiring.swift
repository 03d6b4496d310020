import Controllers
import Models
import Views

// Plugs the Repository into the ports the {{name}} scene and its dispatcher declare.
extension AppRepository: {{Name}}SceneRepositoryObject, {{Name}}DispatcherRepositoryObject {}
