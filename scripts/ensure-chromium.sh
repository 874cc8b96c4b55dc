#!/usr/bin/env bash
# Browser tests use Debian's Chromium at /usr/bin/chromium; never a downloaded browser build.
# The screenshot baselines (e2e/__screenshots__, e2e-stories/__screenshots__) also depend on the
# system fonts Chromium falls back to (Helvetica and Arial -> Liberation Sans, symbols Inter has
# no glyph for -> DejaVu), so the same font packages are installed everywhere.
set -euo pipefail
PACKAGES=(chromium fonts-dejavu-core fonts-dejavu-extra fonts-liberation)
missing=()
for package in "${PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
if [ -x /usr/bin/chromium ] && [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi
echo "Installing ${missing[*]} (needed by the browser tests)…"
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
/usr/bin/chromium --version
