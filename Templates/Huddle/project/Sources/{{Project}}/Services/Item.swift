/// One entry of the list the app shows.
struct Item: Identifiable, Equatable, Sendable {
    let id: String
    let title: String
}
