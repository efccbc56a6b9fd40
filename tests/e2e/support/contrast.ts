// Text contrast measured from rendered pixels, for text over gradients (the hero glow, tinted cards),
// where axe cannot tell the background and reports "needs review" instead of a result.
import type { Locator, Page } from '@playwright/test'

const HIDE_TEXT = `*, *::before, *::after { color: transparent !important; text-shadow: none !important; }
*::before, *::after, svg, img { visibility: hidden !important; }
* { outline: none !important; caret-color: transparent !important; }`

/**
 * The lowest WCAG contrast ratio between the element's text colour and any background pixel behind the
 * element's box: the text is made transparent, the box is captured, and the browser decodes the capture.
 */
export async function lowestContrast(page: Page, element: Locator): Promise<number> {
  await element.scrollIntoViewIfNeeded()
  const color = await element.evaluate((node) => getComputedStyle(node).color)
  const box = await element.boundingBox()
  if (!box) throw new Error('element is not rendered')
  // A constructed style sheet, not a <style> tag: the site's CSP allows no inline styles.
  const hideText = (css: string | null) =>
    page.evaluate((rules) => {
      const sheets = document.adoptedStyleSheets.filter((sheet) => !('hidesText' in sheet))
      if (rules !== null) {
        const sheet = Object.assign(new CSSStyleSheet(), { hidesText: true })
        sheet.replaceSync(rules)
        sheets.push(sheet)
      }
      document.adoptedStyleSheets = sheets
    }, css)
  await hideText(HIDE_TEXT)
  const capture = await page.screenshot({ clip: box, animations: 'disabled' })
  await hideText(null)
  return page.evaluate(
    async ({ png, textColor }) => {
      const image = await createImageBitmap(
        new Blob([Uint8Array.from(atob(png), (c) => c.charCodeAt(0))]),
      )
      const canvas = new OffscreenCanvas(image.width, image.height)
      const context = canvas.getContext('2d', { willReadFrequently: true })
      if (!context) throw new Error('no 2d canvas')
      // Let the canvas resolve the CSS colour (rgb, oklab, color-mix...) to sRGB bytes.
      context.fillStyle = textColor
      context.fillRect(0, 0, 1, 1)
      const [r, g, b] = context.getImageData(0, 0, 1, 1).data
      context.drawImage(image, 0, 0)
      const pixels = context.getImageData(0, 0, image.width, image.height).data
      const channel = (value: number) => {
        const v = value / 255
        return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4
      }
      const luminance = (red: number, green: number, blue: number) =>
        0.2126 * channel(red) + 0.7152 * channel(green) + 0.0722 * channel(blue)
      const text = luminance(r ?? 0, g ?? 0, b ?? 0)
      let lowest = Number.POSITIVE_INFINITY
      for (let i = 0; i < pixels.length; i += 4) {
        const background = luminance(pixels[i] ?? 0, pixels[i + 1] ?? 0, pixels[i + 2] ?? 0)
        const ratio = (Math.max(text, background) + 0.05) / (Math.min(text, background) + 0.05)
        lowest = Math.min(lowest, ratio)
      }
      return lowest
    },
    { png: capture.toString('base64'), textColor: color },
  )
}
