// GitHub's repository record, as GET /users/{username}/repos sends it: the fields the site reads, checked
// as GitHub's own schema allows them (a repository may have no language, and `created_at` may be null).
import { z } from 'zod'
import type { RepositoryRecord } from '@/core/projects'

export const githubRepoSchema = z.object({
  id: z.number().int(),
  name: z.string().trim().min(1),
  description: z.string().nullable().optional(),
  html_url: z.url({ protocol: /^https?$/ }),
  homepage: z.string().nullable().optional(),
  language: z.string().nullable(),
  stargazers_count: z.number().int().nonnegative(),
  forks_count: z.number().int().nonnegative().optional(),
  topics: z.array(z.string()).optional(),
  created_at: z.iso.datetime().nullable().optional(),
  updated_at: z.iso.datetime(),
  fork: z.boolean(),
  // Who owns it: `type=all` also lists repositories where the owner is only a collaborator.
  owner: z.object({ login: z.string() }),
}) satisfies z.ZodType<RepositoryRecord>

export type GithubRepo = z.infer<typeof githubRepoSchema>
