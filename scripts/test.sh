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

if [ -f playwright.stories.config.ts ]; then
  step "Storybook build"
  npm run --silent build-storybook
  step "Story tests (axe + visual snapshots)"
  npx playwright test -c playwright.stories.config.ts
fi
