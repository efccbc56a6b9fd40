#!/usr/bin/env bash
# Prints the bin/ folder of a host's CLI at a pinned version ($1: package@version), installed from the npm
# registry once into a cache folder shared by later runs. The CLIs are large and only CI needs them, so
# they are never in package.json: an owner's `npm ci` stays small.
set -euo pipefail
spec="$1"
cache="${PORTFOLIO_CLI_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/portfolio-host-clis}"
dir="$cache/$spec"
if [ ! -f "$dir/.installed" ]; then
  echo "Installing $spec from the npm registry..." >&2
  rm -rf "$dir"
  mkdir -p "$dir"
  (cd "$dir" && echo '{ "private": true }' > package.json && npm install --no-audit --no-fund --loglevel=error "$spec" >&2)
  touch "$dir/.installed"
fi
echo "$dir/node_modules/.bin"
