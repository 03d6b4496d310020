import ArchModel

/// Marks as preview code, for every rule, the types only previews use: a fake written at file
/// level beside a scene's `#Preview` (`final class PreviewBooksRepository:
/// BooksSceneRepositoryObject`, `PreviewBooksRepository()` in the `#Preview`) is the preview's
/// code, as a type nested in a `PreviewProvider` is: no second Repository, in no layer's lists.
///
/// Such a type is a top-level type, not preview code itself, that its file's code names only in
/// preview code (or in the code of another such type of the file: a fake repository a fake
/// dispatcher holds), at least once, and that no other file's code names outside preview code
/// (unless it is `private` or `fileprivate`); never a `public` or `open` one (code outside the
/// tree may use it: a module's view that only its preview names), the type a preview shows
/// (`extension Cart: PreviewProvider`), one Interface Builder makes (`@IBOutlet`…), an
/// Objective-C class of Apple's frameworks or `@objc` one (`isAppCode`: a storyboard makes a
/// `UIViewController` by name), nor one whose folder gives it all its layers (a Repository in
/// `Repositories/`). So is, one level on, a top-level type of another file that only such
/// types (of files that would matter if reported) and preview code name (`chained`). Its
/// declaration, what it declares and its extensions in the file become preview code
/// (`PreviewExtensions.mark`); its concrete types leave their layers' lists
/// (`LintProject.markingPreviewCode`). What the model took from its declaration stays (its
/// layers by name, the generic arguments it names): rules skip preview declarations.
///
/// The files looked at are those with preview regions that declare a top-level type of their
/// own (most files have none, and cost one test), and only where it can change a reported
/// finding. A reported file's code tells; a skimmed one (whole-tree `lint` skims the files in no
/// layer) is read for it where one of its top-level types or extensions is in a layer, or a rule
/// judges its types of no layer (`RuleChecker.judgesTypesInNoLayer`). A file that is not
/// reported (`lint --staged`, `lint <paths>`) is looked at only where it declares a type of a
/// layer whose types count across files (`RuleChecker.layersCountedAcrossFiles`: a fake
/// Repository first by path would make the real one's finding), and only for such types (and
/// those whose code names them). Whether another file names a type is read from the code of the
/// files scanned in full, and of the skimmed ones that may name it (by their names,
/// `WordFilter`, or, under `lint --staged`, their text), read for that. So a file's findings are
/// the same whether it is linted alone or in the whole tree.
enum PreviewOnlyTypes {
    /// What `mark` did: the types marked, in how many files, and how many skimmed files it read.
    struct Outcome {
        var project: LintProject
        var types = 0
        var files = 0
        var read = 0
    }

    /// One top-level type of a file, by name (one type per platform in `#if` branches is one),
    /// and how the file's code names it.
    struct Use {
        var name: String
        /// Its declarations and its file's extensions of it (top level), with their tokens.
        var declarations: [(declaration: Int, tokens: Range<Int>)] = []
        /// Whether every declaration of it is `private` or `fileprivate`.
        var isPrivate = true
        /// Whether it cannot be preview-only: `public` or `open` (code outside the tree may use
        /// it: a module's view that only its preview names in the tree), the type previews show
        /// (`extension Cart: PreviewProvider`, preview code that extends it: `Cart` is app code),
        /// or one Interface Builder makes (`@IBOutlet`, `@IBAction`…: a storyboard names it).
        var isExcluded = false
        /// Whether preview code names it.
        var inPreview = false
        /// The tokens where other code names it (outside its own declarations and extensions).
        var outside: [Int] = []
    }

    static func mark(_ project: LintProject, facts: [FileFacts], reported: [Int]?, checkers: [any RuleChecker]) -> Outcome {
        let files = project.files
        // (Most files have no preview region: one test each.)
        let withPreviews = files.indices.filter { !files[$0].previewRegions.isEmpty && declaresTopLevelType(files[$0]) }
        guard !withPreviews.isEmpty else { return Outcome(project: project) }
        let reportedSet = reported.map(Set.init)
        func isReported(_ f: Int) -> Bool { reportedSet?.contains(f) ?? true }
        let counted = checkers.reduce(into: Set<String>()) { $0.formUnion($1.layersCountedAcrossFiles) }
        func isCounted(_ f: Int, _ d: Int) -> Bool { !project.layers(file: f, declaration: d).isDisjoint(with: counted) }
        // The files whose preview-only types can change a reported finding (see above).
        func matters(_ f: Int) -> Bool {
            // (Whether it may be, first: `lint --staged` works out the layers of few files, and
            // asking them of every file of the tree took 17 ms of a 0.5 s pre-commit run.)
            if !isReported(f), counted.isEmpty || !project.mayHaveType(in: counted, file: f) { return false }
            let declarations = files[f].declarations
            let tops = files[f].childIndices(of: nil).filter { declarations[$0].kind.hasMembers && !declarations[$0].isInPreview }
            if isReported(f) {
                return !files[f].isSkim || tops.contains { !project.layers(file: f, declaration: $0).isEmpty }
                    || checkers.contains { $0.judgesTypesInNoLayer(file: f, in: project) }
            }
            return tops.contains { isCounted(f, $0) }
        }
        // The files whose fakes may hold a type of another file (`chained`): those that would
        // matter if reported, whatever is reported, so that a chain is the same in a partial run.
        func holds(_ f: Int) -> Bool {
            let declarations = files[f].declarations
            return !facts[f].layers.isEmpty
                || files[f].childIndices(of: nil).contains { declarations[$0].kind.hasMembers && !declarations[$0].isInPreview && !project.layers(file: f, declaration: $0).isEmpty }
                || checkers.contains { $0.judgesTypesInNoLayer(file: f, in: project) }
        }
        var examined = withPreviews.filter(matters)
        // In a partial run, also the unreported ones that may name a top-level type of a file
        // that matters, for their fakes that name one (whole-tree `lint` examines them all).
        var chainNames: Set<String> = []
        if reportedSet != nil {
            let others = withPreviews.filter { f in !examined.contains(f) && !isReported(f) && holds(f) }
            if !others.isEmpty {
                for g in files.indices where matters(g) {
                    let declarations = files[g].declarations
                    for d in files[g].childIndices(of: nil) where declarations[d].kind.isNominalType && !declarations[d].isInPreview {
                        chainNames.insert(TypeIndex.simpleName(declarations[d].name))
                    }
                }
                let query = WordFilter.Query(chainNames)
                examined += others.filter { f in
                    guard files[f].isSkim else { return files[f].references.contains { chainNames.contains($0.name) } }
                    if let filter = facts[f].words { return filter.mayContain(anyOf: query) }
                    let file = files[f].file
                    let words = chainNames.map { Array($0.utf8) }
                    let found = file.bytes.withUnsafeBufferPointer { bytes in words.contains { Linter.contains(word: $0, in: bytes) } }
                    file.releaseBytes()
                    return found
                }
                examined.sort()
            }
        }
        guard !examined.isEmpty else { return Outcome(project: project) }
        let toRead = examined.filter { files[$0].isSkim }
        var scans: [Int: FileSyntax] = [:]
        for (k, syntax) in Linter.scanInFull(toRead, of: files, releasesBytes: true).enumerated() { scans[toRead[k]] = syntax }
        // Each file's top-level types and their uses, file by file in parallel.
        var uses = Parallel.map(examined.count) { k in Self.uses(in: files[examined[k]], code: scans[examined[k]] ?? files[examined[k]]) }
        for (k, f) in examined.enumerated() {
            excludeAppCode(&uses[k], file: f, pathLayers: facts[f].layers, project)
        }
        // The types looked at: every one of a reported file; in another, those of the counted
        // layers and those whose code names them (which decide whether they are preview-only).
        let looked = examined.indices.map { k -> [Bool] in
            let f = examined[k]
            guard !isReported(f) else { return uses[k].map { _ in true } }
            var looked = uses[k].map { use in use.declarations.contains { isCounted(f, $0.declaration) } }
            // And those that name a type of a file that matters (a fake that may hold it).
            if !chainNames.isEmpty {
                for reference in (scans[f] ?? files[f]).references where chainNames.contains(reference.name) {
                    if let u = uses[k].indices.first(where: { uses[k][$0].declarations.contains { $0.tokens.contains(reference.token) } }) { looked[u] = true }
                }
            }
            var grew = true
            while grew {
                grew = false
                for u in uses[k].indices where looked[u] {
                    for token in uses[k][u].outside {
                        guard let v = uses[k].indices.first(where: { uses[k][$0].declarations.contains { $0.tokens.contains(token) } }),
                              !looked[v] else { continue }
                        looked[v] = true
                        grew = true
                    }
                }
            }
            return looked
        }
        // The names another file must not name: those of the types that are preview-only if no
        // other file names them, with the files that declare them.
        var declarers: [String: Set<Int>] = [:]
        for (k, f) in examined.enumerated() {
            for u in previewOnly(uses[k], { looked[k][$0] }) where !uses[k][u].isPrivate { declarers[uses[k][u].name, default: []].insert(f) }
        }
        // By name, the files whose code names it outside preview code: first the files with
        // code; then, for the names none of those names (every fake, few others), the skimmed
        // files that may name one, read for it.
        var namers: [String: Set<Int>] = [:]
        var asked = Set(declarers.keys)
        let codeFiles = files.indices.filter { scans[$0] != nil || !files[$0].isSkim }
        for pass in 0..<2 where !asked.isEmpty {
            let searched: [Int]
            if pass == 0 {
                searched = codeFiles
            } else {
                let query = WordFilter.Query(asked)
                let words = asked.map { Array($0.utf8) }
                let unread = scans
                let mayName = Parallel.map(files.count) { g in
                    unread[g] == nil && skimmedFile(g, mayName: query, words, files: files, facts: facts)
                }
                searched = files.indices.filter { mayName[$0] }
                for (k, syntax) in Linter.scanInFull(searched, of: files, releasesBytes: true).enumerated() { scans[searched[k]] = syntax }
            }
            // (Every reference of those files is looked at: by its name's length first.)
            let lengths = lengthMask(asked)
            let names = asked
            let named = Parallel.map(searched.count) { k -> [String] in
                let g = searched[k]
                let code = scans[g] ?? files[g]
                var found: Set<String> = []
                for reference in code.references where mayBe(reference.name, lengths) && names.contains(reference.name)
                    && !found.contains(reference.name) && !reference.isInPreview && !files[g].isInPreview(token: reference.token) {
                    found.insert(reference.name)
                }
                return Array(found)
            }
            for (k, found) in named.enumerated() {
                for name in found { namers[name, default: []].insert(searched[k]) }
            }
            // A name is settled once every file that declares it has another file naming it.
            asked = asked.filter { name in declarers[name]!.contains { f in !(namers[name] ?? []).contains { $0 != f } } }
        }
        // What each file marks: its preview-only types, then those only they and previews name.
        var chosen: [Int: (uses: [Use], chosen: [Int])] = [:]
        for (k, f) in examined.enumerated() {
            let found = previewOnly(uses[k]) { u in
                looked[k][u] && (uses[k][u].isPrivate || (namers[uses[k][u].name] ?? []).allSatisfy { $0 == f })
            }
            if !found.isEmpty { chosen[f] = (uses[k], found) }
        }
        let examinedUses = Dictionary(uniqueKeysWithValues: examined.indices.map { (examined[$0], uses[$0]) })
        for (g, found) in chained(chosen, holders: Set(examined.filter(holds)), examinedUses: examinedUses, scans: &scans,
                                  matters: matters, isCounted: isCounted, isReported: isReported, project, facts: facts) {
            chosen[g, default: (found.uses, [])].chosen += found.chosen
        }
        var marked: [Int: FileSyntax] = [:]
        var outcome = Outcome(project: project, read: scans.count)
        for (f, found) in chosen.sorted(by: { $0.key < $1.key }) {
            var file = files[f]
            PreviewExtensions.mark(&file, found.chosen.flatMap { found.uses[$0].declarations })
            marked[f] = file
            outcome.types += found.chosen.count
            outcome.files += 1
        }
        outcome.project = project.markingPreviewCode(marked)
        return outcome
    }

    /// The types that only preview-only types of other files (`chosen`, by file, of the
    /// `holders`: those files that would matter if reported) and preview code name: a fake
    /// repository held by a fake dispatcher beside another file's `#Preview`. One level: a
    /// top-level type, declared in one file that matters (`matters`), that is no `private`,
    /// `public` or app code (`isAppCode`), named in the code of such a type, and nowhere else
    /// outside preview code and its own declarations (read, as `mark` reads it, in the files
    /// with code and in the skimmed ones that may name it). By file, its uses and the ones chosen.
    private static func chained(_ chosen: [Int: (uses: [Use], chosen: [Int])], holders: Set<Int>, examinedUses: [Int: [Use]],
                                scans: inout [Int: FileSyntax], matters: (Int) -> Bool, isCounted: (Int, Int) -> Bool,
                                isReported: (Int) -> Bool, _ project: LintProject, facts: [FileFacts]) -> [Int: (uses: [Use], chosen: [Int])] {
        let files = project.files
        // The token ranges of preview-only types, by file.
        var ranges: [Int: [Range<Int>]] = [:]
        for (f, found) in chosen { ranges[f] = found.chosen.flatMap { found.uses[$0].declarations.map(\.tokens) } }
        func isChosenCode(_ token: Int, file f: Int) -> Bool { ranges[f]?.contains { $0.contains(token) } ?? false }
        // The candidates, by name: the file that declares it, its uses there and its own.
        var candidates: [String: (file: Int, uses: [Use], use: Int)] = [:]
        var rejected: Set<String> = []
        var usesOf: [Int: [Use]] = [:]
        for f in chosen.keys.sorted() where holders.contains(f) {
            for reference in (scans[f] ?? files[f]).references where isChosenCode(reference.token, file: f)
                && candidates[reference.name] == nil && !rejected.contains(reference.name) {
                let name = reference.name
                // One top-level type of one other file that matters.
                let entries = project.index.entries(named: name).filter { $0.qualifiedName == name }
                guard entries.count == 1, let g = entries[0].declarations.first?.file, g != f,
                      entries[0].declarations.allSatisfy({ $0.file == g }), matters(g) else { rejected.insert(name); continue }
                if usesOf[g] == nil {
                    if let known = examinedUses[g] {
                        usesOf[g] = known
                    } else {
                        if files[g].isSkim, scans[g] == nil { scans[g] = Linter.scanInFull([g], of: files, releasesBytes: true)[0] }
                        var found = uses(in: files[g], code: scans[g] ?? files[g])
                        excludeAppCode(&found, file: g, pathLayers: facts[g].layers, project)
                        usesOf[g] = found
                    }
                }
                let gUses = usesOf[g]!
                guard let u = gUses.firstIndex(where: { $0.name == name }), !gUses[u].isExcluded, !gUses[u].isPrivate,
                      !(chosen[g]?.chosen.contains(u) ?? false),
                      isReported(g) || gUses[u].declarations.contains(where: { isCounted(g, $0.declaration) })
                else { rejected.insert(name); continue }
                candidates[name] = (g, gUses, u)
            }
        }
        guard !candidates.isEmpty else { return [:] }
        // Named anywhere else outside preview code: first in the files with code, then in the
        // skimmed ones that may name one, read for it.
        var asked = Set(candidates.keys)
        for pass in 0..<2 where !asked.isEmpty {
            let searched: [Int]
            if pass == 0 {
                searched = files.indices.filter { scans[$0] != nil || !files[$0].isSkim }
            } else {
                let query = WordFilter.Query(asked)
                let words = asked.map { Array($0.utf8) }
                searched = files.indices.filter { g in scans[g] == nil && skimmedFile(g, mayName: query, words, files: files, facts: facts) }
                for (k, syntax) in Linter.scanInFull(searched, of: files, releasesBytes: true).enumerated() { scans[searched[k]] = syntax }
            }
            for g in searched {
                for reference in (scans[g] ?? files[g]).references where asked.contains(reference.name) {
                    let candidate = candidates[reference.name]!
                    guard !reference.isInPreview, !files[g].isInPreview(token: reference.token), !isChosenCode(reference.token, file: g),
                          !(g == candidate.file && candidate.uses[candidate.use].declarations.contains { $0.tokens.contains(reference.token) })
                    else { continue }
                    asked.remove(reference.name)
                    candidates[reference.name] = nil
                }
            }
        }
        var result: [Int: (uses: [Use], chosen: [Int])] = [:]
        for (_, candidate) in candidates.sorted(by: { $0.key < $1.key }) {
            result[candidate.file, default: (candidate.uses, [])].chosen.append(candidate.use)
        }
        return result
    }

    /// Whether file `g` is skimmed and may name one of `words` (its word filter's answer to
    /// `query`, or its bytes searched, then released); never one in `Preview Content`, all of
    /// whose code is preview code.
    private static func skimmedFile(_ g: Int, mayName query: WordFilter.Query, _ words: [[UInt8]], files: [FileSyntax],
                                    facts: [FileFacts]) -> Bool {
        guard files[g].isSkim, !files[g].isPreviewContent else { return false }
        if let filter = facts[g].words { return filter.mayContain(anyOf: query) }
        let file = files[g].file
        let found = file.bytes.withUnsafeBufferPointer { bytes in words.contains { Linter.contains(word: $0, in: bytes) } }
        file.releaseBytes()
        return found
    }

    /// Marks the uses of file `f` that are app code (`isAppCode`) as excluded.
    private static func excludeAppCode(_ uses: inout [Use], file f: Int, pathLayers: Set<String>, _ project: LintProject) {
        for u in uses.indices where !uses[u].isExcluded
            && isAppCode(uses[u], file: f, pathLayers: pathLayers, supertypes: supertypes(of: uses[u], file: f, project), project) {
            uses[u].isExcluded = true
        }
    }

    /// The supertypes of a use's type: the tree's closure and what its declarations write.
    private static func supertypes(of use: Use, file f: Int, _ project: LintProject) -> Set<String> {
        let declarations = project.files[f].declarations
        var supertypes = project.supertypes(of: use.name)
        for (d, _) in use.declarations { supertypes.formUnion(declarations[d].inheritance.map(\.baseName)) }
        return supertypes
    }

    /// Whether a type is app code whoever names it, so never a fake:
    /// - its layers are all its file's folder's (`CacheRepository` in `Repositories/`), unless it
    ///   is `private` or `fileprivate`: it sits where that layer's app code lives (and code that
    ///   uses it may be in a folder the configuration excludes, which is not read); a fake beside
    ///   a scene is in a layer its folder does not give (a Repository in `Scenes/`), and a private
    ///   one (`private struct BadgePreviewHost` in `Components/`) no other file can use;
    /// - it is a class, not `private`, that inherits from an Objective-C class of Apple's
    ///   frameworks or conforms to such a protocol (a `UIViewController`, `NSObject`,
    ///   `UIApplicationDelegate`…), or is `@objc`, `@objcMembers` or `@main`: a storyboard, a nib,
    ///   `Info.plist` or the runtime make it by name, which no Swift file shows (not a struct, such
    ///   as a preview's `UIViewControllerRepresentable`);
    /// - it is a SwiftUI `View` (directly or through the tree's protocols and classes; a
    ///   `UIViewControllerRepresentable` and its kin too), neither `private` nor named as a
    ///   preview's (`isNamedAsFake`): the view or scene a `#Preview` shows is what the preview is
    ///   of, app code that nothing else may use yet (a new `ShelfScene` written with Xcode's template, or a list that shows a row
    ///   declared below it), as STYLES.md has it (only preview bodies are exempt); a view a
    ///   preview wraps it in to hold its `@State` is preview code with its fakes when it says so,
    ///   `private struct ShelfHarness` or `ShelfScenePreview`. (Telling a wrapper by what it
    ///   shows took every screen that shows a row of its file for a wrapper: review 32f item 1.)
    private static func isAppCode(_ use: Use, file f: Int, pathLayers: Set<String>, supertypes: Set<String>, _ project: LintProject) -> Bool {
        let declarations = project.files[f].declarations
        var layers: Set<String> = []
        for (d, _) in use.declarations {
            if declarations[d].attributes.contains(where: { $0.isNamed("objc") || $0.isNamed("objcMembers") || $0.isNamed("main") }) { return true }
            if declarations[d].kind.isNominalType { layers.formUnion(project.layers(file: f, declaration: d)) }
        }
        // (Not a `private` one: no other file's code can use it, so its file tells.)
        if !layers.isEmpty, layers.isSubset(of: pathLayers), !use.isPrivate { return true }
        // (A class a storyboard or the runtime can make by name: not a struct, such as a
        // `UIViewControllerRepresentable`, nor a private class.)
        if !use.isPrivate, use.declarations.contains(where: { declarations[$0.declaration].kind == .class }),
           supertypes.contains(where: isObjectiveCFrameworkName) {
            return true
        }
        return supertypes.contains(where: isViewName) && !use.isPrivate && !isNamedAsFake(use.name)
    }

    /// SwiftUI's `View`, and the protocols that make a UIKit or AppKit view one (they refine it).
    private static func isViewName(_ name: String) -> Bool {
        ["View", "UIViewRepresentable", "UIViewControllerRepresentable", "NSViewRepresentable", "NSViewControllerRepresentable"]
            .contains(TypeIndex.simpleName(name))
    }

    /// Whether a view's name says it is a preview's own: its first or last word (as camel case
    /// splits it) is `Preview`, `Previews`, `Mock`, `Fake` or `Stub` (`BooksScenePreview`,
    /// `PreviewHost`, `MockRow`), or it holds the words `Preview Host` (`ProductBadgePreviewHost`);
    /// not `LinkPreviewView`, `MockupGallery` or `ImagePreviewHostingView`, a feature's views.
    static func isNamedAsFake(_ name: String) -> Bool {
        var words: [Substring] = []
        var start = name.startIndex
        for index in name.indices.dropFirst() where name[index].isUppercase && !name[name.index(before: index)].isUppercase {
            words.append(name[start..<index])
            start = index
        }
        words.append(name[start...])
        let fakes: Set<Substring> = ["Preview", "Previews", "Mock", "Fake", "Stub"]
        guard let first = words.first, let last = words.last else { return false }
        return fakes.contains(first) || fakes.contains(last)
            || zip(words, words.dropFirst()).contains { $0.0 == "Preview" && $0.1 == "Host" }
    }

    /// `NSObject`, `UIView`, `NSViewController`, `UITableViewDelegate`: a name of Apple's
    /// Objective-C frameworks (`UI` or `NS`, then a capital letter).
    private static func isObjectiveCFrameworkName(_ name: String) -> Bool {
        let bytes = Array(TypeIndex.simpleName(name).utf8.prefix(3))
        guard bytes.count == 3, bytes[2] >= UInt8(ascii: "A"), bytes[2] <= UInt8(ascii: "Z") else { return false }
        return (bytes[0] == UInt8(ascii: "U") && bytes[1] == UInt8(ascii: "I")) || (bytes[0] == UInt8(ascii: "N") && bytes[1] == UInt8(ascii: "S"))
    }

    /// Whether the file declares a top-level type that is not preview code.
    private static func declaresTopLevelType(_ file: FileSyntax) -> Bool {
        let declarations = file.declarations
        return file.childIndices(of: nil).contains { declarations[$0].kind.isNominalType && !declarations[$0].isInPreview }
    }

    /// The top-level types of `file` that are not preview code, and where `code` (the file's
    /// full scan: `file` itself, or a full scan of the skim `file`) names them. Preview code is
    /// `file`'s: the scan's own, and what was marked across files (`PreviewExtensions`).
    static func uses(in file: FileSyntax, code: FileSyntax) -> [Use] {
        let declarations = file.declarations
        var byName: [String: Int] = [:]
        var result: [Use] = []
        let tops = file.childIndices(of: nil)
        for d in tops where declarations[d].kind.isNominalType && !declarations[d].isInPreview {
            let name = TypeIndex.simpleName(declarations[d].name)
            let isPrivate = declarations[d].hasModifier("private") || declarations[d].hasModifier("fileprivate")
            let k = byName[name] ?? result.count
            if k == result.count {
                byName[name] = k
                result.append(Use(name: name))
            }
            result[k].declarations.append((d, declarations[d].tokenRange))
            result[k].isPrivate = result[k].isPrivate && isPrivate
            if declarations[d].hasModifier("public") || declarations[d].hasModifier("open") { result[k].isExcluded = true }
        }
        // Its extensions (`extension PreviewRepository: Port`, whose name is a reference), and
        // those that make it the type previews show.
        for e in tops where declarations[e].kind == .extension {
            guard let k = byName[TypeIndex.firstComponent(declarations[e].name)] else { continue }
            if declarations[e].isInPreview {
                result[k].isExcluded = true
            } else {
                result[k].declarations.append((e, declarations[e].tokenRange))
            }
        }
        if !result.isEmpty {
            for d in declarations.indices where !declarations[d].attributes.isEmpty
                && declarations[d].attributes.contains(where: { attribute in interfaceBuilder.contains { attribute.isNamed($0) } }) {
                var top = d
                while let parent = declarations[top].parent { top = parent }
                guard let k = byName[TypeIndex.firstComponent(declarations[top].name)],
                      result[k].declarations.contains(where: { $0.declaration == top }) else { continue }
                result[k].isExcluded = true
            }
        }
        // Every reference, member or not (`Views.BooksScene` names the scene too).
        let lengths = lengthMask(byName.keys)
        for reference in code.references where mayBe(reference.name, lengths) {
            guard let k = byName[reference.name], !result[k].declarations.contains(where: { $0.tokens.contains(reference.token) }) else { continue }
            if reference.isInPreview || file.isInPreview(token: reference.token) {
                result[k].inPreview = true
            } else {
                result[k].outside.append(reference.token)
            }
        }
        return result
    }

    /// The lengths of some names (in UTF-8 bytes), a bit each (63: any longer one).
    private static func lengthMask(_ names: some Sequence<String>) -> UInt64 {
        names.reduce(0) { $0 | 1 << UInt64(min($1.utf8.count, 63)) }
    }

    /// Whether `name` may be one of the names of `mask` by its length.
    @inline(__always) private static func mayBe(_ name: String, _ mask: UInt64) -> Bool {
        mask & 1 << UInt64(min(name.utf8.count, 63)) != 0
    }

    /// The attributes of what Interface Builder connects: a type with one is made by a storyboard.
    private static let interfaceBuilder = ["IBOutlet", "IBAction", "IBSegueAction", "IBInspectable", "IBDesignable"]

    /// The types of `uses` (indices) that are preview-only, of those that pass `allowed` (named
    /// by no other file): named in preview code or in the code of another preview-only type, and
    /// nowhere else. Grown until no more is found (a fake that another fake holds).
    static func previewOnly(_ uses: [Use], _ allowed: (Int) -> Bool) -> [Int] {
        var chosen = [Bool](repeating: false, count: uses.count)
        func inChosen(_ token: Int) -> Bool {
            uses.indices.contains { chosen[$0] && uses[$0].declarations.contains { $0.tokens.contains(token) } }
        }
        var grew = true
        while grew {
            grew = false
            for u in uses.indices where !chosen[u] && !uses[u].isExcluded && (uses[u].inPreview || !uses[u].outside.isEmpty) {
                guard uses[u].outside.allSatisfy(inChosen), allowed(u) else { continue }
                chosen[u] = true
                grew = true
            }
        }
        return uses.indices.filter { chosen[$0] }
    }
}
