// The projects list on Workers: each isolate keeps its own copy in memory (the projects service does),
// and shares it with the other isolates of its Cloudflare location through the Cache API. The Cache API
// has no atomic claim, so every isolate may ask GitHub once per cache period; that is still far below
// GitHub's limits. (On a *.workers.dev address the Cache API stores nothing: use a custom domain.)
import type { ProjectsCache } from '@/server/services/github-projects'
import { SHARED_PROJECTS_KEEP_MS, parseSharedProjects } from '@/server/services/shared-projects'

// A key in the Cache API, never a real address.
const KEY = 'https://portfolio.internal/projects-cache'

export function cacheApiProjectsCache(cache: Cache): ProjectsCache {
  return {
    read: async () => parseSharedProjects(await (await cache.match(KEY))?.text()),
    write: async (state) => {
      const maxAge = Math.round(SHARED_PROJECTS_KEEP_MS / 1000)
      await cache.put(
        KEY,
        new Response(JSON.stringify(state), {
          headers: { 'Content-Type': 'application/json', 'Cache-Control': `max-age=${maxAge}` },
        }),
      )
    },
    claim: async () => true,
    release: async () => {},
  }
}
