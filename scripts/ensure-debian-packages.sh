#!/usr/bin/env bash
# Installs the Debian packages named as arguments when their command is missing and we may
# (root with apt-get, as on CI); otherwise says how to get them. Each argument is
# `package` or `package:command` when the command has another name (varnish:varnishd).
set -euo pipefail
missing=()
for wanted in "$@"; do
  package="${wanted%%:*}"
  command="${wanted#*:}"
  if ! command -v "$command" >/dev/null 2>&1 && [ ! -x "/usr/sbin/$command" ]; then
    missing+=("$package")
  fi
done
[ "${#missing[@]}" -eq 0 ] && exit 0
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Pacchetti mancanti: installo ${missing[*]}..."
  export DEBIAN_FRONTEND=noninteractive
  # The packages' own services must not start: the checks run their own processes on free
  # ports. Docker's Debian images already say so; elsewhere this file does, for the install.
  policy=/usr/sbin/policy-rc.d
  if [ ! -e "$policy" ]; then
    printf '#!/bin/sh\nexit 101\n' >"$policy"
    chmod +x "$policy"
    trap 'rm -f "$policy"' EXIT
  fi
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  exit 0
fi
echo "Servono i pacchetti Debian: ${missing[*]}." >&2
echo "Installali con: sudo apt-get install ${missing[*]}, poi rilancia." >&2
exit 1
