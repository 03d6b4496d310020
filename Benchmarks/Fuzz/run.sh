#!/usr/bin/env bash
# Fuzzes archtool's lexer with libFuzzer + AddressSanitizer.
# Usage: Benchmarks/Fuzz/run.sh SECONDS [CORPUS_DIR]
#   Compiles Sources/Linters/Lexing/*.swift (and Support/*.swift, which it uses) with FuzzLexer.swift into /tmp/archtool-fuzz/fuzz-lexer,
#   seeds CORPUS_DIR (default /tmp/archtool-fuzz/corpus) with the repo's own Swift files the
#   first time, and runs for SECONDS. Crashing, hanging or leaking inputs are written to
#   /tmp/archtool-fuzz/artifacts/; the log is /tmp/archtool-fuzz/fuzz.log.
#   Exit status: 0 when no finding, otherwise libFuzzer's.
set -euo pipefail
seconds=${1:?usage: run.sh SECONDS [CORPUS_DIR]}
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
work=/tmp/archtool-fuzz
corpus=${2:-$work/corpus}
mkdir -p "$work/artifacts" "$corpus"

# -O keeps bounds and overflow checks (only -Ounchecked drops them) and fuzzes much faster than
# -Onone; -g gives symbolised stack traces.
swiftc -sanitize=fuzzer,address -parse-as-library -O -g \
  -module-name LexerFuzz \
  "$repo"/Sources/Linters/Lexing/*.swift "$repo"/Sources/Linters/Support/*.swift "$here/FuzzLexer.swift" \
  -o "$work/fuzz-lexer"

# Seed: the repository's own Swift sources (small, varied, real code) on first use.
if [ -z "$(ls -A "$corpus")" ]; then
  find "$repo/Sources" "$repo/Tests" -name '*.swift' -size -64k -exec cp {} "$corpus/" \; 2>/dev/null || true
fi

cd "$work"
set +e
"$work/fuzz-lexer" "$corpus" \
  -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=16384 -dict="$here/swift.dict" \
  -artifact_prefix="$work/artifacts/" -print_final_stats=1 2>&1 | tee "$work/fuzz.log" | grep -v '^#[0-9]*.*\(NEW\|REDUCE\)'
status=${PIPESTATUS[0]}
set -e
echo "fuzz: exit $status; log $work/fuzz.log; artifacts in $work/artifacts/"
exit "$status"
