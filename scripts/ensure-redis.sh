#!/usr/bin/env bash
# The shared page cache (REDIS_URL, issue 34) is tested against Debian's redis-server, started by the
# tests themselves in a temp dir (scripts/lib/redis.mjs); installed here when missing.
set -euo pipefail
if ! command -v redis-server >/dev/null 2>&1; then
  echo "Installing redis-server (needed by the shared page cache's tests)…"
  SUDO=""
  if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends redis-server >/dev/null
fi
command -v redis-server
