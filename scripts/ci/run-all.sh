#!/usr/bin/env bash
# `npm test`: every check, in the order a failure is cheapest to find, the way
# CI runs them. Stops at the first failing step and says which one it was.
set -euo pipefail
cd "$(dirname "$0")/../.."

started=$SECONDS
summary=()
total=9
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



# together NAME1 'COMMAND1' NAME2 'COMMAND2' ...: the static checks, each one process on one core
# and none waiting for another's answer, run side by side (issue 61: about 40 s of the suite's
# time); each one's output is printed whole, in order, and a failure names its check.
together() {
  local dir names=() commands=() pids=() failed=()
  dir=$(mktemp -d)
  while [ $# -gt 0 ]; do
    names+=("$1")
    commands+=("$2")
    shift 2
  done
  number=$((number + ${#names[@]}))
  banner "[$((number - ${#names[@]} + 1))-$number/$total] side by side: $(IFS=,; echo "${names[*]}" | sed 's/,/, /g')"
  local started_at=$SECONDS i
  for i in "${!names[@]}"; do
    (
      code=0
      bash -c "${commands[$i]}" >"$dir/$i.log" 2>&1 || code=$?
      echo "$code" >"$dir/$i.code"
      echo $SECONDS >"$dir/$i.end"
    ) &
    pids+=($!)
  done
  for i in "${!names[@]}"; do
    wait "${pids[$i]}" || true
    local code seconds
    code=$(cat "$dir/$i.code")
    seconds=$(($(cat "$dir/$i.end") - started_at))
    printf '\n--- %s: %s (exit %s, %ss)\n' "${names[$i]}" "${commands[$i]}" "$code" "$seconds"
    cat "$dir/$i.log"
    if [ "$code" = 0 ]; then
      summary+=("  ok    ${names[$i]} (${seconds}s, side by side)")
    else
      summary+=("  FAIL  ${names[$i]} (${seconds}s, side by side)")
      failed+=("${names[$i]}: ${commands[$i]}")
    fi
  done
  rm -rf "$dir"
  if [ ${#failed[@]} -gt 0 ]; then
    banner "FAILED: $(printf '%s; ' "${failed[@]}")"
    printf '%s\n' "${summary[@]}"
    exit 1
  fi
}

# One form for the code, so a diff shows what changed and not how it was typed (.prettierrc.json).
# policy lint --strict: a warning fails, such as a menu item shown where its page refuses, an action nothing applies (issue 50).
together \
  "type check" "npm run --silent typecheck" \
  "lint" "npm run --silent lint" \
  "format" "npm run --silent format:check" \
  "policy build --check and lint --strict" "npm run --silent policy -- build --check && npm run --silent policy -- lint --strict"
step "unit, type and policy table tests" npx vitest run --typecheck --reporter=default --reporter=junit --outputFile.junit=reports/unit-junit.xml
step "first-load budget" npm run --silent test:budgets -- --reporter=default --reporter=junit --outputFile.junit=reports/budgets-junit.xml
step "chromium" bash scripts/ci/ensure-chromium.sh
step "browser tests" npx playwright test
step "studio browser tests" npx playwright test -c playwright.studio.config.ts

banner "All checks passed in $((SECONDS - started))s"
printf '%s\n' "${summary[@]}"
node scripts/ci/summarize-junit.mjs reports/unit-junit.xml reports/budgets-junit.xml reports/e2e-junit.xml reports/studio-e2e-junit.xml
