// The page shows the Big List of Naughty Strings from GitHub as plain text: no script runs, nothing
// breaks, nothing is injected.
import { profile } from '../../src/content/profile'
import { githubUsernameOf } from '../../src/core/links'
import { naughtyRepos } from '../doubles/github/naughty'
import { ANY_OWNER, expect, test, useGithubDouble } from './fixtures'

const username = githubUsernameOf(profile) ?? 'no-github-user'
useGithubDouble({ [username]: naughtyRepos(username) })

test(
  'naughty repository names, descriptions and topics render as text',
  ANY_OWNER,
  async ({ page, server }) => {
    const problems: string[] = []
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
    page.on('dialog', async (dialog) => {
      problems.push(`dialog: ${dialog.message()}`)
      await dialog.dismiss()
    })
    await page.goto(server.url)
    const section = page.locator('#projects')
    // The cards replaced the placeholders: GitHub's list, not the samples.
    await expect(section.getByText('<script>alert(123)</script>', { exact: true })).toBeVisible()
    await expect(section.getByText('Note:')).toHaveCount(0)
    expect(
      await section.locator('script, iframe, object, embed, [onerror], [onload]').count(),
    ).toBe(0)
    // Every link in the section still points to a safe place.
    for (const href of await section
      .locator('a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
      expect(href).toMatch(/^https?:\/\//)
    }
    expect(problems).toEqual([])
  },
)
