#!/bin/sh
# Runs a command with the wall clock starting at a chosen instant, read in a chosen time zone, and running on from
# there (libfaketime: apt-get install -y faketime), to try tests that depend on the hour, day or zone at midnight,
# a daily's release, a DST night or a year's end. The suite itself never needs it.
#   scripts/at-instant.sh '2026-12-31 23:58:30' Pacific/Kiritimati npx vitest run --project frontend
set -eu
if [ "$#" -lt 3 ]; then
  echo "usage: $0 'YYYY-MM-DD HH:MM:SS' <IANA zone> <command...>" >&2
  exit 2
fi
instant=$1
zone=$2
shift 2
lib=${FAKETIME_LIB:-/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1}
[ -r "$lib" ] || { echo "libfaketime not found at $lib (apt-get install -y faketime)" >&2; exit 2; }
# redis-server hangs at start under libfaketime: the tests that start it get one on the real clock.
shims=$(mktemp -d)
trap 'rm -rf "$shims"' EXIT
real_redis=$(command -v redis-server || true)
if [ -n "$real_redis" ]; then
  printf '#!/bin/sh\nunset LD_PRELOAD\nexec %s "$@"\n' "$real_redis" > "$shims/redis-server"
  chmod +x "$shims/redis-server"
fi
# FAKETIME_DONT_RESET: child processes (vitest workers, servers started as processes) share the one clock.
PATH="$shims:$PATH" TZ="$zone" LD_PRELOAD="$lib" FAKETIME="@$instant" FAKETIME_DONT_RESET=1 "$@"
