import { expect, test } from './fixtures'
import { profile } from '@/content/profile'
import { t } from '../support/words'

test('/ is the portfolio, prerendered', async ({ page, request, server }) => {
  const response = await request.get(`${server.url}/`)
  expect(response.status()).toBe(200)
  // Complete HTML before any JavaScript runs.
  const html = await response.text()
  for (const id of ['home', 'about', 'experience', 'projects', 'skills', 'contact']) {
    expect(html).toContain(`id="${id}"`)
  }
  // The certifications section is there only for an owner who lists some.
  expect(html.includes('id="certifications"')).toBe(profile.certifications.length > 0)
  await page.goto(server.url)
  await expect(page.getByRole('heading', { level: 1, name: profile.name })).toBeVisible()
})

test('/resume is the resume page', async ({ page, server }) => {
  const response = await page.goto(`${server.url}/resume`)
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: t.resume.title })).toBeVisible()
})

test('an unknown path is the 404 page with status 404, and logs the path', async ({
  page,
  server,
}) => {
  const logged: string[] = []
  page.on('console', (message) => logged.push(message.text()))
  const response = await page.goto(`${server.url}/no/such/page`)
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: t.notFound.title })).toBeVisible()
  await expect.poll(() => logged.join('\n')).toContain('/no/such/page')
  await page.getByRole('link', { name: t.notFound.home }).click()
  await expect(page).toHaveURL(`${server.url}/`)
})
