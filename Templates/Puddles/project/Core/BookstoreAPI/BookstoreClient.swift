import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Models

/// Fetches books from the bookstore backend.
///
/// A plain client with no protocol in front of it: the `BookProvider` wraps its methods in
/// closures, which is where the app swaps it for mock data.
public final class BookstoreClient: Sendable {
    private let baseURL: URL
    private let session: URLSession

    public init(baseURL: URL = URL(string: "https://example.com/api")!, session: URLSession = .shared) {
        self.baseURL = baseURL
        self.session = session
    }

    /// `GET <baseURL>/books`: a JSON array of books.
    public func books() async throws -> [Book] {
        let request = URLRequest(url: baseURL.appendingPathComponent("books"))
        let (data, response) = try await session.data(for: request)
        if let http = response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
            throw BookstoreClientError.unexpectedStatus(http.statusCode)
        }
        return try Self.decodeBooks(from: data)
    }

    /// Decodes the backend's JSON array of books.
    public static func decodeBooks(from data: Data) throws -> [Book] {
        try JSONDecoder().decode([Book].self, from: data)
    }
}

/// Why a request to the bookstore backend failed.
public enum BookstoreClientError: Error, Equatable {
    case unexpectedStatus(Int)
}
