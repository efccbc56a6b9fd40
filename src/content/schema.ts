import { z } from 'zod'

const text = z.string().trim().min(1)
const httpUrl = z.url({ protocol: /^https?$/ })
const year = z.string().regex(/^\d{4}$/, 'expected a four-digit year')

// spec 3: a skill's expertise drives the bar width (spec 9: 95 / 85 / 75 / 65 %)
export const expertiseSchema = z.enum(['Expert', 'Advanced', 'Intermediate'])

export const educationSchema = z.object({
  degree: text,
  institution: text,
  current: z.boolean(),
  gpa: text,
  focus: text,
})

export const experienceSchema = z.object({
  role: text,
  company: text,
  location: text,
  period: text,
  current: z.boolean(),
  description: text,
  technologies: z.array(text).min(1),
})

export const skillSchema = z.object({
  name: text,
  /** A path under public/, served by the site itself. Without one the tile shows the first letter. */
  icon: z
    .string()
    .regex(/^\/[\w./-]+\.(svg|png|webp|avif)$/, 'expected a site path such as /icons/skills/x.svg')
    .optional(),
  expertise: expertiseSchema,
})

export const certificationSchema = z.object({
  id: text,
  name: text,
  issuer: text,
  issueDate: year,
  url: httpUrl,
  category: text,
  description: text,
  expiryDate: year.optional(),
  credentialId: text.optional(),
})

/** The fields of a GitHub repository record that the site uses (spec 3). */
export const repositorySchema = z.object({
  id: z.number().int(),
  name: text,
  description: z.string().nullable().optional(),
  html_url: httpUrl,
  homepage: z.string().nullable().optional(),
  language: z.string().nullable(),
  stargazers_count: z.number().int().nonnegative(),
  forks_count: z.number().int().nonnegative(),
  topics: z.array(z.string()).optional(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
  fork: z.boolean(),
})

export const profileSchema = z.object({
  name: text,
  /** How the site and the assistant refer to the owner (spec 1: "she"). */
  pronoun: z.enum(['she', 'he', 'they']),
  tagline: text,
  blurb: text,
  intro: text,
  summary: z.array(text).min(1),
  email: z.email(),
  location: z.object({ city: text, region: text, country: text }),
  links: z.object({
    linkedin: z.object({ handle: text, url: httpUrl }),
    github: z.object({
      username: z.string().regex(/^[a-z\d](?:[a-z\d-]{0,38})$/i, 'not a GitHub username'),
    }),
    codingPractice: z.object({ label: text, url: httpUrl }),
  }),
  education: z.array(educationSchema).min(1),
  experience: z.array(experienceSchema).min(1),
  aboutSkills: z.array(z.object({ category: text, items: z.array(text).min(1) })).min(1),
  skills: z.array(z.object({ group: text, skills: z.array(skillSchema).min(1) })).min(1),
  certifications: z.array(certificationSchema),
  sampleProjects: z.array(repositorySchema).min(1),
  /**
   * Words that project names spell as written here, on top of the common acronyms (AI, AWS, API, ...):
   * e.g. `['GraphQL', 'iOS']` makes `graphql-ios-app` read "GraphQL iOS App".
   */
  acronyms: z
    .array(z.string().regex(/^[^\s-]+$/, 'expected one word, without spaces or dashes'))
    .optional(),
  /**
   * The questions the assistant suggests when a conversation is empty (three or four). Left out, they are
   * derived from the rest of the content (see core/chat-suggestions.ts).
   */
  suggestedQuestions: z.array(text.max(120)).min(1).max(4).optional(),
  resume: z.object({
    /** The name the Download PDF button saves the file under. */
    fileName: z.string().regex(/^[\w.-]+\.pdf$/, 'expected a file name ending in .pdf'),
  }),
})

export type Profile = z.infer<typeof profileSchema>
export type Education = z.infer<typeof educationSchema>
export type Experience = z.infer<typeof experienceSchema>
export type Skill = z.infer<typeof skillSchema>
export type Expertise = z.infer<typeof expertiseSchema>
export type Certification = z.infer<typeof certificationSchema>
export type Repository = z.infer<typeof repositorySchema>

/** Validates the owner's content; the error names every bad field by its path. */
export function parseProfile(input: unknown): Profile {
  const result = profileSchema.safeParse(input)
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `  - profile.${issue.path.join('.')}: ${issue.message}`,
    )
    throw new Error(`src/content/profile.ts is invalid:\n${problems.join('\n')}`)
  }
  return result.data
}
