#!/usr/bin/env bash
# Benchmark of `archtool lint` (release build) over the shared corpus with each style's preset,
# next to a raw-read baseline measured in the same run. Prints wall time, MB/s, peak memory
# and the ratio to the baseline.
# Usage: Benchmarks/lint-bench.sh [CORPUS_DIR]   (default: assembles /tmp/archtool-corpus)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
corpus=${1:-/tmp/archtool-corpus}
[ -d "$corpus" ] || "$root/../shared/bench/corpus.sh" "$corpus" >/dev/null
(cd "$root" && swift build -c release --product archtool >/dev/null)
bin="$root/.build/release/archtool"
bytes=$(find "$corpus" -name '*.swift' -type f -print0 | xargs -0 cat | wc -c)
files=$(find "$corpus" -name '*.swift' -type f | wc -l)
mb=$(echo "$bytes / 1048576" | bc -l)
stats=$(mktemp)
trap 'rm -f "$stats"' EXIT
best() { # best wall seconds of 3 runs of a command; peak RSS (KiB) of the last
  local best=999999 t rss
  for _ in 1 2 3; do
    /usr/bin/time -o "$stats" -f '%e %M' "$@" >/dev/null 2>&1 || true
    t=$(tail -n 1 "$stats")
    rss=${t#* }; t=${t% *}
    best=$(echo "if ($t < $best) $t else $best" | bc -l)
  done
  echo "$best $rss"
}
printf 'corpus: %d files, %.1f MB\n' "$files" "$mb"
read raw rawrss < <(best sh -c "find '$corpus' -name '*.swift' -type f -print0 | xargs -0 cat > /dev/null")
printf '%-22s %7.2f s %8.1f MB/s %8d KiB peak\n' "raw read (find+cat)" "$raw" "$(echo "$mb / $raw" | bc -l)" "$rawrss"
for style in sourcearch puddles sobreiro vidrep huddle; do
  read t rss < <(best "$bin" lint --style "$style" --quiet "$corpus")
  printf '%-22s %7.2f s %8.1f MB/s %8d KiB peak  %5.1fx raw\n' "lint --style $style" "$t" "$(echo "$mb / $t" | bc -l)" "$rss" "$(echo "$t / $raw" | bc -l)"
done
