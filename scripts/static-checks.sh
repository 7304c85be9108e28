#!/usr/bin/env bash
# Formatting, lint and types side by side: each keeps one core busy for most of its run, and
# one after another they took a fifth longer on two cores.
set -uo pipefail
cd "$(dirname "$0")/.."
npm run --silent format:check &
format=$!
npm run --silent lint &
lint=$!
npm run --silent typecheck
types=$?
wait "$format"
format_status=$?
wait "$lint"
lint_status=$?
exit $((types != 0 || lint_status != 0 || format_status != 0))
