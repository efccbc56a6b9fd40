import { expect, test } from '@playwright/test'
import { startServer, type RunningServer } from './support/server'

let server: RunningServer
test.beforeAll(async () => {
  server = await startServer()
})
test.afterAll(async () => {
  await server.stop()
})

for (const path of ['/', '/resume', '/no-such-page']) {
  test(`${path} loads under the strict CSP with no violation`, async ({ page }) => {
    await page.addInitScript(() => {
      const seen: string[] = []
      ;(window as unknown as { cspViolations: string[] }).cspViolations = seen
      localStorage.setItem('theme', 'light')
      document.addEventListener('securitypolicyviolation', (event) => {
        seen.push(`${event.violatedDirective} ${event.blockedURI}`)
      })
    })
    const response = await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' })
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self' 'sha256-")
    // The inline theme boot script ran (it removed the prerendered `dark`), so its hash is in the policy.
    await expect(page.locator('html')).not.toHaveClass(/dark/)
    const html = (await response?.text()) ?? ''
    expect(html).not.toMatch(/\sstyle="/)
    expect(html).not.toMatch(/\son[a-z]+="/)
    expect(
      await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
    ).toEqual([])
  })
}

test('the resume PDF is allowed in its frame', async ({ page }) => {
  await page.goto(`${server.url}/resume`)
  await expect(page.locator('iframe')).toHaveAttribute('src', '/resume.pdf')
  await expect
    .poll(() => page.frames().some((frame) => frame.url() === `${server.url}/resume.pdf`))
    .toBe(true)
  const pdf = await page.request.get(`${server.url}/resume.pdf`)
  expect(pdf.status()).toBe(200)
  expect(pdf.headers()['content-type']).toBe('application/pdf')
})
