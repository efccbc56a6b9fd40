import '@/client/styles.css'
import { ChatLauncher } from '@/client/chat/chat-launcher'
import { enableFadeIn } from '@/client/lib/fade-in'
import { enableHeroAsk } from '@/client/lib/hero-ask'
import { hydrateIsland } from '@/client/lib/hydrate'
import { showCurrentYear } from '@/client/lib/current-year'
import { enableSkillIconFallback } from '@/client/lib/skill-icons'
import { Navigation } from '@/client/sections/navigation/navigation'
import { Projects } from '@/client/sections/projects/projects'

hydrateIsland('navigation', Navigation)
hydrateIsland('chat', ChatLauncher)
hydrateIsland('projects', Projects)
enableFadeIn()
enableHeroAsk()
enableSkillIconFallback()
showCurrentYear()
