#!/usr/bin/env bash
# Formatting, then lint and types side by side: each keeps one core busy for most of its run.
set -uo pipefail
cd "$(dirname "$0")/.."
npm run --silent format:check || exit 1
npm run --silent lint &
lint=$!
npm run --silent typecheck
types=$?
wait "$lint"
lint_status=$?
exit $((types != 0 || lint_status != 0))
