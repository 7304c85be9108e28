#!/usr/bin/env bash
# Builds the image and proves, on a real engine, what a self-hoster relies on: the server
# starts on a read-only root filesystem, the engine reports it healthy, it runs as uid/gid
# 10001 and cannot rewrite its own code, a contact sent through the form survives a new
# container on the same volume (session secret included), `agency` works inside the
# container, a restore is refused while the server runs and works with it stopped, and a
# data folder it cannot write stops it with a clear message.
# Needs a working docker or podman engine (exits 2 without one); cleans up after itself.
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

started=$SECONDS
run_id="$$-$(date +%s)"
image=${SMOKE_IMAGE:-agency-site:smoke}
name=agency-site-smoke-$run_id
volume=agency-site-smoke-$run_id
workdir=$(mktemp -d)
engine_log=$workdir/engine.log

# A free port on loopback, unless one is asked for.
free_port() {
  local candidate
  for _ in $(seq 1 50); do
    candidate=$((20000 + RANDOM % 20000))
    if ! (exec 3<>"/dev/tcp/127.0.0.1/$candidate") 2>/dev/null; then
      echo "$candidate"
      return 0
    fi
  done
  return 1
}
port=${SMOKE_PORT:-$(free_port)}
url=http://127.0.0.1:$port

build_flags=()
engine_flags=()
read_only=(--read-only)
if [ "$engine" = podman ]; then
  # Podman's default OCI format has no HEALTHCHECK: the instruction is dropped, with no more
  # than a warning in the build log.
  build_flags+=(--format docker)
  # Podman mounts tmpfs on /tmp, /var/tmp and /run of a read-only container unless told not
  # to; without them the check proves what it proves under docker.
  read_only+=(--read-only-tmpfs=false)
  # Podman lowers its own process limit to the kernel's pid_max before it starts anything,
  # then asks runc for the default_ulimits of containers.conf as they are: a default above
  # what podman kept fails every container ("error setting rlimit"). Limits this shell
  # already has, within pid_max, can always be granted.
  nofile=$(ulimit -Hn)
  nproc=$(ulimit -Hu)
  pid_max=$(cat /proc/sys/kernel/pid_max 2>/dev/null || echo 32768)
  [ "$nofile" = unlimited ] && nofile=1048576
  if [ "$nproc" = unlimited ] || [ "$nproc" -gt "$pid_max" ]; then nproc=$pid_max; fi
  engine_flags+=(--ulimit "nofile=$nofile:$nofile" --ulimit "nproc=$nproc:$nproc")
fi

cleanup() {
  for container in "$name" "$name-scrittura" "$name-ripristino" "$name-cartella"; do
    "$engine" rm -f "$container" >/dev/null 2>&1 || true
  done
  "$engine" volume rm -f "$volume" >/dev/null 2>&1 || true
  rm -rf "$workdir"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

fail() {
  echo "ERRORE: $*" >&2
  if "$engine" inspect "$name" >/dev/null 2>&1; then
    echo "--- log del container $name ---" >&2
    "$engine" logs "$name" 2>&1 | tail -n 40 >&2 || true
  fi
  if [ -s "$engine_log" ]; then
    echo "--- messaggi di $engine ---" >&2
    tail -n 20 "$engine_log" >&2
  fi
  exit 1
}

step() { echo "==> $*"; }
ok() { echo "    ok: $*"; }

# The engine's own chatter (podman's systemd timers for healthchecks, for one) goes to a log
# shown only when something fails.
quietly() { "$@" >/dev/null 2>>"$engine_log"; }

in_container() { "$engine" exec "$name" "$@"; }

start_server() {
  quietly "$engine" run -d --name "$name" "${read_only[@]}" ${engine_flags[@]+"${engine_flags[@]}"} \
    -p "127.0.0.1:$port:3000" -e "SITE_URL=$url" -v "$volume:/data" "$image" ||
    fail "il container non parte"
}

# Ready when /healthz answers, healthy when the engine says so: with podman the check is run
# on demand (its timers need systemd, which a CI box may not have); docker runs it itself.
wait_healthy() {
  local status="" tries
  for tries in $(seq 1 60); do
    if curl -fsS --max-time 5 "$url/healthz" >/dev/null 2>&1; then break; fi
    [ "$("$engine" inspect --format '{{.State.Running}}' "$name" 2>/dev/null)" = true ] ||
      fail "il container si è fermato durante l'avvio"
    [ "$tries" -lt 60 ] || fail "il container non risponde su /healthz dopo 60 s"
    sleep 1
  done
  if [ "$engine" = podman ]; then
    for tries in $(seq 1 10); do
      if podman healthcheck run "$name" >/dev/null 2>>"$engine_log"; then break; fi
      [ "$tries" -lt 10 ] || fail "podman healthcheck run non riesce"
      sleep 1
    done
    status=$(podman inspect --format '{{.State.Health.Status}}' "$name") || fail "podman non dice lo stato di salute"
  else
    # The image checks every 30 s: the first result comes within a minute or so.
    for tries in $(seq 1 120); do
      status=$(docker inspect --format '{{.State.Health.Status}}' "$name") || fail "docker non dice lo stato di salute"
      [ "$status" = healthy ] && break
      [ "$status" != unhealthy ] || break
      sleep 1
    done
  fi
  [ "$status" = healthy ] || fail "lo stato di salute è '$status', atteso 'healthy'"
}

# How many contact requests carry the address $1, read from the volume's database.
contacts_with() {
  "$engine" exec -e "EMAIL=$1" "$name" node -e '
    const Database = require("/app/node_modules/better-sqlite3");
    const db = new Database("/data/app.db", { readonly: true, fileMustExist: true });
    const row = db.prepare("select count(*) as n from contact_submissions where email = ?").get(process.env.EMAIL);
    console.log(row.n);
    db.close();'
}

expect_contacts() {
  local found
  found=$(contacts_with "$1") || fail "non riesco a leggere /data/app.db nel container"
  [ "$found" = "$2" ] || fail "$3: $found richieste con $1 nel database, attese $2"
}

send_contact() {
  local answer
  answer=$(curl -sS --max-time 15 -o /dev/null -w '%{http_code} %{redirect_url}' \
    -H "Origin: $url" \
    --data-urlencode "nome=Prova" \
    --data-urlencode "cognome=Container" \
    --data-urlencode "email=$1" \
    --data-urlencode "servizio=altro" \
    --data-urlencode "messaggio=Richiesta scritta dalla prova del container." \
    --data-urlencode "privacy_accepted=on" \
    "$url/contatti") || fail "il modulo contatti non risponde"
  [ "$answer" = "303 $url/grazie" ] || fail "il modulo contatti ha risposto '$answer', atteso '303 $url/grazie'"
}

step "Build dell'immagine $image con $engine (la prima volta richiede qualche minuto)..."
build_started=$SECONDS
if ! "$engine" build ${build_flags[@]+"${build_flags[@]}"} ${engine_flags[@]+"${engine_flags[@]}"} -t "$image" . >"$workdir/build.log" 2>&1; then
  tail -n 60 "$workdir/build.log" >&2
  fail "la build non riesce"
fi
ok "build in $((SECONDS - build_started)) s"
healthcheck=$("$engine" image inspect --format '{{json .Config.Healthcheck}}' "$image")
[[ $healthcheck == *"/healthz"* ]] || fail "l'immagine non ha l'HEALTHCHECK su /healthz (trovato: $healthcheck)"
ok "l'immagine ha l'HEALTHCHECK su /healthz"

step "Avvio con la radice in sola lettura e il volume $volume su /data (porta $port)..."
start_server
wait_healthy
ok "$engine lo dichiara healthy"

home=$(curl -fsS --max-time 10 "$url/") || fail "la home non risponde"
[[ $home == *'<html lang="it"'* ]] || fail "la home non contiene <html lang=\"it\""
ok "la home è in italiano"
status=$(curl -sS --max-time 10 -o /dev/null -w '%{http_code}' "$url/pagina-inesistente") || fail "nessuna risposta per una pagina inesistente"
[ "$status" = 404 ] || fail "atteso 404 per una pagina inesistente, ricevuto $status"
ok "una pagina inesistente dà 404"

ids=$(in_container sh -c 'echo "$(id -u):$(id -g)"') || fail "non riesco a eseguire comandi nel container"
[ "$ids" = "10001:10001" ] || fail "il server gira come $ids, atteso 10001:10001"
ok "gira come uid 10001, gid 10001"
# On a writable root too, so what stops the writes is the ownership, not the read-only mount.
quietly "$engine" run --rm --name "$name-scrittura" ${engine_flags[@]+"${engine_flags[@]}"} "$image" \
  sh -c 'test ! -w /app/server-build/index.js && test ! -w /app/node_modules && test ! -w /app' ||
  fail "l'utente del server può scrivere i file dell'applicazione"
owners=$(in_container stat -c '%u:%g' /app /app/server-build/index.js /app/server-build/agency.js /app/build /app/node_modules /app/package.json | sort -u) ||
  fail "non riesco a leggere i proprietari dei file dell'applicazione"
[ "$owners" = "0:0" ] || fail "i file dell'applicazione non sono tutti di root ($owners)"
writable=$(in_container find /app ! -type l \( -user 10001 -o -group 10001 -o -perm -0002 \) -print -quit) ||
  fail "non riesco a esaminare /app"
[ -z "$writable" ] || fail "un file dell'applicazione è dell'utente del server o scrivibile da tutti: $writable"
ok "i file dell'applicazione sono di root e in sola lettura per il server"
if in_container sh -c 'touch /tmp/.prova' 2>/dev/null; then fail "la radice del container è scrivibile"; fi
ok "la radice è in sola lettura, /tmp compreso"

cross=$(curl -sS --max-time 10 -o /dev/null -w '%{http_code}' -H 'Origin: https://altro-sito.example' \
  --data-urlencode "email=altro@example.com" "$url/contatti") || fail "nessuna risposta a un invio da un altro sito"
[ "$cross" = 403 ] || fail "un invio da un altro sito ha avuto $cross, atteso 403"
ok "un invio da un altro sito è rifiutato (403)"

first_contact="prova.container.$run_id@example.com"
send_contact "$first_contact"
expect_contacts "$first_contact" 1 "dopo l'invio"
ok "richiesta di contatto salvata ($first_contact)"
secret_before=$(in_container cat /data/session-secret) || fail "manca /data/session-secret"

step "Nuovo container sullo stesso volume: i dati devono restare..."
quietly "$engine" stop -t 20 "$name" || fail "il container non si ferma"
quietly "$engine" rm "$name" || fail "il container non si rimuove"
start_server
wait_healthy
ok "$engine lo dichiara healthy"
expect_contacts "$first_contact" 1 "dopo il nuovo avvio"
ok "la richiesta di contatto c'è ancora"
secret_after=$(in_container cat /data/session-secret) || fail "manca /data/session-secret dopo il nuovo avvio"
[ "$secret_before" = "$secret_after" ] || fail "il segreto delle sessioni è cambiato: gli utenti perderebbero l'accesso"
ok "il segreto delle sessioni è invariato"

step "Comando agency nel container..."
seeded=$(in_container agency seed 2>&1) || fail "agency seed non riesce: $seeded"
[[ $seeded == *"admin@example.com"* ]] || fail "agency seed non parla dell'amministratore: $seeded"
ok "agency seed"
backup_output=$(in_container agency backup 2>&1) || fail "agency backup non riesce: $backup_output"
backup_file=$(sed -n 's/^Backup del database: \(.*\)$/\1/p' <<<"$backup_output")
[[ $backup_file == /data/backups/app-*.db ]] || fail "agency backup non dice dove ha scritto: $backup_output"
in_container test -f "$backup_file" || fail "il backup $backup_file non esiste"
ok "agency backup ha scritto $backup_file"
check_output=$(in_container agency check 2>&1) || fail "agency check segnala problemi:"$'\n'"$check_output"
sed 's/^/      /' <<<"$check_output"
ok "agency check esce con 0"

step "Ripristino del backup..."
second_contact="dopo.il.backup.$run_id@example.com"
send_contact "$second_contact"
expect_contacts "$second_contact" 1 "dopo il secondo invio"
set +e
refused=$(in_container agency restore "$backup_file" 2>&1)
code=$?
set -e
[ "$code" = 1 ] || fail "agency restore a server acceso è uscito con $code, atteso 1: $refused"
[[ $refused == *"in esecuzione"* ]] || fail "agency restore a server acceso non dice perché rifiuta: $refused"
ok "a server acceso il ripristino è rifiutato (uscita 1)"
quietly "$engine" stop -t 20 "$name" || fail "il container non si ferma"
set +e
restored=$("$engine" run --rm --name "$name-ripristino" "${read_only[@]}" ${engine_flags[@]+"${engine_flags[@]}"} \
  -v "$volume:/data" "$image" agency restore "$backup_file" 2>>"$engine_log")
code=$?
set -e
[ "$code" = 0 ] || fail "agency restore a server fermo è uscito con $code: $restored"
sed 's/^/      /' <<<"$restored"
ok "a server fermo il ripristino riesce (uscita 0)"
quietly "$engine" start "$name" || fail "il container non riparte"
wait_healthy
ok "$engine lo dichiara healthy"
expect_contacts "$first_contact" 1 "dopo il ripristino"
expect_contacts "$second_contact" 0 "dopo il ripristino di un backup precedente"
ok "il database è quello del backup: la prima richiesta c'è, quella successiva no"
quietly "$engine" stop -t 20 "$name" || fail "il container non si ferma"

step "Cartella dei dati non scrivibile..."
readonly_dir=$workdir/dati
mkdir "$readonly_dir"
chmod 755 "$readonly_dir"
quietly "$engine" run -d --name "$name-cartella" ${engine_flags[@]+"${engine_flags[@]}"} -v "$readonly_dir:/data" "$image" ||
  fail "il container con la cartella montata non parte"
exit_code=$("$engine" wait "$name-cartella" 2>>"$engine_log" | tail -n 1)
bind_logs=$("$engine" logs "$name-cartella" 2>&1)
[ "$exit_code" != 0 ] || fail "il server è partito su una cartella che non può scrivere"
[[ $bind_logs == *"La cartella dei dati non è scrivibile"* ]] || fail "manca il messaggio sulla cartella dei dati:"$'\n'"$bind_logs"
if grep -Eq '^[[:space:]]+at |Error: EACCES' <<<"$bind_logs"; then
  fail "il log contiene uno stack trace:"$'\n'"$bind_logs"
fi
ok "esce con $exit_code e spiega come dare la cartella all'utente 10001"

echo "Prova del container superata con $engine in $((SECONDS - started)) s: immagine in salute su radice in sola lettura, utente 10001 senza scrittura sul codice, dati e segreto conservati sul volume, agency seed/backup/check, ripristino rifiutato a server acceso e riuscito a server fermo, cartella non scrivibile spiegata."
