#!/usr/bin/env bash
# The front of the replicated set-up (deploy/nginx.conf, issue 34) is tested with Debian's nginx,
# started by the tests themselves from a temp dir (scripts/test-cluster.mjs); installed here when
# missing, with openssl for the tests' throwaway TLS certificate.
set -euo pipefail
if [ ! -x /usr/sbin/nginx ] || ! command -v openssl >/dev/null; then
  echo "Installing nginx-light and openssl (needed by the replicated set-up's tests)…"
  SUDO=""
  if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends nginx-light openssl >/dev/null
fi
/usr/sbin/nginx -v
