// `npm run build` warns when the owner's own data (the content, its sample projects, the posts and the
// text of the resume PDF the site serves) would take more than half of CHAT_MAX_INPUT_TOKENS in any of
// the site's languages, naming what the assistant's prompt then leaves out. The server says the same at
// start, and again if GitHub's list is longer.
import type { Profile } from '../../src/content/schema.ts'
import { contentTrimmedWarning } from '../../src/core/chat-prompt.ts'
import type { PostMeta } from '../../src/core/posts.ts'
import { envSchema } from '../../src/server/config.ts'
import { extractResumeText } from '../vite/resume-text.ts'

/** The warning for this owner, or undefined when the portfolio fits its half of the bound. */
export async function promptBudgetWarning(
  profile: Profile,
  posts: readonly PostMeta[],
  { resumePdf, env = process.env }: { resumePdf?: Uint8Array; env?: NodeJS.ProcessEnv } = {},
): Promise<string | undefined> {
  // The bound the server will run with, as far as the build can tell; an invalid one is the server's
  // own error to report at start.
  const bound = envSchema.shape.CHAT_MAX_INPUT_TOKENS.safeParse(
    env.CHAT_MAX_INPUT_TOKENS || undefined,
  )
  const maxInputTokens = bound.success ? bound.data : 10_000
  const resumeText = resumePdf ? (await extractResumeText(resumePdf)).text : ''
  return contentTrimmedWarning(profile, posts, resumeText, maxInputTokens)?.warning
}
