#!/usr/bin/env bash
# The product on the demo data, as `npm start` loads it (ADOPTIONS_DATA empty,
# an empty database), for the browser tests' demo walk (tests/e2e/demo-walk.spec.ts);
# also the terms server of tests/e2e/terms.spec.ts, with its own ADOPTIONS_DATA and ADOPTIONS_NOW.
# Playwright starts it beside scripts/ci/e2e-server.sh; it serves the build that
# script makes, so it waits until that server answers before it starts.
set -euo pipefail
cd "$(dirname "$0")/../.."

db_dir="${TMPDIR:-/tmp}/adoptions-e2e-demo-${PORT:-4320}"
rm -rf "$db_dir"
mkdir -p "$db_dir"
export DATABASE_PATH="$db_dir/demo.sqlite"

# Node's fetch rather than curl: a fresh machine has Node, not always curl.
if ! node -e '
  const until = Date.now() + 240_000
  const poll = () => fetch(process.argv[1] + "/healthz").then((r) => process.exit(r.ok ? 0 : 1), () => (Date.now() > until ? process.exit(1) : setTimeout(poll, 500)))
  poll()' "${BUILT_BY:?}"; then
  echo "e2e demo server: the test server at ${BUILT_BY} never answered, so there is no build to serve" >&2
  exit 1
fi
echo "e2e demo server: starting on :${PORT} (sign-in :${AUTH_PORT}), data ${ADOPTIONS_DATA:-demo}, clock ${ADOPTIONS_NOW:-real}, database ${DATABASE_PATH}"
# The log (JSON, playwright.config.ts sets LOG_FORMAT and LOG_LEVEL) goes to a
# file of its own, emptied first, for scripts/ci/check-server-logs.ts to grep
# for secrets after the run. Playwright ignores stdout anyway and waits on the
# URL, not on output; stderr (start-up failures) still reaches it.
mkdir -p "$(dirname "${E2E_SERVER_LOG:?}")"
exec npx tsx src/server/main.ts >"$E2E_SERVER_LOG"
