#!/usr/bin/env bash
# What `npm test` needs besides npm packages: Debian's Chromium for the browser tests, Debian's
# HAProxy for the two-instance browser test (scripts/cluster.ts) and a PostgreSQL with a `test`
# database for the API tests on PostgreSQL. Finds each, starts or
# installs it when it can (root with apt-get, as on a fresh Debian machine), and otherwise
# stops with one sentence saying what to install. Idempotent: a second run only checks.
set -euo pipefail

say() { echo "test-prerequisites: $*"; }
can_apt() { [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; }
apt_updated=0
apt_install() {
  if [ "$apt_updated" = 0 ]; then DEBIAN_FRONTEND=noninteractive apt-get update -qq; apt_updated=1; fi
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}

# --- Debian packages: Chromium (never a downloaded browser) and HAProxy -------------------
# need_package WHAT PATH PACKAGE [HINT]: PATH is there, or PACKAGE is installed with apt-get, or
# the run stops saying what to install. `npm run cluster` calls this script with `haproxy` alone.
rerun=${1:+npm run cluster}
rerun=${rerun:-npm test}
need_package() {
  local what=$1 path=$2 package=$3 hint=${4:-}
  if [ -x "$path" ]; then
    say "$what em $path"
  elif can_apt; then
    say "instalando o $what do Debian (apt-get install $package)"
    apt_install "$package"
  else
    echo "Falta o $what: instale o pacote do Debian com 'sudo apt-get install -y $package'$hint e rode '$rerun' de novo." >&2
    exit 1
  fi
}
need_package HAProxy "$(command -v haproxy || echo /usr/sbin/haproxy)" haproxy
[ "${1:-}" = haproxy ] && exit 0
need_package Chromium "${CHROMIUM_PATH:-/usr/bin/chromium}" chromium ' (ou aponte CHROMIUM_PATH para um Chromium existente)'

# --- PostgreSQL ---------------------------------------------------------------------------
# A TEST_DATABASE_URL of your own is used as it is; the default is the local server's `test`.
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  if command -v psql >/dev/null 2>&1 && ! psql "$TEST_DATABASE_URL" -tAc 'select 1' >/dev/null 2>&1; then
    echo "TEST_DATABASE_URL ($TEST_DATABASE_URL) não responde: ligue esse PostgreSQL ou remova a variável para usar o local." >&2
    exit 1
  fi
  say "PostgreSQL de TEST_DATABASE_URL"
  exit 0
fi

pg_version() { ls /etc/postgresql 2>/dev/null | sort -V | tail -n 1; }
pg_answers() { command -v pg_isready >/dev/null 2>&1 && pg_isready -h 127.0.0.1 -p 5432 -q; }
if ! pg_answers; then
  if ! command -v pg_ctlcluster >/dev/null 2>&1 || [ -z "$(pg_version)" ]; then
    if can_apt; then
      say "instalando o PostgreSQL do Debian (apt-get install postgresql)"
      apt_install postgresql
      printf 'local all all trust\nhost all all 127.0.0.1/32 trust\nhost all all ::1/128 trust\n' > "/etc/postgresql/$(pg_version)/main/pg_hba.conf"
      # The package may have started the cluster with its own pg_hba.conf: make it read ours.
      pg_ctlcluster --skip-systemctl-redirect "$(pg_version)" main reload >/dev/null 2>&1 || true
    else
      echo "Falta o PostgreSQL: instale-o com 'sudo apt-get install -y postgresql' (acesso trust em 127.0.0.1:5432 para o usuário postgres) ou defina TEST_DATABASE_URL para um banco seu, e rode 'npm test' de novo." >&2
      exit 1
    fi
  fi
  if ! pg_answers; then
    if [ "$(id -u)" != 0 ]; then
      echo "O PostgreSQL está instalado mas parado: ligue-o com 'sudo pg_ctlcluster $(pg_version) main start' e rode 'npm test' de novo." >&2
      exit 1
    fi
    say "ligando o PostgreSQL $(pg_version)"
    pg_ctlcluster --skip-systemctl-redirect "$(pg_version)" main start || true
    for _ in $(seq 1 30); do pg_answers && break; sleep 1; done
  fi
  if ! pg_answers; then
    echo "O PostgreSQL não respondeu em 127.0.0.1:5432: veja o log em /var/log/postgresql e rode 'npm test' de novo." >&2
    exit 1
  fi
fi
if ! psql -h 127.0.0.1 -U postgres -d postgres -tAc 'select 1' >/dev/null 2>&1; then
  echo "O PostgreSQL em 127.0.0.1:5432 não aceita o usuário postgres sem senha: permita-o (trust no pg_hba.conf) ou defina TEST_DATABASE_URL para um banco seu, e rode 'npm test' de novo." >&2
  exit 1
fi
if ! psql -h 127.0.0.1 -U postgres -d postgres -tAc "select 1 from pg_database where datname='test'" | grep -q 1; then
  say "criando o banco test"
  psql -h 127.0.0.1 -U postgres -d postgres -qc 'create database test'
fi
say "PostgreSQL em 127.0.0.1:5432, banco test"
