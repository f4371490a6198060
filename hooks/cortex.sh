#!/bin/sh
# Runs cortex for the Claude Code plugin (hooks/hooks.json, the MCP server in plugin.json).
# The project's own cortex comes first, so the hooks run the version the team's git drivers
# run; then the plugin's own build, when it has one; then a global cortex; then npx's.
c=node_modules/.bin/cortex; d=${CLAUDE_PROJECT_DIR:-.}
[ -x "$d/$c" ] || d=$(git rev-parse --show-toplevel 2>/dev/null)
[ -x "$d/$c" ] && exec "$d/$c" "$@"
p=${CLAUDE_PLUGIN_ROOT:-$(dirname "$0")/..}
[ -f "$p/dist/bin.js" ] && exec node "$p/dist/bin.js" "$@"
command -v cortex >/dev/null 2>&1 && exec cortex "$@"
exec npx --no-install cortex-memory "$@"
