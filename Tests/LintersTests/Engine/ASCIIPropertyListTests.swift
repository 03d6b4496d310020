import Foundation
import Testing
@testable import Linters

/// Old-style ASCII property lists, as `project.pbxproj` is written; malformed ones are nil.
@Suite struct ASCIIPropertyListTests {
    private static func parse(_ text: String) -> ASCIIPropertyList? { ASCIIPropertyList.parse(Array(text.utf8)) }

    /// A project's shape: the `// !$*UTF8*$!` line, comments after ids, sections, one-line
    /// objects, bare and quoted strings, lists with a comma after the last item.
    @Test func aProjectIsRead() {
        let text = """
            // !$*UTF8*$!
            {
            \tarchiveVersion = 1;
            \tclasses = {
            \t};
            \tobjects = {

            /* Begin PBXBuildFile section */
            \t\tAA01 /* Row.swift in Sources */ = {isa = PBXBuildFile; fileRef = AA02 /* Row.swift */; };
            /* End PBXBuildFile section */
            \t\tAA03 /* Debug */ = {
            \t\t\tisa = XCBuildConfiguration;
            \t\t\tbuildSettings = {
            \t\t\t\t"OTHER_SWIFT_FLAGS[sdk=*]" = (
            \t\t\t\t\t"$(inherited)",
            \t\t\t\t\t"-DX",
            \t\t\t\t);
            \t\t\t\tSWIFT_DEFAULT_ACTOR_ISOLATION = MainActor;
            \t\t\t\tSWIFT_VERSION = 5.0;
            \t\t\t\tINFOPLIST_FILE = App/Info.plist;
            \t\t\t};
            \t\t\tname = Debug;
            \t\t};
            \t};
            \trootObject = AA00 /* Project object */;
            }

            """
        let list = Self.parse(text)
        #expect(list?["archiveVersion"] == .string("1"))
        #expect(list?["classes"] == .dictionary([:]))
        #expect(list?["rootObject"]?.string == "AA00")
        #expect(list?["objects"]?["AA01"] == .dictionary(["isa": .string("PBXBuildFile"), "fileRef": .string("AA02")]))
        let settings = list?["objects"]?["AA03"]?["buildSettings"]
        #expect(settings?["OTHER_SWIFT_FLAGS[sdk=*]"]?.strings == ["$(inherited)", "-DX"])
        #expect(settings?["SWIFT_DEFAULT_ACTOR_ISOLATION"]?.string == "MainActor")
        #expect(settings?["SWIFT_VERSION"]?.string == "5.0")
        #expect(settings?["INFOPLIST_FILE"]?.string == "App/Info.plist")
    }

    /// Escapes in quoted strings: control characters, quotes, backslashes, `\U` UTF-16 units and
    /// octal bytes; single quotes as double ones; UTF-8 as written.
    @Test func quotedStringsDecodeTheirEscapes() {
        #expect(Self.parse(#"("a\"b", "c\\d", "e\nf\tg", "\U00e9\U4e2D", "\101\7", 'it"s', "<group>", "café", "")"#)
            == .array([.string("a\"b"), .string("c\\d"), .string("e\nf\tg"), .string("é中"), .string("A\u{7}"), .string("it\"s"),
                       .string("<group>"), .string("café"), .string("")]))
        #expect(Self.parse(#"{ "key with space" = "v"; a.b-c_$:/+ = x; }"#)
            == .dictionary(["key with space": .string("v"), "a.b-c_$:/+": .string("x")]))
        // A lone surrogate is U+FFFD; the last of two equal keys wins.
        #expect(Self.parse(#"{ k = "\Ud800"; k = "\U0041"; }"#) == .dictionary(["k": .string("A")]))
        #expect(Self.parse(#"{ k = "\Ud800x"; }"#) == .dictionary(["k": .string("\u{FFFD}x")]))
    }

    @Test func dataAndCommentsAndEmptyCollections() {
        #expect(Self.parse("<0fbd 7A>") == .data([0x0F, 0xBD, 0x7A]))
        #expect(Self.parse("/* a */ ( /* b */ ) // c") == .array([]))
        #expect(Self.parse("\u{FEFF}{}") == .dictionary([:]))
        #expect(Self.parse("(a, b)") == .array([.string("a"), .string("b")]))
        #expect(Self.parse("(a, b,)") == .array([.string("a"), .string("b")]))
        #expect(Self.parse("word") == .string("word"))
    }

    /// Nothing that is not a whole list is one: a truncated file, an unterminated string or
    /// comment, a missing `=` or `;`, two commas, text after the list, bad data, a stray byte.
    @Test func malformedListsAreNil() {
        for text in ["", "   ", "// only a comment", "{", "{ a = b; ", "{ a = b }", "{ a b; }", "{ a = ; }", "{ = b; }", "(a,, b)", "(a b)",
                     "(a", "\"open", "{ a = \"b; }", "/* open", "{ a = b; /* open }", "{} {}", "{} x", "<0fb>", "<0g>", "<00", "{ a = <00; }",
                     "{ ; }", "{ a = b;; }", "(,)", "{ a = (b; }", "{ \"a\\", "= x", "}", ")", "@", "{ a = b@; }", "{ a = 'b\"; }"] {
            #expect(Self.parse(text) == nil, "\(text)")
        }
    }

    /// Nesting deeper than `maximumDepth` is no list, not a stack overflow.
    @Test func deepNestingIsRefused() {
        let depth = ASCIIPropertyList.maximumDepth
        #expect(Self.parse(String(repeating: "(", count: depth) + String(repeating: ")", count: depth)) != nil)
        #expect(Self.parse(String(repeating: "(", count: depth + 1) + String(repeating: ")", count: depth + 1)) == nil)
        #expect(Self.parse(String(repeating: "{a=", count: 200_000)) == nil)
        #expect(Self.parse(String(repeating: "(", count: 1_000_000)) == nil)
    }

    /// Every prefix of a project, every one-byte change of it and random bytes: nil or a list,
    /// never a crash (a truncated project is nil).
    @Test func damagedInputNeverCrashes() {
        let text = Array("""
            { a = ( "x\\"y", <00ff>, { b = c; }, ); /* d */ e = 'f'; // g
            }
            """.utf8)
        #expect(ASCIIPropertyList.parse(text) != nil)
        for end in 0..<text.count { #expect(ASCIIPropertyList.parse(Array(text[..<end])) == nil, "\(end)") }
        var changed = 0
        for k in text.indices {
            for byte: UInt8 in [0, 0x22, 0x27, 0x28, 0x29, 0x2C, 0x2F, 0x3B, 0x3C, 0x3D, 0x3E, 0x5C, 0x7B, 0x7D, 0xFF] {
                var copy = text
                copy[k] = byte
                if ASCIIPropertyList.parse(copy) == nil { changed += 1 }
            }
        }
        #expect(changed > 0)
        var generator = SplitMix(seed: 27)  // (LexerTests')
        let alphabet = Array("{}()=;,\"'<>/*\\ \nab01".utf8)
        for _ in 0..<2000 {
            let bytes = (0..<Int(generator.next() % 40)).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
            _ = ASCIIPropertyList.parse(bytes)
        }
    }

    /// Every `project.pbxproj` of the corpus is read.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["ARCHTOOL_CORPUS"] != nil))
    func theCorpusProjectsAreRead() throws {
        let root = ProcessInfo.processInfo.environment["ARCHTOOL_CORPUS"]!
        var unread: [String] = []
        let walker = FileManager.default.enumerator(atPath: root)
        while let next = walker?.nextObject() as? String {
            guard next.hasSuffix(".xcodeproj/project.pbxproj"), let data = FileManager.default.contents(atPath: root + "/" + next) else { continue }
            if ASCIIPropertyList.parse(Array(data))?["objects"] == nil { unread.append(next) }
        }
        #expect(unread == [])
    }
}
