// `npm run check [-- --host=<host>] [--online] [--setup-only]`: the owner's
// check, before a visitor finds a mistake, in a minute or two. First the setup: the content and its TODOs,
// the posts, .env under the environment and the resume PDF, with what is on, what is off and what to fix
// for the host named (src/server/hosts/hosts.ts: node, workers, netlify, vercel or github-pages; none: a
// preview on this machine, where SITE_URL may stay unset). Then the site:
// the production build (made again when the sources are newer), the leak check on it, and a smoke test
// of every page in Chromium. Exits 1 when something must be fixed. `--setup-only` stops after the setup.
// No network, unless --online: then the model is asked once, with the smallest question, and what it
// answered is printed. `npm test` is the full suite, for contributors and CI.
import { parseArgs } from 'node:util'
import { z } from 'zod'
import { ContentError } from '../src/content/content-error.ts'
import type { Profile } from '../src/content/schema.ts'
import { translationFile, untranslatedFields } from '../src/content/translations.ts'
import { metaOf, type PostMeta } from '../src/core/posts.ts'
import { loadConfig } from '../src/server/config.ts'
import { createChatModel } from '../src/server/models/create-chat-model.ts'
import { HOST_NAMES, hostNamed } from '../src/server/hosts/hosts.ts'
import {
  SERVER_VARIABLES,
  checkSetup,
  fixSummary,
  formatSetup,
  setupLines,
  type SetupFacts,
} from '../src/server/setup-check.ts'
import type { SetupItem } from '../src/server/setup-item.ts'
import { CHAT_API_VARIABLE } from '../tooling/builder/static-site.ts'
import { loadProfile } from '../tooling/builder/load-profile.ts'
import { ENV_FILE, readOwnerEnv } from '../tooling/builder/owner-env.ts'
import { exampleResumeOwner } from '../tooling/checks/example-resume.ts'
import { ownResumePdf } from '../tooling/builder/resume-file.ts'
import { loadPosts } from '../tooling/vite/posts.ts'
import { PROFILE_FILE, profileTodos } from '../tooling/checks/content-todos.ts'
import { checkSite } from './check/site.ts'

// Every variable the project reads: the server's, the static build's and `npm start`'s.
const KNOWN_VARIABLES = [...SERVER_VARIABLES, CHAT_API_VARIABLE, 'PORTFOLIO_NO_REBUILD']

const argsSchema = z.object({
  // An alias (`static`, GitHub Pages's former name) is the host it stands for.
  host: z
    .string()
    .transform((name, context) => {
      const id = hostNamed(name)
      if (!id)
        context.addIssue({
          code: 'custom',
          message: `--host must be one of ${HOST_NAMES.join(', ')}`,
        })
      return id ?? z.NEVER
    })
    .optional(),
  online: z.boolean().default(false),
  'setup-only': z.boolean().default(false),
})

function readArgs() {
  const parsed = argsSchema.safeParse(
    parseArgs({
      options: {
        host: { type: 'string' },
        online: { type: 'boolean' },
        'setup-only': { type: 'boolean' },
      },
    }).values,
  )
  if (parsed.success) return parsed.data
  console.error(parsed.error.issues.map((issue) => issue.message).join('; '))
  process.exit(1)
}

/**
 * The content: its owner, the posts (read as the build reads them: a mistake is one item to fix) and
 * each TODO the import left in the profile.
 */
async function content(profile: Profile): Promise<{ posts: PostMeta[]; items: SetupItem[] }> {
  const todos = profileTodos().map((todo): SetupItem => ({
    level: 'warn',
    text: `${PROFILE_FILE} line ${todo.line}, TODO: ${todo.note}`,
  }))
  try {
    const { posts } = await loadPosts()
    const published = posts.filter((post) => !post.draft).map(metaOf)
    const written = posts.length === 1 ? '1 post' : `${posts.length || 'no'} posts`
    return {
      posts: published,
      items: [
        { level: 'on', text: `content: ${profile.name}, ${written}` },
        ...todos,
        ...languages(profile),
      ],
    }
  } catch (error) {
    if (!(error instanceof ContentError)) throw error
    return { posts: [], items: [{ level: 'error', text: error.message }, ...todos] }
  }
}

/**
 * The site's languages, and for each other one what its translation leaves to the default language
 * (src/content/translations.ts), by field. (A mistake in a translation stops loadProfile, naming it.)
 */
function languages(profile: Profile): SetupItem[] {
  if (profile.locales.length < 2) return []
  return [
    { level: 'on', text: `languages: ${profile.locales.join(', ')} (the first at /)` },
    ...profile.locales.slice(1).map((locale): SetupItem => {
      const left = untranslatedFields(profile, locale)
      return left.length
        ? {
            level: 'warn',
            text: `${locale}: ${left.length} of your fields still in ${profile.locales[0]} (add them to ${translationFile(locale)}): ${left.join(', ')}`,
          }
        : { level: 'on', text: `${locale}: every field translated` }
    }),
  ]
}

/** The resume PDF as the build will find it (tooling/builder/resume-file.ts), and whose it is. */
async function resume(profile: Profile): Promise<NonNullable<SetupFacts['resume']>> {
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

const definedOnly = (env: Record<string, string | undefined>) =>
  Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined),
  )

const started = performance.now()
const { host, online, 'setup-only': setupOnly } = readArgs()
const fromFile = readOwnerEnv()
const env = { ...fromFile, ...process.env }
const profile = await loadProfile()
const { posts, items: contentItems } = await content(profile)
const items = [
  ...contentItems,
  ...checkSetup({
    env,
    host: host ?? 'node',
    forWeb: host !== undefined,
    envFileNames: Object.keys(fromFile),
    knownVariables: KNOWN_VARIABLES,
    resume: await resume(profile),
  }),
]
const fine = () => !items.some((item) => item.level === 'error')
// Asked only when the rest holds: a model with a bad setting would answer nothing useful.
if (online && fine()) items.push(await askOnce(env))
const title = `The setup for ${host ?? 'a preview on this machine'} (${ENV_FILE} and the environment)`
// The site is checked only on a setup that holds: a build with a mistake in it would only repeat it.
if (setupOnly || !fine()) {
  console.log(formatSetup(title, items))
  process.exit(fine() ? 0 : 1)
}
console.log([`${title}:`, ...setupLines(items)].join('\n'))
console.log('The site, as npm start serves it:')
const site = await checkSite(profile, posts, definedOnly(env))
console.log(setupLines(site).join('\n'))
items.push(...site)
const seconds = ((performance.now() - started) / 1000).toFixed(0)
console.log(`${fixSummary(items).replace(/\.$/, '')}; checked in ${seconds} s.`)
process.exit(fine() ? 0 : 1)
