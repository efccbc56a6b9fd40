import '@/client/styles.css'
import { themeToggleIsland } from '@/client/components/theme-toggle'
import { hydrateIsland } from '@/client/lib/hydrate'

// The writing pages are HTML and CSS: the theme toggle is their only island.
hydrateIsland(themeToggleIsland)
