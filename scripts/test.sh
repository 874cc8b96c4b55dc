#!/usr/bin/env bash
# The whole test suite, as the README's test command and CI run it.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1 DO_NOT_TRACK=1 STORYBOOK_DISABLE_TELEMETRY=1
# CI mode for Playwright: never reuse a server left running from another checkout, no test.only.
export CI="${CI:-1}"
# The public address the build publishes in canonical URLs, the sitemap and share images
# (issue 9): a production build without one warns and publishes none.
export NEXT_PUBLIC_SITE_URL="${NEXT_PUBLIC_SITE_URL:-https://www.forgeline.example}"
# No Turbopack build cache: nothing here reads it, and writing it cost ~10 s a build. No type
# check inside the builds either (~20 s each): the type check step (`npm run typecheck`: `next
# typegen`, then tsc over the project with the route types it writes) is the check `next build`
# makes, and every build compiles the same sources. See next.config.ts.
export NEXT_BUILD_CACHE=off NEXT_BUILD_TYPECHECK=off

# Every runner also writes a JSON report here; the last line printed adds them up
# ("N passed, N failed"), with each script check (a step that is neither a test runner
# nor setup) as one.
REPORTS="$(mktemp -d)"
CHECKS_PASSED=0
CURRENT=""
# Each step's time in seconds, printed as it ends and again at the end (CI's budget: 30 minutes),
# with the cores the whole machine kept busy meanwhile (from /proc/stat; this suite's and anything
# else's): a step far below the core count mostly waits, and can run beside another.
STEP_NAME=""
STEP_START=$SECONDS
STEP_CPU=""
TIMES=""
# "busy total" jiffies of all cores since boot.
cpu_ticks() { awk '/^cpu /{print $2+$3+$4+$7+$8+$9, $2+$3+$4+$5+$6+$7+$8+$9; exit}' /proc/stat; }
step_done() {
  if [ -n "$STEP_NAME" ]; then
    local took=$((SECONDS - STEP_START)) cores
    cores=$(awk -v a="$STEP_CPU" -v b="$(cpu_ticks)" -v n="$(nproc)" 'BEGIN {
      split(a, x, " "); split(b, y, " "); t = y[2] - x[2]
      printf "%.1f", (t > 0 ? n * (y[1] - x[1]) / t : 0) }')
    printf '  (%d s, %s of %d cores busy)\n' "$took" "$cores" "$(nproc)"
    TIMES="${TIMES}$(printf '%5d s  %4s  %s' "$took" "$cores" "$STEP_NAME")"$'\n'
  fi
}
step() {
  # A step that is reached means the one before it passed.
  if [ -n "$CURRENT" ] && [ "$CURRENT" = check ]; then CHECKS_PASSED=$((CHECKS_PASSED + 1)); fi
  CURRENT="${2:-check}"
  step_done
  STEP_NAME="$1"
  STEP_START=$SECONDS
  STEP_CPU=$(cpu_ticks)
  # Not framed in '=' signs (pytest's closing line), and no heading says "Summary": cargo-nextest
  # and CUnit close with a Summary line, so one without a count reads as a run of no test.
  printf '\n» %s\n' "$1"
}
BACKGROUND=""
background() {
  local name=$1
  shift
  setsid "$@" > "$REPORTS/$name.log" 2>&1 &
  BACKGROUND="$BACKGROUND $name:$!"
}
foreground() {
  local entry pid="" rc=0
  for entry in $BACKGROUND; do [ "${entry%%:*}" = "$1" ] && pid="${entry#*:}"; done
  wait "$pid" || rc=$?
  BACKGROUND="${BACKGROUND/ $1:$pid/}"
  cat "$REPORTS/$1.log"
  return "$rc"
}
summary() {
  local rc=$? entry
  for entry in $BACKGROUND; do kill -- "-${entry#*:}" 2>/dev/null || true; done
  if [ "$CURRENT" = check ] && [ "$rc" = 0 ]; then CHECKS_PASSED=$((CHECKS_PASSED + 1)); fi
  step_done
  printf '\n» Time per step (total %d s; cores busy of %d)\n%s' "$SECONDS" "$(nproc)" "$TIMES"
  printf '\n» Counts\n'
  # A failed runner's failures are in its report; a failed check or setup step counts once.
  local checks_failed=0
  if [ "$CURRENT" != runner ] && [ "$rc" != 0 ]; then checks_failed=1; fi
  node scripts/test-summary.mjs "$REPORTS" "$CHECKS_PASSED" "$checks_failed" "$rc" || true
  rm -rf "$REPORTS"
  exit "$rc"
}
trap summary EXIT

step "Chromium" setup
bash scripts/ensure-chromium.sh

# The typegen check, lint and the type check read the project, write nothing in it and keep one
# core busy each: they run side by side (each in a process group of its own, stopped at the end
# if still running: 75 s one after another, ~40 s together), and each step prints what its
# command printed.
background typegen npm run --silent typegen:check
background lint npm run --silent lint
background typecheck npm run --silent typecheck

step "Generated types are current (sanity.types.ts)"
foreground typegen

step "Embedded dataset is consistent (references, keys, assets, coverage)"
node scripts/check-dataset.mjs

step "Docs match the project (npm run scripts, command files, links, variables)"
node scripts/check-docs.mjs

step "Lint and format"
foreground lint

step "Type check"
foreground typecheck

step "Unit tests" runner
npx vitest run --reporter=default --reporter=json --outputFile.json="$REPORTS/1-unit.json"

step "Production build" setup
npx next build

step "Byte budgets: first-load JS and HTML gzip per route (budgets.json)"
node scripts/budgets.mjs

step "Route tests (Playwright + axe)" runner
PLAYWRIGHT_JSON_OUTPUT_FILE="$REPORTS/2-routes.json" npx playwright test --project 'routes-*' --reporter=list,json

# The other builds go on in the background beside the script checks below, which keep ~1.4 of
# the 2 cores busy (they mostly wait on servers, timers and child processes): Storybook, and two
# more builds of the site, each then tested against local stand-ins of the services it calls.
# Issue 11: every third party configured (hosts: a local collector on ANALYTICS_COLLECTOR_PORT,
# 3141; the site on ANALYTICS_SITE_PORT, 3140) and consent opt-in, into .next-analytics.
# Issue 12: the remote content path (a Sanity project configured) against a local Content Lake
# stand-in (CONTENT_LAKE_PORT, 3151; the site on REMOTE_SITE_PORT, 3150), offline. The failing
# build goes first: both build into .next-remote.
# The two suites' tests run one at a time each (each resets its one stand-in) and mostly wait (for
# a library's idle load, a timeout, a retry): one run of both projects, one worker each, right
# after their builds, beside the last script checks and then the story tests. A failed build
# leaves the chain before its tests (the step that waits for the builds says which). The build
# against an unreachable CMS is refused within a second, before the chain builds into the same
# .next-remote.
step "Remote build against an unreachable CMS fails fast with a clear message"
node scripts/build-remote.mjs --unreachable

background storybook npm run --silent build-storybook
background analytics-remote bash -c 'set -e
  echo "» Analytics build (every third party configured, consent opt-in)"
  env $(node e2e/analytics/print-env.mjs) npx next build
  echo "» Remote build (Sanity source, local Content Lake stand-in)"
  node scripts/build-remote.mjs
  touch "$1/builds-done"
  echo "» Analytics tests (Segment, PostHog, experiment, visitor ID, tag manager, consent) and remote content tests (pages, drafts, stega, overlays, long query, publish, outage)"
  PLAYWRIGHT_JSON_OUTPUT_FILE="$1/4-analytics-remote.json" npx playwright test --project analytics --project remote --reporter=list,json' analytics-remote "$REPORTS"

# Editors' publish loop (issue 12): PUBLISH_PORT, 3215.
step "Publish to live: signed webhook refreshes a page, bad signatures change nothing"
node scripts/publish-check.mjs

# Editors' local loop (issue 12, item 5): `next dev` on a copy of the dataset, DEV_CHECK_PORT 3216.
step "Dev loop: a saved dataset shows in the open browser by itself"
node scripts/dev-reload-check.mjs

# Issue 34: the build fixes the public settings; a server started with others refuses to start,
# one started without them uses the build's. CONFIG_CHECK_PORT, 3218.
step "One configuration: a server cannot change the build's public settings"
node scripts/config-check.mjs

# Hostile HTTP (issue 9): the full form is npm run fuzz:http (10,000); FUZZ_HTTP_PORT, 3214, and
# with the page cache in Redis (issue 34) FUZZ_REDIS_PORT, 3219. Then (issue 46) 60 MB bodies to the
# intake, the webhook and a page, each refused as it comes in, with the server's memory flat.
step "HTTP fuzz: 1,500 hostile requests to every route kind, no 5xx, no cache growth (disk, Redis); 60 MB bodies refused, memory flat"
bash scripts/ensure-redis.sh >/dev/null
node scripts/fuzz-http.mjs --count 1500

# Issue 47: every kind of answer one replica makes carries the security headers, and a client past
# the front cannot rotate X-Forwarded-For around the rate limit; REPLICA_CHECK_PORT, 3227.
step "One replica: security headers on every kind of answer; X-Forwarded-For only from the front"
node scripts/replica-headers.mjs

# Lead intake server (issue 7). Short forms here; the full ones are npm run fuzz:leads,
# kill:leads, relay:pg and bench:leads. Ports 3211-3213 and PostgreSQL on 5434 unless
# FUZZ_PORT / KILL_PORT / PG_TEST_PORT / PG_TEST_PG_PORT say otherwise.
step "Lead server: fuzz, 1,000 bad requests (PGlite)"
node scripts/fuzz-leads.mjs --count 1000

step "Lead server: kill -9 under load, then relay to a webhook failing 50% (PGlite)"
node scripts/kill-leads.mjs --cycles 1 --seconds 3

# Issue 36: the operator commands next to a running server on PGlite (its socket, docs/leads.md);
# LEADS_LIVE_PORT, 3217.
step "Lead server: status and export while the site takes submissions (PGlite socket)"
node scripts/leads-live.mjs --seconds 4

# Issue 46: an operator's psql on the embedded store (pg_sleep, COPY both ways, a transaction left
# open) next to lead posts and a page load, then a second local user (nobody) trying the store;
# LEADS_OPERATOR_PORT, 3226. psql comes with PostgreSQL (scripts/ensure-postgres.sh).
step "Lead server: an operator's psql stalls no page, loses no lead; nobody else reaches the store; a lost log reader stops nothing (PGlite)"
bash scripts/ensure-postgres.sh >/dev/null
node scripts/leads-operator.mjs

step "Lead server: PostgreSQL path end to end, two relay workers"
bash scripts/ensure-postgres.sh
node scripts/relay-workers-pg.mjs --leads 300

# Issue 34: the replicated set-up (npm run test:cluster): Redis, PostgreSQL, two replicas on copies
# of the build (.next-cluster-a, -b) and nginx with deploy/nginx.conf; ports 3220-3225 unless
# CLUSTER_PORT says otherwise.
step "Replicas behind nginx: a publish reaches both, 1,000 leads stored once, kill -9 of one, restart from Redis"
bash scripts/ensure-nginx.sh
node scripts/test-cluster.mjs

step "Storybook build (beside the script checks)" setup
foreground storybook

step "Story tests (axe + visual snapshots), the analytics and remote tests beside them" runner
STORIES_RC=0
PLAYWRIGHT_JSON_OUTPUT_FILE="$REPORTS/3-stories.json" npx playwright test --project stories --reporter=list,json || STORIES_RC=$?

# The analytics and remote builds, then their tests (started beside the script checks). A build
# that failed is a failed check of this step; failed tests are in their report.
step "Analytics and remote builds, then their tests: the rest of their run" runner
[ -e "$REPORTS/builds-done" ] || CURRENT=check
foreground analytics-remote
exit "$STORIES_RC"
