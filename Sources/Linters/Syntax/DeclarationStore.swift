/// The scanner's growing list of declarations: an `Array` that builds each `Declaration` in place.
///
/// Appending a `Declaration` (a record of some twenty fields, a dozen of them reference-counted)
/// to an `Array` made Swift build it in a temporary, copy that into the array (retaining every
/// field) and destroy the temporary; trimming the array to size at the end copied and destroyed
/// every declaration once more. Here a declaration is initialized straight in the storage,
/// elements are read and written in place through addressors, and `take()` moves them into an
/// exactly sized array without retaining anything.
///
/// A value type over manually managed storage: the scanner owns one and calls `take()` exactly
/// once when done, which frees the storage (copies of the scanner share it and never free it).
struct DeclarationStore {
    /// Storage for `capacity` declarations, of which the first `count` are initialized; no
    /// allocation while `capacity` is 0.
    private var base = UnsafeMutablePointer<Declaration>(bitPattern: MemoryLayout<Declaration>.alignment)!
    private(set) var count = 0
    private var capacity = 0

    /// Makes room for `minimumCapacity` declarations in all.
    mutating func reserveCapacity(_ minimumCapacity: Int) {
        if minimumCapacity > capacity { grow(to: minimumCapacity) }
    }

    /// Appends a declaration whose fields are all empty but these, written in place: building a
    /// whole `Declaration` and moving it in still made Swift copy and destroy it once.
    @inline(__always)
    mutating func append(kind: Declaration.Kind, name: String, attributes: [Attribute], modifiers: [String],
                         place: FactPlace, tokens: CompactRange, parent: Int?, path: [String], isLocal: Bool, isInPreview: Bool) {
        if count == capacity { grow(to: max(capacity * 2, 16)) }
        let slot = base + count
        slot.initialize(to: DeclarationStore.blank)
        slot.pointee.kind = kind
        slot.pointee.flags = (isLocal ? 1 : 0) | (isInPreview ? 2 : 0)
        slot.pointee.parentIndex = parent.map { UInt32(truncatingIfNeeded: $0 + 1) } ?? 0
        slot.pointee.place = place
        slot.pointee.tokens = tokens
        slot.pointee.name = name
        if !attributes.isEmpty { slot.pointee.attributes = attributes }
        if !modifiers.isEmpty { slot.pointee.modifiers = modifiers }
        if !path.isEmpty { slot.pointee.path = path }
        count += 1
    }

    private static let blank = Declaration(kind: .variable, name: "", location: SourceLocation(line: 1, column: 1),
                                           nameToken: 0, tokenRange: 0..<0)

    private mutating func grow(to newCapacity: Int) {
        let larger = UnsafeMutablePointer<Declaration>.allocate(capacity: newCapacity)
        if capacity > 0 {
            larger.moveInitialize(from: base, count: count)
            base.deallocate()
        }
        base = larger
        capacity = newCapacity
    }

    subscript(index: Int) -> Declaration {
        @inline(__always) unsafeAddress {
            precondition(index >= 0 && index < count, "declaration index out of range")
            return UnsafePointer(base + index)
        }
        @inline(__always) unsafeMutableAddress {
            precondition(index >= 0 && index < count, "declaration index out of range")
            return base + index
        }
    }

    /// The declarations, moved into an array of exactly their number; the store is then empty,
    /// its storage freed.
    mutating func take() -> [Declaration] {
        let n = count, source = base
        let result = [Declaration](unsafeUninitializedCapacity: n) { buffer, initialized in
            if n > 0 { buffer.baseAddress!.moveInitialize(from: source, count: n) }
            initialized = n
        }
        if capacity > 0 { base.deallocate() }
        self = DeclarationStore()
        return result
    }
}
