import '@/client/styles.css'
import { hydrateIsland } from '@/client/lib/hydrate'
import { notFoundIsland } from './not-found-page'

hydrateIsland(notFoundIsland)
