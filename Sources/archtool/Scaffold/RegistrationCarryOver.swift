import Foundation
import Linters

/// What `add --force` and `new --force` keep of a file they overwrite that is also where other
/// items register (huddle's `OnboardingFlow.swift`, whose `steps` list `add step` fills; vidrep's
/// `AppResolver.swift`, where `add scene` writes a dispatcher, a factory and a destination): the
/// registrations in each of its markers' blocks that the fresh file does not have. Without them
/// the items' files and tests stay, and the project no longer compiles or runs them; the user's
/// other lines are what `--force` overwrites.
///
/// A registration is known by what it registers, not by its text: the user annotates one, a
/// formatter adds a trailing comma, a dependency gets injected, a body is rewritten. Each
/// declaration or statement of a block (its lines, with the comments and attributes right above
/// it) whose head (up to its first `{`) names an item where the template's registration names it
/// (`settingsDispatcher`, `WelcomeStep`, `case .settings`, `extension AppDependencies:
/// CartDependency`) is that item's registration, and comes along as the user wrote it. One that
/// also names an item the fresh file registers itself cannot come along without declaring that
/// one twice, nor be dropped without losing the other: `keeping` refuses (`Unkept`).
enum RegistrationCarryOver {
    /// By marker, the texts the template's kinds register there (kinds in name order).
    static func registrations(of manifest: TemplateManifest) -> [String: [String]] {
        var registered: [String: [String]] = [:]
        for kind in manifest.add.keys.sorted() {
            for registration in manifest.add[kind]?.registrations ?? [] { registered[registration.marker, default: []].append(registration.text) }
        }
        return registered
    }

    /// A registration the file holds that the fresh file would lose: in one declaration or
    /// statement with a registration the fresh file has itself (`extension AppDependencies:
    /// ItemListDependency, CartDependency`), it can neither come along (that one would be
    /// declared twice) nor go (its item would lose its wiring).
    struct Unkept: Error, Equatable {
        /// The 1-based line of the file it starts on.
        var line: Int
        /// The marker whose block holds it.
        var marker: String
        /// The names it registers that the fresh file does not, as written (`cart`).
        var names: [String]
        /// The names it registers that the fresh file does, as written (`ItemList`).
        var shared: [String]

        /// Why the file at `path` (as shown) is not overwritten.
        func message(path: String) -> String {
            let names = self.names.map { "'\($0)'" }.joined(separator: ", "), shared = self.shared.map { "'\($0)'" }.joined(separator: ", ")
            let its = self.names.count == 1 ? "its" : "their"
            return "cannot overwrite '\(path)' keeping its registrations: line \(line) (in the block of '\(marker)') registers \(names) "
                + "together with \(shared), which the template writes there itself, so the file could neither keep it (declaring \(shared) "
                + "twice) nor drop it (losing \(names)'s registration); nothing was written. Give \(names) a registration of \(its) own, "
                + "as 'archtool add' writes one, and re-run."
        }
    }

    /// `contents`, about to replace the Swift file at `path` (absolute), with the registrations
    /// the file there holds (`keeping`); as it is when there is none.
    static func keeping(onDisk path: String, in contents: [UInt8], registrations: [String: [String]]) throws(Unkept) -> [UInt8] {
        guard path.hasSuffix(".swift"), DiskEntry(at: path) == .file, let existing = FileManager.default.contents(atPath: path) else { return contents }
        return Array(try keeping(String(decoding: existing, as: UTF8.self), in: String(decoding: contents, as: UTF8.self), registrations: registrations).utf8)
    }

    /// `contents`, about to be written over the file at `path` (absolute), with its registrations
    /// (`keeping`), for `new` and `add` with or without `--force`: the same contents tell
    /// `identical` from `overwrite` with it and from `conflict` without it (a dry run said
    /// `identical` for a file `--force` then overwrote). A registration that cannot be kept is
    /// refused with `--force` (exit 1, naming the file and the line); without it, the file is a
    /// conflict anyway.
    static func contents(_ contents: [UInt8], over path: String, registrations: [String: [String]], force: Bool,
                         shownFrom directory: String) throws(CommandFailure) -> [UInt8] {
        do throws(Unkept) {
            return try keeping(onDisk: path, in: contents, registrations: registrations)
        } catch {
            guard !force else { throw CommandFailure(message: error.message(path: DisplayPath.relative(path, from: directory))) }
            return contents
        }
    }

    /// `fresh` with the registrations `old` holds in the blocks of the markers they share (above
    /// the marker or below it) that `fresh` does not, in order, before the marker.
    /// `registrations`: by marker, the texts the template registers there. One in a `/* */`
    /// comment is off and stays out; one under `#if` comes with the `#if`, `#else` and `#endif`
    /// around it.
    static func keeping(_ old: String, in fresh: String, registrations: [String: [String]]) throws(Unkept) -> String {
        var result = fresh
        for marker in markers(in: fresh) {
            let keys = (registrations[marker] ?? []).compactMap(Key.init)
            guard !keys.isEmpty, let oldLine = MarkerLine.find(marker, in: old), let freshLine = MarkerLine.find(marker, in: result) else { continue }
            // The names the fresh block registers.
            let have = Set(blocks(around: freshLine, in: result).flatMap { found(in: $0, keys) }.flatMap { $0.names.map { Array($0.keys) } ?? [] })
            let items = blocks(around: oldLine, in: old).flatMap { found(in: $0, keys) }
            for item in items {
                guard let names = item.names, !Set(names.keys).isDisjoint(with: have), !Set(names.keys).isSubset(of: have) else { continue }
                let (new, shared) = names.sorted { $0.key < $1.key }.reduce(into: ([String](), [String]())) { sides, name in
                    if have.contains(name.key) { sides.1.append(name.value) } else { sides.0.append(name.value) }
                }
                throw Unkept(line: item.line + 1, marker: marker, names: new, shared: shared)
            }
            let keeps = keptItems(items) { Set($0.keys).isDisjoint(with: have) }
            let kept = items.indices.filter { keeps[$0] }.flatMap { items[$0].lines }
            guard kept.contains(where: { !code($0).isEmpty }) else { continue }
            let crlf = freshLine.upperBound < result.endIndex && result[freshLine.upperBound] == "\r\n"
            let text = kept.map { String($0) + (crlf ? "\r\n" : "\n") }.joined()
            result = String(result[..<freshLine.lowerBound]) + text + String(result[freshLine.lowerBound...])
        }
        return result
    }

    /// Where the block of the marker at `markerLine` in `text` holds a registration written from
    /// `template` for the item whose placeholders are `values` (`Name: Settings`), in whatever
    /// form the user gave it (`add` of an item whose registration was edited by hand): the
    /// 1-based line it starts on, or nil.
    static func registration(_ template: String, for values: [String: String], at markerLine: Range<String.Index>, in text: String) -> Int? {
        guard let key = Key(template) else { return nil }
        let wanted = key.identities(for: values)
        return blocks(around: markerLine, in: text).lazy.flatMap { found(in: $0, [key]) }
            .first { item in item.names.map { !Set($0.keys).isDisjoint(with: wanted) } ?? false }.map { $0.line + 1 }
    }

    /// A registration (or a `#if` / `#else` / `#endif` line around some, `names` nil) of a block:
    /// its lines, with the blank lines its template puts around it; the names it registers,
    /// lowercased, each as written; the 0-based line of the file its code starts on.
    private struct Item {
        var names: [String: String]?
        var lines: [Substring]
        var line: Int
    }

    /// The registrations of a block (`Lines`), in order, and the `#if` / `#else` / `#endif` lines
    /// around them. Lines in a `/* */` comment are none.
    private static func found(in block: Lines, _ keys: [Key]) -> [Item] {
        var result: [Item?] = []
        // The open `#if`s: their line, and where their lines were written out (a registration
        // under it was). One still open at the block's end holds the marker itself (the
        // skeleton's `#if canImport(UIKit)` around it): its lines are taken back.
        // (The `#else` / `#elseif` lines of one not written yet are kept for when it is: a
        // registration in its `#else` branch comes under its `#else`.)
        var open: [(line: Substring, written: [Int], branches: [Substring])] = []
        // The first of the `//` comment and attribute lines right above the line at hand, which
        // belong to what it starts.
        var attached: Int?
        var i = 0
        while i < block.lines.count {
            let line = block.lines[i]
            switch block.kind(i) {
            case .blank, .other:
                attached = nil
                i += 1
                continue
            case .comment, .attributes:
                if MarkerLine.isAnyMarker(line) { attached = nil } else if attached == nil { attached = i }
                i += 1
                continue
            case .directive:
                attached = nil
                let c = code(line)
                if c.hasPrefix("#if") {
                    open.append((line, [], []))
                } else if c.hasPrefix("#else") || c.hasPrefix("#elseif") {
                    if let last = open.indices.last {
                        if open[last].written.isEmpty {
                            open[last].branches.append(line)
                        } else {
                            open[last].written.append(result.count)
                            result.append(Item(names: nil, lines: [line], line: block.first + i))
                        }
                    }
                } else if c.hasPrefix("#endif") {
                    if let frame = open.popLast(), !frame.written.isEmpty { result.append(Item(names: nil, lines: [line], line: block.first + i)) }
                }
                i += 1
                continue
            case .code:
                break
            }
            let start = attached ?? i
            attached = nil
            guard let end = block.end(ofUnitAt: i) else {
                i += 1
                continue
            }
            defer { i = end }
            let head = block.head(start..<end)
            var names: [String: String] = [:]
            var first: Key?
            for key in keys {
                let found = key.names(in: head)
                if !found.isEmpty, first == nil { first = key }
                names.merge(found) { old, _ in old }
            }
            guard let key = first else { continue }
            // (The blank lines before it go before the `#if`s it opens.)
            var before = Array(repeating: Substring(""), count: key.blankLinesBefore)
            if !before.isEmpty, open.contains(where: { $0.written.isEmpty }) {
                result.append(Item(names: nil, lines: before, line: block.first + start))
                before = []
            }
            for k in open.indices where open[k].written.isEmpty {
                for line in [open[k].line] + open[k].branches {
                    open[k].written.append(result.count)
                    result.append(Item(names: nil, lines: [line], line: block.first + start))
                }
            }
            result.append(Item(names: names, lines: before + Array(block.lines[start..<end]) + Array(repeating: "", count: key.blankLinesAfter),
                               line: block.first + i))
        }
        for frame in open { for index in frame.written { result[index] = nil } }
        return result.compactMap { $0 }
    }

    /// Which of `found`'s items to write: the registrations `keeps` (by their names), and the
    /// `#if` / `#else` / `#endif` lines (with the blank lines written before the `#if`) of the
    /// groups that hold one of those (a group around only registrations the fresh file has
    /// already would be an empty `#if … #endif`).
    private static func keptItems(_ items: [Item], keeps: ([String: String]) -> Bool) -> [Bool] {
        var result = items.map { item in item.names.map(keeps) ?? true }
        // The open groups: their directives' items, and whether a kept registration is in them.
        var open: [(directives: [Int], holdsKept: Bool)] = []
        for k in items.indices {
            if items[k].names != nil {
                if result[k] { for g in open.indices { open[g].holdsKept = true } }
                continue
            }
            guard items[k].lines.count == 1, case let directive = code(items[k].lines[0]), directive.hasPrefix("#") else { continue }
            if directive.hasPrefix("#if") {
                open.append(([k], false))
            } else if directive.hasPrefix("#endif") {
                guard let group = open.popLast() else { continue }
                if group.holdsKept { continue }
                for d in group.directives + [k] { result[d] = false }
                // (The blank lines `found` writes before an `#if` go with it.)
                if let first = group.directives.first, first > 0, items[first - 1].names == nil,
                   items[first - 1].lines.allSatisfy({ code($0).isEmpty }) {
                    result[first - 1] = false
                }
            } else if !open.isEmpty {
                open[open.count - 1].directives.append(k)
            }
        }
        return result
    }

    /// A code token of a head: its kind and text.
    fileprivate typealias Word = (kind: TokenKind, text: String)

    /// How a template's registration is known in a file whatever else was changed in it: by the
    /// identifiers of its head (up to its first `{`) that a placeholder is part of. A text
    /// without one is none: it would match the skeleton's own lines.
    struct Key {
        /// Each identifier a placeholder is part of with more (`{{name}}Dispatcher`,
        /// `make{{Name}}Scene`), as an expression whose groups are the placeholders: anywhere in
        /// a head, it names the item.
        fileprivate let words: [(expression: NSRegularExpression, variables: [String])]
        /// The first identifier that is a placeholder alone (`case {{name}}`, `let {{name}} =`,
        /// `{{name}}.reset()`), which names the item only where the head starts as the template's
        /// does: the words before it (modifiers and attributes aside, `let` as `var`), or, with
        /// none, the words after it up to the next name.
        fileprivate let bare: (before: [String], after: [String], variable: String)?
        /// The blank lines the text starts and ends with (`\n    lazy var …\n    )\n\n`).
        let blankLinesBefore: Int
        let blankLinesAfter: Int

        init?(_ template: String) {
            let lines = template.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
            guard let first = lines.firstIndex(where: { !RegistrationCarryOver.code($0).isEmpty }),
                  let last = lines.lastIndex(where: { !RegistrationCarryOver.code($0).isEmpty }) else { return nil }
            blankLinesBefore = first
            // (The text's last line break ends its last line: no blank line after it.)
            blankLinesAfter = max(0, lines.count - 1 - last - 1)
            // Each placeholder an identifier of its own to the lexer: `{{Name}}` as `__archtool0__`.
            var variables: [String] = []
            var text = ""
            var rest = Substring(template)
            while let open = rest.range(of: "{{"), let close = rest[open.upperBound...].range(of: "}}") {
                text += rest[..<open.lowerBound] + "__archtool\(variables.count)__"
                variables.append(String(rest[open.upperBound..<close.lowerBound]))
                rest = rest[close.upperBound...]
            }
            text += rest
            let head = RegistrationCarryOver.normalized(Lines(text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }, first: 0).head(nil))
            let placeholder = try! NSRegularExpression(pattern: "__archtool([0-9]+)__")
            var words: [(NSRegularExpression, [String])] = []
            var bare: ([String], [String], String)?
            for (index, word) in head.enumerated() where word.kind == .identifier {
                let range = NSRange(word.text.startIndex..., in: word.text)
                let matches = placeholder.matches(in: word.text, range: range)
                guard !matches.isEmpty else { continue }
                if matches.count == 1, matches[0].range == range {
                    // Only the first: later ones are arguments (`{{Name}}()` in a `case` body).
                    if bare == nil, words.isEmpty, let number = Int(String(word.text.dropFirst(10).dropLast(2))) {
                        var after: [String] = []
                        if index == 0 {
                            for next in head.dropFirst() {
                                after.append(next.text)
                                if next.kind == .identifier || next.kind == .keyword { break }
                            }
                        }
                        // (A name alone, with nothing around it, would be any line's.)
                        if index > 0 || !after.isEmpty { bare = (head[..<index].map(\.text), after, variables[number]) }
                    }
                    continue
                }
                var pattern = "^", names: [String] = [], at = word.text.startIndex
                for match in matches {
                    let whole = Range(match.range, in: word.text)!, number = Range(match.range(at: 1), in: word.text)!
                    pattern += NSRegularExpression.escapedPattern(for: String(word.text[at..<whole.lowerBound])) + "([A-Za-z0-9_]+)"
                    names.append(variables[Int(word.text[number])!])
                    at = whole.upperBound
                }
                pattern += NSRegularExpression.escapedPattern(for: String(word.text[at...])) + "$"
                if let expression = try? NSRegularExpression(pattern: pattern) { words.append((expression, names)) }
            }
            guard !words.isEmpty || bare != nil else { return nil }
            self.words = words
            self.bare = bare
        }

        /// The names a head (`Lines.head`) registers, lowercased, each as written.
        fileprivate func names(in raw: [Word]) -> [String: String] {
            let head = RegistrationCarryOver.normalized(raw)
            var names: [String: String] = [:]
            if let bare, head.count > bare.before.count, head[bare.before.count].kind == .identifier,
               head[..<bare.before.count].map(\.text) == bare.before,
               head[(bare.before.count + 1)...].prefix(bare.after.count).map(\.text) == bare.after {
                let name = head[bare.before.count].text
                names[name.lowercased()] = name
                // The others of a list (`case settings, profile`, `case .settings, .profile:`).
                if bare.before.first == "case" {
                    var open = 0
                    for (i, word) in head.enumerated() where i > bare.before.count {
                        switch word.kind {
                        case .leftParen, .leftSquare, .leftBrace: open += 1
                        case .rightParen, .rightSquare, .rightBrace: open -= 1
                        case .comma where open == 0:
                            let rest = head[(i + 1)...]
                            let pattern = bare.before.dropFirst()
                            guard rest.count > pattern.count, rest.prefix(pattern.count).map(\.text) == Array(pattern),
                                  case let next = rest[rest.startIndex + pattern.count], next.kind == .identifier else { continue }
                            names[next.text.lowercased()] = next.text
                        default: break
                        }
                    }
                }
            }
            for word in head where word.kind == .identifier {
                for (expression, _) in words {
                    guard let match = expression.firstMatch(in: word.text, range: NSRange(word.text.startIndex..., in: word.text)) else { continue }
                    let name = (1..<match.numberOfRanges).compactMap { Range(match.range(at: $0), in: word.text).map { String(word.text[$0]) } }.joined(separator: "/")
                    if names[name.lowercased()] == nil { names[name.lowercased()] = name }
                }
            }
            return names
        }

        /// The names, lowercased, that the item whose placeholders are `values` registers with.
        fileprivate func identities(for values: [String: String]) -> Set<String> {
            var result: Set<String> = []
            if let bare, let value = values[bare.variable] { result.insert(value.lowercased()) }
            for (_, variables) in words {
                let parts = variables.compactMap { values[$0] }
                if parts.count == variables.count { result.insert(parts.joined(separator: "/").lowercased()) }
            }
            return result
        }
    }

    /// Modifiers that do not change what a declaration registers (`public private(set) lazy var`
    /// reads as `var`).
    private static let modifiers: Set<String> = [
        "public", "private", "fileprivate", "internal", "open", "package", "static", "final", "lazy", "nonisolated",
        "override", "weak", "unowned", "dynamic", "required", "convenience", "mutating", "indirect",
    ]

    /// A head without its leading attributes and modifiers, `let` as `var`.
    fileprivate static func normalized(_ head: [Word]) -> [Word] {
        var i = 0
        while i < head.count {
            if head[i].kind == .atSign, i + 1 < head.count {
                i += 2
                // (`@available(iOS 17, *)`.)
                if i < head.count, head[i].kind == .leftParen, let close = head[i...].firstIndex(where: { $0.kind == .rightParen }) { i = close + 1 }
            } else if modifiers.contains(head[i].text) {
                i += 1
                // (`private(set)`.)
                if i + 2 < head.count, head[i].kind == .leftParen, head[i + 2].kind == .rightParen { i += 3 }
            } else {
                break
            }
        }
        return head[i...].map { $0.kind == .keyword && $0.text == "let" ? (kind: .keyword, text: "var") : $0 }
    }

    /// The lines of a block, lexed: each line's code words, how it changes the nesting of
    /// brackets, and what kind of line it is.
    fileprivate struct Lines {
        enum Kind { case blank, comment, attributes, directive, code, other }

        let lines: [Substring]
        /// The 0-based line of the file the block starts on.
        let first: Int
        private let words: [[Word]]
        private let depth: [Int]
        private let kinds: [Kind]

        init(_ lines: [Substring], first: Int) {
            self.lines = lines
            self.first = first
            var words: [[Word]] = Array(repeating: [], count: lines.count)
            var depth = Array(repeating: 0, count: lines.count)
            var lineComment = Array(repeating: false, count: lines.count), blockComment = lineComment, inCode = lineComment
            let bytes = Array(lines.joined(separator: "\n").utf8)
            // Where each line starts, to find a token's.
            var starts = [0]
            for (i, byte) in bytes.enumerated() where byte == 0x0A { starts.append(i + 1) }
            func line(of offset: Int) -> Int {
                var low = 0, high = starts.count - 1
                while low < high {
                    let middle = (low + high + 1) / 2
                    if starts[middle] <= offset { low = middle } else { high = middle - 1 }
                }
                return low
            }
            for token in Lexer.tokenize(bytes).tokens {
                let kind = token.kind
                if kind == .whitespace || kind == .newline || kind == .byteOrderMark { continue }
                let from = line(of: Int(token.start)), to = line(of: max(Int(token.start), Int(token.end) - 1))
                if kind.isComment {
                    for k in from...to {
                        if kind == .lineComment || kind == .docLineComment { lineComment[k] = true } else { blockComment[k] = true }
                    }
                    continue
                }
                if to > from { for k in (from + 1)...to { inCode[k] = true } }
                words[from].append((kind, String(decoding: bytes[token.range], as: UTF8.self)))
                switch kind {
                case .leftParen, .leftBrace, .leftSquare: depth[from] += 1
                case .rightParen, .rightBrace, .rightSquare: depth[from] -= 1
                default: break
                }
            }
            kinds = lines.indices.map { i in
                if !words[i].isEmpty {
                    if words[i][0].kind == .poundKeyword, ["#if", "#elseif", "#else", "#endif"].contains(words[i][0].text) { return .directive }
                    return RegistrationCarryOver.normalized(words[i]).isEmpty ? .attributes : .code
                }
                if inCode[i] || blockComment[i] { return .other }
                return lineComment[i] ? .comment : .blank
            }
            self.words = words
            self.depth = depth
        }

        func kind(_ i: Int) -> Kind { kinds[i] }

        /// Where the declaration or statement that starts at line `i` ends (the index after its
        /// last line): where its brackets close, with the more indented lines that follow (a
        /// `case`'s body, a chained call). Nil when they do not close in the block (the
        /// `switch route {` a destination block starts with) or close one opened above.
        func end(ofUnitAt i: Int) -> Int? {
            let indentation = MarkerLine.indentation(lines[i])
            var open = 0, j = i
            while j < lines.count {
                if j > i, open == 0 {
                    guard kinds[j] == .code || kinds[j] == .comment, MarkerLine.indentation(lines[j]) > indentation, !MarkerLine.isAnyMarker(lines[j]) else { break }
                }
                open += depth[j]
                if open < 0 { return nil }
                j += 1
            }
            return open == 0 ? j : nil
        }

        /// The code words of `range` (all lines when nil) up to the first `{` outside brackets.
        func head(_ range: Range<Int>?) -> [Word] {
            var result: [Word] = []
            var open = 0
            for i in range ?? lines.indices {
                for word in words[i] {
                    if word.kind == .leftBrace, open == 0 { return result }
                    switch word.kind {
                    case .leftParen, .leftSquare, .leftBrace: open += 1
                    case .rightParen, .rightSquare, .rightBrace: open -= 1
                    default: break
                    }
                    result.append(word)
                }
            }
            return result
        }
    }

    /// The marker's block (`MarkerLine.block`) above the marker and below it, lexed.
    private static func blocks(around marker: Range<String.Index>, in text: String) -> [Lines] {
        let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
        let m = MarkerLine.line(of: marker.lowerBound, in: text)
        let whole = MarkerLine.block(at: m, in: lines, throughEnd: true)
        return [Lines(Array(lines[whole.lowerBound..<m]), first: whole.lowerBound), Lines(Array(lines[(m + 1)..<whole.upperBound]), first: m + 1)]
    }

    /// The markers written in `text` (`// archtool:insert steps`), as `MarkerLine.find` takes them.
    static func markers(in text: String) -> [String] {
        text.split(omittingEmptySubsequences: true) { $0 == "\n" || $0 == "\r\n" }.compactMap { line in
            MarkerLine.isAnyMarker(line) ? String(line.drop { $0 == " " || $0 == "\t" }.prefix { $0 != "\r" }) : nil
        }
    }

    private static func code(_ line: Substring) -> String { String(line.filter { !$0.isWhitespace }) }
}
