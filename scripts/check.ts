// `npm run check [-- --host=<node|workers|netlify|vercel|static>] [--online]`: the setup, checked before a
// visitor finds a mistake. Reads the content, the posts, .env under the environment and the resume PDF, and
// prints what is on, what is off and what to fix for the host named (none: a preview on this machine,
// where SITE_URL may stay unset). Exits 1 when something must be fixed. No network, unless --online: then
// the model is asked once, with the smallest question, and what it answered is printed.
import { parseArgs } from 'node:util'
import { z } from 'zod'
import { ContentError } from '../src/content/content-error.ts'
import { loadConfig } from '../src/server/config.ts'
import { createChatModel } from '../src/server/models/create-chat-model.ts'
import {
  HOSTS,
  SERVER_VARIABLES,
  checkSetup,
  formatSetup,
  type SetupFacts,
  type SetupItem,
} from '../src/server/setup-check.ts'
import { CHAT_API_VARIABLE } from '../tooling/builder/static-site.ts'
import { loadProfile } from '../tooling/builder/load-profile.ts'
import { ENV_FILE, readOwnerEnv } from '../tooling/builder/owner-env.ts'
import { exampleResumeOwner } from '../tooling/checks/example-resume.ts'
import { ownResumePdf } from '../tooling/builder/resume-file.ts'
import { loadPosts } from '../tooling/vite/posts.ts'

// Every variable the project reads: the server's, the static build's and `npm start`'s.
const KNOWN_VARIABLES = [...SERVER_VARIABLES, CHAT_API_VARIABLE, 'PORTFOLIO_NO_REBUILD']

const argsSchema = z.object({
  host: z.enum(HOSTS, { error: `--host must be one of ${HOSTS.join(', ')}` }).optional(),
  online: z.boolean().default(false),
})

function readArgs() {
  const parsed = argsSchema.safeParse(
    parseArgs({ options: { host: { type: 'string' }, online: { type: 'boolean' } } }).values,
  )
  if (parsed.success) return parsed.data
  console.error(parsed.error.issues.map((issue) => issue.message).join('; '))
  process.exit(1)
}

/** The posts, read as the build reads them: a mistake is one item to fix. */
async function content(): Promise<SetupItem[]> {
  const profile = await loadProfile()
  try {
    const { posts } = await loadPosts()
    const written = posts.length === 1 ? '1 post' : `${posts.length || 'no'} posts`
    return [{ level: 'on', text: `content: ${profile.name}, ${written}` }]
  } catch (error) {
    if (!(error instanceof ContentError)) throw error
    return [{ level: 'error', text: error.message }]
  }
}

/** The resume PDF as the build will find it (tooling/builder/resume-file.ts), and whose it is. */
async function resume(): Promise<NonNullable<SetupFacts['resume']>> {
  const profile = await loadProfile()
  const { path: file, bytes } = await ownResumePdf(profile)
  if (!bytes) return { file, state: profile.resume.pdf === 'file' ? 'missing' : 'rendered' }
  return { file, state: (await exampleResumeOwner(bytes, profile)) ?? 'own' }
}

/** Asks the configured model one short question; what it answered, or how it failed. */
async function askOnce(env: Record<string, string | undefined>): Promise<SetupItem> {
  const model = createChatModel(loadConfig(env), () => {})
  if (!model.available) return { level: 'off', text: 'online: no model to ask (no key)' }
  for await (const event of model.stream({
    system: 'Answer with one word.',
    turns: [{ role: 'visitor', text: 'Say OK.' }],
  })) {
    if (event.type === 'failure')
      return {
        level: 'error',
        text: `online: ${model.provider} (${model.model}) refused: ${event.kind} (${event.detail})`,
      }
    // The first piece is enough: leaving the loop cancels the rest of the reply.
    return {
      level: 'on',
      text: `online: ${model.provider} (${model.model}) answered "${event.text.trim()}"`,
    }
  }
  return { level: 'error', text: `online: ${model.provider} (${model.model}) answered nothing` }
}

const { host, online } = readArgs()
const fromFile = readOwnerEnv()
const env = { ...fromFile, ...process.env }
const items = [
  ...(await content()),
  ...checkSetup({
    env,
    host: host ?? 'node',
    forWeb: host !== undefined,
    envFileNames: Object.keys(fromFile),
    knownVariables: KNOWN_VARIABLES,
    resume: await resume(),
  }),
]
const fine = !items.some((item) => item.level === 'error')
// Asked only when the rest holds: a model with a bad setting would answer nothing useful.
if (online && fine) items.push(await askOnce(env))
console.log(
  formatSetup(
    `The setup for ${host ?? 'a preview on this machine'} (${ENV_FILE} and the environment)`,
    items,
  ),
)
process.exit(items.some((item) => item.level === 'error') ? 1 : 0)
