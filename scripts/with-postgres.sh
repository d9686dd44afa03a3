#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL cluster: Debian's binaries
# (/usr/lib/postgresql/<version>/bin), a new cluster in a temp dir owned by a non-root user,
# on a free loopback port; stopped and deleted on exit, whatever happens.
#   scripts/with-postgres.sh                 the server and data-layer tests on PostgreSQL
#   scripts/with-postgres.sh CMD ARGS...     any command, with DATABASE_URL and TEST_DATABASE_URL set
set -euo pipefail
cd "$(dirname "$0")/.."

bin_dir="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)"
if [ -z "$bin_dir" ] || [ ! -x "$bin_dir/initdb" ]; then
  echo "with-postgres: no PostgreSQL binaries in /usr/lib/postgresql/*/bin." >&2
  echo "Install Debian's server: sudo apt-get install -y postgresql" >&2
  exit 1
fi

# PostgreSQL refuses to run as root: run it as `postgres` (or `nobody`) when we are root.
as_owner=()
owner="$(id -un)"
if [ "$(id -u)" -eq 0 ]; then
  owner="postgres"
  id -u postgres >/dev/null 2>&1 || owner="nobody"
  as_owner=(runuser -u "$owner" --)
fi

work="$(mktemp -d /tmp/lmn-postgres.XXXXXX)"
chmod 755 "$work"
chown "$owner" "$work"
port="$(node -e "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"

stop() {
  (cd / && "${as_owner[@]}" "$bin_dir/pg_ctl" -D "$work/data" -m fast -w stop >/dev/null 2>&1) || true
  rm -rf "$work"
}
trap stop EXIT

echo "== PostgreSQL $("$bin_dir/postgres" --version | awk '{print $3}') on 127.0.0.1:$port ($work)"
(cd / && "${as_owner[@]}" "$bin_dir/initdb" -D "$work/data" -U postgres --auth=trust \
  -E UTF8 --no-locale >"$work/initdb.log" 2>&1) || { cat "$work/initdb.log" >&2; exit 1; }
(cd / && "${as_owner[@]}" "$bin_dir/pg_ctl" -D "$work/data" -l "$work/server.log" -w -t 60 \
  -o "-p $port -k $work -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off" \
  start >/dev/null) || { cat "$work/server.log" >&2; exit 1; }

# For tests that take the database away and bring it back (tests/server/postgres).
cat >"$work/restart.sh" <<RESTART
#!/usr/bin/env bash
# Stops the cluster, waits \${1:-2} s, starts it again on the same port.
set -e
cd /
${as_owner[*]} "$bin_dir/pg_ctl" -D "$work/data" -m fast -w stop >/dev/null
sleep "\${1:-2}"
${as_owner[*]} "$bin_dir/pg_ctl" -D "$work/data" -l "$work/server.log" -w -t 60 \\
  -o "-p $port -k $work -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off" \\
  start >/dev/null
RESTART
chmod 755 "$work/restart.sh"

url="postgres://postgres@127.0.0.1:$port/postgres"
export DATABASE_URL="$url" TEST_DATABASE_URL="$url" POSTGRES_RESTART="$work/restart.sh"
if [ "$#" -eq 0 ]; then
  # Every server test that opens the test database; data-dir.test.ts is about PGlite files only.
  npx vitest run --project server --exclude tests/server/db/data-dir.test.ts
  # Then what only a real server can show: connections cut, the database restarted.
  npx vitest run --config tests/server/postgres/vitest.config.ts
  exit 0
fi
"$@"
