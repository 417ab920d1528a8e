#!/usr/bin/env bash
# The product as the browser tests see it: built once, then started the way
# `npm start` starts it (tsx src/server/main.ts), but on test ports, with the
# browser-test data file and a fresh database. Playwright's webServer runs this
# (playwright.config.ts sets PORT, AUTH_PORT, AUTH_HOST and ADOPTIONS_DATA).
set -euo pipefail
cd "$(dirname "$0")/../.."

# A fresh database every run: the data file must be all the server knows.
# Playwright may SIGKILL this script, so the previous run's folder is removed
# here rather than on exit.
db_dir="${TMPDIR:-/tmp}/adoptions-e2e-${PORT:-4300}"
rm -rf "$db_dir"
mkdir -p "$db_dir"
export DATABASE_PATH="$db_dir/adoptions.sqlite"

# Always built, unlike `npm start` (scripts/build/build-if-stale.ts reuses an
# unchanged dist/): this vite build empties dist/, its stamp too, so the next
# `npm start` rebuilds rather than serve this one as its own.
echo "e2e server: building the policy and the app"
npm run --silent policy -- build
# --manifest writes dist/.vite/manifest.json, which maps every page.tsx to its
# lazy chunk so the tests can prove a denied page's chunk is never fetched.
npx vite build --manifest --logLevel warn

echo "e2e server: starting on :${PORT} (sign-in :${AUTH_PORT}), data ${ADOPTIONS_DATA}, database ${DATABASE_PATH}"
# The log (JSON, playwright.config.ts sets LOG_FORMAT and LOG_LEVEL) goes to a
# file of its own, emptied first, for scripts/ci/check-server-logs.ts to grep
# for secrets after the run. Playwright ignores stdout anyway and waits on the
# URL, not on output; stderr (start-up failures) still reaches it.
mkdir -p "$(dirname "${E2E_SERVER_LOG:?}")"
exec npx tsx src/server/main.ts >"$E2E_SERVER_LOG"
