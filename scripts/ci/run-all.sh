#!/usr/bin/env bash
# `npm test`: every check, in the order a failure is cheapest to find, the way
# CI runs them. Stops at the first failing step and says which one it was.
set -euo pipefail
cd "$(dirname "$0")/../.."

started=$SECONDS
summary=()
total=11
number=0

banner() {
  local line="================================================================================"
  printf '\n%s\n%s\n%s\n' "$line" "$1" "$line"
}

# step NAME COMMAND...: runs one step with a banner, stops everything if it fails.
step() {
  local name=$1
  shift
  number=$((number + 1))
  banner "[$number/$total] $name: $*"
  local step_started=$SECONDS
  if "$@"; then
    summary+=("  ok    $name ($((SECONDS - step_started))s)")
  else
    local code=$?
    summary+=("  FAIL  $name ($((SECONDS - step_started))s)")
    banner "FAILED at step $number/$total: $name (exit $code). Command: $*"
    printf '%s\n' "${summary[@]}"
    exit "$code"
  fi
}



step "type check" npm run --silent typecheck
step "lint" npm run --silent lint
# One form for the code, so a diff shows what changed and not how it was typed (.prettierrc.json).
step "format" npm run --silent format:check
step "policy build --check" npm run --silent policy -- build --check
# A warning fails here: a menu item shown where its page refuses, an action nothing applies (issue 50).
step "policy lint --strict" npm run --silent policy -- lint --strict
step "unit, type and policy table tests" npx vitest run --typecheck --reporter=default --reporter=junit --outputFile.junit=reports/unit-junit.xml
step "first-load budget" npm run --silent test:budgets -- --reporter=default --reporter=junit --outputFile.junit=reports/budgets-junit.xml
step "chromium" bash scripts/ci/ensure-chromium.sh
# Last run's server logs go first: a server that writes none this time must fail the next step, not pass on old lines.
rm -rf reports/server-logs
step "browser tests" npx playwright test
# Every app server of the browser run logged to reports/server-logs/ (playwright.config.ts):
# no password, session cookie, API key or token, and no email on a request line (issue 62).
step "server logs hold no secrets" npx tsx scripts/ci/check-server-logs.ts
step "studio browser tests" npx playwright test -c playwright.studio.config.ts

banner "All checks passed in $((SECONDS - started))s"
printf '%s\n' "${summary[@]}"
node scripts/ci/summarize-junit.mjs reports/unit-junit.xml reports/budgets-junit.xml reports/e2e-junit.xml reports/studio-e2e-junit.xml
