#!/usr/bin/env bash
# Browser tests use Debian's Chromium at /usr/bin/chromium; never a downloaded browser build.
# The screenshot baselines (e2e/routes/__screenshots__, e2e/stories/__screenshots__) also depend on the
# system fonts Chromium falls back to (Helvetica and Arial -> Liberation Sans, symbols Inter has
# no glyph for -> DejaVu), so the same font packages are installed everywhere.
set -euo pipefail
PACKAGES=(chromium fonts-dejavu-core fonts-dejavu-extra fonts-liberation)
missing=()
for package in "${PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
if [ ! -x /usr/bin/chromium ] || [ ${#missing[@]} -gt 0 ]; then
  echo "Installing ${missing[*]} (needed by the browser tests)…"
  SUDO=""
  if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
/usr/bin/chromium --version

# The baselines were taken with the package versions in e2e/support/baseline-packages.txt. Another
# version may draw text or anti-aliasing differently: say so up front, so that a failing snapshot
# is read as what it is (regenerate the baselines deliberately, see the README).
BASELINE="$(dirname "$0")/../e2e/support/baseline-packages.txt"
if [ -f "$BASELINE" ]; then
  current="$(dpkg-query -W "${PACKAGES[@]}")"
  if [ "$current" != "$(cat "$BASELINE")" ]; then
    echo "WARNING: the screenshot baselines were taken with other package versions:"
    diff <(cat "$BASELINE") <(echo "$current") || true
  fi
fi
