#!/usr/bin/env bash
# The lockfile must install on macOS, Windows and Linux alike: every platform-specific package it names
# (esbuild, rolldown, Tailwind's oxide, lightningcss, ...) has to exist in the registry, or `npm ci` fails
# there. Registries lag behind for some platform builds of the newest releases, so check each one.
set -euo pipefail
cd "$(dirname "$0")/.."
# A platform package that npm could not find when it wrote the lockfile is left out of it, silently, and
# then `npm ci` refuses to run anywhere: so every optional dependency must have an entry too.
node -e '
  const lock = require("./package-lock.json")
  const paths = new Set(Object.keys(lock.packages))
  const resolves = (from, name) => {
    for (let dir = from; ; dir = dir.slice(0, dir.lastIndexOf("/node_modules/"))) {
      if (paths.has(`${dir ? dir + "/" : ""}node_modules/${name}`)) return true
      if (!dir.includes("/node_modules/")) return paths.has(`node_modules/${name}`)
    }
  }
  let absent = 0
  for (const [path, entry] of Object.entries(lock.packages)) {
    if (entry.os || entry.cpu) console.log(path.replace(/.*node_modules\//, "") + "@" + entry.version)
    for (const [name, range] of Object.entries(entry.optionalDependencies ?? {}))
      if (!resolves(path, name)) {
        console.error(`${path || "package.json"} names ${name}@${range}, which the lockfile lacks`)
        absent++
      }
  }
  if (absent) process.exit(1)
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
