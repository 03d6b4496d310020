/// What archtool reads of a `Package.swift`: the targets that name their own folder.
///
/// SwiftPM puts a target's sources in `Sources/<name>` (`Tests/<name>` for a test target)
/// unless it says otherwise: `.target(name: "GRDB", path: "GRDB")`. Such a folder is the
/// target's module (`ModuleNamespaces`), which the default layout would not tell. The manifest
/// is Swift, not data, so it is read the way the tool reads code: tokens, not a regular
/// expression over text. A target counts when its call is written out, `.target(…)` and its
/// kin, with `name:` and `path:` as plain string literals at the top level of the call's
/// arguments, each a whole argument; `sources:` and `exclude:`, when given, must be arrays of
/// such literals. A path that is computed (`path: kind.path(for: directory)`, `"Sources" + x`),
/// interpolated, raw, absolute or leaves the package (`..`) is not taken, and that target keeps
/// the default layout.
enum PackageManifest {
    /// A target and its folder, relative to the package's (no leading `./`, no trailing `/`;
    /// `""` for the package's folder itself).
    struct TargetPath: Equatable, Sendable {
        var name: String
        var path: String
        /// The subfolders or files of `path` that are its sources (`sources:`), nil for all of it.
        var sources: [String]? = nil
        /// The subfolders or files of `path` that are not (`exclude:`).
        var exclude: [String] = []

        /// The folders whose files are the target's, relative to the package's.
        var folders: [String] {
            guard let sources else { return [path] }
            return sources.map { path.isEmpty ? $0 : $0.isEmpty ? path : path + "/" + $0 }
        }
    }

    /// The calls that declare a target with sources of its own.
    static let targetKinds: Set<String> = ["target", "executableTarget", "testTarget", "macro", "plugin"]

    /// The targets of the manifest's text that say which folder is theirs, in source order.
    static func targetPaths(_ bytes: [UInt8]) -> [TargetPath] {
        let tokens = Lexer.tokenize(bytes).tokens.filter { !$0.kind.isTrivia }
        func text(_ k: Int) -> String { String(decoding: bytes[tokens[k].range], as: UTF8.self) }
        var result: [TargetPath] = []
        for (k, close) in targetCalls(tokens, text) {
            var name: String?, path: String?, sources: [String]?, exclude: [String] = []
            var certain = true
            var depth = 0
            for a in (k + 2)...close {
                switch tokens[a].kind {
                case .leftParen, .leftSquare, .leftBrace: depth += 1
                case .rightParen, .rightSquare, .rightBrace: depth -= 1
                case .identifier where depth == 1 && a + 2 < tokens.count && tokens[a + 1].kind == .colon
                    && (a == k + 3 || tokens[a - 1].kind == .comma):
                    // Each value must be the whole argument (not `"Sources" + x`).
                    func endsArgument(_ next: Int) -> Bool { next < tokens.count && [.comma, .rightParen].contains(tokens[next].kind) }
                    switch text(a) {
                    case "name", "path":
                        guard let (literal, next) = stringLiteral(at: a + 2, tokens, bytes), endsArgument(next) else { certain = false; break }
                        if text(a) == "name" { name = literal } else { path = literal }
                    case "sources", "exclude":
                        guard let (list, next) = stringLiterals(at: a + 2, tokens, bytes), endsArgument(next) else { certain = false; break }
                        if text(a) == "sources" { sources = list } else { exclude = list }
                    default: break
                    }
                default: break
                }
            }
            guard certain, let name, !name.isEmpty, let path, let folder = normalizedFolder(path) else { continue }
            let sourceFolders = sources.map { $0.compactMap(normalizedFolder) }
            let excluded = exclude.compactMap(normalizedFolder)
            guard sourceFolders?.count ?? 0 == sources?.count ?? 0, excluded.count == exclude.count else { continue }
            result.append(TargetPath(name: name, path: folder, sources: sourceFolders, exclude: excluded))
        }
        return result
    }

    /// The names of the targets whose Swift settings make `MainActor` their default isolation
    /// (`swiftSettings: [.defaultIsolation(MainActor.self)]`, or a constant of the manifest
    /// that holds it: `swiftSettings: appSettings`), in source order.
    static func mainActorTargets(_ bytes: [UInt8]) -> [String] {
        let tokens = Lexer.tokenize(bytes).tokens.filter { !$0.kind.isTrivia }
        func text(_ k: Int) -> String { String(decoding: bytes[tokens[k].range], as: UTF8.self) }
        // `.defaultIsolation(MainActor.self)` at token k.
        func isSetting(_ k: Int) -> Bool {
            k + 6 < tokens.count && tokens[k].kind == .period && text(k + 1) == "defaultIsolation" && tokens[k + 2].kind == .leftParen
                && text(k + 3) == "MainActor" && tokens[k + 4].kind == .period && text(k + 5) == "self" && tokens[k + 6].kind == .rightParen
        }
        guard tokens.indices.contains(where: isSetting) else { return [] }
        // The constants whose value holds the setting: `let name … = […]` up to the next
        // `let`/`var`, the setting itself or a constant that holds it (`let base = [mainActor]`).
        var constants: Set<String> = []
        var current: String?
        for k in tokens.indices {
            if (text(k) == "let" || text(k) == "var"), k + 1 < tokens.count, tokens[k + 1].kind == .identifier {
                current = text(k + 1)
            } else if let name = current, isSetting(k) || (tokens[k].kind == .identifier && constants.contains(text(k))) {
                constants.insert(name)
            }
        }
        // A setting or such a constant, between two tokens.
        func holdsSetting(_ range: ClosedRange<Int>) -> Bool {
            range.contains { isSetting($0) || (tokens[$0].kind == .identifier && constants.contains(text($0))) }
        }
        var result: [String] = []
        var all: [(name: String, isTest: Bool)] = []
        for (k, close) in targetCalls(tokens, text) {
            var name: String?
            var depth = 0
            for a in (k + 2)...close {
                if [.leftParen, .leftSquare, .leftBrace].contains(tokens[a].kind) { depth += 1 }
                if [.rightParen, .rightSquare, .rightBrace].contains(tokens[a].kind) { depth -= 1 }
                if depth == 1, tokens[a].kind == .identifier, a + 2 < tokens.count, tokens[a + 1].kind == .colon,
                   text(a) == "name", let (literal, _) = stringLiteral(at: a + 2, tokens, bytes) {
                    name = literal
                }
            }
            guard let name else { continue }
            all.append((name, text(k + 1) == "testTarget"))
            // (`swiftSettings: [.defaultIsolation(MainActor.self)]`, `swiftSettings: appSettings`,
            // `swiftSettings: [mainActorByDefault, .enableUpcomingFeature("X")]`.)
            if holdsSetting((k + 2)...close) { result.append(name) }
        }
        // The settings given to every target after the package is made: `for target in
        // package.targets { target.swiftSettings = … + [.defaultIsolation(MainActor.self)] }` (with
        // `where target.type != .test`: every target but the tests), `package.targets.forEach { … }`.
        for k in tokens.indices where k + 2 < tokens.count && text(k) == "package" && tokens[k + 1].kind == .period && text(k + 2) == "targets" {
            var open = k + 3
            var excludesTests = false
            if k >= 3, text(k - 1) == "in", text(k - 3) == "for" {
                // `for target in package.targets where …`: only a filter that leaves out the tests is read.
                if open < tokens.count, text(open) == "where" {
                    var end = open
                    while end < tokens.count, tokens[end].kind != .leftBrace { end += 1 }
                    let filter = (open + 1..<end).map(text).joined(separator: " ")
                    guard filter == text(k - 2) + " . type != . test" else { continue }
                    excludesTests = true
                    open = end
                }
            } else if open + 2 < tokens.count, tokens[open].kind == .period, text(open + 1) == "forEach" {
                open += 2
            } else {
                continue
            }
            guard open < tokens.count, tokens[open].kind == .leftBrace else { continue }
            var depth = 0
            var close = open
            while close < tokens.count {
                if tokens[close].kind == .leftBrace { depth += 1 }
                if tokens[close].kind == .rightBrace { depth -= 1 }
                if depth == 0 { break }
                close += 1
            }
            guard holdsSetting(open...min(close, tokens.count - 1)) else { continue }
            for target in all where !(excludesTests && target.isTest) && !result.contains(target.name) { result.append(target.name) }
        }
        return result
    }

    /// The target calls among a manifest's code tokens (`.target(`, `.testTarget(` …): the
    /// index of each one's `.` and of its closing `)` (the last token, when unclosed).
    private static func targetCalls(_ tokens: [Token], _ text: (Int) -> String) -> [(dot: Int, close: Int)] {
        var calls: [(dot: Int, close: Int)] = []
        var k = 0
        while k + 2 < tokens.count {
            defer { k += 1 }
            guard tokens[k].kind == .period, tokens[k + 1].kind == .identifier, tokens[k + 2].kind == .leftParen,
                  targetKinds.contains(text(k + 1)) else { continue }
            var depth = 0
            var close = k + 2
            while close < tokens.count {
                if [.leftParen, .leftSquare, .leftBrace].contains(tokens[close].kind) { depth += 1 }
                if [.rightParen, .rightSquare, .rightBrace].contains(tokens[close].kind) { depth -= 1 }
                if depth == 0 { break }
                close += 1
            }
            calls.append((k, min(close, tokens.count - 1)))
        }
        return calls
    }

    /// The text of the plain string literal `"…"` that starts at token `k` (one segment, no
    /// escape or interpolation), if one does, and the index of the token after it.
    private static func stringLiteral(at k: Int, _ tokens: [Token], _ bytes: [UInt8]) -> (String, Int)? {
        guard k + 1 < tokens.count, tokens[k].kind == .stringQuote, tokens[k].length == 1 else { return nil }
        if tokens[k + 1].kind == .stringQuote { return ("", k + 2) }
        guard k + 2 < tokens.count, tokens[k + 1].kind == .stringSegment, tokens[k + 2].kind == .stringQuote else { return nil }
        let segment = bytes[tokens[k + 1].range]
        guard !segment.contains(UInt8(ascii: "\\")) else { return nil }
        return (String(decoding: segment, as: UTF8.self), k + 3)
    }

    /// The texts of the array of plain string literals `["A", "B"]` that starts at token `k`, if
    /// one does, and the index of the token after it.
    private static func stringLiterals(at k: Int, _ tokens: [Token], _ bytes: [UInt8]) -> ([String], Int)? {
        guard k < tokens.count, tokens[k].kind == .leftSquare else { return nil }
        var list: [String] = []
        var n = k + 1
        while n < tokens.count, tokens[n].kind != .rightSquare {
            guard let (literal, next) = stringLiteral(at: n, tokens, bytes), next < tokens.count else { return nil }
            list.append(literal)
            n = next
            if tokens[n].kind == .comma { n += 1 } else if tokens[n].kind != .rightSquare { return nil }
        }
        return n < tokens.count ? (list, n + 1) : nil
    }

    /// `path` as a folder inside the package (`./GRDB/` is `GRDB`, `.` is `""`), or nil when it
    /// is absolute or climbs out of the package.
    static func normalizedFolder(_ path: String) -> String? {
        guard !path.hasPrefix("/") else { return nil }
        var components: [Substring] = []
        for component in path.split(separator: "/", omittingEmptySubsequences: true) where component != "." {
            if component == ".." { return nil }
            components.append(component)
        }
        return components.joined(separator: "/")
    }
}
