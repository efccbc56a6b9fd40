/** Swaps a skill icon that failed to load for the skill's first letter (spec 2). */
export function enableSkillIconFallback(root: ParentNode = document) {
  root.querySelectorAll<HTMLImageElement>('img[data-skill-icon]').forEach((image) => {
    const showInitial = () => {
      const initial = image.parentElement?.querySelector<HTMLElement>('[data-skill-initial]')
      if (initial) initial.hidden = false
      image.remove()
    }
    if (image.complete && image.naturalWidth === 0 && image.naturalHeight === 0) showInitial()
    else image.addEventListener('error', showInitial, { once: true })
  })
}
