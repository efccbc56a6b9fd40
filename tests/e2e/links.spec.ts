import { expect, test } from './fixtures'

const PAGES = [
  ['/', 'home'],
  ['/resume', 'resume'],
  ['/no/such/page', '404'],
] as const

for (const [path, name] of PAGES) {
  test(`every new-tab link on the ${name} page has rel="noopener noreferrer", and there is no form`, async ({
    page,
    server,
  }) => {
    await page.goto(`${server.url}${path}`)
    const newTabLinks = await page.locator('a[target="_blank"]').evaluateAll((links) =>
      links.map((link) => ({
        href: link.getAttribute('href'),
        rel: (link.getAttribute('rel') ?? '').split(/\s+/),
      })),
    )
    if (name === 'home') expect(newTabLinks.length).toBeGreaterThanOrEqual(10)
    for (const link of newTabLinks) {
      expect(link.rel, String(link.href)).toEqual(
        expect.arrayContaining(['noopener', 'noreferrer']),
      )
    }
    // The site has no forms anywhere, not even an empty one
    await expect(page.locator('form')).toHaveCount(0)
  })
}

test('links to other sites open in a new tab; mail links and in-page anchors stay put', async ({
  page,
  server,
}) => {
  await page.goto(server.url)
  const links = await page.locator('a[href]').evaluateAll((anchors) =>
    anchors.map((anchor) => ({
      href: (anchor as HTMLAnchorElement).href,
      target: anchor.getAttribute('target'),
    })),
  )
  const origin = new URL(server.url).origin
  for (const link of links) {
    const url = new URL(link.href)
    if (url.protocol === 'mailto:' || (url.origin === origin && url.pathname === '/'))
      expect(link.target, link.href).toBeNull()
    else if (url.origin !== origin) expect(link.target, link.href).toBe('_blank')
  }
})
