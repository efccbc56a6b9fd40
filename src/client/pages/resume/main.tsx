import '@/client/styles.css'
import { chatIsland } from '@/client/chat/chat-launcher'
import { hydrateIsland } from '@/client/lib/hydrate'
import { resumeIsland } from './resume-page'

hydrateIsland(resumeIsland)
hydrateIsland(chatIsland)
