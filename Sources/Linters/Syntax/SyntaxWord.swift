/// The words `SyntaxScanner` reacts to, recognized from token bytes without making a `String`.
enum SyntaxWord: UInt8, CaseIterable {
    // Declarations
    case `class`, `struct`, `enum`, `protocol`, `extension`, `func`, `init`, `deinit`, `subscript`
    case `typealias`, `associatedtype`, `import`, `operator`, `precedencegroup`, `var`, `let`, `case`
    case actor, macro
    // Modifiers
    case `public`, `private`, `fileprivate`, `internal`, package, open, `static`, final, lazy, override
    case required, convenience, dynamic, mutating, nonmutating, nonisolated, weak, unowned, optional
    case indirect, prefix, postfix, infix, distributed, consuming, borrowing
    // Statements
    case `if`, `guard`, `while`, `for`, `switch`, `catch`, `else`, `do`, `repeat`, `defer`, `where`, `in`
    // Types and effects
    case some, any, each, `inout`, async, `throws`, `rethrows`, reasync, `self`, `Self`, `super`, `Any`
    case sending, isolated
    // Accessors
    case get, set, willSet, didSet, _read, _modify
    // Other
    case Preview, underscore

    /// The word as written (`_` for `underscore`).
    var text: String { SyntaxWord.texts[Int(rawValue)] }

    /// Texts by raw value, made once: `String(describing:)` goes through reflection.
    private static let texts: [String] = allCases.map { $0 == .underscore ? "_" : String(describing: $0) }

    /// `class` through `macro`: words that start a declaration.
    var isDeclarationKeyword: Bool { rawValue <= SyntaxWord.macro.rawValue }

    var isModifier: Bool {
        rawValue >= SyntaxWord.public.rawValue && rawValue <= SyntaxWord.borrowing.rawValue
    }

    /// Modifiers that take a parenthesized argument: `private(set)`, `nonisolated(unsafe)`, `unowned(safe)`.
    var takesArgument: Bool {
        switch self {
        case .public, .private, .fileprivate, .internal, .package, .open, .nonisolated, .unowned: true
        default: false
        }
    }

    var isAccessLevel: Bool {
        switch self {
        case .public, .private, .fileprivate, .internal, .package, .open: true
        default: false
        }
    }

    var isAccessor: Bool { rawValue >= SyntaxWord.get.rawValue && rawValue <= SyntaxWord._modify.rawValue }

    /// Statement keywords whose header runs to the `{` of their body.
    var startsStatementHeader: Bool {
        switch self {
        case .if, .guard, .while, .for, .switch, .catch: true
        default: false
        }
    }

    /// Words that may precede a type without being part of its name.
    var isTypeSpecifier: Bool {
        switch self {
        case .some, .any, .each, .inout, .consuming, .borrowing, .sending, .isolated, .repeat: true
        default: false
        }
    }

    private static let table = WordTable(SyntaxWord.allCases.map { ($0.text, $0) })

    /// The word the bytes spell, if it is one of these.
    @inline(__always)
    static func lookup(_ base: UnsafePointer<UInt8>, _ start: Int, _ length: Int) -> SyntaxWord? {
        table.lookup(base + start, length)
    }
}

/// Short ASCII words bucketed by length and first byte, mapped to values.
///
/// Flat storage made once per process and never freed (like the lexer's `ByteTable`): a lookup
/// in the scanner's hot loop touches no reference-counted storage.
struct WordTable<Value>: @unchecked Sendable {
    private let maxLength: Int
    /// `bucketStart[b]..<bucketStart[b + 1]` are the words of bucket `b = length * 128 + firstByte`.
    private let bucketStart: UnsafeMutablePointer<Int32>
    /// Offset of each word in `bytes`, bucket by bucket, and its value.
    private let wordOffsets: UnsafeMutablePointer<Int32>
    private let values: UnsafeMutablePointer<Value>
    private let bytes: UnsafeMutablePointer<UInt8>

    init(_ words: [(String, Value)]) {
        let maxLength = words.map(\.0.utf8.count).max() ?? 0
        let bucketCount = (maxLength + 1) * 128
        var buckets = [[([UInt8], Value)]](repeating: [], count: bucketCount)
        for (word, value) in words {
            let bytes = Array(word.utf8)
            buckets[bytes.count * 128 + Int(bytes[0])].append((bytes, value))
        }
        let starts = UnsafeMutablePointer<Int32>.allocate(capacity: bucketCount + 1)
        let offsets = UnsafeMutablePointer<Int32>.allocate(capacity: max(words.count, 1))
        let values = UnsafeMutablePointer<Value>.allocate(capacity: max(words.count, 1))
        let flat = UnsafeMutablePointer<UInt8>.allocate(capacity: max(words.reduce(0) { $0 + $1.0.utf8.count }, 1))
        var wordIndex = 0, byteIndex = 0
        for (bucket, list) in buckets.enumerated() {
            starts[bucket] = Int32(wordIndex)
            for (word, value) in list {
                offsets[wordIndex] = Int32(byteIndex)
                (values + wordIndex).initialize(to: value)
                for byte in word { flat[byteIndex] = byte; byteIndex += 1 }
                wordIndex += 1
            }
        }
        starts[bucketCount] = Int32(wordIndex)
        self.maxLength = maxLength
        bucketStart = starts
        wordOffsets = offsets
        self.values = values
        bytes = flat
    }

    @inline(__always)
    func lookup(_ start: UnsafePointer<UInt8>, _ length: Int) -> Value? {
        guard length > 0, length <= maxLength, start[0] < 128 else { return nil }
        let bucket = length &* 128 &+ Int(start[0])
        var word = Int(bucketStart[bucket])
        let end = Int(bucketStart[bucket &+ 1])
        while word < end {
            let candidate = bytes + Int(wordOffsets[word])
            var i = 1
            while i < length, candidate[i] == start[i] { i &+= 1 }
            if i == length { return values[word] }
            word &+= 1
        }
        return nil
    }
}
