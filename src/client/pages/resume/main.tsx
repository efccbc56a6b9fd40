import '@/client/styles.css'
import { hydrateIsland } from '@/client/lib/hydrate'
import { resumeIsland } from './resume-page'

hydrateIsland(resumeIsland)
