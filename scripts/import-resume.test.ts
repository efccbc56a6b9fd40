// `npm run import`: run as the owner runs it, in a copy of the parts of the project it reads and writes.
import { spawnSync } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { defineProfile } from '@/content/schema'
import { fromJsonResume, toJsonResume } from '@/core/json-resume'
import { resumeDocumentOf } from '@/core/home-sections/registry'
import { profile as placeholder } from '../examples/placeholder/profile'
import { renderResumePdf } from '../tooling/builder/resume-pdf'
import { ImportError, importResume, isUntouched, profileSource, readResume } from './import-resume'

const require = createRequire(import.meta.url)
const SAMPLE = join(
  require.resolve('@jsonresume/schema'),
  '..',
  'examples',
  'career-changer.resume.json',
)
const SCRIPT = resolve('scripts/import-resume.ts')
const PROFILE = 'src/content/profile.ts'

let dir: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'portfolio-import-'))
  cpSync('examples', join(dir, 'examples'), { recursive: true })
  mkdirSync(join(dir, 'src/content'), { recursive: true })
  cpSync('examples/placeholder/profile.ts', join(dir, PROFILE))
  cpSync('.prettierrc.json', join(dir, '.prettierrc.json'))
  // ES modules, as in the owner's copy: the profile and the script then share this project's schema.
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ type: 'module' }))
  // The examples' profiles import @/content/schema: this project's, as in the owner's own copy.
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify({ compilerOptions: { paths: { '@/*': [`${resolve('src')}/*`] } } }),
  )
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

// tsx from this project, whatever folder the command runs in.
const TSX = pathToFileURL(resolve('node_modules/tsx/dist/loader.mjs')).href
const runImport = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', TSX, SCRIPT, ...args], {
    cwd: dir,
    encoding: 'utf8',
    timeout: 60_000,
  })
const profileNow = () => readFileSync(join(dir, PROFILE), 'utf8')
/** The import in this process, on the copy: its report, or the one line it fails with. */
const importInCopy = (...args: string[]) => importResume(args, dir)

// Over the placeholder's profile, not the site's owner: the same whoever the owner is, so
// `npm run test:owners` leaves it out (tag `any-owner`).
const ANY_OWNER = { tags: ['any-owner'] }

describe('npm run import', ANY_OWNER, () => {
  // The command itself, once, as the owner runs it: a process, its exit code and what it prints. The
  // other cases run the same import in this process, on the copy.
  it('replaces the example profile, prints what it took and left out, and a second import replaces its own', () => {
    const first = runImport(SAMPLE)
    expect(first.stderr).toBe('')
    expect(first.status).toBe(0)
    expect(first.stdout).toContain('Wrote src/content/profile.ts')
    expect(first.stdout).toMatch(/Taken:\n {2}- basics: the name/)
    // Every section the site can show is taken: volunteering, languages and interests here.
    expect(first.stdout).toContain('volunteer: 2 entries as volunteering')
    expect(first.stdout).toContain('languages: 2 languages')
    expect(first.stdout).toContain('interests: 2 interests')
    expect(first.stdout).toContain('references (1): private')
    expect(first.stdout).toContain('sampleProjects.0: the resume has no projects')
    const written = profileNow()
    expect(written).toContain("name: 'Daniel Reyes'")
    expect(written).toMatch(/volunteering: \[\n\s+\{\n\s+role: /)
    expect(written).toContain('// TODO: how the assistant refers to you')
    expect(isUntouched(written)).toBe(true)

    expect(runImport(SAMPLE).status).toBe(0)
  }, 60_000)

  it('removes an example owner’s resume PDF, and keeps the owner’s own', async () => {
    mkdirSync(join(dir, 'public'))
    const pdf = join(dir, 'public/resume.pdf')
    // The template's resume as the build renders it: what an owner who kept an old build's PDF has.
    writeFileSync(pdf, await renderResumePdf(resumeDocumentOf(placeholder)))
    const report = await importInCopy(SAMPLE)
    expect(existsSync(pdf)).toBe(false)
    expect(report).toContain(
      "Removed the example owners' files your content does not use:\n  - public/resume.pdf (Ananya Rao's resume, examples/placeholder)",
    )

    // The owner's own: Daniel Reyes's, the imported resume's owner
    const own = defineProfile(
      fromJsonResume(readResume(readFileSync(SAMPLE, 'utf8'), SAMPLE)).profile,
    )
    writeFileSync(pdf, await renderResumePdf(resumeDocumentOf(own)))
    expect(await importInCopy(SAMPLE)).not.toContain('Removed')
    expect(existsSync(pdf)).toBe(true)
  }, 60_000)

  it('removes the example owners’ avatar and posts, keeps a file of that name that is the owner’s, and says which', async () => {
    // Mateo's posts in English, his second language.
    const posts = 'src/content/writing/en'
    mkdirSync(join(dir, 'public'))
    mkdirSync(join(dir, posts), { recursive: true })
    // The template's avatar as shipped, one of mateo's posts as use-example copied it, one edited
    cpSync('examples/placeholder/ananya-avatar.svg', join(dir, 'public/ananya-avatar.svg'))
    const [post, edited] = readdirSync('examples/mateo/writing/en').filter((name) =>
      name.endsWith('.md'),
    )
    cpSync(`examples/mateo/writing/en/${post}`, join(dir, posts, post!))
    writeFileSync(join(dir, posts, edited!), 'My own words now.\n')
    writeFileSync(join(dir, 'public/me.jpg'), 'the owner’s photo')

    const report = await importInCopy(SAMPLE)
    expect(report).toContain(
      [
        "Removed the example owners' files your content does not use:",
        `  - ${posts}/${post} (examples/mateo's)`,
        "  - public/ananya-avatar.svg (examples/placeholder's)",
      ].join('\n'),
    )
    expect(report).toContain(
      `Kept, though an example ships a file of that name (yours differs):\n  - ${posts}/${edited} (examples/mateo has one)`,
    )
    // Nothing an example ships is left, byte for byte: the build copies public/ and renders the posts.
    expect(readdirSync(join(dir, 'public')).sort()).toEqual(['me.jpg'])
    expect(readdirSync(join(dir, posts))).toEqual([edited])
    expect(await importInCopy(SAMPLE)).toContain("No example owner's file left to remove.")
  })

  it('never overwrites an edited profile without --force, and writes nothing', async () => {
    await importInCopy(SAMPLE)
    const edited = profileNow().replace("pronoun: 'they'", "pronoun: 'he'")
    writeFileSync(join(dir, PROFILE), edited)

    await expect(importInCopy(SAMPLE)).rejects.toThrow(
      new ImportError(
        `src/content/profile.ts has your edits, so nothing was written; run npm run import -- ${SAMPLE} --force to replace it`,
      ),
    )
    expect(profileNow()).toBe(edited)

    await importInCopy(SAMPLE, '--force')
    expect(profileNow()).toContain("pronoun: 'they'")
  })

  it.each([
    ['not JSON', '{"basics": ', /^resume\.json is not JSON: /],
    ['JSON but not a resume', '{"name": "portfolio", "version": "1.0.0"}', /has no basics\.name$/],
    ['a list', '[1, 2]', /is not a JSON Resume: expected an object/],
    [
      'a resume with a wrong type',
      '{"basics": {"name": "Bea", "email": 5}}',
      /^resume\.json is not a valid JSON Resume: basics\.email is not of a type\(s\) string$/,
    ],
  ])(
    '%s gets one line naming the problem, and nothing is written',
    async (_case, text, message) => {
      writeFileSync(join(dir, 'resume.json'), text)
      const before = profileNow()
      const problem = await importInCopy(join(dir, 'resume.json')).then(
        () => undefined,
        (error: unknown) => error,
      )
      expect(problem).toBeInstanceOf(ImportError)
      const line = (problem as ImportError).message.replace(`${dir}/`, '')
      expect(line.split('\n')).toHaveLength(1)
      expect(line).toMatch(message)
      expect(profileNow()).toBe(before)
    },
  )
})

describe('npm run import -- --lang', ANY_OWNER, () => {
  // The placeholder owner's resume, as the site exports it, with their words in Portuguese, and a job
  // that profile.ts does not have.
  const english = toJsonResume(placeholder, 'https://example.com')
  const [firstJob, ...otherJobs] = english.work ?? []
  const portuguese = {
    ...english,
    basics: { ...english.basics, label: 'Desenvolvedora de software' },
    work: [
      { ...firstJob, position: 'Engenheira de IA' },
      ...otherJobs,
      { name: 'Outra', position: 'Estagiária', startDate: '2019-01' },
    ],
  }
  const runLanguage = (...args: string[]) => {
    writeFileSync(join(dir, 'resume.pt.json'), JSON.stringify(portuguese))
    return runImport('resume.pt.json', ...args)
  }
  // The site's content in Portuguese, as the build reads it from the files the import wrote.
  const portugueseContent = () => {
    writeFileSync(
      join(dir, 'read.ts'),
      `import { profile } from './src/content/profile.ts'
import { contentIn } from '${resolve('src/content/translations.ts')}'
const pt = contentIn(profile, 'pt')
console.log(JSON.stringify({ locales: profile.locales, tagline: pt.tagline, name: pt.name, role: pt.experience[0]?.role }))`,
    )
    const run = spawnSync(process.execPath, ['--import', TSX, 'read.ts'], {
      cwd: dir,
      encoding: 'utf8',
    })
    expect(run.stderr).toBe('')
    return JSON.parse(run.stdout) as Record<string, unknown>
  }

  it('writes only what the resume says differently, adds the language to profile.ts, and a second import replaces its own', () => {
    const before = profileNow()
    const run = runLanguage('--lang', 'pt')
    expect(run.stderr).toBe('')
    expect(run.status).toBe(0)
    expect(run.stdout).toContain('Wrote src/content/profile.pt.ts from resume.pt.json')
    expect(run.stdout).toMatch(/Translated:\n {2}- tagline\n {2}- experience\n/)
    expect(run.stdout).toMatch(/Still in en \(npm run check lists them\):\n {2}- headline/)
    expect(run.stdout).toContain('experience: 1 of 5 entries past the 4 of profile.ts')
    expect(run.stdout).toContain('Added pt to the languages in src/content/profile.ts')
    const translation = readFileSync(join(dir, 'src/content/profile.pt.ts'), 'utf8')
    expect(translation).toContain("defineTranslation('pt', {")
    // The name and the dates are the same in every language: never in a translation.
    expect(translation).not.toContain(placeholder.name)
    expect(translation).not.toContain('startDate')
    expect(profileNow()).not.toBe(before)
    expect(portugueseContent()).toEqual({
      locales: ['en', 'pt'],
      tagline: 'Desenvolvedora de software',
      name: placeholder.name,
      role: 'Engenheira de IA',
    })

    const again = runLanguage('--lang', 'pt')
    expect(again.status).toBe(0)
    expect(again.stdout).toContain('had pt among its languages already')
    expect(profileNow().match(/profile\.pt'/g)).toHaveLength(1)
  }, 60_000)

  it('never overwrites an edited translation without --force', () => {
    expect(runLanguage('--lang', 'pt').status).toBe(0)
    const file = join(dir, 'src/content/profile.pt.ts')
    const edited = readFileSync(file, 'utf8').replace('Engenheira de IA', 'Engenheira')
    writeFileSync(file, edited)
    const refused = runLanguage('--lang', 'pt')
    expect(refused.status).toBe(1)
    expect(refused.stderr.trim()).toBe(
      'src/content/profile.pt.ts has your edits, so nothing was written; run npm run import -- resume.pt.json --lang pt --force to replace it',
    )
    expect(readFileSync(file, 'utf8')).toBe(edited)
    expect(runLanguage('--lang', 'pt', '--force').status).toBe(0)
  }, 60_000)

  it('refuses a profile.ts that only points at an example, and writes nothing', () => {
    const pointer = "export { profile } from '../../examples/placeholder/profile'\n"
    writeFileSync(join(dir, PROFILE), pointer)
    const run = runLanguage('--lang', 'pt')
    expect(run.status).toBe(1)
    expect(run.stderr.trim()).toMatch(
      /^src\/content\/profile\.ts has no defineProfile\(\{ \.\.\. \}\) of its own to add pt to: import your resume/,
    )
    expect(profileNow()).toBe(pointer)
    expect(existsSync(join(dir, 'src/content/profile.pt.ts'))).toBe(false)
  }, 60_000)

  it.each([
    ['xx', /^--lang xx: the site has no catalog for "xx"; it ships en, es, pt, de, zh, ar/],
    ['en', /^--lang en: en is the default language/],
  ])(
    '--lang %s gets one line naming the problem, and nothing is written',
    (tag, message) => {
      const before = profileNow()
      const run = runLanguage('--lang', tag)
      expect(run.status).toBe(1)
      expect(run.stderr.trim()).toMatch(message)
      expect(profileNow()).toBe(before)
      expect(existsSync(join(dir, `src/content/profile.${tag}.ts`))).toBe(false)
    },
    60_000,
  )
})

describe('the written profile', ANY_OWNER, () => {
  it('is TypeScript that builds as it is: the site reads the same profile from it', async () => {
    const resume = readResume(readFileSync(SAMPLE, 'utf8'), SAMPLE)
    const { source, profile } = await profileSource(resume, SAMPLE, new Date('2026-11-24'))
    const file = join('src/content', `.imported-${process.pid}.ts`)
    writeFileSync(file, source)
    try {
      const written = (await import(/* @vite-ignore */ resolve(file))) as { profile: unknown }
      const { defineProfile } = await import('@/content/schema')
      expect(written.profile).toEqual(defineProfile(profile))
    } finally {
      rmSync(file)
    }
  })

  it('an edit anywhere makes it edited', async () => {
    const resume = readResume(readFileSync(SAMPLE, 'utf8'), SAMPLE)
    const { source } = await profileSource(resume, SAMPLE)
    expect(isUntouched(source)).toBe(true)
    expect(isUntouched(source.replace('Austin', 'Boston'))).toBe(false)
    expect(isUntouched(source.replace(/^\/\/ import checksum: .*\n/, ''))).toBe(false)
  })

  it('the file that ships pointing at an example is untouched; a pointer with code of its own is not', () => {
    const pointer =
      "// Your profile, until you write yours.\nexport { profile } from '../../examples/mateo/profile'\n"
    expect(isUntouched(pointer)).toBe(true)
    expect(isUntouched(pointer.replace('mateo', 'nobody'))).toBe(false)
    expect(isUntouched(`${pointer}export const extra = 1\n`)).toBe(false)
  })

  it('reads only resumes', () => {
    expect(() => readResume('{}', 'empty.json')).toThrow(ImportError)
  })
})
