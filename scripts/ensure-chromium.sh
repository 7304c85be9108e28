#!/usr/bin/env bash
# The browser tests drive Debian's Chromium headless shell: the same engine as `chromium`
# without the desktop browser's windows, GPU process and tabs' UI, a quarter less CPU a test
# on two cores. Install it when it is missing and we may (root with apt-get, as on CI);
# otherwise say how to get it.
set -euo pipefail
CHROMIUM=/usr/bin/chromium-headless-shell
if [ -x "$CHROMIUM" ]; then
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium headless shell non trovato: installo il pacchetto Debian 'chromium-headless-shell'..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends chromium-headless-shell fonts-liberation >/dev/null
  [ -x "$CHROMIUM" ] && exit 0
fi
echo "I test end-to-end richiedono Chromium headless shell in $CHROMIUM." >&2
echo "Installalo con: sudo apt-get install chromium-headless-shell (Debian/Ubuntu), poi rilancia npm test." >&2
exit 1
