#!/usr/bin/env bash
# `lint --staged` reports exactly what a whole-tree lint reports in the staged files, although
# it skims the other files, walks only the staged ones in rules and works out the layers of
# the others' declarations only on demand.
#
# For each style: copy the corpus into a temporary git repository, lint it whole, stage an edit
# (a trailing comment) to 20 files with findings and 10 without (every n-th, deterministic),
# lint --staged, and compare the JSON findings with the whole-tree ones of the staged files, of
# the files it reports with them (those naming a type a staged file declares or extends: each
# such file's whole-tree findings, all of them), and those that a staged file makes elsewhere
# (SARIF's relatedLocations); then the same for
# `lint <paths>` of those files in a project, which reads the rest for context.
# Usage: scripts/staged-equivalence.sh CORPUS_DIR [ARCHTOOL_BINARY]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
corpus=${1:?usage: scripts/staged-equivalence.sh CORPUS_DIR [ARCHTOOL_BINARY]}
bin=$(cd "$(dirname "${2:-$root/.build/debug/archtool}")" && pwd)/$(basename "${2:-archtool}")
repo=$(mktemp -d "${TMPDIR:-/tmp}/archtool-staged.XXXXXX")
trap 'rm -rf "$repo"' EXIT
(cd "$corpus" && find . -name "*.swift" -type f -print0 | tar --null -T - -cf -) | (cd "$repo" && tar -xf -)
cd "$repo"
git init -q -b main && git add -A && git -c user.name=ci -c user.email=ci@example.com commit -q -m corpus
python3 - "$bin" <<'EOF'
import json, os, subprocess, sys
from urllib.parse import unquote
binary = sys.argv[1]
def run(*args):
    return subprocess.run(args, capture_output=True, text=True)
failed = False
def compare(label, found, full, related, whole, reported, users=False):
    """The whole-tree findings of the reported files, those they make elsewhere, and those about
    the whole project (reported with any file), against `found`. With `users` (--staged), the
    files that name a type a staged file declares or extends are reported too: each file of
    another finding in `found` counts as reported, all of its whole-tree findings expected."""
    global failed
    key = lambda f: (f["path"], f["line"], f["rule"], f["message"])
    if users:
        reported = reported | {f["path"] for f in found}
    expected = [f for f in full if f["path"] in reported or related.get(key(f), set()) & reported or (key(f) in whole and reported)]
    same = found == expected
    failed |= not same
    print(f"{label}, {len(expected)} findings expected, {len(found)} reported: " + ("same" if same else "DIFFERENT"))
    if not same:
        for f in expected:
            if f not in found: print("  missing", f)
        for f in found:
            if f not in expected: print("  extra  ", f)
for style in ["sourcearch", "puddles", "sobreiro", "vidrep", "huddle"]:
    full = json.loads(run(binary, "lint", "--style", style, "--format", "json", "--quiet", ".").stdout)["findings"]
    # The other files that make each finding (SARIF's relatedLocations): a staged one reports it too.
    related = {}
    whole = set()
    for result in json.loads(run(binary, "lint", "--style", style, "--format", "sarif", "--quiet", ".").stdout)["runs"][0]["results"]:
        # (reducers-are-pure links the file of a global its finding names, but finds it in the
        # reducer's code, which --staged reads only when the reducer is staged.)
        if result["suppressions"] or result["ruleId"] == "reducers-are-pure": continue
        key = (unquote(result["locations"][0]["physicalLocation"]["artifactLocation"]["uri"]),
               result["locations"][0]["physicalLocation"]["region"]["startLine"], result["ruleId"], result["message"]["text"])
        if result.get("properties", {}).get("archtool/aboutTheWholeProject"): whole.add(key)
        for location in result.get("relatedLocations", []):
            related.setdefault(key, set()).add(unquote(location["physicalLocation"]["artifactLocation"]["uri"]))
    paths = sorted({f["path"] for f in full})
    step = max(1, len(paths) // 20)
    picked = paths[::step][:20]
    # And 10 files without findings, which must stay clean when reported alone.
    clean = sorted(set(run("git", "ls-files", "*.swift").stdout.split("\n")) - set(paths) - {""})
    picked += clean[::max(1, len(clean) // 10)][:10]
    for path in picked:
        with open(path, "a") as handle:
            handle.write("\n// edited\n")
    run("git", "add", "--", *picked)
    staged = set(run("git", "diff", "--cached", "--name-only", "-z").stdout.split("\0")) - {""}
    result = run(binary, "lint", "--style", style, "--staged", "--format", "json", "--quiet")
    found = json.loads(result.stdout)["findings"]
    compare(f"{style}: {len(staged)} staged files", found, full, related, whole, staged, users=True)
    run("git", "reset", "-q", "--hard")
    # `lint <paths>` in a project (a configuration of the style) reads the rest for context: the
    # same files' whole-tree findings, and what they make elsewhere.
    with open(".archtool.json", "w") as handle:
        handle.write('{ "style": "%s" }' % style)
    found = json.loads(run(binary, "lint", "--format", "json", "--quiet", *picked).stdout)["findings"]
    compare(f"{style}: lint of {len(set(picked))} paths", found, full, related, whole, set(picked))
    os.remove(".archtool.json")
sys.exit(1 if failed else 0)
EOF
