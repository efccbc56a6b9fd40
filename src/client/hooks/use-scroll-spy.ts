import { useEffect, useState } from 'react'
import { FROSTED_AFTER, activeSectionId } from '@/core/sections'

/** Follows the scroll position: which section is active, and whether the bar should look frosted. */
export function useScrollSpy<T extends string>(ids: readonly T[]) {
  const [active, setActive] = useState<T | undefined>(ids[0])
  const [scrolled, setScrolled] = useState(false)

  useEffect(() => {
    let frame = 0
    const update = () => {
      frame = 0
      const tops = ids.map((id) => {
        const element = document.getElementById(id)
        return element
          ? element.getBoundingClientRect().top + window.scrollY
          : Number.POSITIVE_INFINITY
      })
      setActive(activeSectionId(ids, tops, window.scrollY))
      setScrolled(window.scrollY > FROSTED_AFTER)
    }
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update)
    }
    update()
    window.addEventListener('scroll', onScroll, { passive: true })
    window.addEventListener('resize', onScroll, { passive: true })
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', onScroll)
      window.removeEventListener('resize', onScroll)
    }
  }, [ids])

  return { active, scrolled }
}
