#!/usr/bin/env bash
# CI entry: the scanner's type declarations and imports against swift-syntax's parser.
# Usage: Benchmarks/ci-decl-oracle.sh [CORPUS_DIR] [decl-oracle options]
exec "$(dirname "$0")/ci-oracle.sh" --oracle decl-oracle "$@"
