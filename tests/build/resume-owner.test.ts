// Another owner's resume never ships: the detector the build, the import and `npm run check` share.
import { spawnSync } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  checkResumeOwner,
  foreignResume,
  foreignResumeMessage,
  loadExamples,
} from '../../tooling/checks/resume-owner'
import { fixtureOwner } from '../fixtures/owner'
import { textPdf } from './fixture-pdf'

const examples = await loadExamples()
const placeholder = examples.find((example) => example.name === 'placeholder')!
const FILE = 'public/resume.pdf'

describe('foreignResume: whose resume the site is about to ship', () => {
  it('an example’s own PDF, in a site whose owner is someone else', () => {
    const found = foreignResume(FILE, placeholder.pdf!, fixtureOwner, examples)
    expect(found).toEqual({
      file: FILE,
      example: 'placeholder',
      exampleOwner: 'Ananya Rao',
      match: 'the same file',
    })
    expect(foreignResumeMessage(found!, fixtureOwner)).toBe(
      "public/resume.pdf is Ananya Rao's resume, not Ada Quinn's (it is examples/placeholder/resume.pdf): put your own resume PDF at public/resume.pdf.",
    )
  })

  it('another PDF that holds an example owner’s values (an edited copy, say)', () => {
    const found = foreignResume(
      FILE,
      textPdf(['Ananya Rao', 'Graduate Assistant']),
      fixtureOwner,
      examples,
    )
    expect(found?.example).toBe('placeholder')
    expect(found?.match).toEqual({ value: 'Ananya Rao', field: 'name' })
  })

  it('the owner’s own resume, and an example owner’s own PDF in their own site, are fine', () => {
    expect(
      foreignResume(FILE, textPdf(['Ada Quinn', 'Platform Engineer']), fixtureOwner, examples),
    ).toBeUndefined()
    expect(foreignResume(FILE, placeholder.pdf!, placeholder.profile, examples)).toBeUndefined()
  })
})

describe('the build refuses an example owner’s resume', () => {
  let dir: string
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'resume-owner-'))
    mkdirSync(join(dir, 'public'))
  })
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('checkResumeOwner reads the PDF the profile names; none is nobody’s', async () => {
    const publicDir = join(dir, 'public')
    expect(await checkResumeOwner(fixtureOwner, { publicDir })).toBeUndefined()
    writeFileSync(join(publicDir, 'resume.pdf'), readFileSync('examples/mateo/resume.pdf'))
    expect((await checkResumeOwner(fixtureOwner, { publicDir }))?.example).toBe('mateo')
  })

  it('the build stops at once with the one-line fix', () => {
    // An owner's folder: mateo's content, the template's PDF, the examples.
    mkdirSync(join(dir, 'src/content'), { recursive: true })
    cpSync('examples/mateo/profile.ts', join(dir, 'src/content/profile.ts'))
    cpSync('examples/placeholder/resume.pdf', join(dir, 'public/resume.pdf'))
    cpSync('examples', join(dir, 'examples'), { recursive: true })
    writeFileSync(
      join(dir, 'tsconfig.json'),
      JSON.stringify({ compilerOptions: { paths: { '@/*': [`${resolve('src')}/*`] } } }),
    )
    const script = join(dir, 'build.mts')
    writeFileSync(
      script,
      `import { buildSite } from '${resolve('tooling/build/build.ts')}'\nawait buildSite({ dist: 'dist', siteUrl: 'https://example.org/' })\n`,
    )
    const tsx = pathToFileURL(resolve('node_modules/tsx/dist/loader.mjs')).href
    const run = spawnSync(process.execPath, ['--import', tsx, script], {
      cwd: dir,
      encoding: 'utf8',
      timeout: 60_000,
    })
    expect(run.stderr.trim()).toBe(
      "public/resume.pdf is Ananya Rao's resume, not Mateo Ñúñez-Østergaard's (it is examples/placeholder/resume.pdf): put your own resume PDF at public/resume.pdf.",
    )
    expect(run.status).toBe(1)
    expect(existsSync(join(dir, 'dist'))).toBe(false)
  }, 60_000)
})
