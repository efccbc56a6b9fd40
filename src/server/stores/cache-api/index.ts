// The Cache API (Workers): the projects cache, per data centre.
export { cacheApiProjectsCache } from './projects-cache'
