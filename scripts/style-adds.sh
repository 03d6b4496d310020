# Sourced by scaffold-e2e.sh and ui-typecheck.sh: the items that cover every `add` kind of a
# style, as `kind:Name` or `step:Name@Flow`, so that both scripts check the same items.
adds_for() {
  case "$1" in
    sourcearch) echo "feature:Settings feature:user_profile" ;;
    puddles) echo "module:Settings component:Badge provider:Settings" ;;
    sobreiro) echo "screen:Settings screen:user_profile" ;;
    vidrep) echo "scene:Settings scene:user_profile" ;;
    huddle) echo "module:Settings flow:Onboarding step:Welcome@Onboarding" ;;
  esac
}

# Splits one item of `adds_for` into `kind`, `name` and the `flow` arguments (an array).
parse_add() {
  kind=${1%%:*}; local rest=${1#*:}; name=${rest%%@*}
  if [ "$rest" != "$name" ]; then flow=(--flow "${rest#*@}"); else flow=(); fi
}
