#!/bin/sh
# Throwaway PostgreSQL cluster for the sandbox's real-database tests.
#
#   pg-cluster.sh start <dir> <port>   initdb into <dir>/data, start on 127.0.0.1:<port>,
#                                      print the connection URL on the last line
#   pg-cluster.sh stop <dir>           stop it (the caller removes <dir>)
#
# Installs PostgreSQL with apt-get when no server binaries are found and we are root.
# initdb refuses to run as root, so as root the cluster runs as the `postgres` user.
set -eu

cmd=${1:-}
dir=${2:-}
port=${3:-}
[ -n "$cmd" ] && [ -n "$dir" ] || { echo "usage: $0 start <dir> <port> | stop <dir>" >&2; exit 2; }

find_bindir() {
  if command -v pg_config >/dev/null 2>&1; then
    b=$(pg_config --bindir 2>/dev/null || true)
    if [ -n "$b" ] && [ -x "$b/initdb" ]; then echo "$b"; return 0; fi
  fi
  for b in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V -r); do
    if [ -x "$b/initdb" ]; then echo "$b"; return 0; fi
  done
  return 1
}

install_postgres() {
  echo "pg-cluster: installing PostgreSQL (apt-get install -y postgresql)" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq postgresql >&2
}

bindir=$(find_bindir || true)
if [ -z "$bindir" ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    # Test files start their clusters at the same time: one installs while the others wait
    # for it (two apt-gets at once fail on dpkg's lock), then find the binaries it installed.
    if command -v flock >/dev/null 2>&1; then
      ( flock 9; find_bindir >/dev/null || install_postgres ) 9>/tmp/flexportal-pg-install.lock
    else
      install_postgres
    fi
    bindir=$(find_bindir || true)
  fi
fi
[ -n "$bindir" ] || { echo "pg-cluster: no PostgreSQL server binaries and cannot install them" >&2; exit 3; }

# Run a command as the cluster owner: ourselves, or `postgres` when we are root.
as_owner() {
  if [ "$(id -u)" = 0 ]; then
    id postgres >/dev/null 2>&1 || useradd --system --home-dir /nonexistent --shell /usr/sbin/nologin postgres
    if command -v runuser >/dev/null 2>&1; then runuser -u postgres -- "$@"; else su postgres -s /bin/sh -c "$*"; fi
  else
    "$@"
  fi
}

case "$cmd" in
  start)
    [ -n "$port" ] || { echo "pg-cluster: start needs a port" >&2; exit 2; }
    mkdir -p "$dir"
    if [ "$(id -u)" = 0 ]; then as_owner true; chown -R postgres "$dir"; fi
    as_owner "$bindir/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 --no-sync >"$dir/initdb.log" 2>&1 \
      || { cat "$dir/initdb.log" >&2; exit 4; }
    as_owner "$bindir/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
      -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
      start >&2 || { cat "$dir/server.log" >&2; exit 5; }
    echo "postgres://postgres@127.0.0.1:$port/postgres"
    ;;
  stop)
    [ -d "$dir/data" ] && as_owner "$bindir/pg_ctl" -D "$dir/data" -m immediate -w stop >&2 || true
    ;;
  *)
    echo "usage: $0 start <dir> <port> | stop <dir>" >&2; exit 2 ;;
esac
