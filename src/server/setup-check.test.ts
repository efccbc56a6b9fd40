// The setup check, one row per mistake an owner makes before a visitor finds it (npm run check and the
// Node server's start-up both print these items).
import { describe, expect, it } from 'vitest'
import { checkSetup, formatSetup, type SetupFacts } from './setup-check'
import type { SetupItem } from './setup-item'

const GEMINI_KEY = `AIza${'x'.repeat(35)}`
const SECRET = 'a-secret-every-instance-shares-0123456789'
const facts = (over: Partial<SetupFacts>): SetupFacts => ({
  env: {},
  host: 'node',
  forWeb: false,
  ...over,
})
const errors = (items: SetupItem[]) =>
  items.filter((item) => item.level === 'error').map((item) => item.text)

describe('checkSetup: each mistake is one thing to fix', () => {
  it.each<[string, Partial<SetupFacts>, RegExp]>([
    [
      'a misspelt variable in .env, with the name it misspells',
      { envFileNames: ['GEMINI_API_KY'] },
      /^\.env: GEMINI_API_KY is not a setting; did you mean GEMINI_API_KEY\?$/,
    ],
    [
      'an unknown variable in .env with no near name',
      { envFileNames: ['FAVOURITE_COLOUR'] },
      /^\.env: FAVOURITE_COLOUR is not a setting \(docs\/configuration\.md lists them\)$/,
    ],
    ['SITE_URL unset for a build meant for the web', { forWeb: true }, /^SITE_URL is not set: /],
    [
      'SITE_URL that is not an address',
      { env: { SITE_URL: 'example.com' } },
      /SITE_URL="example\.com"/,
    ],
    [
      'a Gemini key of the wrong shape',
      { env: { GEMINI_API_KEY: 'my-key' } },
      /^GEMINI_API_KEY does not look like a Gemini key/,
    ],
    [
      'an OpenAI key absent for OpenAI itself',
      { env: { LLM_PROVIDER: 'openai-compatible', OPENAI_MODEL: 'gpt-4o-mini' } },
      /^OPENAI_API_KEY is not set: OpenAI refuses/,
    ],
    [
      'a key pasted with its quotes',
      {
        env: {
          LLM_PROVIDER: 'openai-compatible',
          OPENAI_MODEL: 'gpt-4o-mini',
          OPENAI_API_KEY: '"sk-abc"',
        },
      },
      /^OPENAI_API_KEY holds spaces or quotes/,
    ],
    [
      'Claude chosen without its key',
      { env: { LLM_PROVIDER: 'anthropic' } },
      /^ANTHROPIC_API_KEY is not set: LLM_PROVIDER is anthropic/,
    ],
    [
      'an Anthropic key of the wrong shape',
      { env: { LLM_PROVIDER: 'anthropic', ANTHROPIC_API_KEY: 'sk-proj-abc' } },
      /^ANTHROPIC_API_KEY does not look like an Anthropic key/,
    ],
    [
      'a model on this machine for a host on the web',
      {
        host: 'workers',
        env: {
          LLM_PROVIDER: 'openai-compatible',
          OPENAI_BASE_URL: 'http://localhost:11434/v1',
          OPENAI_MODEL: 'llama3.2:3b',
          CHAT_HISTORY_SECRET: SECRET,
        },
      },
      /^OPENAI_BASE_URL is http:\/\/localhost:11434\/v1, on this machine: workers cannot reach it$/,
    ],
    [
      'no shared store on Netlify',
      { host: 'netlify', env: { CHAT_HISTORY_SECRET: SECRET } },
      /^REDIS_URL is not set: netlify runs many instances/,
    ],
    [
      'no shared store on Vercel',
      { host: 'vercel', env: { CHAT_HISTORY_SECRET: SECRET } },
      /^REDIS_URL is not set: vercel runs many instances/,
    ],
    [
      'no CHAT_HISTORY_SECRET on Workers, with an assistant',
      { host: 'workers', env: { GEMINI_API_KEY: GEMINI_KEY } },
      /^CHAT_HISTORY_SECRET is not set: several instances answer/,
    ],
    [
      'no CHAT_HISTORY_SECRET for Node instances sharing Redis',
      { env: { GEMINI_API_KEY: GEMINI_KEY, REDIS_URL: 'redis://127.0.0.1:6379' } },
      /^CHAT_HISTORY_SECRET is not set: several instances answer/,
    ],
    [
      'a bad value the server refuses',
      { env: { PORT: 'abc' } },
      /^Invalid configuration: PORT="abc" must be a whole number/,
    ],
    [
      'the resume PDF missing',
      { resume: { file: 'public/resume.pdf', state: 'missing' } },
      /^public\/resume\.pdf is missing, and resume\.pdf is 'file'/,
    ],
    [
      "the resume PDF another owner's",
      {
        resume: {
          file: 'public/resume.pdf',
          state: { exampleOwner: 'placeholder', name: 'Ananya Rao' },
        },
      },
      /^public\/resume\.pdf is the example owner placeholder's \(Ananya Rao\), not yours/,
    ],
  ])('%s', (_name, over, expected) => {
    const found = errors(checkSetup(facts(over)))
    expect(found).toHaveLength(1)
    expect(found[0]).toMatch(expected)
  })
})

describe('checkSetup: what is fine says so, and warnings only where they apply', () => {
  it('a preview on this machine with nothing set has nothing to fix', () => {
    const items = checkSetup(facts({ resume: { file: 'public/resume.pdf', state: 'own' } }))
    expect(errors(items)).toEqual([])
    expect(items.map((item) => `${item.level} ${item.text.split(':')[0]}`)).toEqual([
      'off SITE_URL is not set (http',
      'off assistant',
      'off shared state',
      'off owner page and conversation log',
      'on resume',
    ])
  })

  it.each<[string, Partial<SetupFacts>]>([
    ['one Node instance', { env: { GEMINI_API_KEY: GEMINI_KEY } }],
    ['a host of many instances without an assistant', { host: 'workers' }],
    [
      'a static site',
      { host: 'github-pages', env: { SITE_URL: 'https://ada.github.io/portfolio' } },
    ],
  ])('no CHAT_HISTORY_SECRET is fine for %s', (_name, over) => {
    expect(
      checkSetup(facts(over))
        .map((item) => item.text)
        .join('\n'),
    ).not.toContain('CHAT_HISTORY_SECRET')
  })

  it('a local model needs no key, and a well-set host is all on', () => {
    const local = checkSetup(
      facts({
        env: {
          LLM_PROVIDER: 'openai-compatible',
          OPENAI_BASE_URL: 'http://localhost:11434/v1',
          OPENAI_MODEL: 'llama3.2:3b',
        },
      }),
    )
    expect(local).toContainEqual({
      level: 'on',
      text: 'assistant: llama3.2:3b at http://localhost:11434/v1 (no key: a local server)',
    })
    const netlify = checkSetup(
      facts({
        host: 'netlify',
        forWeb: true,
        envFileNames: [
          'SITE_URL',
          'GEMINI_API_KEY',
          'REDIS_URL',
          'CHAT_HISTORY_SECRET',
          'OWNER_TOKEN',
        ],
        env: {
          SITE_URL: 'https://ada.dev',
          GEMINI_API_KEY: GEMINI_KEY,
          REDIS_URL: 'rediss://u:p@redis.example:6380',
          CHAT_HISTORY_SECRET: SECRET,
          OWNER_TOKEN: SECRET,
        },
      }),
    )
    expect(netlify.every((item) => item.level === 'on')).toBe(true)
  })

  it('Claude with its key is on; the demo model is on here and a warning for the web', () => {
    expect(
      checkSetup(
        facts({ env: { LLM_PROVIDER: 'anthropic', ANTHROPIC_API_KEY: 'sk-ant-api03-x' } }),
      ),
    ).toContainEqual({ level: 'on', text: 'assistant: Claude (claude-haiku-4-5)' })
    const here = checkSetup(facts({ env: { LLM_PROVIDER: 'demo' } }))
    expect(here.find((item) => item.text.startsWith('assistant:'))?.level).toBe('on')
    const web = checkSetup(
      facts({ forWeb: true, env: { LLM_PROVIDER: 'demo', SITE_URL: 'https://ada.dev' } }),
    )
    expect(web.find((item) => item.text.startsWith('assistant:'))).toMatchObject({
      level: 'warn',
      text: expect.stringContaining('choose a provider before you publish') as string,
    })
  })

  it.each<[string, Partial<SetupFacts>, string[]]>([
    ['no OWNER_TOKEN', {}, ['off owner page and conversation log: off (set OWNER_TOKEN']],
    [
      'one Node instance',
      { env: { OWNER_TOKEN: SECRET, GEMINI_API_KEY: GEMINI_KEY, DATA_DIR: '/var/lib/site/' } },
      [
        'on owner page: /owner',
        'on conversation log: a SQLite file, /var/lib/site/insights.sqlite, kept 30 days, at most 20,000 turns',
      ],
    ],
    [
      'Workers, kept a week',
      { host: 'workers', env: { OWNER_TOKEN: SECRET, INSIGHTS_RETENTION_DAYS: '7' } },
      [
        'on owner page: /owner',
        "on conversation log: the Worker's Durable Object, kept 7 days, at most 20,000 turns (the assistant is off, so nothing to log yet)",
      ],
    ],
    [
      'the log turned off',
      { env: { OWNER_TOKEN: SECRET, INSIGHTS: 'off' } },
      ['on owner page: /owner', 'off conversation log: off (INSIGHTS=off)'],
    ],
    [
      'Vercel without Redis',
      { host: 'vercel', env: { OWNER_TOKEN: SECRET } },
      [
        'on owner page: /owner',
        'off conversation log: off, vercel keeps nothing without REDIS_URL',
      ],
    ],
    [
      'a static site',
      { host: 'github-pages', env: { OWNER_TOKEN: SECRET } },
      ['off owner page and conversation log: none on a static site'],
    ],
  ])(
    'says whether the owner page and the log are on, and where the log is: %s',
    (_name, over, expected) => {
      const lines = checkSetup(facts(over))
        .map((item) => `${item.level} ${item.text}`)
        .filter((line) => /owner page|conversation log/.test(line))
      expect(lines).toHaveLength(expected.length)
      expected.forEach((start, index) => expect(lines[index]).toContain(start))
    },
  )

  it('prints what is on first and what to fix last, with the count', () => {
    const text = formatSetup('The setup', [
      { level: 'error', text: 'fix me' },
      { level: 'on', text: 'fine' },
    ])
    expect(text).toBe('The setup:\n  on   fine\n  FIX  fix me\n1 to fix.')
  })
})
