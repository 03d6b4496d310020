#!/usr/bin/env bash
# Compiles the generated projects' Apple-only UI code on Linux, against type-checking models of
# SwiftUI and UIKit (scripts/apple-stubs): with those modules on the import path,
# `#if canImport(SwiftUI)` and `canImport(UIKit)` are true, so every view, view controller, app
# and preview the templates write is compiled, in Swift 6 language mode, as on iOS.
#
# What it proves: the UI code is consistent with the rest of the project (names, types, labels,
# generics, actor isolation and Sendable checking of our own code) and with the SDK shapes the
# models copy. What it cannot: that the real SDK has exactly these shapes; that takes a build
# on macOS. The rewrites, in the generated copy only: `#selector(m)` becomes `Selector(m)` and
# `@objc` is dropped, since Linux has no Objective-C runtime (`Selector(m)` still checks that `m`
# exists); `canImport(UIKit) && os(iOS)` becomes `canImport(UIKit)`, since Linux is not iOS. Any
# other platform condition left on UI code fails the check, as code it would leave out. A build
# warning fails it too: the generated code is meant to build without any.
# Usage: scripts/ui-typecheck.sh [STYLE ...]   (default: all five; every `add` kind is added first)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
bin=${ARCHTOOL:-$root/.build/debug/archtool}
[ -x "$bin" ] || { echo "no archtool binary at $bin (run swift build first)" >&2; exit 2; }
work=$(mktemp -d "${TMPDIR:-/tmp}/archtool-ui.XXXXXX")
trap 'rm -rf "$work"' EXIT

stubs="$work/stubs"
mkdir -p "$stubs"
for module in SwiftUI UIKit; do
  swiftc -swift-version 6 -parse-as-library -emit-module -emit-library -static -module-name "$module" \
    -module-link-name "$module" "$root/scripts/apple-stubs/$module.swift" \
    -emit-module-path "$stubs/$module.swiftmodule" -o "$stubs/lib$module.a"
done

# shellcheck source=style-adds.sh
. "$root/scripts/style-adds.sh"

styles=("$@")
[ ${#styles[@]} -gt 0 ] || styles=(sourcearch puddles sobreiro vidrep huddle)
for style in "${styles[@]}"; do
  project="$work/$style"
  (cd "$work" && "$bin" new --style "$style" --name Demo --output "$style" >/dev/null)
  for add in $(adds_for "$style"); do
    parse_add "$add"
    (cd "$project" && "$bin" add "$kind" "$name" ${flow[@]+"${flow[@]}"} >/dev/null)
  done
  ui_files=$({ grep -rlE 'canImport\((SwiftUI|UIKit)\)' "$project/Sources" || true; } | wc -l)
  [ "$ui_files" -gt 0 ] || { echo "$style: no UI code found under $project/Sources" >&2; exit 1; }
  { grep -rlE '#selector\(|@objc |os\(iOS\)' "$project/Sources" "$project/Tests" || true; } \
    | xargs -r sed -i -e 's/#selector(/Selector(/g' -e 's/@objc //g' -e 's/canImport(UIKit) \&\& os(iOS)/canImport(UIKit)/g'
  if left=$(grep -rnE '^[[:space:]]*#(if|elseif).*(canImport\(.*[^!]os\(|[^!]os\((iOS|tvOS|visionOS|watchOS)\))' "$project/Sources" "$project/Tests"); then
    echo "$style: a platform condition would leave UI code out of the check:" >&2
    echo "$left" >&2
    exit 1
  fi
  echo "== $style: swift build with SwiftUI and UIKit ($ui_files files of UI code)"
  if ! (cd "$project" && swift build --build-tests -Xswiftc -I"$stubs" -Xlinker -L"$stubs" >"$work/build.log" 2>&1); then
    tail -n 100 "$work/build.log" >&2
    echo "$style: the UI code does not compile" >&2
    exit 1
  fi
  if grep -E 'warning:' "$work/build.log" >&2; then
    echo "$style: the build has warnings" >&2
    exit 1
  fi
  grep -E 'Build complete' "$work/build.log"
done
