// `npm run build` warns when the owner's own data (the content, its sample projects, the posts and the
// resume PDF's text) would take more than half of CHAT_MAX_INPUT_TOKENS, naming what the assistant's
// prompt then leaves out. The server says the same at start, and again if GitHub's list is longer.
import { readFile } from 'node:fs/promises'
import type { Profile } from '../../src/content/schema.ts'
import { buildChatPrompt, promptTrimmedWarning, systemBudget } from '../../src/core/chat-prompt.ts'
import type { PostMeta } from '../../src/core/posts.ts'
import { sampleProjects } from '../../src/core/sample-projects.ts'
import { envSchema } from '../../src/server/config.ts'
import { extractResumeText } from '../vite/resume-text.ts'

/** The warning for this owner, or undefined when the portfolio fits its half of the bound. */
export async function promptBudgetWarning(
  profile: Profile,
  posts: readonly PostMeta[],
  { pdf = 'public/resume.pdf', env = process.env } = {},
): Promise<string | undefined> {
  // The bound the server will run with, as far as the build can tell; an invalid one is the server's
  // own error to report at start.
  const bound = envSchema.shape.CHAT_MAX_INPUT_TOKENS.safeParse(
    env.CHAT_MAX_INPUT_TOKENS || undefined,
  )
  const maxInputTokens = bound.success ? bound.data : 10_000
  const bytes = await readFile(pdf).catch(() => undefined)
  const resumeText = bytes ? (await extractResumeText(new Uint8Array(bytes))).text : ''
  const { omitted } = buildChatPrompt({
    profile,
    projects: sampleProjects(profile),
    history: [],
    question: '',
    resumeText,
    // The larger of the two: a job fit's rules come on top of a question's.
    kind: 'job-fit',
    posts,
    maxSystemTokens: systemBudget(maxInputTokens),
  })
  return promptTrimmedWarning(maxInputTokens, omitted)
}
