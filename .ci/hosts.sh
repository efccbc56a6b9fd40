#!/usr/bin/env bash
# Each host's own build, by its real CLI at a pinned version, offline: what the host runs on deploy.
# (The built functions answer real Requests in tests/server/<host>.test.ts, part of npm test.)
# `bash .ci/hosts.sh --fetch` only installs the two CLIs into their cache (.ci/host-cli.sh): .ci/run does
# that first, in the background, so that their download overlaps the tests.
set -euo pipefail
cd "$(dirname "$0")/.."
NETLIFY_CLI="netlify-cli@27.10.2"
VERCEL_CLI="vercel@60.1.3"
if [ "${1:-}" = "--fetch" ]; then
  bash .ci/host-cli.sh "$NETLIFY_CLI" >/dev/null
  bash .ci/host-cli.sh "$VERCEL_CLI" >/dev/null
  exit 0
fi

# With no network at all where the machine allows it (a network namespace of its own), so that a CLI
# that reached out would fail here; otherwise as it is.
offline() {
  if unshare -n true 2>/dev/null; then unshare -n "$@"; else "$@"; fi
}

echo "Netlify: netlify build --offline ($NETLIFY_CLI)"
netlify_bin="$(bash .ci/host-cli.sh "$NETLIFY_CLI")"
started=$(date +%s)
NETLIFY_TELEMETRY_DISABLED=1 offline "$netlify_bin/netlify" build --offline
echo "Netlify build: $(( $(date +%s) - started )) s"
# As Netlify packaged it: the function takes the owner's page, and the CDN's folder holds none of it.
node -e '
const routes = require("./.netlify/functions/manifest.json").functions.flatMap((f) => f.routes ?? []);
const missing = ["/owner", "/owner-assets/*"].filter((path) => !routes.some((r) => r.pattern === path));
const exposed = require("node:fs").readdirSync("dist/netlify/site", { recursive: true }).filter((f) => /owner/.test(f));
if (missing.length || exposed.length) { console.error("Netlify: owner page routes missing", missing, "or public", exposed); process.exit(1) }'

echo "Vercel: vercel build ($VERCEL_CLI)"
vercel_bin="$(bash .ci/host-cli.sh "$VERCEL_CLI")"
# `vercel build` runs offline once the project is linked; a link of our own, never a real project.
mkdir -p .vercel
[ -f .vercel/project.json ] || echo '{ "projectId": "prj_offline", "orgId": "team_offline", "settings": {} }' > .vercel/project.json
started=$(date +%s)
# Its install step (vercel.json's npm ci) takes the packages from npm's cache, as they are already there.
VERCEL_TELEMETRY_DISABLED=1 npm_config_offline=true offline "$vercel_bin/vercel" build --yes
echo "Vercel build: $(( $(date +%s) - started )) s"
