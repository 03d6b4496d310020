import Foundation

let console = Console.standard(
    environment: ProcessInfo.processInfo.environment,
    currentDirectory: FileManager.default.currentDirectoryPath)
let status = Dispatcher.main(Array(CommandLine.arguments.dropFirst()), console: console)
exit(status)
