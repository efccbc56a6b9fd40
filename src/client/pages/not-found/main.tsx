import '@/client/styles.css'
import { hydrateIsland } from '@/client/lib/hydrate'
import { NotFoundPage } from './not-found-page'

hydrateIsland('not-found', NotFoundPage)
