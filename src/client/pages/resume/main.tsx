import '@/client/styles.css'
import { hydrateIsland } from '@/client/lib/hydrate'
import { ResumePage } from './resume-page'

hydrateIsland('resume', ResumePage)
