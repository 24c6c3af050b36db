#!/usr/bin/env bash
# Makes sure keytar is installed and built, so the keychain tests run for real. keytar is an optional
# dependency: when `npm install` ran before libsecret's headers were present, its native build failed
# and npm dropped the package without a word. Rebuilding is not enough then: it has to be installed.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/node-headers.sh

usable() { node -e "require('keytar')" 2>/dev/null; }
usable && exit 0

version=$(node -p "require('./package-lock.json').packages['node_modules/keytar'].version")
if [ -d node_modules/keytar ]; then
  echo "keytar is installed but not built: building it" >&2
  npm rebuild keytar >/dev/null
else
  echo "keytar was dropped by npm install (its build failed then): installing keytar@$version" >&2
  npm install --no-save --no-audit --no-fund --loglevel=error "keytar@$version" >/dev/null
fi
usable || {
  echo "keytar still cannot be loaded: $(node -e "require('keytar')" 2>&1 | grep -m1 Error)" >&2
  exit 1
}
