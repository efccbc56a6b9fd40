// `npm run use-example -- <name>`: makes an example owner the site's owner. The example's profile.ts goes
// to src/content/profile.ts (its translations, profile.<tag>.ts, beside it), its posts (writing/*.md, and
// writing/<tag>/*.md in another language) to src/content/writing/ in place of the posts there,
// and its other files (the resume PDF, a photo) to public/. Run with no name to list the examples. Your
// own edits to those files are overwritten: commit them first. Files that only another example has
// (mateo's avatar) are removed from public/.
import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { EXAMPLES, WRITING, exampleFiles, exampleNames } from './example-files.ts'

const examples = exampleNames()
const name = process.argv[2]

if (!name || !examples.includes(name)) {
  console.error(
    `${name ? `No example named "${name}". ` : ''}Usage: npm run use-example -- <name>, one of: ${examples.join(', ')}`,
  )
  process.exit(1)
}

const folder = join(EXAMPLES, name)
if (!existsSync(join(folder, 'profile.ts'))) {
  console.error(`${folder} has no profile.ts`)
  process.exit(1)
}
// The posts are the example's, or none, in every language.
if (existsSync(WRITING)) {
  for (const entry of readdirSync(WRITING, { withFileTypes: true })) {
    const path = join(WRITING, entry.name)
    if (entry.isDirectory() && /^[a-z]{2,3}$/.test(entry.name)) rmSync(path, { recursive: true })
    else if (entry.name.endsWith('.md')) rmSync(path)
  }
}
const own = exampleFiles(name)
// Files another example brought (an avatar, say) go, so that switching back leaves the tree as it was.
for (const other of examples.filter((example) => example !== name)) {
  for (const { target } of exampleFiles(other)) {
    if (own.some((file) => file.target === target) || !existsSync(target)) continue
    rmSync(target)
    console.log(`${target} (${other}'s) removed`)
  }
}
for (const { source, target } of [
  { source: join(folder, 'profile.ts'), target: 'src/content/profile.ts' },
  ...own,
]) {
  mkdirSync(dirname(target), { recursive: true })
  copyFileSync(source, target)
  console.log(`${source} -> ${target}`)
}
console.log(`The site is now ${name}'s. Preview it with npm run dev; check it with npm run check.`)
