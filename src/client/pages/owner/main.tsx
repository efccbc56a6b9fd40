import '@/client/styles.css'
import { hydrateIsland } from '@/client/lib/hydrate'
import { ownerIsland } from './owner-app'

hydrateIsland(ownerIsland)
