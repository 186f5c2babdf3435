#!/usr/bin/env bash
# Installs and starts what the test suite needs beyond npm, on Debian: Chromium for browser journeys,
# PostgreSQL for the Postgres leg, Redis for the limits shared between app instances and Varnish for the shared
# cache test (tests/api/shared-cache.test.ts starts its own varnishd) and Poppler's pdftoppm for the unit test that
# renders a Hindi PDF to an image (src/server/pdf). Idempotent; needs root (apt-get). `npm test`
# runs it when a part asked for needs something it provides that is missing (scripts/lib/system.mjs).
set -euo pipefail

need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
command -v pg_ctlcluster >/dev/null 2>&1 || need+=(postgresql)
command -v redis-server >/dev/null 2>&1 || need+=(redis-server)
[ -x /usr/sbin/varnishd ] || need+=(varnish)
command -v pdftoppm >/dev/null 2>&1 || need+=(poppler-utils)
if [ ${#need[@]} -gt 0 ]; then
  echo "› Installing ${need[*]} (Debian packages)…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq "${need[@]}" >/dev/null
fi

# The package's own Varnish service (port 6081, /etc/varnish/default.vcl) is not ours: the test starts varnishd on
# a free port of its own. Stopped, and left off at boot.
if [ -d /run/systemd/system ]; then
  systemctl disable --now varnish.service varnishncsa.service >/dev/null 2>&1 || true
elif [ -x /etc/init.d/varnish ]; then
  /etc/init.d/varnish stop >/dev/null 2>&1 || true
  update-rc.d varnish disable >/dev/null 2>&1 || true
fi

# Start the first PostgreSQL cluster and make the test role (CREATEDB: each run makes and drops its database).
read -r version cluster _ < <(pg_lsclusters -h | head -n 1) || true
if [ -z "${version:-}" ]; then
  version=$(ls /usr/lib/postgresql | sort -V | tail -n 1)
  pg_createcluster "$version" main >/dev/null
  cluster=main
fi
pg_ctlcluster "$version" "$cluster" start 2>/dev/null || true
for _ in $(seq 1 30); do
  pg_isready -q -h 127.0.0.1 && break
  sleep 1
done
su postgres -c "psql -q -tAc \"SELECT 1 FROM pg_roles WHERE rolname='site'\"" | grep -q 1 ||
  su postgres -c "psql -q -c \"CREATE ROLE site LOGIN PASSWORD 'site' CREATEDB\""
echo "› System ready: Redis $(redis-server --version | sed -E 's/.*v=([0-9.]+).*/\1/'), $(/usr/bin/chromium --version 2>/dev/null | head -n 1), PostgreSQL $version, $(/usr/sbin/varnishd -V 2>&1 | head -n 1 | cut -d' ' -f2 | tr -d '(')"
