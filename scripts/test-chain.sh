#!/usr/bin/env bash
# A chain of steps that shares nothing with the script checks (its own build folder, ports and
# report), run by scripts/test.sh beside them (issue 50): the analytics and the remote builds and
# their route tests wait on their browsers and servers far more than they use the CPU (26 % and
# 48 % of two cores alone). Prints each step as test.sh does and writes "<seconds> <name>" per
# step to $REPORTS/<chain>.times for the closing step table. Stops at the first failing step.
#   bash scripts/test-chain.sh beside     (REPORTS set by scripts/test.sh)
set -euo pipefail
cd "$(dirname "$0")/.."
: "${REPORTS:?set by scripts/test.sh}"
chain=$1
run() {
  local name=$1 start=$SECONDS rc=0
  shift
  printf '\n» %s\n' "$name"
  "$@" || rc=$?
  printf '  (%d s)\n' "$((SECONDS - start))"
  printf '%d %s\n' "$((SECONDS - start))" "$name" >> "$REPORTS/$chain.times"
  return "$rc"
}

case "$chain" in
  beside)
    # Issue 11: a second build with every third party configured (hosts: a local collector on
    # ANALYTICS_COLLECTOR_PORT, 3141; the site on ANALYTICS_SITE_PORT, 3140) and consent opt-in.
    run "Analytics build (every third party configured, consent opt-in)" \
      env $(node e2e-analytics/print-env.mjs) npx next build
    run "Analytics tests (Segment, PostHog, experiment, visitor ID, tag manager, consent)" \
      env PLAYWRIGHT_JSON_OUTPUT_FILE="$REPORTS/4-analytics.json" \
      npx playwright test -c playwright.analytics.config.ts --reporter=list,json
    # Issue 12: the remote content path (a Sanity project configured) against a local Content
    # Lake stand-in (CONTENT_LAKE_PORT, 3151; the site on REMOTE_SITE_PORT, 3150), offline. The
    # failing build goes first: both build into .next-remote.
    run "Remote build against an unreachable CMS fails fast with a clear message" \
      node scripts/build-remote.mjs --unreachable
    run "Remote build (Sanity source, local Content Lake stand-in)" node scripts/build-remote.mjs
    run "Remote content tests (every page, drafts, stega in the preview, click-to-edit overlays, long query, publish and its replays, outage)" \
      env PLAYWRIGHT_JSON_OUTPUT_FILE="$REPORTS/5-remote.json" \
      npx playwright test -c playwright.remote.config.ts --reporter=list,json
    ;;
  *)
    echo "unknown chain: $chain" >&2
    exit 2
    ;;
esac
