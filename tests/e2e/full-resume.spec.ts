// An owner with every section, as a new owner gets one from a JSON Resume with every section filled
// (tests/fixtures/full-resume.json, imported with `npm run import` into a copy of the project and built
// there): thirteen entries for the navigation to hold, and every page for the assistant's button to keep
// clear of. It builds its own owner, so it runs once, whoever the site's owner is.
import { spawn } from 'node:child_process'
import { rm } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { RENDER_LATER } from '../../src/client/lib/render-later'
import { startGithubDouble, type GithubDouble } from '../doubles/github/server'
import { copyProject } from '../support/project-copy'
import { startServer, type RunningServer } from '../support/server'
import { ASSISTANT_VIEWPORTS, everythingCovered } from './support/covered'
import { textLines } from './support/lines'
import { scrollInstantly, sectionTop } from './support/page'

const FULL_RESUME = resolve('tests/fixtures/full-resume.json')
// What the bar shows for this owner's thirteen sections: the spec's entries; the six optional sections
// are under More (Certifications, as in the spec's bar, has no entry of its own).
const BAR = ['Home', 'About', 'Experience', 'Projects', 'Skills', 'Contact']
const MORE = ['Publications', 'Talks', 'Awards', 'Volunteering', 'Languages', 'Interests']

/** Runs one of the project's npm scripts in its copy, as an owner would, failing with its output. */
function runIn(dir: string, args: string[]) {
  return new Promise<void>((done, fail) => {
    const child = spawn('npm', ['run', ...args], {
      cwd: dir,
      env: { PATH: process.env.PATH ?? '' },
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.once('exit', (code) =>
      code === 0 ? done() : fail(new Error(`${args.join(' ')} exited with ${code}:\n${output}`)),
    )
  })
}

let dir = ''
let github: GithubDouble | undefined
let server: RunningServer | undefined

test.describe.configure({ mode: 'serial' })
test.use({ reducedMotion: 'reduce' })

test.beforeAll(async () => {
  // An import and a production build on a busy machine.
  test.setTimeout(240_000)
  dir = await copyProject()
  await runIn(dir, ['import', '--', FULL_RESUME, '--force'])
  await runIn(dir, ['build'])
  github = await startGithubDouble({ users: {} })
  server = await startServer(
    { GITHUB_API_BASE_URL: github.url },
    { entry: join(dir, 'dist/server/node.js') },
  )
})

test.afterAll(async () => {
  await server?.stop()
  await github?.close()
  if (dir) await rm(dir, { recursive: true, force: true })
})

const url = () => server!.url

/**
 * Opens a page of this owner's site once it is whole: as the fixtures' `goto` does for the site's own
 * owner, it waits until the home page has laid out the sections below its first screen, so a section's
 * place is where it stays (before that, a waiting section's height is a guess).
 */
async function open(page: Page, path = '/') {
  await page.goto(`${url()}${path}`)
  await page.waitForFunction(
    (attribute) => !document.documentElement.hasAttribute(attribute),
    RENDER_LATER,
  )
}
const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' })
const more = (page: Page) => nav(page).getByRole('button', { name: 'More' })

test.describe('a navigation that holds any resume', () => {
  for (const width of [1024, 1280, 1440])
    test(`at ${width} px thirteen sections make one row: the spec's entries and More, never the phone menu`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 })
      await open(page)
      await expect(nav(page).getByRole('button', { name: 'Menu' })).toBeHidden()
      const row = nav(page).getByRole('listitem').filter({ visible: true })
      await expect(row.getByRole('link')).toHaveText(BAR)
      await expect(more(page)).toBeVisible()
      // One row, in order, every entry whole and inside the bar.
      const boxes = await nav(page)
        .locator(':is(a, button)')
        .filter({ visible: true })
        .evaluateAll((controls) =>
          controls.map((control) => control.getBoundingClientRect().toJSON() as DOMRect),
        )
      const bar = (await nav(page).boundingBox())!
      for (const [index, box] of boxes.entries()) {
        expect(box.bottom).toBeLessThanOrEqual(bar.y + bar.height)
        expect(box.right).toBeLessThanOrEqual(bar.x + bar.width)
        if (index > 0) expect(box.left).toBeGreaterThanOrEqual(boxes[index - 1]!.right)
      }
    })

  test('More is a disclosure a keyboard and a screen reader can use: Enter opens it, Escape closes it and gives the focus back, a choice scrolls there and closes it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await open(page)
    const menu = page.locator(`#${await more(page).getAttribute('aria-controls')}`)
    await expect(more(page)).toHaveAttribute('aria-expanded', 'false')
    await expect(menu).toBeHidden()
    await more(page).focus()
    await page.keyboard.press('Enter')
    await expect(more(page)).toHaveAttribute('aria-expanded', 'true')
    await expect(menu.getByRole('link')).toHaveText(MORE)
    await page.keyboard.press('Tab')
    await expect(menu.getByRole('link', { name: MORE[0] })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(more(page)).toBeFocused()

    await page.keyboard.press('Enter')
    await menu.getByRole('link', { name: 'Awards' }).click()
    await expect(menu).toBeHidden()
    await expect(page.locator('#awards')).toBeInViewport()
  })

  test('the focus leaving the menu, or a click elsewhere, closes it', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await open(page)
    const menu = page.locator(`#${await more(page).getAttribute('aria-controls')}`)
    await more(page).click()
    await expect(menu).toBeVisible()
    await page.locator('#home h1').click()
    await expect(menu).toBeHidden()
    await more(page).click()
    await menu.getByRole('link').last().focus()
    await page.keyboard.press('Tab')
    await expect(menu).toBeHidden()
  })

  test('the active-section highlight reaches the sections inside More', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await open(page)
    await expect(more(page)).not.toHaveAttribute('data-active')
    await scrollInstantly(page, await sectionTop(page, 'volunteering'))
    await expect(more(page)).toHaveAttribute('data-active', 'true')
    await expect(nav(page).locator('[aria-current="location"]')).toHaveText('Volunteering')
    await more(page).click()
    await expect(
      page.getByRole('link', { name: 'Volunteering' }).and(page.locator('[aria-current]')),
    ).toBeVisible()
    await scrollInstantly(page, await sectionTop(page, 'contact'))
    await expect(more(page)).not.toHaveAttribute('data-active')
  })
})

test.describe('the first screen of an owner without a headline', () => {
  test('the roles are the line under the name, and a wrapped line neither starts nor ends on a bar', async ({
    page,
  }) => {
    await open(page)
    const middle = page.locator('#home .hero-headline')
    await expect(middle).toHaveText('Machine Learning Engineer | Search and Ranking')
    // A quiet mark, not an accent: drawn before every role but the first.
    const second = middle.locator('.hero-part').nth(1)
    expect(await second.evaluate((part) => getComputedStyle(part, '::before').content)).toBe(
      '"|" / ""',
    )
    expect(await second.evaluate((part) => getComputedStyle(part, '::before').color)).not.toBe(
      await page.evaluate(() => {
        const probe = document.createElement('i')
        probe.style.color = 'var(--accent)'
        document.body.append(probe)
        return getComputedStyle(probe).color
      }),
    )
    for (const width of [320, 375, 414, 768, 1024, 1280, 1440]) {
      await page.setViewportSize({ width, height: 800 })
      const lines = await textLines(middle)
      // On a phone the roles take two lines: the break is there to be tested.
      if (width <= 375) expect(lines.length, `${width} px`).toBeGreaterThan(1)
      // A role that starts a line has its bar outside the line's box, where it is cut off; one that goes
      // on a line has it inside, between two roles.
      const parts = await middle.locator('.hero-parts').evaluate((row) => {
        const clip = row.getBoundingClientRect()
        const start = (rect: DOMRect) => (document.dir === 'rtl' ? -rect.right : rect.left)
        const edge = start(clip)
        const all = [...row.querySelectorAll('.hero-part')]
        let top = Math.round(all[0]!.getBoundingClientRect().top)
        return all.slice(1).map((part) => {
          const mark = part.getBoundingClientRect()
          const opens = Math.round(mark.top) > top
          top = Math.round(mark.top)
          return { opens, markShown: start(mark) >= edge - 0.5 }
        })
      })
      for (const { opens, markShown } of parts)
        expect(markShown, `${width} px: a role that ${opens ? 'starts' : 'goes on'} a line`).toBe(
          !opens,
        )
    }
  })
})

test.describe('nothing floats over content, for an owner with every section', () => {
  for (const path of ['/', '/resume', '/no/such/page'])
    for (const viewport of ASSISTANT_VIEWPORTS)
      test(`the assistant's button and caption cover nothing (${path}, ${viewport.width}×${viewport.height})`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport)
        await open(page, path)
        expect(await everythingCovered(page)).toEqual([])
      })
})
