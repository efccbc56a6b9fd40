// What the accessibility, look and contrast-matrix specs share: axe with every rule, and a look switched
// on a built page.
import axe from 'axe-core'
import type { Page } from '@playwright/test'
import type { AccentName, Preset } from '@/content/look'

// Every rule axe has, the experimental ones (such as label-content-name-mismatch) and best practices
// included: axe runs only the stable ones unless each is switched on by name. Two exceptions:
// - the site's target is WCAG AA, whose 4.5:1 contrast `color-contrast` checks; AAA's 7:1
//   (color-contrast-enhanced) would mean a new palette, not a fix;
// - `hidden-content` is a review item: it lists hidden elements for a person to look at and never reports
//   a violation, yet it took 9 of the 16 s a run of every rule took on the home page (2 busy cores).
const NOT_OUR_TARGET = new Set(['color-contrast-enhanced', 'hidden-content'])
export const EVERY_RULE = Object.fromEntries(
  axe.getRules().map(({ ruleId }) => [ruleId, { enabled: !NOT_OUR_TARGET.has(ruleId) }]),
)

/**
 * Shows a preset and an accent on the page, as the build would have written them on <html> (they are
 * only attributes read by CSS), and waits for the colours that change to finish animating
 * (transition-colors), so what is read next is where they end. A transition cut short (the button under
 * the pointer moved away by the new look, so its hover colour turns back) is replaced by another: that
 * one is waited for in turn.
 */
export async function setLook(page: Page, look: { preset?: Preset; accent?: AccentName }) {
  await page.evaluate((look) => Object.assign(document.documentElement.dataset, look), look)
  await page.evaluate(async () => {
    for (;;) {
      const running = document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
      if (running.length === 0) return
      await Promise.all(running.map((animation) => animation.finished.catch(() => {})))
    }
  })
}
