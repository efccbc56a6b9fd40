// The owner's sample projects, written in the owner's own small shape, become the projects pipeline's
// summaries here and only here: the page, the server's fallback and the assistant's prompt all use this.
import type { Profile, SampleProject } from '@/content/schema'
import { githubProfileUrl, githubUsernameOf } from './links.ts'
import { httpUrlOrNull } from './project-selection.ts'
import type { ProjectSummary } from './projects'

/** `2025-03` -> the first of the month, `2025-03-02` -> that day, as GitHub's ISO timestamps. */
function updatedAt(updated: string): string {
  const day = updated.length === 7 ? `${updated}-01` : updated
  return `${day}T00:00:00Z`
}

function sampleSummary(
  sample: SampleProject,
  index: number,
  githubUsername: string | undefined,
): ProjectSummary {
  const code =
    sample.code === false
      ? undefined
      : (sample.code ??
        (githubUsername ? `${githubProfileUrl(githubUsername)}/${sample.name}` : undefined))
  return {
    // Negative, so a sample never shares an id with a repository from GitHub.
    id: -(index + 1),
    name: sample.name,
    description: sample.description ?? null,
    html_url: httpUrlOrNull(code),
    homepage: httpUrlOrNull(sample.live),
    language: sample.language ?? null,
    topics: [...sample.topics],
    updated_at: updatedAt(sample.updated),
  }
}

/** The samples, in the owner's order, ready for the projects section. */
export function sampleProjects(
  profile: Pick<Profile, 'sampleProjects' | 'social'>,
): ProjectSummary[] {
  const username = githubUsernameOf(profile)
  return profile.sampleProjects.map((sample, index) => sampleSummary(sample, index, username))
}
