/// One level of an Xcode target's build settings: a build configuration's `buildSettings` in
/// `project.pbxproj`, or an `.xcconfig` file (its `baseConfigurationReference`) with the files
/// it includes. A setting's value is looked up through the levels a build stacks, highest
/// first (`XcodeBuildSettings.values(of:in:)`): the target's configuration, the target's
/// `.xcconfig`, the project's configuration of the same name, the project's `.xcconfig`.
///
/// What is read, as Xcode reads it: `NAME = value` (an `.xcconfig` line may end in `;`, `//`
/// starts a comment), conditional assignments `NAME[sdk=iphoneos*] = value` (in either kind of
/// level), `$(inherited)` (the value before: an earlier assignment of the level, else the
/// levels below), values made of other settings (`$(NAME)`, `${NAME}`, looked up from the top), `#include "path"` and `#include? "path"`
/// (relative to the including file's folder). What no build of the target can be told from
/// here (a conditional assignment applies to some builds only) counts every way: the answer
/// is the set of values the target's builds may see.
struct XcodeBuildSettings: Sendable, Equatable {
    struct Assignment: Sendable, Equatable {
        var name: String
        /// Whether it applies under a condition only (`[sdk=…]`, `[config=…]`, `[arch=…]`).
        var isConditional: Bool
        var value: String
    }

    /// In the order written: a later unconditional assignment replaces an earlier one.
    var assignments: [Assignment] = []

    /// The settings of a configuration's `buildSettings` dictionary (values that are no single
    /// string, lists such as `OTHER_SWIFT_FLAGS`, are left out).
    init(buildSettings: [String: ASCIIPropertyList]) {
        // (Sorted: a dictionary has no order, and conditional keys never replace one another.)
        for key in buildSettings.keys.sorted() {
            guard let value = buildSettings[key]?.string, let (name, conditional) = Self.settingName(Substring(key)) else { continue }
            assignments.append(Assignment(name: name, isConditional: conditional, value: Self.trimmed(Substring(value))))
        }
    }

    init(assignments: [Assignment] = []) {
        self.assignments = assignments
    }

    /// How deep `#include`s nest before the rest is left out (a file that includes itself).
    static let maximumIncludeDepth = 16

    /// The settings of the `.xcconfig` at `path` (normalized, absolute or relative as the
    /// project's paths are), read with `read` (nil: not readable, no settings), and of the files
    /// it includes.
    init(configurationFile path: String, read: (String) -> [UInt8]?, depth: Int = 0) {
        guard depth < Self.maximumIncludeDepth, let bytes = read(path) else { return }
        let folder = path.utf8Prefix(beforeLast: UInt8(ascii: "/")) ?? (path.hasPrefix("/") ? "/" : "")
        let text = String(decoding: bytes, as: UTF8.self)
        for rawLine in text.split(omittingEmptySubsequences: true, whereSeparator: { $0 == "\n" || $0 == "\r" }) {
            let line = rawLine.drop { $0 == " " || $0 == "\t" }
            if line.hasPrefix("#include") {
                // `#include "Shared.xcconfig"`, `#include? "Optional.xcconfig"`: a file that is
                // missing adds nothing either way (Xcode fails the build for the first).
                guard let open = line.firstIndex(of: "\""), let close = line[line.index(after: open)...].firstIndex(of: "\"") else { continue }
                let included = String(line[line.index(after: open)..<close])
                guard !included.isEmpty, !included.hasPrefix("<") else { continue }
                let includedPath = XcodeProject.normalized(XcodeProject.joined(folder, included))
                assignments += XcodeBuildSettings(configurationFile: includedPath, read: read, depth: depth + 1).assignments
                continue
            }
            var content = line[...]
            if let comment = content.firstRange(of: "//") { content = content[..<comment.lowerBound] }
            // (The first `=` outside the conditions' brackets: `NAME[sdk=iphoneos*] = value`.)
            var depth = 0
            let equals = content.firstIndex { character in
                if character == "[" { depth += 1 } else if character == "]" { depth -= 1 }
                return character == "=" && depth == 0
            }
            guard let equals,
                  let (name, conditional) = Self.settingName(content[..<equals]) else { continue }
            var value = Self.trimmed(content[content.index(after: equals)...])
            if value.hasSuffix(";") { value = Self.trimmed(Substring(value.dropLast())) }
            assignments.append(Assignment(name: name, isConditional: conditional, value: value))
        }
    }

    /// A setting's name without its conditions, and whether it has any; nil when the text is no
    /// setting's name (`FOO BAR`, empty).
    static func settingName(_ text: Substring) -> (String, Bool)? {
        let trimmed = Self.trimmed(text)
        let bracket = trimmed.firstIndex(of: "[")
        let name = bracket.map { trimmed[..<$0] } ?? trimmed[...]
        func isLetter(_ byte: UInt8) -> Bool { byte == UInt8(ascii: "_") || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")) }
        guard let first = name.utf8.first, isLetter(first),
              name.utf8.allSatisfy({ isLetter($0) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else { return nil }
        return (String(name), bracket != nil)
    }

    /// Without surrounding spaces and tabs, and without the quotes around a quoted value.
    static func trimmed(_ text: Substring) -> String {
        var value = text.drop { $0 == " " || $0 == "\t" }
        while let last = value.last, last == " " || last == "\t" { value = value.dropLast() }
        if value.count >= 2, value.first == "\"", value.last == "\"" { value = value.dropFirst().dropLast() }
        return String(value)
    }

    /// How many values a lookup gathers, and how deep settings made of settings go, before it
    /// gives up (and answers `unknown`).
    static let maximumValues = 32, maximumDepth = 8

    /// What a lookup answers that it could not work out (too deep, too many values).
    static let unknown = "$(?)"

    /// The values `name` may have in the builds of a configuration whose levels are `levels`,
    /// highest first: the empty string where nothing sets it.
    static func values(of name: String, in levels: [XcodeBuildSettings]) -> Set<String> {
        values(of: name, in: levels, from: 0, depth: 0)
    }

    private static func values(of name: String, in levels: [XcodeBuildSettings], from level: Int, depth: Int) -> Set<String> {
        guard depth <= maximumDepth else { return [unknown] }
        guard level < levels.count else { return [""] }
        let own = levels[level].assignments.filter { $0.name == name }
        var below: Set<String>?
        func inherited() -> Set<String> {
            if let below { return below }
            let found = values(of: name, in: levels, from: level + 1, depth: depth)
            below = found
            return found
        }
        // In order: `$(inherited)` in a later assignment is the value before it (an earlier one of
        // the same file or its includes, else the levels below), as Xcode reads an `.xcconfig`.
        var current: Set<String>?
        for assignment in own where !assignment.isConditional {
            let before = current ?? inherited()
            current = expanded(assignment.value, inherited: { before }, levels: levels, depth: depth)
        }
        var result = current ?? inherited()
        for assignment in own where assignment.isConditional {
            result.formUnion(expanded(assignment.value, inherited: inherited, levels: levels, depth: depth))
        }
        return result.count > maximumValues ? [unknown] : result
    }

    /// The values `value` stands for: `$(inherited)` replaced by each of the `inherited` values
    /// (those before it), `$(NAME)` and `${NAME}` by each value of that setting.
    private static func expanded(_ value: String, inherited: () -> Set<String>, levels: [XcodeBuildSettings], depth: Int) -> Set<String> {
        var results: Set<String> = [""]
        var rest = value[...]
        while let dollar = rest.firstIndex(of: "$") {
            let literal = String(rest[..<dollar])
            results = Set(results.map { $0 + literal })
            let afterDollar = rest[rest.index(after: dollar)...]
            guard let open = afterDollar.first, open == "(" || open == "{",
                  let close = afterDollar.firstIndex(of: open == "(" ? ")" : "}") else {
                // A `$` that starts no reference is text.
                results = Set(results.map { $0 + "$" })
                rest = afterDollar
                continue
            }
            let reference = String(afterDollar[afterDollar.index(after: afterDollar.startIndex)..<close])
            let substitutes: Set<String>
            if reference == "inherited" {
                substitutes = inherited()
            } else if settingName(Substring(reference))?.1 == false {
                substitutes = values(of: reference, in: levels, from: 0, depth: depth + 1)
            } else {
                // `$(NAME:modifier)` and other forms are not worked out.
                substitutes = [unknown]
            }
            results = Set(results.flatMap { prefix in substitutes.map { prefix + $0 } })
            if results.count > maximumValues { return [unknown] }
            rest = afterDollar[afterDollar.index(after: close)...]
        }
        return Set(results.map { trimmed(Substring($0 + rest)) })
    }
}
