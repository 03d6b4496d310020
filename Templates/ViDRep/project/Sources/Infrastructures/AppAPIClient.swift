import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Models

/// Talks to the books backend over HTTP. No dependencies on the other layers: the Resolver
/// plugs it into the dispatchers' `*APIClientObject` ports.
public final class AppAPIClient: Sendable {
    private let baseURL: URL
    private let session: URLSession

    public init(baseURL: URL, session: URLSession = .shared) {
        self.baseURL = baseURL
        self.session = session
    }

    /// `GET <baseURL>/books`: a JSON array of books.
    public func fetchBooks() async throws -> [Book] {
        let request = URLRequest(url: baseURL.appendingPathComponent("books"))
        let (data, response) = try await session.data(for: request)
        if let http = response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
            throw AppAPIClientError.unexpectedStatus(http.statusCode)
        }
        return try Self.decodeBooks(from: data)
    }

    /// Decodes the backend's JSON array of books.
    public static func decodeBooks(from data: Data) throws -> [Book] {
        try JSONDecoder().decode([Book].self, from: data)
    }
}

/// Why a request to the backend failed.
public enum AppAPIClientError: Error, Equatable {
    case unexpectedStatus(Int)
}
