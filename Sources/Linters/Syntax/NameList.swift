/// A short list of names: a member chain (`["self", "state"]`), a call's receiver or its
/// argument labels.
///
/// Kept as one string, the names joined by a backtick, the one character no name can hold (the
/// scanner strips the backticks around a name, and the lexer ends a backticked name at the next
/// one). A list of up to 15 bytes in all, which is most of them, is then a single inline `String`
/// and allocates nothing, where a `[String]` allocated an array for every call and member access:
/// millions for a large tree, about two fifths of everything the scanner allocated.
///
/// Reads like an array of names: indices, `count`, `first`/`last`, iteration, comparison with an
/// array literal (`call.receiver == ["self"]`, name by name and canonical like `String`'s), and
/// the same `description` as `[String]`.
public struct NameList: Sendable, Hashable, RandomAccessCollection, ExpressibleByArrayLiteral,
    CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable
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

    // MARK: Collection

    public var startIndex: Int { 0 }
    public var endIndex: Int { Int(storedCount) }
    public var count: Int { Int(storedCount) }
    public var isEmpty: Bool { storedCount == 0 }

    public subscript(position: Int) -> String {
        precondition(position >= 0 && position < count, "NameList index out of range")
        if storedCount == 1 { return joined }
        return withBytes { bytes in
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
    }

    public func makeIterator() -> Iterator { Iterator(list: self) }

    /// Walks the joined bytes once, a name at a time.
    public struct Iterator: IteratorProtocol {
        let list: NameList
        /// Byte offset of the next name in `list.joined`.
        var offset = 0
        var remaining: Int

        init(list: NameList) {
            self.list = list
            remaining = list.count
        }

        public mutating func next() -> String? {
            guard remaining > 0 else { return nil }
            remaining -= 1
            if list.storedCount == 1 { return list.joined }
            let start = offset
            let name = list.withBytes { bytes -> String in
                var end = start
                while end < bytes.count, bytes[end] != NameList.separator { end += 1 }
                offset = end + 1
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
            }
            return name
        }
    }

    /// Runs `body` on the joined UTF-8 bytes.
    fileprivate func withBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        if let result = joined.utf8.withContiguousStorageIfAvailable(body) { return result }
        return Array(joined.utf8).withUnsafeBufferPointer(body)
    }

    // MARK: Equality

    /// Name by name, as `[String]` compares: names are equal when canonically equivalent, and a
    /// name may hold a character canonically equivalent to the separator (U+1FEF is a backtick),
    /// so equal joined strings alone would not do. Equal bytes are equal lists, and lists of
    /// all-ASCII bytes that differ are not: only the rest are compared name by name.
    public static func == (a: NameList, b: NameList) -> Bool {
        guard a.storedCount == b.storedCount else { return false }
        let sameBytes = a.withBytes { x in b.withBytes { y in x.elementsEqual(y) } }
        if sameBytes { return true }
        if SWAR.isASCII(a.joined), SWAR.isASCII(b.joined) { return false }
        return a.elementsEqual(b)
    }

    /// Name by name, to agree with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(storedCount)
        for name in self { hasher.combine(name) }
    }

    /// Whether the first names are those of `prefix` (`path.hasPrefix(["Router", "shared"])`),
    /// as `starts(with:)` answers, but on the joined bytes without making a `String` per name.
    public func hasPrefix(_ prefix: NameList) -> Bool {
        guard prefix.storedCount <= storedCount else { return false }
        if prefix.storedCount == 0 { return true }
        let bytesMatch = withBytes { mine in
            prefix.withBytes { theirs -> Bool in
                guard theirs.count <= mine.count else { return false }
                if theirs.count < mine.count, mine[theirs.count] != NameList.separator { return false }
                return theirs.indices.allSatisfy { mine[$0] == theirs[$0] }
            }
        }
        if bytesMatch { return true }
        // Names are equal when canonically equivalent, whatever their bytes: only all-ASCII
        // lists are told apart by their bytes alone.
        if SWAR.isASCII(joined), SWAR.isASCII(prefix.joined) { return false }
        return starts(with: prefix)
    }

    // MARK: Text

    public var description: String { Array(self).description }
    public var debugDescription: String { Array(self).debugDescription }
    public var customMirror: Mirror { Mirror(self, unlabeledChildren: Array(self), displayStyle: .collection) }

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
