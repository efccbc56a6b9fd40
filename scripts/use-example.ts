// `npm run use-example -- <name>`: makes an example owner the site's owner. The example's profile.ts goes
// to src/content/profile.ts, and its other files (the resume PDF, a photo) to public/. Run with no name to
// list the examples. Your own edits to those files are overwritten: commit them first. Files that only
// another example has (mateo's avatar) are removed from public/.
import { copyFileSync, existsSync, readdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'

const examples = readdirSync('examples', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
const name = process.argv[2]

if (!name || !examples.includes(name)) {
  console.error(
    `${name ? `No example named "${name}". ` : ''}Usage: npm run use-example -- <name>, one of: ${examples.join(', ')}`,
  )
  process.exit(1)
}

const folder = join('examples', name)
if (!existsSync(join(folder, 'profile.ts'))) {
  console.error(`${folder} has no profile.ts`)
  process.exit(1)
}
// Files another example brought (an avatar, say) go, so that switching back leaves the tree as it was.
const own = new Set(readdirSync(folder))
for (const other of examples.filter((example) => example !== name)) {
  for (const file of readdirSync(join('examples', other))) {
    const target = join('public', file)
    if (file === 'profile.ts' || own.has(file) || !existsSync(target)) continue
    rmSync(target)
    console.log(`${target} (${other}'s) removed`)
  }
}
for (const file of readdirSync(folder)) {
  const target = file === 'profile.ts' ? join('src/content', file) : join('public', file)
  copyFileSync(join(folder, file), target)
  console.log(`${join(folder, file)} -> ${target}`)
}
console.log(`The site is now ${name}'s. Preview it with npm run dev; check it with npm test.`)
