// `npm run import -- path/to/resume.json [--force]`: makes src/content/profile.ts from a JSON Resume
// (jsonresume.org, schema 1.x). With `--lang <tag>`, the resume is the owner's in another language instead:
// it becomes that language's translation (scripts/import-language.ts), and profile.ts stays. The file is checked against the official schema first; what JSON Resume has
// no value for gets a stand-in marked TODO, so the site builds at once. A profile you have edited is never
// replaced without --force. Prints what it took, what it left out, and why.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { basename, join, relative } from 'node:path'
import { parseArgs } from 'node:util'
import { createRequire } from 'node:module'
import { format, resolveConfig } from 'prettier'
import { defineProfile, type Profile } from '../src/content/schema.ts'
import { fromJsonResume, type ImportTodo, type JsonResume } from '../src/core/json-resume.ts'
import { exampleResumeOwner } from '../tooling/checks/example-resume.ts'
import { loadProfile } from '../tooling/builder/load-profile.ts'
import { EXAMPLES, exampleFiles, exampleNames } from './example-files.ts'
import { ImportError, isAsImported, withChecksum, withoutChecksum } from './import-file.ts'
import {
  importedLocale,
  mayReplaceTranslation,
  translationSource,
  withLanguage,
} from './import-language.ts'

export { ImportError }

const PROFILE = 'src/content/profile.ts'

type Validator = {
  validate: (
    resume: unknown,
    callback: (errors: Array<{ property: string; message: string }> | null, valid: boolean) => void,
  ) => void
}
const { validate } = createRequire(import.meta.url)('@jsonresume/schema') as Validator

/** The resume in `text`, checked against the official schema; one line naming the problem if not. */
export function readResume(text: string, file: string): JsonResume {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    throw new ImportError(`${file} is not JSON: ${(error as Error).message}`)
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    throw new ImportError(
      `${file} is not a JSON Resume: expected an object with a "basics" section`,
    )
  }
  let problem: string | undefined
  validate(json, (errors) => {
    const [first] = errors ?? []
    if (first)
      problem = `${first.property.replace(/^instance\.?/, '') || 'the file'} ${first.message}`
  })
  if (problem) throw new ImportError(`${file} is not a valid JSON Resume: ${problem}`)
  const resume = json as JsonResume
  if (!resume.basics?.name?.trim()) {
    throw new ImportError(`${file} is not a JSON Resume: it has no basics.name`)
  }
  return resume
}

const key = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name))
const same = (a: ImportTodo['path'], b: ImportTodo['path']) =>
  a.length === b.length && a.every((part, i) => part === b[i])

/**
 * The profile as TypeScript, each stand-in under a `// TODO:` line saying what belongs there. A field left
 * empty for the owner to write is only its `// TODO: field: ...` line, where it would go.
 */
function printProfile(value: unknown, todos: readonly ImportTodo[]): string {
  const print = (item: unknown, path: ImportTodo['path']): string => {
    if (Array.isArray(item)) {
      return `[\n${item.map((entry, i) => `${note([...path, i])}${print(entry, [...path, i])},\n`).join('')}]`
    }
    if (typeof item === 'object' && item !== null) {
      const lines = Object.entries(item).map(([name, entry]) =>
        entry === undefined
          ? note([...path, name], `${name}: `)
          : `${note([...path, name])}${key(name)}: ${print(entry, [...path, name])},\n`,
      )
      return `{\n${lines.join('')}}`
    }
    return JSON.stringify(item)
  }
  const note = (path: ImportTodo['path'], field = '') =>
    todos
      .filter((todo) => same(todo.path, path))
      .map((todo) => `// TODO: ${field}${todo.note}\n`)
      .join('')
  return print(value, [])
}

/**
 * Removes what the example owners brought that the new content does not use: an avatar or photo and
 * other files in public/, posts in src/content/writing/ (each as the example ships it), and an example
 * owner's resume PDF, which the site and the assistant would otherwise present as the new owner's (the
 * build then renders one from the new content). A file of an example's name that differs from it is the
 * owner's own, and stays. Returns what was removed, and what was kept so, each with whose it was.
 */
export async function removeExampleFiles(owner: Profile, root = '.') {
  const removed: string[] = []
  const kept: string[] = []
  const at = (path: string) => join(root, path)
  const used = new Set([owner.photo?.src].filter(Boolean).map((src) => join('public', src ?? '')))
  const files = exampleNames(root).flatMap((example) => exampleFiles(example, root))
  for (const { example, source, target } of files) {
    if (used.has(target) || !existsSync(at(target))) continue
    if (readFileSync(at(target)).equals(readFileSync(at(source)))) {
      rmSync(at(target))
      removed.push(`${target} (examples/${example}'s)`)
    } else if (target !== join('public', owner.resume.file)) {
      kept.push(`${target} (examples/${example} has one)`)
    }
  }
  const pdf = join('public', owner.resume.file)
  const theirs = existsSync(at(pdf))
    ? await exampleResumeOwner(new Uint8Array(readFileSync(at(pdf))), owner, at(EXAMPLES))
    : undefined
  if (theirs) {
    rmSync(at(pdf))
    removed.push(`${pdf} (${theirs.name}'s resume, examples/${theirs.exampleOwner})`)
  }
  return { removed, kept }
}

/**
 * Whether the profile may be replaced: it is one of the examples as shipped, or the file that ships
 * pointing at one (a comment and its re-export), or exactly what the last import wrote (its checksum
 * still matches). Anything else holds the owner's own edits.
 */
export function isUntouched(current: string, root = '.'): boolean {
  const names = exampleNames(root)
  const examples = names
    .map((name) => join(root, EXAMPLES, name, 'profile.ts'))
    .filter((file) => existsSync(file))
  if (examples.some((file) => readFileSync(file, 'utf8') === current)) return true
  const code = current.replace(/^\/\/.*$/gm, '').trim()
  if (names.some((name) => code === `export { profile } from '../../${EXAMPLES}/${name}/profile'`))
    return true
  return isAsImported(current)
}

/** The source of src/content/profile.ts for `resume`, and the report lines. */
export async function profileSource(
  resume: JsonResume,
  file: string,
  today = new Date(),
  root = '.',
) {
  const result = fromJsonResume(resume, today)
  // The stand-ins must build: the same check as the site's (a mistake here is ours, not the owner's).
  defineProfile(result.profile)
  const body = [
    `// Imported from ${basename(file)} by \`npm run import\` on ${today.toISOString().slice(0, 10)}:`,
    '// edit it freely (see docs/content.md). Each TODO marks a value JSON Resume had no place for;',
    '// the site builds as it is. A new import replaces this file only while it is unedited.',
    "import { defineProfile } from '@/content/schema'",
    '',
    `export const profile = defineProfile(${printProfile(result.profile, result.todos)})`,
  ].join('\n')
  const formatted = await format(body, {
    ...(await resolveConfig(join(root, PROFILE))),
    filepath: PROFILE,
  })
  return { source: withChecksum(formatted), ...result }
}

const USAGE = 'Usage: npm run import -- path/to/resume.json [--lang <tag>] [--force]'

function readArgs(args: string[]) {
  try {
    const { values, positionals } = parseArgs({
      args,
      options: { force: { type: 'boolean', default: false }, lang: { type: 'string' } },
      allowPositionals: true,
    })
    const [file, ...more] = positionals
    if (!file || more.length) throw new ImportError(USAGE)
    return { file, force: values.force, lang: values.lang }
  } catch (error) {
    if (error instanceof ImportError) throw error
    throw new ImportError(`${(error as Error).message}. ${USAGE}`)
  }
}

const list = (lines: string[]) => lines.map((line) => `  - ${line}`).join('\n')

/**
 * `--lang <tag>`: the resume as that language's translation, and the language added to profile.ts; the
 * report. Nothing is written when the translation there holds the owner's edits (unless `force`).
 */
async function importLanguage(
  resume: JsonResume,
  file: string,
  tag: string,
  force: boolean,
  root: string,
): Promise<string> {
  const profileFile = join(root, PROFILE)
  const owner = await loadProfile(profileFile)
  const locale = importedLocale(tag, owner)
  const { target, source, translated, untranslated, leftOut } = await translationSource(
    resume,
    basename(file),
    locale,
    owner,
    root,
  )
  if (!force && !mayReplaceTranslation(join(root, target))) {
    throw new ImportError(
      `${target} has your edits, so nothing was written; run npm run import -- ${file} --lang ${locale} --force to replace it`,
    )
  }
  const current = readFileSync(profileFile, 'utf8')
  const [defaultLocale = 'en'] = owner.locales
  const next = await withLanguage(withoutChecksum(current), locale, defaultLocale, profileFile)
  const added = next !== withoutChecksum(current)
  writeFileSync(join(root, target), source)
  // profile.ts as the last import wrote it stays replaceable by the next: its checksum is made again.
  if (added) writeFileSync(profileFile, isAsImported(current) ? withChecksum(next) : next)
  return [
    `Wrote ${target} from ${relative(root, file)}: your words in ${locale}, where they differ from ${PROFILE}.`,
    translated.length ? `Translated:\n${list(translated)}` : 'Translated: nothing differed.',
    untranslated.length
      ? `Still in ${defaultLocale} (npm run check lists them):\n${list(untranslated)}`
      : `Nothing left in ${defaultLocale}.`,
    ...(leftOut.length ? [`Left out:\n${list(leftOut)}`] : []),
    added
      ? `Added ${locale} to the languages in ${PROFILE}: the site has it at /${locale}/.`
      : `${PROFILE} had ${locale} among its languages already.`,
    `Next: npm run dev and open /${locale}/, then npm run check.`,
  ].join('\n')
}

/**
 * The import, for the project at `root` (the command's is the current folder): writes the profile,
 * removes the example owners' files, and returns the report. A problem throws an ImportError, and then
 * nothing is written.
 */
export async function importResume(args: string[], root = '.'): Promise<string> {
  const { file, force, lang } = readArgs(args)
  if (!existsSync(file)) throw new ImportError(`${file} does not exist`)
  const resume = readResume(readFileSync(file, 'utf8'), file)
  if (lang !== undefined) return importLanguage(resume, file, lang, force, root)
  const profileFile = join(root, PROFILE)
  if (!force && existsSync(profileFile) && !isUntouched(readFileSync(profileFile, 'utf8'), root)) {
    throw new ImportError(
      `${PROFILE} has your edits, so nothing was written; run npm run import -- ${file} --force to replace it`,
    )
  }
  const { source, mapped, leftOut, todos, profile } = await profileSource(
    resume,
    file,
    new Date(),
    root,
  )
  writeFileSync(profileFile, source)
  const owner = defineProfile(profile)
  const { removed, kept } = await removeExampleFiles(owner, root)
  const pdf = join('public', owner.resume.file)
  return [
    `Wrote ${PROFILE} from ${relative(root, file)}.`,
    `Taken:\n${list(mapped)}`,
    leftOut.length ? `Left out:\n${list(leftOut)}` : 'Left out: nothing.',
    todos.length
      ? `To do (marked TODO in the file):\n${list(todos.map((t) => `${t.path.join('.')}: ${t.note}`))}`
      : 'Nothing to do.',
    removed.length
      ? `Removed the example owners' files your content does not use:\n${list(removed)}`
      : "No example owner's file left to remove.",
    ...(kept.length
      ? [`Kept, though an example ships a file of that name (yours differs):\n${list(kept)}`]
      : []),
    `Next: npm run dev to see the site, then npm run check. Your resume PDF is rendered from this content; to ship your own instead, put it at ${pdf}.`,
  ].join('\n')
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  try {
    console.log(await importResume(process.argv.slice(2)))
  } catch (error) {
    if (!(error instanceof ImportError)) throw error
    console.error(error.message)
    process.exitCode = 1
  }
}
