#!/usr/bin/env bash
# Pre-commit benchmark: a 5,000-file git project (the shared corpus plus generated files) with
# 20 staged files; times `archtool lint --staged` (release build), best of 3.
# Usage: Benchmarks/precommit-bench.sh [CORPUS_DIR]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
corpus=${1:-/tmp/archtool-corpus}
[ -d "$corpus" ] || "$root/../shared/bench/corpus.sh" "$corpus" >/dev/null
(cd "$root" && swift build -c release --product archtool >/dev/null)
bin="${ARCHTOOL_BIN:-$root/.build/release/archtool}"
repo=$(mktemp -d "${TMPDIR:-/tmp}/archtool-precommit.XXXXXX")
trap '[ -n "${KEEP:-}" ] || rm -rf "$repo"' EXIT
(cd "$corpus" && find . -name "*.swift" -type f -print0 | tar --null -T - -cf -) | (cd "$repo" && tar -xf -)
n=$(find "$repo" -name '*.swift' -type f | wc -l)  # files only: GRDB.swift is a folder
mkdir -p "$repo/Generated"
i=0
while [ $((n + i)) -lt 5000 ]; do
  printf 'struct Generated%d {\n    let value = %d\n}\n' "$i" "$i" > "$repo/Generated/Generated$i.swift"; i=$((i + 1))
done
echo '{ "style": "vidrep" }' > "$repo/.archtool.json"
cd "$repo"
git init -q -b main && git add -A && git -c user.name=b -c user.email=b@b commit -q -m corpus
for f in $(ls Generated | head -20); do printf '// edited\n' >> "Generated/$f"; git add "Generated/$f"; done
echo "files: $(git ls-files '*.swift' | wc -l), staged: $(git diff --cached --name-only | wc -l)"
best=999
for _ in 1 2 3; do
  start=$(date +%s.%N); "$bin" lint --staged --quiet >/dev/null || true; end=$(date +%s.%N)
  t=$(echo "$end - $start" | bc -l); best=$(echo "if ($t < $best) $t else $best" | bc -l)
done
printf 'archtool lint --staged: %.2f s (target < 0.5 s)\n' "$best"
