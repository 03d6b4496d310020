#!/usr/bin/env bash
# Compares two builds of archtool on the whole-tree lint of a corpus, per style: best wall time
# of N runs each (the two binaries alternate, so host drift hits both alike) and peak RSS.
# Usage: Benchmarks/lint-ab.sh BASE_BINARY NEW_BINARY [CORPUS_DIR]   (N=5 by default)
# e.g.   git worktree add /tmp/archtool-base <commit> && (cd /tmp/archtool-base && swift build -c release --product archtool)
#        Benchmarks/lint-ab.sh /tmp/archtool-base/.build/release/archtool .build/release/archtool /tmp/archtool-corpus
set -euo pipefail
base=$1 new=$2 corpus=${3:-/tmp/archtool-corpus} runs=${N:-5}
stats=$(mktemp)
trap 'rm -f "$stats"' EXIT
one() { # seconds and peak KiB of one lint
  /usr/bin/time -o "$stats" -f '%e %M' "$1" lint "$corpus" --style "$2" --format json >/dev/null 2>&1 || true
  tail -n 1 "$stats"
}
printf '%-11s %22s %22s\n' style base new
for style in sourcearch puddles sobreiro vidrep huddle; do
  best_base=999 best_new=999 rss_base=0 rss_new=0
  for _ in $(seq "$runs"); do
    read -r t rss_base < <(one "$base" "$style"); best_base=$(echo "if ($t < $best_base) $t else $best_base" | bc -l)
    read -r t rss_new < <(one "$new" "$style"); best_new=$(echo "if ($t < $best_new) $t else $best_new" | bc -l)
  done
  printf '%-11s %6.2f s %8d KiB peak %6.2f s %8d KiB peak\n' "$style" "$best_base" "$rss_base" "$best_new" "$rss_new"
done
