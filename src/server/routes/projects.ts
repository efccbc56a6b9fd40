import { Hono } from 'hono'
import { compress } from 'hono/compress'
import type { ProjectsService } from '@/server/services/github-projects'

/** GET /api/projects: what the projects section shows. Always 200 with something to show (spec 8). */
export function projectsRoute(service: ProjectsService) {
  return new Hono().use(compress()).get('/', async (c) => {
    const payload = await service.getProjects()
    // A list may be reused by the browser for a minute, as GitHub's own answers are; an error never is.
    c.header('Cache-Control', payload.error === null ? 'public, max-age=60' : 'no-store')
    return c.json(payload)
  })
}
