import Foundation
import Linters

/// What `add --force` and `new --force` keep of a file they overwrite that is also where other
/// items register (huddle's `OnboardingFlow.swift`, whose `steps` list `add step` fills; vidrep's
/// `AppResolver.swift`, where `add scene` writes a dispatcher, a factory and a destination): the
/// registrations in each of its markers' blocks that the fresh file does not have. Without them
/// the items' files and tests stay, and the project no longer compiles or runs them; the user's
/// other lines are what `--force` overwrites.
///
/// A marker's block is found by the code's structure, not by indentation (a line commented out
/// at column 0, a flush-left `#if DEBUG`, cut it): the brackets around the marker (`switch route
/// {`, `self.steps = [`), or, for a marker that ends a chained call (puddles' `Root()` and its
/// `.environment(…)` links), that call's links. Its declarations and statements are found by
/// their brackets, each with the lines indented below it (a `case`'s body, a chained call), the
/// comments and attributes right above it, and the `#if` groups inside it. Several markers in
/// one block (sobreiro's view models and view controllers) share it in sections: a declaration
/// belongs to the next marker in its `#if` group (else the one before it), and stays there.
///
/// A registration is known by what it registers, not by its text: the user annotates one, a
/// formatter adds a trailing comma, a dependency gets injected, a body is rewritten. A
/// declaration or statement of a block whose head (up to its first `{`) names an item where the
/// template's registration names it (the declared `settingsDispatcher`, the called `WelcomeStep`,
/// `case .settings`, `extension AppDependencies: CartDependency`; not a name passed as an
/// argument, `books: booksDispatcher`) is that item's registration, and comes along as the user
/// wrote it, in its place among the fresh file's own (a step the user runs before the
/// template's stays before it). A statement that holds one (`if !onboarded { await
/// OnboardingFlow(…).run() }`, `Task { … }`) comes along whole. One that also names an item the
/// fresh file registers itself, where that item has no other registration, cannot come along
/// without registering that one twice, nor be dropped without losing the other: `keeping`
/// refuses (`Unkept`). So it does when the block cannot be read as whole declarations and
/// statements, and when a registration would be lost anyway (one in a helper function outside
/// the block): a registration is never dropped in silence.
enum RegistrationCarryOver {
    /// By marker, the texts the template's kinds register there (kinds in name order).
    static func registrations(of manifest: TemplateManifest) -> [String: [String]] {
        var registered: [String: [String]] = [:]
        for kind in manifest.add.keys.sorted() {
            for registration in manifest.add[kind]?.registrations ?? [] { registered[registration.marker, default: []].append(registration.text) }
        }
        return registered
    }

    /// Why the file cannot be overwritten keeping its registrations.
    struct Unkept: Error, Equatable {
        enum Reason: Equatable {
            /// It registers `names` in one declaration or statement with `shared`, which the
            /// fresh file registers itself (`extension AppDependencies: ItemListDependency,
            /// CartDependency`), and `names` have no registration of their own: it can neither
            /// come along (`shared` would be registered twice) nor go (`names` would lose their
            /// wiring).
            case shared(names: [String], with: [String])
            /// It names `names` as the marker's registrations do, in code `--force` does not keep
            /// (a helper function outside the block, a file that lost its marker line), and the
            /// fresh file with the kept registrations does not register them.
            case outside(names: [String], markerKept: Bool)
            /// The block cannot be read as whole declarations and statements there: `why`, a
            /// clause (`has an '#if' whose '#endif' is outside its declaration or statement`).
            case unread(why: String)
        }

        /// The 1-based line of the file it is on.
        var line: Int
        /// The marker whose block holds it, or whose registrations it is like.
        var marker: String
        var reason: Reason

        /// Why the file at `path` (as shown) is not overwritten.
        func message(path: String) -> String {
            func quoted(_ names: [String]) -> String { names.map { "'\($0)'" }.joined(separator: ", ") }
            let start = "cannot overwrite '\(path)' keeping its registrations: line \(line)"
            switch reason {
            case let .shared(names, shared):
                let its = names.count == 1 ? "its" : "their"
                return "\(start) (in the block of '\(marker)') registers \(quoted(names)) together with \(quoted(shared)), which the template "
                    + "writes there itself, so the file could neither keep it (registering \(quoted(shared)) twice) nor drop it (losing the "
                    + "registration of \(quoted(names))); nothing was written. Give \(quoted(names)) a registration of \(its) own in that block, "
                    + "as 'archtool add' writes one, and re-run."
            case let .outside(names, markerKept):
                let it = names.count == 1 ? "it" : "them"
                guard markerKept else {
                    return "\(start) registers \(quoted(names)) as the registrations of '\(marker)' do, but the file has no such marker line, whose "
                        + "block is what --force keeps, so overwriting the file would lose \(it); nothing was written. Put the marker line back, "
                        + "with \(it) above it, and re-run."
                }
                return "\(start) registers \(quoted(names)) as the registrations of '\(marker)' do, but in code --force does not keep (it keeps "
                    + "the declarations and statements of that marker's block that register items, not a function that runs them nor other "
                    + "code of the file), so overwriting the file would lose \(it); nothing was written. Move \(it) into the block of "
                    + "'\(marker)', as a declaration or statement of \(names.count == 1 ? "its" : "their") own, and re-run."
            case let .unread(why):
                return "\(start), in the block of '\(marker)', \(why), so --force cannot carry its registrations over without guessing, "
                    + "and could lose or misplace one; nothing was written. Regroup those lines (each declaration or statement whole, "
                    + "with the '#if' lines around it) and re-run."
            }
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

    /// `fresh` with the registrations `old` holds in the blocks of the markers they share that
    /// `fresh` does not, each where it was among the fresh file's own (after the one it followed,
    /// or before the one it preceded), else before the marker. `registrations`: by marker, the
    /// texts the template registers there. One in a `/* */` comment is off and stays out; one
    /// under `#if` comes with the `#if`, `#else` and `#endif` around it.
    static func keeping(_ old: String, in fresh: String, registrations: [String: [String]]) throws(Unkept) -> String {
        var result = fresh
        let oldSource = Source(old)
        let markers = markers(in: fresh)
        for marker in markers {
            let keys = (registrations[marker] ?? []).compactMap(Key.init)
            guard !keys.isEmpty, let oldLine = MarkerLine.find(marker, in: old), let freshLine = MarkerLine.find(marker, in: result) else { continue }
            let freshSource = Source(result)
            let oldMarker = MarkerLine.line(of: oldLine.lowerBound, in: old), freshMarker = MarkerLine.line(of: freshLine.lowerBound, in: result)
            // (The fresh file is the template's: it reads.)
            guard let (freshItems, around) = try? freshSource.items(at: freshMarker, keys, sections: markers) else { continue }
            let items: [Item]
            do throws(Unread) {
                items = try oldSource.items(at: oldMarker, keys, sections: markers, around: around).items
            } catch {
                throw Unkept(line: error.line + 1, marker: marker, reason: .unread(why: error.why))
            }
            // The names the fresh block registers.
            let have = Set(freshItems.flatMap { $0.names.map { Array($0.keys) } ?? [] })
            let keeps = keptItems(items) { Set($0.keys).isDisjoint(with: have) }
            // One that registers an item the fresh file has along with others is the fresh file's
            // (edited, it is overwritten), when each of the others has a registration kept;
            // else it can be neither kept nor dropped.
            let kept = Set(items.indices.filter { keeps[$0] }.flatMap { items[$0].names.map { Array($0.keys) } ?? [] })
            for item in items {
                guard let names = item.names, !Set(names.keys).isDisjoint(with: have), !Set(names.keys).subtracting(have).isSubset(of: kept) else { continue }
                let (new, shared) = names.sorted { $0.key < $1.key }.reduce(into: ([String](), [String]())) { sides, name in
                    if have.contains(name.key) { sides.1.append(name.value) } else { sides.0.append(name.value) }
                }
                throw Unkept(line: item.line + 1, marker: marker, reason: .shared(names: new, with: shared))
            }
            for k in items.indices where keeps[k] && items[k].names != nil {
                if let why = items[k].unclear { throw Unkept(line: items[k].line + 1, marker: marker, reason: .unread(why: why)) }
            }
            guard items.indices.contains(where: { keeps[$0] && items[$0].lines.contains { !code($0).isEmpty } }) else { continue }
            // Where each kept item goes: after the fresh file's registration that came last
            // before it, or before the first that came after it, else before the marker (a step
            // the user runs before the template's stays before it).
            func counterpart(_ item: Item) -> Item? {
                guard let names = item.names, !Set(names.keys).isDisjoint(with: have) else { return nil }
                return freshItems.first { $0.names.map { !Set($0.keys).isDisjoint(with: names.keys) } ?? false }
            }
            func after(_ fresh: Item) -> Int {
                var at = fresh.range.upperBound
                for _ in 0..<fresh.blankLinesAfter where at < freshSource.lines.count && freshSource.kinds[at] == .blank { at += 1 }
                return at
            }
            func before(_ fresh: Item) -> Int {
                var at = fresh.range.lowerBound
                for _ in 0..<fresh.blankLinesBefore where at > 0 && freshSource.kinds[at - 1] == .blank { at -= 1 }
                return at
            }
            // (An `#if` group goes whole, with the blank lines before it: a registration of the
            // fresh file's in it stays where the fresh file has it, out of the group.)
            var insertions: [(at: Int, order: Int, lines: [Substring])] = []
            var last: Item?
            var k = 0
            while k < items.count {
                guard keeps[k] else {
                    if let fresh = counterpart(items[k]) { last = fresh }
                    k += 1
                    continue
                }
                var run: [Substring] = [], depth = 0, end = k
                while end < items.count {
                    if keeps[end] {
                        run += items[end].lines
                        if items[end].names == nil, let directive = items[end].lines.map(code).first(where: { $0.hasPrefix("#") }) {
                            if directive.hasPrefix("#if") { depth += 1 } else if directive.hasPrefix("#endif") { depth -= 1 }
                        }
                    }
                    end += 1
                    let blank = items[end - 1].names == nil && items[end - 1].lines.allSatisfy { code($0).isEmpty }
                    if depth <= 0, !(keeps[end - 1] && blank) { break }
                }
                let at: Int
                if let last {
                    at = after(last)
                } else if let next = items[end...].indices.lazy.filter({ !keeps[$0] }).compactMap({ counterpart(items[$0]) }).first,
                          next.range.lowerBound < freshMarker {
                    at = before(next)
                } else {
                    at = freshMarker
                }
                insertions.append((at, k, run))
                // (A registration of the fresh file's in the group is one all the same.)
                for j in k..<end where !keeps[j] { if let fresh = counterpart(items[j]) { last = fresh } }
                k = end
            }
            let crlf = freshLine.upperBound < result.endIndex && result[freshLine.upperBound] == "\r\n"
            let starts = lineStarts(in: result)
            for (at, group) in Dictionary(grouping: insertions, by: \.at).sorted(by: { $0.key > $1.key }) {
                let text = group.sorted { $0.order < $1.order }.flatMap(\.lines).map { String($0) + (crlf ? "\r\n" : "\n") }.joined()
                let index = at < starts.count ? starts[at] : result.endIndex
                result = String(result[..<index]) + text + String(result[index...])
            }
        }
        // Nothing registered is lost in silence: each name the old file registers as a marker's
        // registrations do, anywhere in it (a helper function, a file without the marker), is
        // still registered so.
        let registeredNow = Set(registered(in: Source(result), markers: markers, registrations: registrations).map { [$0.marker, $0.name] })
        if let lost = registered(in: oldSource, markers: markers, registrations: registrations).first(where: { !registeredNow.contains([$0.marker, $0.name]) }) {
            throw Unkept(line: lost.line + 1, marker: lost.marker, reason: .outside(names: [lost.written], markerKept: MarkerLine.find(lost.marker, in: old) != nil))
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
        let items = (try? Source(text).items(at: MarkerLine.line(of: markerLine.lowerBound, in: text), [key], sections: markers(in: text)).items) ?? []
        return items.first { item in item.names.map { !Set($0.keys).isDisjoint(with: wanted) } ?? false }.map { $0.line + 1 }
    }

    /// The lines of the block of the marker at `markerLine` in `text` (0-based, as
    /// `MarkerLine.line` counts them), found by the code's structure: for `add`, which looks
    /// there for a declaration it would write. Nil when the file's brackets do not balance.
    static func block(at markerLine: Range<String.Index>, in text: String) -> Range<Int>? {
        try? Source(text).block(of: MarkerLine.line(of: markerLine.lowerBound, in: text)).range
    }

    /// The start of each line of `text` (a line break ends a line: the text's last line, after
    /// its last line break, is one too).
    private static func lineStarts(in text: String) -> [String.Index] {
        var result = [text.startIndex]
        var index = text.startIndex
        while index < text.endIndex {
            let next = text.index(after: index)
            if text[index] == "\n" || text[index] == "\r\n" { result.append(next) }
            index = next
        }
        return result
    }

    /// A registration (or a `#if` / `#else` / `#endif` line around some, `names` nil) of a block:
    /// its lines, with the blank lines its template puts before it, and of those it puts after
    /// it, the ones it has (under `#if`, they are after the `#endif`: review 33g L1); the names
    /// it registers, lowercased, each as written; the 0-based line of the file its code starts
    /// on, and the lines it spans (its comments and attributes above it included).
    fileprivate struct Item {
        var names: [String: String]?
        var lines: [Substring]
        var line: Int
        var range: Range<Int>
        /// The blank lines its template puts before and after it.
        var blankLinesBefore = 0
        var blankLinesAfter = 0
        /// Why it cannot be moved to the marker (it is in another branch of an `#if` the marker
        /// is in), if so.
        var unclear: String?
    }

    /// Which of `items`' items to write: the registrations `keeps` (by their names), and the
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
            guard let directive = items[k].lines.map(code).first(where: { $0.hasPrefix("#") }) else { continue }
            if directive.hasPrefix("#if") {
                open.append(([k], false))
            } else if directive.hasPrefix("#endif") {
                guard let group = open.popLast() else { continue }
                if group.holdsKept { continue }
                for d in group.directives + [k] { result[d] = false }
                // (The blank lines `items` writes before an `#if` go with it.)
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

    /// A code token: its kind and text.
    fileprivate typealias Word = (kind: TokenKind, text: String)

    /// The block cannot be read as whole declarations and statements at `line` (0-based): `why`.
    fileprivate struct Unread: Error {
        var line: Int
        var why: String
    }

    /// A declaration or statement of a block: the lines from the comments and attributes right
    /// above it (`start`) and from its code (`code`) to `end`; `headEnd`, where the brackets of
    /// its first line close (the lines after it, down to `end`, are the ones indented below it:
    /// a `case`'s body, a chained call's links).
    fileprivate struct Unit {
        var start: Int
        var code: Int
        var headEnd: Int
        var end: Int
    }

    /// What a block is made of, in order: its declarations and statements, its own `#if` /
    /// `#else` / `#endif` lines, and its marker lines.
    fileprivate enum Element {
        case unit(Unit)
        /// (`from`: the first of the comment lines right above an `#if`, which go with it.)
        case directive(Int, from: Int)
        case marker(Int)
    }

    /// A Swift text's lines, lexed once: each line's code words, how it changes the nesting of
    /// brackets, what kind of line it is, and the brackets it is in.
    fileprivate struct Source {
        enum Kind { case blank, comment, attributes, directive, code, inString, inComment }

        let lines: [Substring]
        let words: [[Word]]
        let kinds: [Kind]
        /// How each line changes the nesting of brackets.
        let net: [Int]
        /// For each line, the innermost bracket open where it starts: the line it is on and the
        /// line of the bracket that closes it (nil: none does).
        let enclosing: [(open: Int, close: Int?)?]
        /// The first line with a bracket that closes none, if any.
        let strayClose: Int?

        init(_ text: String) {
            self.init(lines: text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" })
        }

        init(lines: [Substring]) {
            self.lines = lines
            let count = lines.count
            var words: [[Word]] = Array(repeating: [], count: count)
            var net = Array(repeating: 0, count: count)
            var lineComment = Array(repeating: false, count: count), blockComment = lineComment, inComment = lineComment, inString = lineComment
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
            // The brackets opened so far (indexes in `brackets`), and each one's lines.
            var open: [Int] = []
            var brackets: [(open: Int, close: Int?)] = []
            var enclosingBracket: [Int?] = Array(repeating: nil, count: count)
            var filled = 0
            var strayClose: Int?
            // Inside a multi-line string literal; the last line a token was on.
            var multiline = false
            var lastLine = -1
            for token in Lexer.tokenize(bytes).tokens {
                let kind = token.kind
                if kind == .whitespace || kind == .newline || kind == .byteOrderMark { continue }
                let from = line(of: Int(token.start)), to = line(of: max(Int(token.start), Int(token.end) - 1))
                while filled <= from, filled < count {
                    enclosingBracket[filled] = open.last
                    filled += 1
                }
                if kind.isComment {
                    if kind == .lineComment || kind == .docLineComment {
                        lineComment[from] = true
                    } else {
                        for k in from...to { blockComment[k] = true }
                        if to > from { for k in (from + 1)...to { inComment[k] = true } }
                    }
                    continue
                }
                // A line that starts inside a string literal (its text, its closing quotes).
                if multiline, from != lastLine { inString[from] = true }
                if to > from { for k in (from + 1)...to { inString[k] = true } }
                if kind == .multilineStringQuote { multiline.toggle() }
                lastLine = to
                words[from].append((kind, String(decoding: bytes[token.range], as: UTF8.self)))
                switch kind {
                case .leftParen, .leftBrace, .leftSquare:
                    net[from] += 1
                    brackets.append((from, nil))
                    open.append(brackets.count - 1)
                case .rightParen, .rightBrace, .rightSquare:
                    net[from] -= 1
                    if let last = open.popLast() { brackets[last].close = from } else if strayClose == nil { strayClose = from }
                default:
                    break
                }
            }
            while filled < count {
                enclosingBracket[filled] = open.last
                filled += 1
            }
            kinds = lines.indices.map { i in
                if inString[i] { return .inString }
                if !words[i].isEmpty {
                    if words[i][0].kind == .poundKeyword, ["#if", "#elseif", "#else", "#endif"].contains(words[i][0].text) { return .directive }
                    return RegistrationCarryOver.normalized(words[i]).isEmpty ? .attributes : .code
                }
                if inComment[i] || blockComment[i] { return .inComment }
                return lineComment[i] ? .comment : .blank
            }
            self.words = words
            self.net = net
            self.strayClose = strayClose
            enclosing = enclosingBracket.map { $0.map { brackets[$0] } }
        }

        private func indentation(_ i: Int) -> Int { MarkerLine.indentation(lines[i]) }

        /// Whether line `i` is a marker line (`// archtool:insert …`).
        func isMarker(_ i: Int) -> Bool { kinds[i] == .comment && MarkerLine.isAnyMarker(lines[i]) }

        /// The `#if` / `#elseif` / `#else` / `#endif` of a directive line.
        func directive(_ i: Int) -> String { words[i].first?.text ?? "" }

        /// The declaration or statement whose code starts at line `i` of a block ending before
        /// line `limit`: down to where its brackets close, with the lines indented more than it
        /// below it (comments, blank lines and `#if` lines among them: a line commented out at
        /// column 0 does not end a `case`'s body) or that go on its statement (`else`, `catch`),
        /// and the rest of an `#if` group it opens.
        func unit(at i: Int, start: Int, limit: Int) throws(Unread) -> Unit {
            let indentation = indentation(i)
            var depth = 0, j = i
            var headEnd: Int?
            // The `#if`s opened in it and not closed yet.
            var ifs = 0
            func count(_ k: Int) throws(Unread) {
                guard kinds[k] == .directive else { return }
                switch directive(k) {
                case "#if": ifs += 1
                case "#endif" where ifs > 0: ifs -= 1
                case "#else" where ifs > 0, "#elseif" where ifs > 0: break
                default: throw Unread(line: k, why: "has a '\(directive(k))' of an '#if' above its declaration or statement, with code below it")
                }
            }
            while j < limit {
                if j > i { try count(j) }
                depth += net[j]
                if depth < 0 { throw Unread(line: j, why: "closes a bracket its declaration or statement did not open") }
                j += 1
                // (The lines of a string literal it opened.)
                while j < limit, kinds[j] == .inString {
                    depth += net[j]
                    j += 1
                }
                if depth > 0 { continue }
                if headEnd == nil { headEnd = j }
                var next = j
                while next < limit, [.blank, .comment, .directive, .attributes, .inComment].contains(kinds[next]) { next += 1 }
                // (An `else` or `catch` on a line of its own goes on the statement.)
                guard next < limit, kinds[next] == .code,
                      self.indentation(next) > indentation || ["else", "catch"].contains(words[next].first?.text ?? "") else { break }
                for k in j..<next { try count(k) }
                j = next
            }
            if depth > 0 { throw Unread(line: i, why: "opens a bracket that does not close in the block") }
            // An `#if` it opened ends below it: its `#else` and `#endif` lines come along.
            while ifs > 0, j < limit, [.blank, .comment, .directive, .inComment].contains(kinds[j]) {
                try count(j)
                j += 1
            }
            if ifs > 0 { throw Unread(line: i, why: "has an '#if' whose '#endif' is not with it") }
            return Unit(start: start, code: i, headEnd: headEnd ?? j, end: j)
        }

        /// The elements of the lines `range`, in order.
        func elements(_ range: Range<Int>) throws(Unread) -> [Element] {
            var result: [Element] = []
            // The first of the `//` comment and attribute lines right above the line at hand,
            // which belong to what it starts.
            var attached: Int?
            var i = range.lowerBound
            while i < range.upperBound {
                switch kinds[i] {
                case .blank, .inComment, .inString:
                    attached = nil
                case .comment where isMarker(i):
                    attached = nil
                    result.append(.marker(i))
                case .comment, .attributes:
                    if attached == nil { attached = i }
                case .directive:
                    result.append(.directive(i, from: directive(i) == "#if" ? attached ?? i : i))
                    attached = nil
                case .code:
                    let unit = try unit(at: i, start: attached ?? i, limit: range.upperBound)
                    attached = nil
                    result.append(.unit(unit))
                    i = unit.end
                    continue
                }
                i += 1
            }
            return result
        }

        /// The block of the marker on line `m`: the lines inside the brackets around it (the
        /// whole file at its top level), or the links of the chained call it ends (puddles'
        /// `Root()` and the `.environment(…)` lines below it, the marker among them); with its
        /// elements.
        func block(of m: Int) throws(Unread) -> (range: Range<Int>, elements: [Element]) {
            if let stray = strayClose { throw Unread(line: stray, why: "closes a bracket that no line opens") }
            var range = 0..<lines.count
            if let bracket = enclosing[m] {
                guard let close = bracket.close else { throw Unread(line: bracket.open, why: "opens a bracket that never closes") }
                range = (bracket.open + 1)..<close
            }
            while true {
                let elements = try elements(range)
                // The last declaration or statement that starts above the marker: the marker is
                // one of its links when it has some and the marker is among them, or right below
                // them and indented as much.
                let above = elements.last { element in
                    if case let .unit(unit) = element { unit.code < m } else { false }
                }
                guard case let .unit(unit) = above, unit.headEnd < unit.end, indentation(m) > indentation(unit.code),
                      m < unit.end || (unit.end..<m).allSatisfy({ kinds[$0] != .code && kinds[$0] != .inString })
                else { return (range, elements) }
                range = unit.headEnd..<max(unit.end, m + 1)
            }
        }

        /// The words of the lines `range` up to the first `{` outside brackets.
        func head(_ range: Range<Int>) -> [Word] {
            var result: [Word] = []
            var depth = 0
            for i in range {
                for word in words[i] {
                    if word.kind == .leftBrace, depth == 0 { return result }
                    switch word.kind {
                    case .leftParen, .leftSquare, .leftBrace: depth += 1
                    case .rightParen, .rightSquare, .rightBrace: depth -= 1
                    default: break
                    }
                    result.append(word)
                }
            }
            return result
        }

        /// The registrations of the marker on line `m` in its block, in order, and the `#if` /
        /// `#else` / `#endif` lines around them: the block's declarations and statements that
        /// `keys` find a name in, among those of its section (those the next marker of their
        /// `#if` group is `m`'s, else the last one above them; of the markers `sections`, those the
        /// fresh file has: another is a comment line). The `#if`s around the marker
        /// itself are the block's, not a registration's, when the fresh file has them too (`around`:
        /// the `#if` lines around its marker, outermost first; nil for the fresh file itself): one
        /// the user wrote around the marker comes with the registrations in it. Lines in a `/* */`
        /// comment are none. With the `#if` lines around the marker.
        func items(at m: Int, _ keys: [Key], sections: [String], around: [String]? = nil) throws(Unread) -> (items: [Item], around: [String]) {
            let elements = try block(of: m).elements
            // The `#if` groups each element is in, outermost first: each group's `#if` line and the
            // line of the branch the element is in.
            var groups: [[(line: Int, branch: Int)]] = []
            // By directive element, the `#if` line of its group.
            var groupOf: [Int: Int] = [:]
            var open: [(line: Int, branch: Int)] = []
            for (k, element) in elements.enumerated() {
                if case let .directive(d, _) = element {
                    if directive(d) == "#if" {
                        groupOf[k] = d
                        groups.append(open)
                        open.append((d, d))
                        continue
                    }
                    guard let last = open.last else { throw Unread(line: d, why: "has an '\(directive(d))' of an '#if' outside the block") }
                    groupOf[k] = last.line
                    if directive(d) == "#endif" {
                        open.removeLast()
                    } else {
                        open[open.count - 1].branch = d
                    }
                    groups.append(Array(open.prefix(open.count - (directive(d) == "#endif" ? 0 : 1))))
                    continue
                }
                groups.append(open)
            }
            if let unclosed = open.first { throw Unread(line: unclosed.line, why: "has an '#if' whose '#endif' is not in the block") }
            // The markers, each with its groups.
            let markers = elements.indices.compactMap { k -> (index: Int, line: Int)? in
                guard case let .marker(line) = elements[k], line == m || sections.contains(where: { MarkerLine.isMarker(lines[line], $0) }) else { return nil }
                return (k, line)
            }
            guard let mine = markers.first(where: { $0.line == m }) else { return ([], []) }
            func ifs(_ k: Int) -> [Int] { groups[k].map(\.line) }
            // The marker whose section the element `k` is in.
            func section(_ k: Int) -> Int {
                let candidates = markers.filter { ifs(k).starts(with: ifs($0.index)) }
                let pool = candidates.isEmpty ? markers : candidates
                return (pool.first { $0.index > k } ?? pool.last { $0.index < k })?.index ?? mine.index
            }
            // The groups around the marker that the fresh file has too: their lines are the block's.
            let mineAround = groups[mine.index].map { RegistrationCarryOver.code(lines[$0.line]) }
            let ownGroups = groups[mine.index].prefix(around.map { zip(mineAround, $0).prefix { $0 == $1 }.count } ?? mineAround.count)
            let own = Set(ownGroups.map(\.line))
            var result: [Item] = []
            // The open `#if`s (the marker's aside): their lines (with the comments right above
            // them), and where their lines were written out (a registration under it was). (The
            // `#else` / `#elseif` lines of one not written yet are kept for when it is: a
            // registration in its `#else` branch comes under its `#else`.)
            var written: [(lines: [Substring], written: [Int], branches: [Substring])] = []
            // The blank lines the last registration has fewer of than its template puts after
            // it, to be found after the `#endif` that closes it.
            var blankLinesOwed = 0
            for (k, element) in elements.enumerated() {
                switch element {
                case .marker:
                    continue
                case let .directive(d, from):
                    if let group = groupOf[k], own.contains(group) { continue }
                    let line = lines[d]
                    switch directive(d) {
                    case "#if":
                        written.append((Array(lines[from...d]), [], []))
                    case "#endif":
                        if let frame = written.popLast(), !frame.written.isEmpty {
                            var after = 0
                            while after < blankLinesOwed, d + 1 + after < lines.count, kinds[d + 1 + after] == .blank { after += 1 }
                            result.append(Item(names: nil, lines: [line] + Array(repeating: "", count: after), line: d, range: d..<(d + 1)))
                        }
                        blankLinesOwed = 0
                    default:
                        if let last = written.indices.last {
                            if written[last].written.isEmpty {
                                written[last].branches.append(line)
                            } else {
                                written[last].written.append(result.count)
                                result.append(Item(names: nil, lines: [line], line: d, range: d..<(d + 1)))
                            }
                        }
                    }
                case let .unit(unit):
                    blankLinesOwed = 0
                    guard section(k) == mine.index, !(unit.start..<unit.end).contains(where: isMarker) else { continue }
                    let head = head(unit.start..<unit.end)
                    var names: [String: String] = [:]
                    var first: Key?
                    for key in keys {
                        let found = key.names(in: head)
                        if !found.isEmpty, first == nil { first = key }
                        names.merge(found) { old, _ in old }
                    }
                    // A statement that holds a registration (`if !onboarded { await
                    // OnboardingFlow(…).run() }`, `Task { … }`) is one, whole.
                    if first == nil, !RegistrationCarryOver.isDeclaration(head) {
                        for (_, words) in RegistrationCarryOver.heads(words[unit.code..<unit.end], from: unit.code) {
                            for key in keys {
                                let found = key.names(in: words)
                                if !found.isEmpty, first == nil { first = key }
                                names.merge(found) { old, _ in old }
                            }
                        }
                    }
                    guard let key = first else { continue }
                    // Moved to the marker, one in another branch of an `#if` around the marker
                    // would change branch.
                    let branches = Dictionary(groups[k].map { ($0.line, $0.branch) }) { first, _ in first }
                    let unclear = ownGroups.first { branches[$0.line] != $0.branch }.map { group in
                        branches[group.line] == nil ? "is a registration outside the '#if' on line \(group.line + 1), which its marker is in"
                            : "is a registration in another branch of the '#if' on line \(group.line + 1) than its marker"
                    }
                    // (The blank lines before it go before the `#if`s it opens.)
                    var before = Array(repeating: Substring(""), count: key.blankLinesBefore)
                    if !before.isEmpty, written.contains(where: { $0.written.isEmpty }) {
                        result.append(Item(names: nil, lines: before, line: unit.start, range: unit.start..<unit.start))
                        before = []
                    }
                    for g in written.indices where written[g].written.isEmpty {
                        for lines in [written[g].lines] + written[g].branches.map({ [$0] }) {
                            written[g].written.append(result.count)
                            result.append(Item(names: nil, lines: lines, line: unit.start, range: unit.start..<unit.start))
                        }
                    }
                    // The blank lines after it, as many as its template puts there: those it has
                    // (one under `#if` has them after its `#endif`).
                    var after = 0
                    while after < key.blankLinesAfter, unit.end + after < lines.count, kinds[unit.end + after] == .blank { after += 1 }
                    blankLinesOwed = key.blankLinesAfter - after
                    result.append(Item(names: names, lines: before + Array(lines[unit.start..<unit.end]) + Array(repeating: "", count: after),
                                       line: unit.code, range: unit.start..<unit.end, blankLinesBefore: key.blankLinesBefore,
                                       blankLinesAfter: key.blankLinesAfter, unclear: unclear))
                }
            }
            return (result, mineAround)
        }
    }

    /// How a template's registration is known in a file whatever else was changed in it: by the
    /// identifiers of its head (up to its first `{`) that a placeholder is part of, where the
    /// head has them (outside brackets, or in the call's arguments: `.environment({{Name}}Provider.live)`).
    /// A text without one is none: it would match the skeleton's own lines.
    struct Key {
        /// Each identifier a placeholder is part of with more (`{{name}}Dispatcher`,
        /// `make{{Name}}Scene`), as an expression whose groups are the placeholders, and the
        /// depth of brackets it is at in the head: there, it names the item (a name passed in
        /// an argument, `books: booksDispatcher`, registers nothing).
        fileprivate let words: [(expression: NSRegularExpression, variables: [String], depth: Int)]
        /// The first identifier that is a placeholder alone (`case {{name}}`, `let {{name}} =`,
        /// `{{name}}.reset()`), which names the item only where the head starts as the template's
        /// does: the words before it (modifiers and attributes aside, `let` as `var`), or, with
        /// none, the words after it up to the next name.
        fileprivate let bare: (before: [String], after: [String], variable: String)?
        /// Whether the template's text is a statement (`await {{Name}}Flow(…).run()`), not a
        /// declaration (`case {{name}}`, `lazy var {{name}}Dispatcher = …`).
        let isStatement: Bool
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
            let source = Source(text)
            let head = RegistrationCarryOver.normalized(source.head(source.lines.indices))
            isStatement = !RegistrationCarryOver.isDeclaration(head)
            let placeholder = try! NSRegularExpression(pattern: "__archtool([0-9]+)__")
            var words: [(NSRegularExpression, [String], Int)] = []
            var bare: ([String], [String], String)?
            let depths = RegistrationCarryOver.depths(head)
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
                if let expression = try? NSRegularExpression(pattern: pattern) { words.append((expression, names, depths[index])) }
            }
            guard !words.isEmpty || bare != nil else { return nil }
            self.words = words
            self.bare = bare
        }

        /// The names a head (`Source.head`) registers, lowercased, each as written: by a
        /// placeholder alone (`bare`) and by its words where the template's are (`words`); with
        /// `anywhere`, by its words at any depth (what it mentions as a registration would), and
        /// none by a placeholder alone.
        fileprivate func names(in raw: [Word], bare useBare: Bool = true, words useWords: Bool = true, anywhere: Bool = false) -> [String: String] {
            let head = RegistrationCarryOver.normalized(raw)
            var names: [String: String] = [:]
            if useBare, !anywhere, let bare, head.count > bare.before.count, head[bare.before.count].kind == .identifier,
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
            guard useWords else { return names }
            let depths = RegistrationCarryOver.depths(head)
            for (index, word) in head.enumerated() where word.kind == .identifier {
                for (expression, _, depth) in words where anywhere || depth == depths[index] {
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
            for (_, variables, _) in words {
                let parts = variables.compactMap { values[$0] }
                if parts.count == variables.count { result.insert(parts.joined(separator: "/").lowercased()) }
            }
            return result
        }
    }

    /// The depth of brackets each word of a head is at (a bracket itself at the depth outside it).
    fileprivate static func depths(_ head: [Word]) -> [Int] {
        var depth = 0
        return head.map { word in
            switch word.kind {
            case .leftParen, .leftSquare, .leftBrace:
                depth += 1
                return depth - 1
            case .rightParen, .rightSquare, .rightBrace:
                depth -= 1
                return depth
            default:
                return depth
            }
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

    /// Whether a head declares something (`var`, `func`, `case`, `extension` …, its attributes and
    /// modifiers aside) rather than being a statement or an expression.
    fileprivate static func isDeclaration(_ head: [Word]) -> Bool {
        guard let first = normalized(head).first, first.kind == .keyword else { return false }
        return ["var", "func", "init", "deinit", "subscript", "class", "struct", "enum", "actor", "protocol", "extension", "typealias",
                "case", "import", "associatedtype", "macro", "operator", "precedencegroup"].contains(first.text)
    }

    /// The heads of the declarations and statements in `lines` (each line's words; the first is
    /// line `first` of the file) at every depth of braces and square brackets (a closure's
    /// statements, an array's elements): each with the line it starts on, up to the `{`, `}`,
    /// `[`, `]` or `;` that ends it, or its line's end outside parentheses.
    fileprivate static func heads(_ lines: ArraySlice<[Word]>, from first: Int) -> [(line: Int, words: [Word])] {
        var result: [(line: Int, words: [Word])] = []
        var current: [Word] = []
        var line = first
        // The braces and square brackets open, and the parentheses open in each.
        var contexts: [(square: Bool, parentheses: Int)] = [(false, 0)]
        func flush() {
            if !current.isEmpty { result.append((line, current)) }
            current = []
        }
        for (offset, words) in lines.enumerated() {
            if contexts[contexts.count - 1].parentheses <= 0 { flush() }
            for word in words {
                if current.isEmpty { line = first + offset }
                switch word.kind {
                case .leftBrace, .leftSquare:
                    flush()
                    contexts.append((word.kind == .leftSquare, 0))
                case .rightBrace, .rightSquare:
                    flush()
                    if contexts.count > 1 { contexts.removeLast() }
                case .semicolon:
                    flush()
                case .comma where contexts[contexts.count - 1].square && contexts[contexts.count - 1].parentheses <= 0:
                    flush()
                case .leftParen:
                    contexts[contexts.count - 1].parentheses += 1
                    current.append(word)
                case .rightParen:
                    contexts[contexts.count - 1].parentheses -= 1
                    current.append(word)
                default:
                    current.append(word)
                }
            }
        }
        flush()
        return result
    }

    /// The names a Swift text registers anywhere in it, as the registrations of `markers` do
    /// (`registrations`: by marker, the template's texts), each with its line (0-based), as
    /// written, and the marker: a name a statement's words have at any depth (`await
    /// runOnboarding(OnboardingFlow(…))`), or a declaration's where the template's has it (the
    /// declared `settingsDispatcher`, not `books: settingsDispatcher`); by a placeholder alone
    /// (`case {{name}}`, `{{name}}.reset()`), only a name the text registers otherwise too (a
    /// `let cache` is no registration of an item `cache`).
    private static func registered(in source: Source, markers: [String], registrations: [String: [String]])
        -> [(name: String, written: String, line: Int, marker: String)]
    {
        let heads = heads(source.words[...], from: 0)
        var found: [(name: String, written: String, line: Int, marker: String, alone: Bool)] = []
        for marker in markers {
            for key in (registrations[marker] ?? []).compactMap(Key.init) {
                for head in heads {
                    let declaration = isDeclaration(head.words)
                    guard key.isStatement || declaration else { continue }
                    let names = key.names(in: head.words, bare: false, anywhere: key.isStatement)
                    for (name, written) in names { found.append((name, written, head.line, marker, false)) }
                    for (name, written) in key.names(in: head.words, words: false) where names[name] == nil { found.append((name, written, head.line, marker, true)) }
                }
            }
        }
        let known = Set(found.filter { !$0.alone }.map(\.name))
        return found.filter { known.contains($0.name) }.sorted { $0.line < $1.line }.map { ($0.name, $0.written, $0.line, $0.marker) }
    }

    /// The markers written in `text` (`// archtool:insert steps`), as `MarkerLine.find` takes them.
    static func markers(in text: String) -> [String] {
        text.split(omittingEmptySubsequences: true) { $0 == "\n" || $0 == "\r\n" }.compactMap { line in
            MarkerLine.isAnyMarker(line) ? String(line.drop { $0 == " " || $0 == "\t" }.prefix { $0 != "\r" }) : nil
        }
    }

    private static func code(_ line: Substring) -> String { String(line.filter { !$0.isWhitespace }) }
}
