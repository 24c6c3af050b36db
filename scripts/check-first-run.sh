#!/usr/bin/env bash
# What a new user meets where keytar could not be installed (no libsecret headers when `npm install`
# ran, so npm dropped the optional native module): a clean clone of the committed tree with nothing
# beside it, installed without keytar. The build must pass, the package check too, and `npm start`
# must start headless on the keychain fall-back, say so in one line, and serve the UI.
# Then, optionally (--with-tests), README's test command in that clone (CI and PRINTDESK_FIXTURES unset):
# it puts keytar back and runs everything, and must say in one line which tests need the print-file
# corpus (absent there) and skip them.
set -euo pipefail
cd "$(dirname "$0")/.."
with_tests=false
[ "${1:-}" = "--with-tests" ] && with_tests=true

work=$(mktemp -d)
server=""
cleanup() {
  [ -n "$server" ] && kill -INT "$server" 2>/dev/null && wait "$server" 2>/dev/null
  rm -rf "$work"
}
trap cleanup EXIT
step() { echo "first run: $*" >&2; }
fail() {
  echo "first run: FAILED: $*" >&2
  exit 1
}

step "cloning $(git rev-parse --short HEAD) into a folder with nothing beside it"
git clone -q --no-local . "$work/printdesk"
cd "$work/printdesk"

step "npm ci where keytar's native build fails (no Node headers), as on a machine without libsecret"
npm_config_nodedir="$work/no-node-headers" npm ci --no-audit --no-fund --loglevel=error >/dev/null
if [ -e node_modules/keytar ]; then
  step "keytar was built anyway: removing it, as npm does when its build fails"
  rm -rf node_modules/keytar
fi

step "npm run build"
npm run --silent build
node scripts/check-package.mjs

step "npm start, headless (no display, no Electron binary)"
log="$work/start.log"
env -u DISPLAY -u WAYLAND_DISPLAY XDG_CONFIG_HOME="$work/config" npm start >"$log" 2>&1 &
server=$!
url=""
for _ in $(seq 1 240); do
  url=$(grep -o 'http://127\.0\.0\.1:[0-9]*/[^ ]*' "$log" | head -n 1 || true)
  [ -n "$url" ] && break
  kill -0 "$server" 2>/dev/null || fail "npm start exited early: $(cat "$log")"
  sleep 0.5
done
[ -n "$url" ] || fail "npm start printed no address within 2 minutes: $(cat "$log")"
sed 's/^/  | /' "$log" >&2
grep -q '^PrintDesk: No keychain is available (OS keychain: the keychain module (keytar) is not installed)' "$log" ||
  fail "npm start did not say in one line that it runs without keytar"
page=$(node -e "fetch(process.argv[1]).then(async (r) => { if (!r.ok) throw new Error('HTTP ' + r.status); process.stdout.write(await r.text()); })" "$url") ||
  fail "the UI at $url did not answer"
grep -q '<div id="root">' <<<"$page" || fail "$url did not serve the PrintDesk UI"
step "the UI is served at $url"
kill -INT "$server"
wait "$server" || fail "npm start did not stop cleanly on Ctrl+C"
server=""

if $with_tests; then
  step "npm test in the clone (not under CI, no PRINTDESK_FIXTURES: the corpus is absent here)"
  test_log="$work/test.log"
  status=0
  env -u CI -u PRINTDESK_FIXTURES npm test 2>&1 | tee "$test_log" || status=$?
  [ "$status" -eq 0 ] || fail "npm test failed in the clean clone (exit $status)"
  # Each runner that has tests needing the corpus says so once, in one line, and runs everything else.
  notices=$(grep -E '^(vitest|playwright): .*: the real-world print files are not at .* \(set PRINTDESK_FIXTURES\)\.$' "$test_log" || true)
  [ -n "$notices" ] || fail "npm test did not say in one line which tests need the print-file corpus"
  for runner in vitest playwright; do
    [ "$(grep -c "^$runner: " <<<"$notices")" -le 1 ] || fail "$runner said more than once that the corpus is absent"
  done
  step "npm test passed without the corpus and said: $notices"
fi
step "passed"
