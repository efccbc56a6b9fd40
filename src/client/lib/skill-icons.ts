/** Swaps a skill icon that failed to load for the skill's first letter. */
export function enableSkillIconFallback(root: ParentNode = document) {
  root.querySelectorAll<HTMLImageElement>('img[data-skill-icon]').forEach((image) => {
    const showInitial = () => {
      const initial = image.parentElement?.querySelector<HTMLElement>('[data-skill-initial]')
      if (initial) initial.hidden = false
      image.remove()
    }
    if (image.complete) {
      // Settled before this script ran. naturalWidth cannot tell a broken image from an SVG without
      // intrinsic size (some browsers report 0 for both); decode() rejects only for the broken one.
      image.decode().catch(showInitial)
    } else {
      image.addEventListener('error', showInitial, { once: true })
    }
  })
}
