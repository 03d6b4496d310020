#!/usr/bin/env bash
# CI entry: differential test of archtool against swift-syntax on the swift-syntax part of the
# benchmark corpus: the lexer (lexer-oracle, the default) or, with `--oracle decl-oracle` or `--oracle member-oracle`, the
# structural scanner's type declarations and imports, or its member declarations.
# Usage: Benchmarks/ci-oracle.sh [--oracle lexer-oracle|decl-oracle|member-oracle] [CORPUS_DIR] [oracle options, e.g. --min-agreement 99]
#   CORPUS_DIR is a corpus assembled by ../shared/bench/corpus.sh; without it the script
#   assembles one into a temporary directory (about a minute) and removes it afterwards.
# Exit status: the oracle's (0 when every file agrees, 1 below the threshold), or the
# build's or corpus script's on failure.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/.." && pwd)
corpus_script=${CORPUS_SCRIPT:-$repo/../shared/bench/corpus.sh}

oracle=lexer-oracle
if [ "${1:-}" = "--oracle" ]; then oracle=${2:?--oracle needs lexer-oracle or decl-oracle}; shift 2; fi
corpus=
if [ $# -gt 0 ] && [ "${1#-}" = "$1" ]; then corpus=$1; shift; fi
if [ -z "$corpus" ]; then
  tmp=$(mktemp -d "${TMPDIR:-/tmp}/archtool-corpus.XXXXXX")
  trap 'rm -rf "$tmp"' EXIT
  corpus=$tmp/corpus
  echo "== assembling corpus in $corpus"
  "$corpus_script" "$corpus"
fi
[ -d "$corpus/swift-syntax" ] || { echo "error: $corpus/swift-syntax not found (run $corpus_script DIR)" >&2; exit 2; }

echo "== building $oracle (debug)"
swift build --package-path "$here" --scratch-path "$here/.build" --product "$oracle"
bin=$(swift build --package-path "$here" --scratch-path "$here/.build" --show-bin-path)

echo "== $oracle $corpus/swift-syntax"
"$bin/$oracle" "$corpus/swift-syntax" --quiet "$@"
