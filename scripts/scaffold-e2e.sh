#!/usr/bin/env bash
# End-to-end proof of the templates, run by CI: for each style, `archtool new` into a temporary
# folder, then `swift test` there (one build per stage), `archtool lint` (zero findings),
# `archtool add` one of every kind, and again `swift test` and `archtool lint`.
# Usage: scripts/scaffold-e2e.sh [STYLE ...]   (default: all five)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
bin=${ARCHTOOL:-$root/.build/debug/archtool}
[ -x "$bin" ] || { echo "no archtool binary at $bin (run swift build first)" >&2; exit 2; }
work=$(mktemp -d "${TMPDIR:-/tmp}/archtool-e2e.XXXXXX")
trap 'rm -rf "$work"' EXIT

# One planted violation per style: file|find|replace|rule. The edit is undone afterwards.
planted_for() {
  case "$1" in
    sourcearch) echo 'Sources/Demo/Features/ItemList/ItemListModel.swift|public enum ItemListModel {|public final class ItemListModel {|models-are-values' ;;
    puddles) echo 'Sources/Demo/Components/BookRow.swift|    var isFavorite: Bool|    var isFavorite: Bool\n    @Environment(BookProvider.self) private var bookProvider|components-use-no-providers' ;;
    sobreiro) echo 'Sources/Demo/Screens/ItemList/ItemListViewState.swift|public enum ItemListViewState: ViewState {|public final class ItemListViewState: ViewState {|view-states-are-values' ;;
    vidrep) echo 'Sources/Controllers/Reducers/BooksReducer.swift|    public init() {}|    public init() {}\n    let session = URLSession.shared|reducers-are-pure' ;;
    huddle) echo 'Sources/Demo/Modules/Items/ItemsView.swift|    let module: any ItemsSupporting|    let module: ItemsModule|views-use-protocols' ;;
  esac
}

# shellcheck source=style-adds.sh
. "$root/scripts/style-adds.sh"

styles=("$@")
[ ${#styles[@]} -gt 0 ] || styles=(sourcearch puddles sobreiro vidrep huddle)
for style in "${styles[@]}"; do
  echo "== $style: new"
  (cd "$work" && "$bin" new --style "$style" --name Demo --output "$style" >/dev/null)
  project="$work/$style"
  echo "== $style: swift test (skeleton)"
  (cd "$project" && swift test 2>&1 | tail -n 3)
  echo "== $style: archtool lint (skeleton)"
  (cd "$project" && "$bin" lint --strict)
  IFS='|' read -r file find replace rule <<<"$(planted_for "$style")"
  echo "== $style: planted violation of $rule"
  cp "$project/$file" "$work/planted.bak"
  python3 - "$project/$file" "$find" "$replace" <<'PY'
import sys
path, find, replace = sys.argv[1], sys.argv[2], sys.argv[3].replace('\\n', '\n')
text = open(path).read()
assert text.count(find) == 1, f"{find!r} occurs {text.count(find)} times in {path}"
open(path, 'w').write(text.replace(find, replace))
PY
  if out=$(cd "$project" && "$bin" lint --quiet); then echo "lint passed with a planted $rule violation" >&2; exit 1; fi
  echo "$out" | grep -q "\[$rule\]" || { echo "expected [$rule] in: $out" >&2; exit 1; }
  cp "$work/planted.bak" "$project/$file"
  for add in $(adds_for "$style"); do
    parse_add "$add"
    echo "== $style: add $kind $name ${flow[*]:-}"
    (cd "$project" && "$bin" add "$kind" "$name" "${flow[@]}" >/dev/null)
    # Re-running is idempotent: every file reports identical.
    again=$(cd "$project" && "$bin" add "$kind" "$name" "${flow[@]}")
    if echo "$again" | grep -qvE '^(Nothing to add|  identical)'; then echo "add is not idempotent: $again" >&2; exit 1; fi
  done
  echo "== $style: swift test (after add)"
  (cd "$project" && swift test 2>&1 | tail -n 3)
  echo "== $style: archtool lint (after add)"
  (cd "$project" && "$bin" lint --strict)
  rm -rf "$project/.build"
done
echo "scaffold e2e: ${#styles[@]} styles passed"
