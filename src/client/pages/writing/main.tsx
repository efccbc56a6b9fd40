import '@/client/styles.css'
import { chatIsland } from '@/client/chat/chat-launcher'
import { themeToggleIsland } from '@/client/components/theme-toggle'
import { hydrateIsland } from '@/client/lib/hydrate'

// The writing pages are HTML and CSS: the theme toggle and the assistant's button are their only islands.
hydrateIsland(themeToggleIsland)
hydrateIsland(chatIsland)
