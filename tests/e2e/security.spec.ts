import { expect, test } from './fixtures'

for (const path of ['/', '/resume', '/no-such-page']) {
  test(`${path} loads under the strict CSP with no violation`, async ({ page, server }) => {
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

test('the resume PDF is allowed in its frame', async ({ page, server }) => {
  await page.goto(`${server.url}/resume`)
  await expect(page.locator('iframe')).toHaveAttribute('src', '/resume.pdf')
  await expect
    .poll(() => page.frames().some((frame) => frame.url() === `${server.url}/resume.pdf`))
    .toBe(true)
  const pdf = await page.request.get(`${server.url}/resume.pdf`)
  expect(pdf.status()).toBe(200)
  expect(pdf.headers()['content-type']).toBe('application/pdf')
})

// Every page and the files a visitor opens on their own (the resume PDF, the share image): nothing
// blocked by the CSP, and no header Chromium rejects (an unknown Permissions-Policy feature is a
// console error). Other console lines, such as the 404 page's own log, are not about the headers.
const HEADER_PROBLEM = /Content Security Policy|Permissions-Policy|Refused to|blocked/i

for (const path of ['/', '/resume', '/no-such-page', '/resume.pdf', '/og-image.png']) {
  test(`${path}: Chromium reports nothing blocked and no header error`, async ({
    page,
    server,
  }) => {
    const problems: string[] = []
    page.on('console', (message) => {
      if (HEADER_PROBLEM.test(message.text())) problems.push(message.text())
    })
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`Content Security Policy: ${event.violatedDirective} ${event.blockedURI}`)
      })
    })
    const served = await page.request.get(`${server.url}${path}`)
    expect(served.status()).toBe(path === '/no-such-page' ? 404 : 200)
    expect(served.headers()['content-security-policy']).toMatch(/^default-src 'none'/)
    await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' })
    if (path === '/resume') {
      await expect
        .poll(() => page.frames().some((frame) => frame.url() === `${server.url}/resume.pdf`))
        .toBe(true)
    }
    if (path === '/') {
      // The web manifest loads under manifest-src.
      const manifest = await page.evaluate(async () => {
        const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]')
        return link ? (await fetch(link.href)).status : 0
      })
      expect(manifest).toBe(200)
    }
    if (path === '/og-image.png') {
      // The browser's image document could centre the image: its inline style was not blocked.
      await expect(page.locator('img')).toHaveCSS('margin-left', /^[1-9]/)
    }
    expect(problems).toEqual([])
  })
}
