/// What `lint --staged` asks git about the work tree, from one
/// `git status --porcelain=v2 -z --untracked-files=all --ignored=matching`: one walk of the
/// tree where separate `diff` and `ls-files` queries took five (each stats every tracked file).
///
/// Paths are absolute (`top` + the root-relative path git gives). Blobs are full object ids.
/// Links (mode 120000) and submodules (160000) are not files to lint: links staged are listed
/// apart, submodules are left out.
struct GitStatus {
    /// Files the index adds, modifies, renames, copies or changes in type (what `diff --cached
    /// --diff-filter=ACMRT` lists), with their index blob; sorted by path.
    var staged: [Entry] = []
    /// Links among those.
    var stagedLinks: [String] = []
    /// Tracked files whose work-tree copy differs from the index (modified, deleted, changed in
    /// type: `diff --diff-filter=MDT`), with their index blob; sorted by path.
    var unstaged: [Entry] = []
    /// Files added with `git add -N` (intent to add): in the index without contents, so not in
    /// the next commit.
    var intentToAdd: [String] = []
    /// Files git neither tracks nor ignores.
    var untracked: [String] = []
    /// Ignored files and folders (a folder with a trailing `/`, not walked).
    var ignored: [String] = []
    /// Files the index deletes.
    var stagedDeletions: [String] = []
    /// Files the index modifies, deletes, renames or changes in type, as HEAD holds them
    /// (`diff --cached --diff-filter=MDRT`, old side): a renamed file under its old path.
    var previous: [Entry] = []

    typealias Entry = (path: String, blob: String)

    /// The git command that prints what `init(porcelain:top:)` reads. `--no-optional-locks`:
    /// in a pre-commit hook git holds the index lock, and status must not try to refresh it.
    static let arguments = ["--no-optional-locks", "status", "--porcelain=v2", "-z", "--untracked-files=all", "--ignored=matching"]

    /// Reads `git status --porcelain=v2 -z` output. Records: `1 XY sub mH mI mW hH hI path`
    /// (changed), `2 XY sub mH mI mW hH hI Xscore path` NUL `origPath` (renamed or copied),
    /// `u …` (unmerged: neither side is a file to read), `? path`, `! path`; `X` is the index's
    /// change against HEAD, `Y` the work tree's against the index, `.` for none.
    init(porcelain output: [UInt8], top: String) {
        let fields = output.split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        var k = 0
        while k < fields.count {
            let field = fields[k]
            k += 1
            guard let kind = field.first, field.dropFirst().first == " " else { continue }
            switch kind {
            case "?": untracked.append(top + "/" + field.dropFirst(2))
            case "!": ignored.append(top + "/" + field.dropFirst(2))
            case "1", "2":
                let parts = field.split(separator: " ", maxSplits: kind == "1" ? 8 : 9, omittingEmptySubsequences: false)
                guard parts.count == (kind == "1" ? 9 : 10) else { continue }
                let path = top + "/" + parts[parts.count - 1]
                var original = path
                if kind == "2" {
                    guard k < fields.count else { continue }
                    original = top + "/" + fields[k]
                    k += 1
                }
                let status = Array(parts[1])
                guard status.count == 2 else { continue }
                let (x, y) = (status[0], status[1])
                let (headMode, indexMode) = (parts[3], parts[4])
                let (headBlob, indexBlob) = (String(parts[6]), String(parts[7]))
                // (`T`: a link replaced by a file, or a file by a link, staged.)
                if "AMRCT".contains(x) {
                    if indexMode == "120000" {
                        stagedLinks.append(path)
                    } else if indexMode != "160000" {
                        staged.append((path, indexBlob))
                    }
                }
                if x == "D" { stagedDeletions.append(path) }
                if "MDRT".contains(x), headMode != "120000", headMode != "160000" {
                    previous.append((original, headBlob))
                }
                if y == "A" {
                    intentToAdd.append(path)
                } else if y == "R" {
                    // A file moved in the work tree, the new name only marked with `git add -N`:
                    // the commit holds the old name, with the index's contents, not the new one.
                    intentToAdd.append(path)
                    if kind == "2", indexMode != "120000", indexMode != "160000" { unstaged.append((original, indexBlob)) }
                } else if "MDT".contains(y), indexMode != "120000", indexMode != "160000" {
                    unstaged.append((path, indexBlob))
                }
            default: continue
            }
        }
        staged.sort { $0.path < $1.path }
        unstaged.sort { $0.path < $1.path }
        previous.sort { $0.path < $1.path }
    }

    init() {}
}
