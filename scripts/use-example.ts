// `npm run use-example -- <name>`: makes an example owner the site's owner. The example's profile.ts goes
// to src/content/profile.ts, its posts (writing/*.md) to src/content/writing/ in place of the posts there,
// and its other files (the resume PDF, a photo) to public/. Run with no name to list the examples. Your
// own edits to those files are overwritten: commit them first. Files that only another example has
// (mateo's avatar) are removed from public/.
import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs'
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
// The posts are the example's, or none.
const WRITING = 'src/content/writing'
if (existsSync(WRITING)) {
  for (const file of readdirSync(WRITING).filter((file) => file.endsWith('.md')))
    rmSync(join(WRITING, file))
}
if (existsSync(join(folder, 'writing'))) {
  mkdirSync(WRITING, { recursive: true })
  for (const file of readdirSync(join(folder, 'writing'))) {
    copyFileSync(join(folder, 'writing', file), join(WRITING, file))
    console.log(`${join(folder, 'writing', file)} -> ${join(WRITING, file)}`)
  }
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
for (const file of readdirSync(folder, { withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => entry.name)) {
  const target = file === 'profile.ts' ? join('src/content', file) : join('public', file)
  copyFileSync(join(folder, file), target)
  console.log(`${join(folder, file)} -> ${target}`)
}
console.log(`The site is now ${name}'s. Preview it with npm run dev; check it with npm test.`)
