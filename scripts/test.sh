#!/usr/bin/env bash
# The whole suite from a fresh clone: system packages (when missing), static checks, the build,
# unit and integration tests (Vitest, in Node and jsdom), then end-to-end tests (Playwright, Chromium).
# The keychain tests need a real Secret Service, so the test runners run inside a private D-Bus
# session with an unlocked gnome-keyring whose keyrings live in a temporary folder.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-system.sh
source scripts/node-headers.sh
[ -d node_modules ] || npm ci
# Installed before libsecret's headers were? Then npm dropped keytar: put it back, built.
bash scripts/ensure-keytar.sh

npm run --silent lint
npm run --silent typecheck
npm run --silent build
# The installers pack dist/: nothing in it may need a dev dependency or be a test helper.
node scripts/check-package.mjs

mkdir -p test-results
keyrings=$(mktemp -d)
trap 'rm -rf "$keyrings"' EXIT
XDG_DATA_HOME="$keyrings" dbus-run-session -- bash -c '
  set -euo pipefail
  echo -n printdesk-test | gnome-keyring-daemon --unlock --components=secrets >/dev/null
  # Inside this session the keychain tests must run for real: a keychain that does not answer is a failure.
  export PRINTDESK_REQUIRE_KEYCHAIN=1
  status=0
  npx vitest run --reporter=default --reporter=json --outputFile.json=test-results/vitest.json || status=$?
  # A real X display (Xvfb) so the Electron smoke spec can open a window where an Electron binary exists.
  PLAYWRIGHT_JSON_OUTPUT_NAME=test-results/playwright.json xvfb-run -a npx playwright test --reporter=list,json || status=$?
  node scripts/test-summary.mjs test-results/vitest.json test-results/playwright.json
  exit $status
'
