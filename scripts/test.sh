#!/usr/bin/env bash
# The whole test suite, as the README's test command and CI run it.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1 DO_NOT_TRACK=1 STORYBOOK_DISABLE_TELEMETRY=1
# CI mode for Playwright: never reuse a server left running from another checkout, no test.only.
export CI="${CI:-1}"

step() { printf '\n=== %s ===\n' "$1"; }

step "Chromium"
bash scripts/ensure-chromium.sh

step "Generated types are current (sanity.types.ts)"
npm run --silent typegen:check

step "Embedded dataset is consistent (references, keys, assets, coverage)"
node scripts/check-dataset.mjs

step "Lint and format"
npm run --silent lint

step "Type check"
npm run --silent typecheck

step "Unit tests"
npx vitest run

step "Production build"
npx next build

step "Route tests (Playwright + axe)"
npx playwright test

# Lead intake server (issue 7). Short forms here; the full ones are npm run fuzz:leads,
# kill:leads, relay:pg and bench:leads. Ports 3211-3213 and PostgreSQL on 5434 unless
# FUZZ_PORT / KILL_PORT / PG_TEST_PORT / PG_TEST_PG_PORT say otherwise.
step "Lead server: fuzz, 1,000 bad requests (PGlite)"
node scripts/fuzz-leads.mjs --count 1000

step "Lead server: kill -9 under load, then relay to a webhook failing 50% (PGlite)"
node scripts/kill-leads.mjs --cycles 1 --seconds 3

step "Lead server: PostgreSQL path end to end, two relay workers"
bash scripts/ensure-postgres.sh
node scripts/relay-workers-pg.mjs --leads 300

if [ -f playwright.stories.config.ts ]; then
  step "Storybook build"
  npm run --silent build-storybook
  step "Story tests (axe + visual snapshots)"
  npx playwright test -c playwright.stories.config.ts
fi
