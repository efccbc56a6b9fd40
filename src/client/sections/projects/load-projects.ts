import {
  FALLBACK_ERROR,
  PROJECTS_API_PATH,
  type ProjectSummary,
  type ProjectsPayload,
} from '@/core/projects'
import { sitePath } from '@/client/lib/site-path'

export type LoadedProjects = { projects: ProjectSummary[]; error: string | null }

// Our server answers by the end of its own 10 s GitHub timeout whatever GitHub does; this only guards
// against a stuck proxy, so it must stay longer than that timeout.
const GIVE_UP_AFTER_MS = 15_000

/**
 * Asks our server for the projects. The request is the same as the home page's
 * `<link rel="preload" as="fetch" crossorigin>`, so the browser hands over the response it started loading
 * with the page instead of asking again. Whatever fails, the section gets the samples and a note.
 */
export async function loadProjects(samples: ProjectSummary[]): Promise<LoadedProjects> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const giveUp = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(FALLBACK_ERROR)), GIVE_UP_AFTER_MS)
  })
  try {
    const response = await Promise.race([fetch(sitePath(PROJECTS_API_PATH)), giveUp])
    const payload = await Promise.race([readPayload(response), giveUp])
    if (!payload) return { projects: samples, error: FALLBACK_ERROR }
    return {
      projects: payload.projects.length > 0 ? payload.projects : samples,
      error: payload.error,
    }
  } catch {
    // Our server could not be reached at all: the plain fallback text, whatever the browser's wording.
    return { projects: samples, error: FALLBACK_ERROR }
  } finally {
    clearTimeout(timer)
  }
}

async function readPayload(response: Response): Promise<LoadedProjects | null> {
  if (!response.ok) return null
  try {
    const payload = (await response.json()) as Partial<ProjectsPayload>
    return Array.isArray(payload.projects)
      ? { projects: payload.projects, error: payload.error ?? null }
      : null
  } catch {
    return null
  }
}
