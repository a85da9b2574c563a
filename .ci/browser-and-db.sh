#!/usr/bin/env bash
# Installs (if missing) and starts what the server's browser and PostgreSQL tests need, idempotently:
#   - Debian's chromium at /usr/bin/chromium (Playwright drives it; `playwright install` is never used)
#   - a PostgreSQL server on 127.0.0.1:${DICELANDS_PG_PORT:-54329} with data in ${DICELANDS_PG_DATA:-/var/tmp/dicelands-pg},
#     trust authentication for local connections, and an empty test database `dicelands_test`
# `bash .ci/browser-and-db.sh --stop` stops the PostgreSQL server again if this script started it.
# Contract: `bash .ci/browser-and-db.sh ENVFILE` writes `export NAME=VALUE` lines to ENVFILE for the caller to source;
# progress goes to stderr. Exit code non-zero when something could not be installed or started.
# The exports go to a file, never through a pipe: the PostgreSQL server this starts lives on after the script, and a
# server holding a pipe's write end open would keep a `$(...)` waiting for ever.
set -euo pipefail
ENVFILE="${1:?usage: browser-and-db.sh ENVFILE | --stop}"
exec 1>&2

PORT="${DICELANDS_PG_PORT:-54329}"
DATA="${DICELANDS_PG_DATA:-/var/tmp/dicelands-pg}"
DB=dicelands_test
STARTED="$DATA.started-here"   # marks a server this script started (and so may stop)

as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }
run_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }

if [ "$ENVFILE" = --stop ]; then
  if [ -f "$STARTED" ]; then
    echo "browser-and-db: stopping PostgreSQL"
    run_pg "$(cat "$STARTED")/pg_ctl" -D "$DATA" -m fast -w stop </dev/null >/dev/null 2>&1 || true
    as_root rm -f "$STARTED"
  fi
  exit 0
fi

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
ls /usr/lib/postgresql/*/bin/pg_ctl >/dev/null 2>&1 || missing+=(postgresql)
if [ ${#missing[@]} -gt 0 ]; then
  echo "browser-and-db: installing ${missing[*]}"
  as_root apt-get update -q
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -q "${missing[@]}"
fi

PGBIN="$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)"

if ! "$PGBIN/pg_isready" -q -h 127.0.0.1 -p "$PORT"; then
  if [ ! -f "$DATA/PG_VERSION" ]; then
    echo "browser-and-db: creating a PostgreSQL cluster in $DATA"
    as_root mkdir -p "$DATA"
    [ "$(id -u)" = 0 ] && chown postgres:postgres "$DATA"
    run_pg "$PGBIN/initdb" -D "$DATA" --auth=trust --username=postgres --encoding=UTF8 >/dev/null
  fi
  echo "browser-and-db: starting PostgreSQL on 127.0.0.1:$PORT"
  run_pg "$PGBIN/pg_ctl" -D "$DATA" -l "$DATA/server.log" -w -t 60 \
    -o "-c listen_addresses=127.0.0.1 -p $PORT -k /tmp -c fsync=off" start </dev/null >/dev/null 2>&1 \
    || { echo "browser-and-db: PostgreSQL did not start; its log:"; tail -20 "$DATA/server.log"; exit 1; }
  echo "$PGBIN" | as_root tee "$STARTED" >/dev/null
fi
if ! "$PGBIN/psql" -h 127.0.0.1 -p "$PORT" -U postgres -tAc "SELECT 1 FROM pg_database WHERE datname='$DB'" | grep -q 1; then
  "$PGBIN/psql" -q -h 127.0.0.1 -p "$PORT" -U postgres -c "CREATE DATABASE $DB"
fi

{
  echo "export DICELANDS_TEST_POSTGRES_URL=postgresql://postgres@127.0.0.1:$PORT/$DB"
  echo "export DICELANDS_TEST_CHROMIUM=/usr/bin/chromium"
} >"$ENVFILE"
