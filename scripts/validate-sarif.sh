#!/usr/bin/env bash
# Proof that `archtool lint --format sarif` is valid SARIF 2.1.0, run by CI: lints a small tree
# with an error and a warning (and a path that needs escaping), then validates the log against
# the OASIS schema kept in Tests/Schemas/ with Python's jsonschema (installed if missing), and
# checks what the schema can't: the results, their rules and their fingerprints.
# Usage: scripts/validate-sarif.sh   (ARCHTOOL=path/to/archtool to use another binary)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
bin=${ARCHTOOL:-$root/.build/debug/archtool}
schema=$root/Tests/Schemas/sarif-2.1.0.json
[ -x "$bin" ] || { echo "no archtool binary at $bin (run swift build first)" >&2; exit 2; }
bin=$(cd "$(dirname "$bin")" && pwd)/$(basename "$bin")
if ! python3 -c 'import jsonschema' 2>/dev/null; then
  python3 -m pip install --quiet jsonschema || python3 -m pip install --quiet --user --break-system-packages jsonschema
fi
work=$(mktemp -d "${TMPDIR:-/tmp}/archtool-sarif.XXXXXX")
trap 'rm -rf "$work"' EXIT

mkdir -p "$work/Sources/Views" "$work/Sources/Models"
# ("Source" selects nothing: a configuration warning, which the run's invocation carries.)
printf '{ "style": "vidrep", "include": ["Sources", "Source"] }\n' >"$work/.archtool.json"
cat >"$work/Sources/Views/HomeScene.swift" <<'SWIFT'
enum HomeSceneAction {}
protocol HomeSceneDispatcherObject {}
struct HomeSceneState {}
protocol HomeSceneRepositoryObject {}
struct HomeScene {
    let café = "é"; let repository: AppRepository
}
SWIFT
printf '@Observable final class AppRepository {}\n' >"$work/Sources/Models/AppRepository.swift"
printf 'struct Book {\n    let id = UUID()\n}\n' >"$work/Sources/Models/Book, 100% <draft>.swift"

status=0
(cd "$work" && "$bin" lint --quiet --format sarif=archtool.sarif) || status=$?
[ "$status" -eq 1 ] || { echo "expected exit 1 (findings), got $status" >&2; exit 1; }

python3 - "$schema" "$work/archtool.sarif" <<'PY'
import json, sys
import jsonschema

schema = json.load(open(sys.argv[1], encoding="utf-8"))
log = json.load(open(sys.argv[2], encoding="utf-8"))
validator = jsonschema.Draft4Validator(schema, format_checker=jsonschema.FormatChecker())
errors = sorted(validator.iter_errors(log), key=lambda e: list(e.absolute_path))
for error in errors:
    print("invalid SARIF at /%s: %s" % ("/".join(map(str, error.absolute_path)), error.message), file=sys.stderr)
if errors:
    sys.exit(1)

run = log["runs"][0]
rules = [rule["id"] for rule in run["tool"]["driver"]["rules"]]
results = run["results"]
found = {(r["ruleId"], r["level"], r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"],
          r["locations"][0]["physicalLocation"]["region"]["startLine"],
          r["locations"][0]["physicalLocation"]["region"]["startColumn"]) for r in results}
expected = {
    ("scenes-depend-on-ports", "error", "Sources/Views/HomeScene.swift", 6, 37),
    ("models-are-deterministic", "warning", "Sources/Models/Book%2C%20100%25%20%3Cdraft%3E.swift", 2, 14),
}
problems = []
if found != expected:
    problems.append("results %r, expected %r" % (sorted(found), sorted(expected)))
for r in results:
    if rules[r["ruleIndex"]] != r["ruleId"]:
        problems.append("ruleIndex %d is not %s" % (r["ruleIndex"], r["ruleId"]))
    if not r["partialFingerprints"].get("archtool/v1"):
        problems.append("no fingerprint for %s" % r["ruleId"])
    if r["suppressions"] != []:
        problems.append("unexpected suppressions for %s" % r["ruleId"])
notifications = [(n["level"], n["message"]["text"], n["locations"][0]["physicalLocation"]["artifactLocation"]["uri"],
                  n["locations"][0]["physicalLocation"]["region"]["startLine"], n["locations"][0]["physicalLocation"]["region"]["startColumn"])
                 for invocation in run.get("invocations", []) for n in invocation["toolConfigurationNotifications"]]
if notifications != [("warning", "'include' entry 'Source' selects no Swift file", ".archtool.json", 1, 45)]:
    problems.append("configuration notifications %r" % notifications)
for problem in problems:
    print(problem, file=sys.stderr)
if problems:
    sys.exit(1)
print("valid SARIF 2.1.0: %d results, %d rules" % (len(results), len(rules)))
PY
