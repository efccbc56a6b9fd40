#!/usr/bin/env bash
# The lockfile must install on macOS, Windows and Linux alike: every platform-specific package it names
# (esbuild, rolldown, Tailwind's oxide, lightningcss, ...) has to exist in the registry, or `npm ci` fails
# there. Registries lag behind for some platform builds of the newest releases, so check each one.
set -euo pipefail
cd "$(dirname "$0")/.."
node -e '
  const lock = require("./package-lock.json")
  for (const [path, entry] of Object.entries(lock.packages))
    if (entry.os || entry.cpu) console.log(path.replace(/.*node_modules\//, "") + "@" + entry.version)
' > "${TMPDIR:-/tmp}/lockfile-platforms.txt"
missing="$(xargs -P 8 -I{} sh -c 'npm view "{}" version 2>/dev/null | grep -q . || echo "{}"' \
  < "${TMPDIR:-/tmp}/lockfile-platforms.txt")"
count="$(wc -l < "${TMPDIR:-/tmp}/lockfile-platforms.txt")"
if [ -n "$missing" ]; then
  echo "The lockfile names platform packages the registry does not have (npm ci would fail there):"
  echo "$missing"
  exit 1
fi
echo "Lockfile: all $count platform packages are in the registry."
