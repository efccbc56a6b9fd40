// Another owner's resume never ships: the detector the build, the import and `npm run check` share, and
// the build's refusal.
import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { resumeDocumentOf } from '@/core/home-sections/registry'
import { profile as mateo } from '../../examples/mateo/profile'
import { profile as placeholder } from '../../examples/placeholder/profile'
import { renderResumePdf } from '../../tooling/builder/resume-pdf'
import { exampleResumeMessage, exampleResumeOwner } from '../../tooling/checks/example-resume'
import { fixtureOwner } from '../fixtures/owner'

const pdfOf = (owner: typeof fixtureOwner) => renderResumePdf(resumeDocumentOf(owner))

describe('exampleResumeOwner: whose resume the site is about to ship', () => {
  it('an example owner’s resume in a site whose content is someone else’s', async () => {
    const found = await exampleResumeOwner(await pdfOf(placeholder), fixtureOwner)
    expect(found).toEqual({
      exampleOwner: 'placeholder',
      name: 'Ananya Rao',
      match: { value: 'Ananya Rao', field: 'name' },
    })
    expect(exampleResumeMessage('public/resume.pdf', found!, fixtureOwner)).toBe(
      `public/resume.pdf is Ananya Rao's resume, not Ada Quinn's (it holds "Ananya Rao", Ananya Rao's name): put your own resume PDF there, or delete it and the build renders one from your content.`,
    )
  }, 30_000)

  it('the owner’s own resume, and an example owner’s in their own site, are nobody else’s', async () => {
    expect(await exampleResumeOwner(await pdfOf(fixtureOwner), fixtureOwner)).toBeUndefined()
    expect(await exampleResumeOwner(await pdfOf(mateo), mateo)).toBeUndefined()
  }, 30_000)
})

describe('the build refuses an example owner’s resume', () => {
  let dir: string
  beforeAll(() => (dir = mkdtempSync(join(tmpdir(), 'example-resume-'))))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('stops before building anything, with the one-line fix', async () => {
    // An owner's folder: ines's content, mateo's resume PDF, the examples.
    mkdirSync(join(dir, 'src/content'), { recursive: true })
    mkdirSync(join(dir, 'public'))
    cpSync('examples/ines/profile.ts', join(dir, 'src/content/profile.ts'))
    writeFileSync(join(dir, 'public/resume.pdf'), await pdfOf(mateo))
    cpSync('examples', join(dir, 'examples'), { recursive: true })
    writeFileSync(
      join(dir, 'tsconfig.json'),
      JSON.stringify({ compilerOptions: { paths: { '@/*': [`${resolve('src')}/*`] } } }),
    )
    const script = join(dir, 'build.mts')
    writeFileSync(
      script,
      `import { buildSite } from '${resolve('tooling/builder/build.ts')}'\nawait buildSite({ dist: 'dist', siteUrl: 'https://example.org/' })\n`,
    )
    const tsx = pathToFileURL(resolve('node_modules/tsx/dist/loader.mjs')).href
    const run = spawnSync(process.execPath, ['--import', tsx, script], {
      cwd: dir,
      encoding: 'utf8',
      timeout: 90_000,
    })
    expect(run.stderr.trim()).toMatch(
      /^public\/resume\.pdf is Mateo Ñúñez-Østergaard's resume, not Inês Varga's \(it holds .+\): put your own resume PDF there, or delete it and the build renders one from your content\.$/,
    )
    expect(run.status).toBe(1)
    expect(existsSync(join(dir, 'dist'))).toBe(false)
  }, 120_000)
})
