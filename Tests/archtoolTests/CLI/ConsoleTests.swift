import Testing
@testable import archtool

@Suite struct ConsoleTests {
    @Test func noColorTurnsColourOff() {
        let console = Console.standard(environment: ["NO_COLOR": "1"], currentDirectory: "/")
        #expect(!console.colorOut && !console.colorErr)
        #expect(console.errorLabel("Error:") == "Error:")
    }

    @Test func errorLabelIsBoldRedWhenColourIsOn() {
        let console = Console(out: { _ in }, err: { _ in }, colorOut: true, colorErr: true, currentDirectory: "/")
        #expect(console.errorLabel("Error:") == "\u{1B}[1;31mError:\u{1B}[0m")
    }
}
