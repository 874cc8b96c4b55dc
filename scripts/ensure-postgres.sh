#!/usr/bin/env bash
# The PostgreSQL path of the lead server is tested against Debian's PostgreSQL, started by the
# tests themselves in a temp dir (scripts/lib/leads-harness.mjs); installed here when missing.
set -euo pipefail
if ! ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1; then
  echo "Installing postgresql (needed by the lead server's PostgreSQL tests)…"
  SUDO=""
  if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends postgresql >/dev/null
fi
ls -d /usr/lib/postgresql/*/bin/postgres
