import '@/client/styles.css'
import { chatIsland } from '@/client/chat/chat-launcher'
import { hydrateIsland } from '@/client/lib/hydrate'
import { notFoundIsland } from './not-found-page'

hydrateIsland(notFoundIsland)
hydrateIsland(chatIsland)
