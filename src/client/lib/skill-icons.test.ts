// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { enableSkillIconFallback } from './skill-icons'

// The markup SkillTile prerenders for a skill with an icon.
function tile() {
  document.body.innerHTML = `
    <ul><li><span>
      <img src="/icons/skills/python.svg" alt="" data-skill-icon="" />
      <span data-skill-initial="" hidden aria-hidden="true">P</span>
    </span><span>Python</span></li></ul>`
  const image = document.querySelector('img')!
  const initial = document.querySelector<HTMLElement>('[data-skill-initial]')!
  return { image, initial }
}

/** jsdom loads no images: give one the state a browser would report. */
function settle(image: HTMLImageElement, decoded: boolean) {
  Object.defineProperty(image, 'complete', { value: true })
  image.decode = () => (decoded ? Promise.resolve() : Promise.reject(new Error('broken')))
}

const flush = () => new Promise((resolve) => setTimeout(resolve))

afterEach(() => {
  document.body.innerHTML = ''
})

describe('enableSkillIconFallback', () => {
  it('shows the first letter when an icon fails after the script ran', () => {
    const { image, initial } = tile()
    enableSkillIconFallback()
    expect(initial.hidden).toBe(true)
    image.dispatchEvent(new Event('error'))
    expect(initial.hidden).toBe(false)
    expect(image.isConnected).toBe(false)
  })

  it('keeps an icon that loads', () => {
    const { image, initial } = tile()
    enableSkillIconFallback()
    image.dispatchEvent(new Event('load'))
    expect(initial.hidden).toBe(true)
    expect(image.isConnected).toBe(true)
  })

  it('shows the first letter for an icon that had already failed before the script ran', async () => {
    const { image, initial } = tile()
    settle(image, false)
    enableSkillIconFallback()
    await flush()
    expect(initial.hidden).toBe(false)
    expect(image.isConnected).toBe(false)
  })

  it('keeps an icon that had already loaded, whatever size it reports', async () => {
    const { image, initial } = tile()
    settle(image, true)
    // An SVG without width/height: some browsers report a natural size of 0 even when it loaded.
    Object.defineProperty(image, 'naturalWidth', { value: 0 })
    enableSkillIconFallback()
    await flush()
    expect(initial.hidden).toBe(true)
    expect(image.isConnected).toBe(true)
  })
})
