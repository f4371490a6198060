#!/bin/sh
# Runs cortex for the Claude Code plugin (hooks/hooks.json, the MCP server in plugin.json).
# The project's own cortex comes first, so the hooks run the version the team's git drivers
# run; then the copy the plugin ships (cortex/, made by scripts/bundle-plugin.mjs); then a
# cortex on PATH. Never npx: a name on the registry is not necessarily this cortex.
c=node_modules/.bin/cortex; d=${CLAUDE_PROJECT_DIR:-.}
[ -x "$d/$c" ] || d=$(git rev-parse --show-toplevel 2>/dev/null)
[ -x "$d/$c" ] && exec "$d/$c" "$@"
p=${CLAUDE_PLUGIN_ROOT:-$(dirname "$0")/..}
[ -f "$p/cortex/dist/bin.js" ] && exec node "$p/cortex/dist/bin.js" "$@"
command -v cortex >/dev/null 2>&1 && exec cortex "$@"
echo "cortex: nothing to run (no node_modules/.bin/cortex in the project, no $p/cortex/dist/bin.js, no cortex on PATH)" >&2
# A hook never fails Claude Code's turn; anything else says it failed.
[ "$1" = hook ] && exit 0
exit 1
