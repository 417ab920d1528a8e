#!/usr/bin/env bash
# Makes sure Debian's Chromium is at /usr/bin/chromium for the browser tests.
# Playwright's own browser download is not used: the tests drive the system
# Chromium (see playwright.config.ts). Installs it when missing and running as
# root (CI); otherwise prints the one command to run and fails.
set -euo pipefail

CHROMIUM=/usr/bin/chromium

# The visual tests (tests/e2e/visual.spec.ts) draw every page in DejaVu Sans, so their screenshots
# compare on any machine; Debian's fontconfig brings it, and this makes sure of it.
ensure_font() {
  if fc-list 2>/dev/null | grep -q "DejaVu Sans"; then return 0; fi
  if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "chromium: DejaVu Sans is missing; installing fonts-dejavu-core (root, apt-get)"
    DEBIAN_FRONTEND=noninteractive apt-get install -y fonts-dejavu-core || { apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y fonts-dejavu-core; }
  else
    echo "chromium: DejaVu Sans is missing; the visual tests need it: sudo apt-get install -y fonts-dejavu-core" >&2
  fi
}

if [ -x "$CHROMIUM" ]; then
  echo "chromium: found $CHROMIUM"
  ensure_font
  exit 0
fi

if [ "$(id -u)" -ne 0 ]; then
  echo "chromium: $CHROMIUM is missing and this user cannot install it." >&2
  echo "Run this once, then run the tests again:" >&2
  echo "  sudo apt-get update && sudo apt-get install -y chromium" >&2
  exit 1
fi

if ! command -v apt-get >/dev/null 2>&1; then
  echo "chromium: $CHROMIUM is missing and apt-get is not available (a Debian or Ubuntu machine is expected)." >&2
  echo "Install Chromium so that $CHROMIUM exists, then run the tests again." >&2
  exit 1
fi

echo "chromium: $CHROMIUM is missing; installing Debian's chromium package (root, apt-get)"
export DEBIAN_FRONTEND=noninteractive
apt-get update
apt-get install -y chromium

if [ ! -x "$CHROMIUM" ]; then
  echo "chromium: apt-get finished but $CHROMIUM is still missing." >&2
  exit 1
fi
echo "chromium: installed $("$CHROMIUM" --version 2>/dev/null || echo "$CHROMIUM")"
ensure_font
