/// A short list of names: a member chain (`["self", "state"]`), a call's receiver or its
/// argument labels.
///
/// Kept as one string, the names joined by a backtick, the one character no name can hold (the
/// scanner strips the backticks around a name, and the lexer ends a backticked name at the next
/// one). A list of up to 15 bytes in all, which is most of them, is then a single inline `String`
/// and allocates nothing, where a `[String]` allocated an array for every call and member access:
/// millions for a large tree, about two fifths of everything the scanner allocated.
///
/// Reads like an array of names: indices, `count`, `first`/`last`, comparison with an array
/// literal (`call.receiver == ["self"]`), and the same `description` as `[String]`.
public struct NameList: Sendable, Hashable, RandomAccessCollection, ExpressibleByArrayLiteral,
    CustomStringConvertible, CustomDebugStringConvertible
{
    /// The names joined by ``separator``; empty for an empty list (`count` tells it from `[""]`).
    @usableFromInline var joined: String
    @usableFromInline var storedCount: UInt32

    /// Joins names; none may contain a backtick.
    static let separator = UInt8(ascii: "`")

    public init() {
        joined = ""
        storedCount = 0
    }

    public init<S: Sequence>(_ names: S) where S.Element == String {
        self.init()
        for name in names { append(name) }
    }

    public init(arrayLiteral names: String...) {
        self.init(names)
    }

    /// A list made from its joined form, which the scanner writes straight from the source bytes.
    init(joined: String, count: Int) {
        self.joined = joined
        storedCount = UInt32(truncatingIfNeeded: count)
    }

    /// Appends a name, which may not contain a backtick.
    public mutating func append(_ name: String) {
        assert(!name.utf8.contains(NameList.separator), "a name in a NameList cannot contain a backtick")
        if storedCount > 0 { joined.append("`") }
        joined.append(name)
        storedCount += 1
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { Int(storedCount) }
    public var count: Int { Int(storedCount) }
    public var isEmpty: Bool { storedCount == 0 }

    public subscript(position: Int) -> String {
        precondition(position >= 0 && position < count, "NameList index out of range")
        if storedCount == 1 { return joined }
        let found: String? = joined.utf8.withContiguousStorageIfAvailable { bytes in
            // The bytes after the `position`-th separator, up to the next one.
            var start = 0
            var component = 0
            var i = 0
            while i < bytes.count {
                if bytes[i] == NameList.separator {
                    if component == position { break }
                    component += 1
                    start = i + 1
                }
                i += 1
            }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self)
        }
        return found ?? Array(joined.split(separator: "`", omittingEmptySubsequences: false))[position].description
    }

    public var description: String { Array(self).description }
    public var debugDescription: String { Array(self).debugDescription }

    /// Whether the first names are those of `prefix` (`path.hasPrefix(["Router", "shared"])`),
    /// as `starts(with:)` answers, but on the joined bytes without making a `String` per name.
    public func hasPrefix(_ prefix: NameList) -> Bool {
        guard prefix.storedCount <= storedCount else { return false }
        if prefix.storedCount == 0 { return true }
        let bytesMatch = joined.utf8.withContiguousStorageIfAvailable { mine in
            prefix.joined.utf8.withContiguousStorageIfAvailable { theirs -> Bool in
                guard theirs.count <= mine.count else { return false }
                if theirs.count < mine.count, mine[theirs.count] != NameList.separator { return false }
                return theirs.indices.allSatisfy { mine[$0] == theirs[$0] }
            }
        }
        if bytesMatch == true { return true }
        // Names are equal when canonically equivalent, whatever their bytes: only all-ASCII
        // lists are told apart by their bytes alone.
        if bytesMatch == false, NameSet.isASCII(joined), NameSet.isASCII(prefix.joined) { return false }
        return starts(with: prefix)
    }

    /// The names joined by `separator`, like `[String].joined(separator:)`.
    public func joined(separator: String) -> String {
        if storedCount < 2 { return joined }
        var result = ""
        for (k, name) in enumerated() {
            if k > 0 { result += separator }
            result += name
        }
        return result
    }
}
