import '@/client/styles.css'
import { chatIsland } from '@/client/chat/chat-launcher'
import { enableFadeIn } from '@/client/lib/fade-in'
import { hydrateIsland } from '@/client/lib/hydrate'
import { layOutTheRest } from '@/client/lib/render-later'
import { showCurrentYear } from '@/client/lib/current-year'
import { enableSkillIconFallback } from '@/client/lib/skill-icons'
import { navigationIsland } from '@/client/sections/navigation/navigation'
import { projectsIsland } from '@/client/sections/projects/projects'

// Evaluating the bundle is one task, and starting the islands the next: together they made the longest
// task after the first paint. (A timer, not a top-level await, which would split the bundle.)
setTimeout(() => {
  hydrateIsland(navigationIsland)
  hydrateIsland(chatIsland)
  hydrateIsland(projectsIsland)
  enableFadeIn()
  enableSkillIconFallback()
  showCurrentYear()
  void layOutTheRest()
})
