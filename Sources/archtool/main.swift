import Foundation

// In a closure, so that no global `console` is in scope of the commands: each uses the one
// it is given (a test's, capturing its output).
exit({
    let standard = Console.standard(
        environment: ProcessInfo.processInfo.environment,
        currentDirectory: FileManager.default.currentDirectoryPath)
    return Dispatcher.main(Array(CommandLine.arguments.dropFirst()), console: standard)
}())
