#!/usr/bin/env bash
# Builds the image, runs it with a named volume, and checks that it serves the site,
# reports healthy, keeps its database on the volume across a restart, and runs as a
# non-root user. Needs a working docker or podman engine.
set -euo pipefail
cd "$(dirname "$0")/.."

engine=""
for candidate in docker podman; do
  if command -v "$candidate" >/dev/null 2>&1 && "$candidate" info >/dev/null 2>&1; then
    engine=$candidate
    break
  fi
done
if [ -z "$engine" ]; then
  echo "Serve docker o podman con un motore in esecuzione: prova saltata." >&2
  exit 2
fi

image=agency-site:smoke
name=agency-site-smoke-$$
volume=agency-site-smoke-$$
port=${SMOKE_PORT:-38080}

cleanup() {
  "$engine" rm -f "$name" >/dev/null 2>&1 || true
  "$engine" volume rm -f "$volume" >/dev/null 2>&1 || true
}
trap cleanup EXIT

run() {
  "$engine" run -d --name "$name" -p "127.0.0.1:$port:3000" -v "$volume:/data" "$image" >/dev/null
}

wait_healthy() {
  for _ in $(seq 1 60); do
    if curl -fsS "http://127.0.0.1:$port/healthz" >/dev/null 2>&1; then return 0; fi
    sleep 1
  done
  echo "Il container non risponde su /healthz" >&2
  "$engine" logs "$name" >&2 || true
  return 1
}

echo "Build dell'immagine con $engine..."
"$engine" build -t "$image" .

run
wait_healthy
curl -fsS "http://127.0.0.1:$port/" | grep -q '<html lang="it"'
status=$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port/pagina-inesistente")
[ "$status" = "404" ] || { echo "Atteso 404, ricevuto $status" >&2; exit 1; }
[ "$("$engine" exec "$name" id -u)" != "0" ] || { echo "Il container gira come root" >&2; exit 1; }
"$engine" exec "$name" test -f /data/app.db

echo "Riavvio: il database deve restare sul volume..."
"$engine" rm -f "$name" >/dev/null
run
wait_healthy
"$engine" exec "$name" test -f /data/session-secret

echo "Container OK: risponde, è in salute, gira come utente non root e conserva i dati in /data."
