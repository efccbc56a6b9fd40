import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { expect, onSite, test } from './fixtures'
import { profile } from '../../src/content/profile'
import { toJsonResume } from '../../src/core/json-resume'
import { llmsTxt } from '../../src/core/llms-txt'
import { parseSiteUrl } from '../../src/core/site-url'
import { STATIC_SITE } from '../support/static-server'
import { fill, t } from '../support/words'
import { builtSiteUrl } from './support/site-url'
import { loadPostMetas } from '../../tooling/vite/posts'
import { extractResumeText } from '../../tooling/vite/resume-text'

// The owner's published posts, which /llms.txt lists.
const { posts, translated } = await loadPostMetas()

// The owner's own PDF, if they ship one: the build copies it as is; otherwise it renders one.
const ownPdf = fileURLToPath(new URL(`../../public${profile.resume.file}`, import.meta.url))

test('the resume page frames the PDF and offers it for download under the content file name', async ({
  page,
  server,
}) => {
  await page.goto(`${server.url}/resume`)
  await expect(page.getByRole('heading', { level: 1, name: t.resume.title })).toBeVisible()
  const frame = page.locator('iframe')
  await expect(frame).toHaveAttribute('src', onSite(server, profile.resume.file))
  await expect(frame).toHaveAttribute('title', fill(t.resume.frameTitle, { owner: profile.name }))
  await expect(frame).toBeVisible()

  const download = page.getByRole('link', { name: t.resume.download })
  await expect(download).toHaveAttribute('href', onSite(server, profile.resume.file))
  await expect(download).toHaveAttribute('download', profile.resume.downloadName)
})

test('/resume.pdf is served as a PDF, and the download saves it under the content file name', async ({
  page,
  server,
}) => {
  const response = await page.request.get(`${server.url}${profile.resume.file}`)
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('application/pdf')
  const body = await response.body()
  if (existsSync(ownPdf))
    expect(body.equals(readFileSync(ownPdf)), 'the owner’s own PDF').toBe(true)
  else expect((await extractResumeText(new Uint8Array(body))).text).toContain(profile.name)

  await page.goto(`${server.url}/resume`)
  const [saved] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: t.resume.download }).click(),
  ])
  expect(saved.suggestedFilename()).toBe(profile.resume.downloadName)
})

test('the back link returns to the portfolio', async ({ page, server }) => {
  await page.goto(`${server.url}/resume`)
  const back = page.getByRole('link', { name: t.resume.back })
  await expect(back).toHaveAttribute('href', onSite(server, '/'))
  await back.click()
  await expect(page).toHaveURL(`${server.url}/`)
  await expect(page.getByRole('heading', { level: 1, name: profile.name })).toBeVisible()
})

test("the hero's Resume button opens /resume in a new tab", async ({ page, context, server }) => {
  await page.goto(server.url)
  const resume = page.getByRole('link', { name: t.hero.resume, exact: true })
  await expect(resume).toHaveAttribute('target', '_blank')
  const [tab] = await Promise.all([context.waitForEvent('page'), resume.click()])
  await tab.waitForLoadState()
  // A file server that looks up no `.html` answers from the folder's index, at /resume/.
  expect(tab.url().replace(/\/$/, '')).toBe(`${server.url}/resume`)
  await expect(tab.getByRole('heading', { level: 1, name: t.resume.title })).toBeVisible()
  // noopener: the new tab cannot reach back into the portfolio
  expect(await tab.evaluate(() => window.opener)).toBeNull()
})

test('the resume page links to the same resume as a JSON Resume, served as JSON; /llms.txt as text', async ({
  page,
  server,
}) => {
  await page.goto(`${server.url}/resume`)
  const link = page.getByRole('link', { name: t.resume.jsonResume })
  await expect(link).toHaveAttribute('href', onSite(server, '/resume.json'))
  // The static build is made for its own address (static.setup.ts).
  const siteUrl =
    onSite(server, '/') === '/'
      ? builtSiteUrl()
      : parseSiteUrl(`http://127.0.0.1${STATIC_SITE.base}`, { withPath: true })

  const json = await page.request.get(new URL(onSite(server, '/resume.json'), server.url).href)
  expect(json.status()).toBe(200)
  expect(json.headers()['content-type']).toMatch(/^application\/json/)
  expect(await json.json()).toEqual(toJsonResume(profile, siteUrl))

  const llms = await page.request.get(new URL(onSite(server, '/llms.txt'), server.url).href)
  expect(llms.status()).toBe(200)
  expect(llms.headers()['content-type']).toMatch(/^text\/plain/)
  expect(await llms.text()).toBe(llmsTxt(profile, siteUrl, posts, translated))
})
