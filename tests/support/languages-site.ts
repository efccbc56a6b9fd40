// A site in every shipped language, for the specs of what languages change (tests/e2e/languages.spec.ts):
// a copy of the project whose owner is the current one, with `locales` set to every language the site
// ships a catalog for, Portuguese and Arabic translations and posts (tests/fixtures/languages/), built as
// a static site under a base path, as GitHub Pages serves one.
import { cp, mkdir, rename, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { SHIPPED_LOCALES } from '../../src/i18n/catalog'
import { copyProject } from './project-copy'
import { buildStaticSite } from './static-server'

/** Where the languages' site is built and served from. */
export const LANGUAGES_SITE = { root: 'dist/languages', base: '/portfolio/' } as const

const FIXTURES = resolve('tests/fixtures/languages')

/** The owner of the copy: the current owner's content, in every shipped language, with two translations. */
const PROFILE = `// Written by tests/support/languages-site.ts: the current owner, in every language the site ships.
import { defineProfile, inputOf, type ProfileInput } from '@/content/schema'
import { profile as owner } from './profile.owner'
import { translation as ar } from './profile.ar'
import { translation as pt } from './profile.pt'

export const profile = defineProfile(
  { ...(inputOf(owner) as ProfileInput), locales: ${JSON.stringify(SHIPPED_LOCALES)} },
  pt,
  ar,
)
`

/** Builds the site into LANGUAGES_SITE.root; `env` as the static build reads it (SITE_URL, ...). */
export async function buildLanguagesSite(env: Record<string, string>): Promise<string> {
  const dir = await copyProject()
  const content = join(dir, 'src/content')
  await rename(join(content, 'profile.ts'), join(content, 'profile.owner.ts'))
  await writeFile(join(content, 'profile.ts'), PROFILE)
  for (const locale of ['pt', 'ar'])
    await cp(join(FIXTURES, `profile.${locale}.ts`), join(content, `profile.${locale}.ts`))
  await mkdir(join(content, 'writing'), { recursive: true })
  await cp(join(FIXTURES, 'writing'), join(content, 'writing'), { recursive: true })
  return buildStaticSite(resolve(LANGUAGES_SITE.root), env, dir)
}
