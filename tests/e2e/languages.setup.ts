// Before the languages' specs: the current owner's site in every shipped language (tests/support/
// languages-site.ts), built as the static site GitHub Pages serves under a project site's path, with an
// assistant API named (never asked here) so that every page carries the assistant's button.
import { test as setup, expect } from '@playwright/test'
import { LANGUAGES_SITE, buildLanguagesSite } from '../support/languages-site'

setup.setTimeout(300_000)

setup('build the site in every language', async () => {
  const output = await buildLanguagesSite({
    SITE_URL: `http://127.0.0.1${LANGUAGES_SITE.base}`,
    CHAT_API_URL: 'http://127.0.0.1:9',
  })
  expect(output).toContain(`in ${process.cwd()}/${LANGUAGES_SITE.root}/`)
})
