// The setup, checked before a visitor finds a mistake: what is on, what is off and what to fix, for the
// host the site runs on. `npm run check` prints it with what only the project's files can tell (.env's
// names, the resume PDF); the Node server prints it once at start-up. No network: `--online` is the
// script's, which asks the model once.
import { nearestName } from '@/content/unknown-fields'
import { SiteUrlError, parseSiteUrl } from '@/core/site-url'
import { ConfigError, envSchema, loadConfig, type Config } from './config'
import { HOSTS, deployDoc, type HostId } from './hosts/hosts'
import type { AnyProvider } from './models/provider'
import { PROVIDERS } from './models/providers'
import type { SetupItem } from './setup-item'

/** The settings the server reads, as .env may name them. */
export const SERVER_VARIABLES = Object.keys(envSchema.shape)

export type SetupFacts = {
  /** The environment over .env, as the host will see it. */
  env: Record<string, string | undefined>
  /** Where it runs (hosts/hosts.ts). */
  host: HostId
  /** A build or a server for visitors (not a preview on this machine): SITE_URL must be set. */
  forWeb: boolean
  /** The names .env sets, each checked against `knownVariables`. */
  envFileNames?: readonly string[]
  /** Every variable the project reads (the server's and the build's). */
  knownVariables?: readonly string[]
  /**
   * The resume PDF, when the caller can read the project's files: the owner's own at `file`, rendered
   * from the content (none there), missing where the content insists on a file, or an example owner's.
   */
  resume?: {
    file: string
    state: 'own' | 'rendered' | 'missing' | { exampleOwner: string; name: string }
  }
}

// Several instances answer at once: each host's functions or isolates, or Node processes sharing Redis.
const severalInstances = (host: HostId, config: Config) =>
  HOSTS[host].instances === 'many' || Boolean(config.REDIS_URL)

function unknownVariables(facts: SetupFacts): SetupItem[] {
  const known = facts.knownVariables ?? SERVER_VARIABLES
  return (facts.envFileNames ?? [])
    .filter((name) => !known.includes(name))
    .map((name) => {
      const near = nearestName(name, known)
      return {
        level: 'error',
        text: `.env: ${name} is not a setting${near ? `; did you mean ${near}?` : ' (docs/configuration.md lists them)'}`,
      }
    })
}

function siteUrl({ env, host, forWeb }: SetupFacts): SetupItem {
  let url: string
  try {
    // A static site may be served under a path (a GitHub project's pages).
    url = parseSiteUrl(env.SITE_URL, { withPath: HOSTS[host].runs === 'files' })
  } catch (error) {
    if (error instanceof SiteUrlError) return { level: 'error', text: error.message }
    throw error
  }
  if (env.SITE_URL?.trim()) return { level: 'on', text: `SITE_URL: ${url}` }
  return forWeb
    ? {
        level: 'error',
        text: `SITE_URL is not set: the canonical links, share tags and sitemap would point at ${url}; set it to your public address in .env`,
      }
    : {
        level: 'off',
        text: `SITE_URL is not set (${url}): fine on this machine; set it before you build for the web`,
      }
}

/** The chosen model provider's own check (models/<provider>/provider.ts). */
function assistant(config: Config, { host, forWeb }: SetupFacts): SetupItem {
  const provider: AnyProvider = PROVIDERS[config.LLM_PROVIDER]
  return provider.check(config, { host, onThisMachine: HOSTS[host].onThisMachine, forWeb })
}

function sharedState(config: Config, { host }: SetupFacts, assistantOn: boolean): SetupItem[] {
  const items: SetupItem[] = []
  const { ownStore, instances } = HOSTS[host]
  if (ownStore !== 'none')
    items.push({
      level: 'on',
      text: `shared state: ${ownStore} (limits, token budget, projects cache)`,
    })
  else if (config.REDIS_URL)
    items.push({ level: 'on', text: 'shared state: Redis (limits, token budget, projects cache)' })
  else if (instances === 'many')
    items.push({
      level: 'error',
      text: `REDIS_URL is not set: ${host} runs many instances, each with limits of its own, so the assistant is off there; set REDIS_URL (${deployDoc(host)})`,
    })
  else
    items.push({
      level: 'off',
      text: 'shared state: none, one instance (set REDIS_URL to run several)',
    })
  // Only replies need signing: without an assistant there are none.
  if (assistantOn && severalInstances(host, config) && !config.CHAT_HISTORY_SECRET)
    items.push({
      level: 'error',
      text: 'CHAT_HISTORY_SECRET is not set: several instances answer, and each drops the replies another signed; set one they share (openssl rand -base64 32)',
    })
  return items
}

function resume(facts: SetupFacts): SetupItem[] {
  if (!facts.resume) return []
  const { file, state } = facts.resume
  if (state === 'own') return [{ level: 'on', text: `resume: your PDF, ${file}` }]
  if (state === 'rendered')
    return [
      {
        level: 'on',
        text: `resume: rendered from your content (put your own PDF at ${file} to use it instead)`,
      },
    ]
  if (state === 'missing')
    return [
      {
        level: 'error',
        text: `${file} is missing, and resume.pdf is 'file': put your resume there, or leave resume.pdf out to have it rendered from your content`,
      },
    ]
  return [
    {
      level: 'error',
      text: `${file} is the example owner ${state.exampleOwner}'s (${state.name}), not yours: put your own resume there`,
    },
  ]
}

/** Where each host keeps the conversation log (docs/privacy.md). */
function logPlace(config: Config, host: HostId): string | undefined {
  const { ownStore, localLog } = HOSTS[host]
  if (ownStore !== 'none') return ownStore
  if (config.REDIS_URL) return 'Redis'
  if (localLog === 'sqlite')
    return `a SQLite file, ${config.DATA_DIR.replace(/\/+$/, '')}/insights.sqlite`
  return undefined
}

/** The owner's page and the conversation log it reads: on, off, and where the log is kept. */
function ownerArea(config: Config, { host }: SetupFacts, assistantOn: boolean): SetupItem[] {
  if (!config.OWNER_TOKEN)
    return [
      {
        level: 'off',
        text: 'owner page and conversation log: off (set OWNER_TOKEN to read what visitors asked at /owner)',
      },
    ]
  const page: SetupItem = { level: 'on', text: 'owner page: /owner, signed in with OWNER_TOKEN' }
  if (config.INSIGHTS === 'off')
    return [page, { level: 'off', text: 'conversation log: off (INSIGHTS=off), nothing is kept' }]
  const place = logPlace(config, host)
  if (!place)
    return [
      page,
      { level: 'off', text: `conversation log: off, ${host} keeps nothing without REDIS_URL` },
    ]
  const bounds = `kept ${config.INSIGHTS_RETENTION_DAYS} days, at most ${config.INSIGHTS_MAX_ROWS.toLocaleString('en-US')} turns`
  return [
    page,
    {
      level: 'on',
      text: `conversation log: ${place}, ${bounds}${assistantOn ? '' : ' (the assistant is off, so nothing to log yet)'}`,
    },
  ]
}

function serverItems(config: Config, facts: SetupFacts): SetupItem[] {
  const chat = assistant(config, facts)
  const on = chat.level === 'on' || chat.level === 'warn'
  return [chat, ...sharedState(config, facts, on), ...ownerArea(config, facts, on)]
}

/** Every item of the summary, in the order it prints. */
export function checkSetup(facts: SetupFacts): SetupItem[] {
  const site = siteUrl(facts)
  const items = [...unknownVariables(facts), site]
  let config: Config
  try {
    // A bad SITE_URL is said once, above.
    config = loadConfig(site.level === 'error' ? { ...facts.env, SITE_URL: undefined } : facts.env)
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    return [...items, { level: 'error', text: error.message }, ...resume(facts)]
  }
  // A static site has no server of its own: the assistant and shared state are the chat API's.
  const server =
    HOSTS[facts.host].runs === 'files'
      ? [
          facts.env.CHAT_API_URL?.trim()
            ? { level: 'on' as const, text: `assistant: through ${facts.env.CHAT_API_URL.trim()}` }
            : { level: 'off' as const, text: 'assistant: left out (no CHAT_API_URL)' },
          {
            level: 'off' as const,
            text: "owner page and conversation log: none on a static site (they are the chat API's server's)",
          },
        ]
      : serverItems(config, facts)
  return [...items, ...server, ...resume(facts)]
}

const MARKS: Record<SetupItem['level'], string> = {
  on: 'on  ',
  off: 'off ',
  warn: 'warn',
  error: 'FIX ',
}

/** The items one a line, marked and sorted: what is on, what is off, then what to fix. */
export function setupLines(items: readonly SetupItem[]): string[] {
  const order: SetupItem['level'][] = ['on', 'off', 'warn', 'error']
  const sorted = [...items].sort((a, b) => order.indexOf(a.level) - order.indexOf(b.level))
  return sorted.map((item) => `  ${MARKS[item.level]} ${item.text}`)
}

/** The count of what to fix, or that nothing is. */
export function fixSummary(items: readonly SetupItem[]): string {
  const errors = items.filter((item) => item.level === 'error').length
  return errors ? `${errors} to fix.` : 'Nothing to fix.'
}

/** The summary as printed under `title`: one line per item, what to fix last. */
export function formatSetup(title: string, items: readonly SetupItem[]): string {
  return [`${title}:`, ...setupLines(items), fixSummary(items)].join('\n')
}
