#!/usr/bin/env bash
# Fuzzes archtool with libFuzzer + AddressSanitizer.
# Usage: Benchmarks/Fuzz/run.sh [lexer|linter] SECONDS [CORPUS_DIR]
#   lexer (the default): Sources/Linters/Lexing/*.swift (and Support/*.swift, which it uses) with
#     FuzzLexer.swift, seeded with the repo's own Swift files. Work directory /tmp/archtool-fuzz.
#   linter: all of Sources/Linters with FuzzLinter.swift (scanner, declaration printer, every rule
#     of every style), against ArchModel compiled as its own module; seeded with the repo's Swift
#     files and, when /tmp/archtool-corpus exists (Benchmarks' corpus.sh), its files up to 16 KB.
#     Work directory /tmp/archtool-fuzz-linter.
#   The corpus (default WORK/corpus) is seeded the first time; the fuzzer runs for SECONDS, in
#   one process that stops at the first finding, or with FUZZ_JOBS=N in libFuzzer's -fork mode: N
#   processes at a time, going on after findings. Crashing, hanging or slow inputs are written to WORK/artifacts/; the log is WORK/fuzz.log.
#   Exit status: 0 when no finding, otherwise libFuzzer's.
set -euo pipefail
target=lexer
case "${1:-}" in lexer|linter) target=$1; shift ;; esac
seconds=${1:?usage: run.sh [lexer|linter] SECONDS [CORPUS_DIR]}
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
work=/tmp/archtool-fuzz
[ "$target" = linter ] && work=/tmp/archtool-fuzz-linter
corpus=${2:-$work/corpus}
mkdir -p "$work/artifacts" "$corpus"

# -O keeps bounds and overflow checks (only -Ounchecked drops them) and fuzzes much faster than
# -Onone; -g gives symbolised stack traces.
flags=(-sanitize=fuzzer,address -parse-as-library -O -g)
if [ "$target" = lexer ]; then
  swiftc "${flags[@]}" -module-name LexerFuzz \
    "$repo"/Sources/Linters/Lexing/*.swift "$repo"/Sources/Linters/Support/*.swift "$here/FuzzLexer.swift" \
    -o "$work/fuzz-lexer"
elif [ -n "$(find "$repo/Sources" "$here" -newer "$work/fuzz-linter" -name '*.swift' 2>/dev/null | head -1)" ] \
     || [ ! -e "$work/fuzz-linter" ]; then
  # (Built again only when a source is newer than the fuzzer: linking every rule with ASan takes minutes.)
  # ArchModel first, as the module `import ArchModel` finds (instrumented too, so coverage
  # guides mutation through the presets' and configuration's code); then Linters with the entry
  # in one module, so the entry reaches Linters' internals as the tests' @testable import does.
  mkdir -p "$work/modules"
  swiftc "${flags[@]}" -module-name ArchModel -wmo -c $(find "$repo/Sources/ArchModel" -name '*.swift' | sort) \
    -emit-module -emit-module-path "$work/modules/ArchModel.swiftmodule" -o "$work/modules/ArchModel.o"
  swiftc "${flags[@]}" -module-name LinterFuzz -I "$work/modules" \
    $(find "$repo/Sources/Linters" -name '*.swift' | sort) "$here/FuzzLinter.swift" "$work/modules/ArchModel.o" \
    -o "$work/fuzz-linter"
fi

# Seed on first use: the repository's own Swift sources (small, varied, real code), and for the
# linter the real packages' files as well.
if [ -z "$(ls -A "$corpus")" ]; then
  limit=-64k
  [ "$target" = linter ] && limit=-16k  # -max_len cuts longer files, and the seeds are real files
  find "$repo/Sources" "$repo/Tests" -type f -name '*.swift' -size "$limit" -exec cp {} "$corpus/" \; 2>/dev/null || true
  if [ "$target" = linter ] && [ -d /tmp/archtool-corpus ]; then
    find /tmp/archtool-corpus -type f -name '*.swift' -size -16k | while read -r file; do
      cp "$file" "$corpus/corpus-$(printf '%s' "$file" | cksum | cut -d' ' -f1).swift"
    done
  fi
fi

# The linter's dictionary adds declaration syntax and the names rules look for to the lexer's.
dict=$here/swift.dict
if [ "$target" = linter ]; then
  cat "$here/swift.dict" "$here/scanner.dict" > "$work/fuzz.dict"
  dict=$work/fuzz.dict
fi
parallel=()
[ -n "${FUZZ_JOBS:-}" ] && parallel=(-fork="$FUZZ_JOBS" -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1)
# Swift's own backtracer would take a trap before libFuzzer does and then trips AddressSanitizer
# while reading the stack: leave crashes to libFuzzer, which saves the input.
export SWIFT_BACKTRACE=enable=no

cd "$work"
set +e
"$work/fuzz-$target" "$corpus" "${parallel[@]}" \
  -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=16384 -dict="$dict" \
  -artifact_prefix="$work/artifacts/" -print_final_stats=1 2>&1 | tee "$work/fuzz.log" | grep --line-buffered -v '^#[0-9]*.*\(NEW\|REDUCE\)'
status=${PIPESTATUS[0]}
set -e
echo "fuzz: exit $status; log $work/fuzz.log; artifacts in $work/artifacts/"
exit "$status"
