/// A template folder's `template.json`: the style, and each `add` kind with its registrations.
struct TemplateManifest: Decodable, Equatable {
    struct Registration: Decodable, Equatable {
        /// The file to edit, relative to the project root (placeholders allowed).
        var path: String
        /// Text of the line before which `text` is inserted.
        var marker: String
        /// The snippet to insert (placeholders allowed).
        var text: String
    }

    struct AddKind: Decodable, Equatable {
        var summary: String
        var suffix: String?
        var options: [String]?
        var registrations: [Registration]?
    }

    var style: String
    var displayName: String
    var summary: String
    var add: [String: AddKind]
}
