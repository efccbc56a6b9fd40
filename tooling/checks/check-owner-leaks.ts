// `npm run check:leaks` (run by `npm test` after the build): fails if any value of an example owner who
// is not the site's owner appears in dist/: the pages (and so their JSON-LD and the resume's download
// name), the manifest, the sitemap, robots.txt, the share image's text, the resume PDF, the browser's
// scripts and the server bundle (which holds the assistant's prompt). For an owner who started from an
// example, it is also the proof that nothing of the example is left.
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { loadProfile } from '../builder/load-profile.ts'
import { findLeaks, foreignValues, readBuild } from './owner-leaks.ts'

const dist = process.argv[2] ?? 'dist'
const owner = await loadProfile()
const files = await readBuild(dist)
let leaks = 0
let checked = 0

for (const name of readdirSync('examples')) {
  const example = await loadProfile(join('examples', name, 'profile.ts'))
  if (example.name === owner.name) continue
  const values = foreignValues(example, owner)
  checked += values.size
  for (const leak of findLeaks(files, values)) {
    leaks += 1
    console.error(`  ${leak.file}: ${JSON.stringify(leak.value)} (examples/${name}: ${leak.field})`)
  }
}

if (leaks > 0) {
  console.error(`Found ${leaks} value(s) of another owner in ${dist}/ (listed above).`)
  process.exit(1)
}
console.log(
  `No other owner's values in ${dist}/: ${checked} values checked in ${files.length} files.`,
)
