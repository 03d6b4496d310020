#!/usr/bin/env bash
# Counts the allocations of a command: builds malloc-count.c into a preloaded library and runs
# the command with it; the totals go to standard error when the command exits.
# Usage: Benchmarks/malloc-count/malloc-count.sh COMMAND [ARGUMENTS...]
# e.g.   Benchmarks/malloc-count/malloc-count.sh Benchmarks/.build/release/lexer-bench /tmp/archtool-corpus --profile scan
#        (ten scans of the corpus: divide by ten)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
lib=${TMPDIR:-/tmp}/archtool-malloc-count.so
clang -O2 -shared -fPIC -o "$lib" "$here/malloc-count.c" -ldl
LD_PRELOAD="$lib" "$@"
