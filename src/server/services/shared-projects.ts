// The projects state as other instances stored it: read back from Redis or the Cache API, it is checked
// like any outside input, and a record of another shape (an older deploy's) counts as none.
import { z } from 'zod'
import type { SharedProjects } from './github-projects'

const projectSummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  html_url: z.string().nullable(),
  homepage: z.string().nullable(),
  language: z.string().nullable(),
  topics: z.array(z.string()),
  updated_at: z.string(),
})

const sharedProjectsSchema = z.object({
  list: z
    .object({
      projects: z.array(projectSummarySchema),
      etag: z.string().nullable(),
      checkedAt: z.number(),
    })
    .nullable(),
  failure: z.object({ message: z.string(), retryAt: z.number() }).nullable(),
}) satisfies z.ZodType<SharedProjects>

/** The stored text as the shared state, or undefined when there is none or it has another shape. */
export function parseSharedProjects(text: string | null | undefined): SharedProjects | undefined {
  if (!text) return undefined
  try {
    const parsed = sharedProjectsSchema.safeParse(JSON.parse(text))
    return parsed.success ? parsed.data : undefined
  } catch {
    return undefined
  }
}

/** How long a shared list is kept: far past its freshness, so it can stand in when GitHub fails. */
export const SHARED_PROJECTS_KEEP_MS = 7 * 24 * 60 * 60 * 1000
