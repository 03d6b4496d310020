#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Maps byte offsets to 1-based lines and 1-based UTF-8 columns, as swiftc reports them:
/// LF, CRLF and a lone CR each end one line.
public struct LineTable: Sendable {
    /// The byte offset at which each line starts; `lineStarts[0] == 0`. In 32 bits (a file has
    /// fewer than 2^32 bytes: `Token`): the table is kept as long as the file is.
    public let lineStarts: [UInt32]

    public init(_ bytes: [UInt8]) {
        self = bytes.withUnsafeBufferPointer { LineTable($0) }
    }

    public init(_ buffer: UnsafeBufferPointer<UInt8>) {
        guard let base = buffer.baseAddress, !buffer.isEmpty else {
            lineStarts = [0]
            return
        }
        // Most files have no CR at all: then the LFs are found eight bytes at a time (a `memchr`
        // call per line cost more than the search itself on lines of forty bytes).
        if memchr(base, 0x0D, buffer.count) == nil {
            // Reserved for short lines, then trimmed: the table is kept as long as the file is.
            lineStarts = LineTable.lineFeedLineStarts(buffer).exactlySized()
            return
        }
        var starts: [UInt32] = [0]
        var i = 0
        let n = buffer.count
        while i < n {
            let c = buffer[i]
            if c == 0x0A {
                starts.append(UInt32(truncatingIfNeeded: i + 1))
            } else if c == 0x0D {
                if i + 1 < n, buffer[i + 1] == 0x0A { i += 1 }
                starts.append(UInt32(truncatingIfNeeded: i + 1))
            }
            i += 1
        }
        lineStarts = starts.exactlySized()
    }

    /// The line starts of text without CR: 0, and the offset after each LF.
    static func lineFeedLineStarts(_ buffer: UnsafeBufferPointer<UInt8>) -> [UInt32] {
        var starts: [UInt32] = [0]
        starts.reserveCapacity(buffer.count / 32)
        let base = UnsafeRawPointer(buffer.baseAddress!)
        let count = buffer.count
        var i = 0
        while i + 8 <= count {
            let word = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: i, as: UInt64.self))
            var mask = SWAR.bytes(of: word, equalTo: 0x0A)
            while mask != 0 {
                // Read little-endian: the lowest set bit is the first LF.
                starts.append(UInt32(truncatingIfNeeded: i + mask.trailingZeroBitCount / 8 + 1))
                mask &= mask &- 1
            }
            i += 8
        }
        while i < count {
            if buffer[i] == 0x0A { starts.append(UInt32(truncatingIfNeeded: i + 1)) }
            i += 1
        }
        return starts
    }

    /// The byte offset of a 1-based line and UTF-8 column, or nil for a line the file does not have.
    public func offset(line: Int, column: Int) -> Int? {
        guard line >= 1, line <= lineStarts.count else { return nil }
        return Int(lineStarts[line - 1]) + column - 1
    }

    /// The 1-based line and column of `offset`.
    public func location(of offset: Int) -> SourceLocation {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if Int(lineStarts[mid]) <= offset { low = mid } else { high = mid - 1 }
        }
        return SourceLocation(line: low + 1, column: offset - Int(lineStarts[low]) + 1)
    }
}

/// A 1-based line and 1-based UTF-8 byte column.
public struct SourceLocation: Sendable, Equatable, Hashable, Comparable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.line, a.column) < (b.line, b.column)
    }

    public var description: String { "\(line):\(column)" }
}
