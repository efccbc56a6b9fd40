import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config'
import { geminiApiKey } from './models/gemini/provider'

const ORIGINS_ERROR = 'must list origins (scheme and host, no path), such as https://you.github.io'

describe('loadConfig', () => {
  it('defaults PORT to 3000', () => {
    expect(loadConfig({}).PORT).toBe(3000)
    expect(loadConfig({ PORT: '' }).PORT).toBe(3000)
  })

  it('reads PORT', () => {
    expect(loadConfig({ PORT: '8080' }).PORT).toBe(8080)
  })

  it.each(['abc', '-1', '70000', '80.5'])('rejects PORT=%s with one clear line', (value) => {
    expect(() => loadConfig({ PORT: value })).toThrow(ConfigError)
    expect(() => loadConfig({ PORT: value })).toThrow(
      `Invalid configuration: PORT="${value}" must be a whole number from 0 to 65535`,
    )
  })
})

describe('the assistant settings', () => {
  it("defaults to Gemini, the real Gemini API, the provider's default model and no key", () => {
    const config = loadConfig({})
    expect(config.LLM_PROVIDER).toBe('gemini')
    expect(config.GEMINI_API_BASE_URL).toBe('https://generativelanguage.googleapis.com')
    expect(config.GEMINI_MODEL).toBeUndefined()
    expect(geminiApiKey(config)).toBeUndefined()
  })

  it('reads an OpenAI-compatible provider: base URL (default OpenAI), optional key, model', () => {
    const config = loadConfig({ LLM_PROVIDER: 'openai-compatible', OPENAI_MODEL: 'gpt-4o-mini' })
    expect(config).toMatchObject({
      LLM_PROVIDER: 'openai-compatible',
      OPENAI_BASE_URL: 'https://api.openai.com/v1',
      OPENAI_MODEL: 'gpt-4o-mini',
    })
    expect(config.OPENAI_API_KEY).toBeUndefined()
    expect(
      loadConfig({
        LLM_PROVIDER: 'openai-compatible',
        OPENAI_BASE_URL: 'http://localhost:11434/v1',
        OPENAI_MODEL: 'llama3.2:3b',
      }).OPENAI_BASE_URL,
    ).toBe('http://localhost:11434/v1')
  })

  it.each([
    [{ GEMINI_API_KEY: 'server-key' }, 'server-key'],
    // the name the missing-key message tells owners to set
    [{ VITE_GEMINI_API_KEY: 'vite-key' }, 'vite-key'],
    [{ GEMINI_API_KEY: 'server-key', VITE_GEMINI_API_KEY: 'vite-key' }, 'server-key'],
    [{ GEMINI_API_KEY: '  ', VITE_GEMINI_API_KEY: 'vite-key' }, 'vite-key'],
    [{ GEMINI_API_KEY: '   ' }, undefined],
  ])('reads the key from %o', (env, key) => {
    expect(geminiApiKey(loadConfig(env))).toBe(key)
  })

  it('reads GEMINI_API_BASE_URL and GEMINI_MODEL', () => {
    const config = loadConfig({
      GEMINI_API_BASE_URL: 'http://127.0.0.1:9999',
      GEMINI_MODEL: 'gemini-2.5-pro',
    })
    expect(config.GEMINI_API_BASE_URL).toBe('http://127.0.0.1:9999')
    expect(config.GEMINI_MODEL).toBe('gemini-2.5-pro')
  })

  it.each([
    ['GEMINI_API_BASE_URL', 'not a url', 'must be an http(s) URL'],
    ['GEMINI_API_BASE_URL', 'ftp://example.com', 'must be an http(s) URL'],
    ['GEMINI_MODEL', 'gemini/../x', 'must be a model name such as gemini-2.5-flash'],
    ['LLM_PROVIDER', 'openai', 'must be one of gemini, openai-compatible, anthropic, demo'],
    [
      'ANTHROPIC_BASE_URL',
      'api.anthropic.com',
      'must be an http(s) URL, such as https://api.anthropic.com',
    ],
    [
      'ANTHROPIC_MODEL',
      'claude haiku',
      'must be a model name such as claude-haiku-4-5 or claude-sonnet-4-6',
    ],
    [
      'OPENAI_BASE_URL',
      'localhost:11434',
      'must be an http(s) URL ending in the API version, such as https://api.openai.com/v1',
    ],
  ])('rejects %s=%s with one clear line', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(
      `Invalid configuration: ${name}="${value}" ${message}`,
    )
  })

  it('reads Claude: the key, a default model and the API itself', () => {
    const config = loadConfig({ LLM_PROVIDER: 'anthropic', ANTHROPIC_API_KEY: 'sk-ant-x' })
    expect(config).toMatchObject({
      LLM_PROVIDER: 'anthropic',
      ANTHROPIC_API_KEY: 'sk-ant-x',
      ANTHROPIC_MODEL: 'claude-haiku-4-5',
      ANTHROPIC_BASE_URL: 'https://api.anthropic.com',
    })
  })

  it('refuses openai-compatible without a model', () => {
    expect(() => loadConfig({ LLM_PROVIDER: 'openai-compatible', OPENAI_API_KEY: 'sk-x' })).toThrow(
      'Invalid configuration: OPENAI_MODEL="" must be set when LLM_PROVIDER=openai-compatible, such as gpt-4o-mini or llama3.2',
    )
  })
})

describe('loadConfig: proxy and abuse limits', () => {
  it('defaults to no proxy and 10 a minute, 100 a day per visitor, 1000 a day in all', () => {
    expect(loadConfig({})).toMatchObject({
      TRUST_PROXY: { kind: 'none' },
      CHAT_LIMIT_PER_MINUTE: 10,
      CHAT_LIMIT_PER_DAY: 100,
      CHAT_DAILY_CAP: 1000,
    })
  })

  it('reads them', () => {
    expect(
      loadConfig({
        TRUST_PROXY: 'true',
        CHAT_LIMIT_PER_MINUTE: '5',
        CHAT_LIMIT_PER_DAY: '50',
        CHAT_DAILY_CAP: '200',
      }),
    ).toMatchObject({
      TRUST_PROXY: { kind: 'hops', hops: 1 },
      CHAT_LIMIT_PER_MINUTE: 5,
      CHAT_LIMIT_PER_DAY: 50,
      CHAT_DAILY_CAP: 200,
    })
  })

  it('reads CORS_ALLOWED_ORIGINS as a list of origins, empty unless given', () => {
    expect(loadConfig({}).CORS_ALLOWED_ORIGINS).toEqual([])
    expect(
      loadConfig({ CORS_ALLOWED_ORIGINS: 'https://ada.github.io/, http://localhost:4173' })
        .CORS_ALLOWED_ORIGINS,
    ).toEqual(['https://ada.github.io', 'http://localhost:4173'])
  })

  it('reads SITE_URL, which is unset unless given', () => {
    expect(loadConfig({}).SITE_URL).toBeUndefined()
    expect(loadConfig({ SITE_URL: 'https://ananya.dev' }).SITE_URL).toBe('https://ananya.dev')
  })

  it.each([
    ['TRUST_PROXY', 'maybe', 'names "maybe", which is not an IP address or CIDR range'],
    ['TRUST_PROXY', '10.0.0.0/33', 'names "10.0.0.0/33", which is not an IP address or CIDR range'],
    ['TRUST_PROXY', '0', 'must be a hop count from 1 to 10'],
    ['SITE_URL', 'ananya.dev', 'must be the site’s public address, such as https://example.com'],
    ['CHAT_LIMIT_PER_MINUTE', '0', 'must be a whole number of at least 1'],
    ['CHAT_DAILY_CAP', 'lots', 'must be a whole number of at least 1'],
    ['CORS_ALLOWED_ORIGINS', 'ada.github.io', ORIGINS_ERROR],
    ['CORS_ALLOWED_ORIGINS', 'https://ada.github.io/portfolio', ORIGINS_ERROR],
    ['CORS_ALLOWED_ORIGINS', 'https://a.test, ftp://b.test', ORIGINS_ERROR],
  ])('rejects %s=%s with one clear line', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(
      `Invalid configuration: ${name}="${value}" ${message}`,
    )
  })
})

describe('loadConfig: projects from GitHub', () => {
  it('defaults to api.github.com, no token and a 10-minute cache', () => {
    const config = loadConfig({})
    expect(config.GITHUB_API_BASE_URL).toBe('https://api.github.com')
    expect(config.GITHUB_TOKEN).toBeUndefined()
    expect(config.GITHUB_CACHE_TTL_SECONDS).toBe(600)
  })

  it('reads them, dropping a trailing slash from the base URL', () => {
    const config = loadConfig({
      GITHUB_API_BASE_URL: 'http://127.0.0.1:4010/',
      GITHUB_TOKEN: ' ghp_abc ',
      GITHUB_CACHE_TTL_SECONDS: '0',
    })
    expect(config.GITHUB_API_BASE_URL).toBe('http://127.0.0.1:4010')
    expect(config.GITHUB_TOKEN).toBe('ghp_abc')
    expect(config.GITHUB_CACHE_TTL_SECONDS).toBe(0)
  })

  it.each([
    [
      'GITHUB_API_BASE_URL',
      'api.github.com',
      'GITHUB_API_BASE_URL="api.github.com" must be an http(s) URL',
    ],
    ['GITHUB_API_BASE_URL', 'ftp://x', 'GITHUB_API_BASE_URL="ftp://x" must be an http(s) URL'],
    [
      'GITHUB_CACHE_TTL_SECONDS',
      '-5',
      'GITHUB_CACHE_TTL_SECONDS="-5" must be a whole number of seconds',
    ],
    [
      'GITHUB_CACHE_TTL_SECONDS',
      'ten',
      'GITHUB_CACHE_TTL_SECONDS="ten" must be a whole number of seconds',
    ],
  ])('rejects %s=%s with one clear line', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(`Invalid configuration: ${message}`)
  })

  it('never echoes the token in an error', () => {
    expect(() => loadConfig({ GITHUB_TOKEN: '   ' })).toThrow(
      'Invalid configuration: GITHUB_TOKEN=(hidden) must not be blank',
    )
  })
})

describe('REDIS_URL', () => {
  it('is optional, and read as given', () => {
    expect(loadConfig({}).REDIS_URL).toBeUndefined()
    expect(loadConfig({ REDIS_URL: 'rediss://default:pw@redis.example:6379' }).REDIS_URL).toBe(
      'rediss://default:pw@redis.example:6379',
    )
  })

  it('rejects another scheme without echoing the value, which may hold a password', () => {
    expect(() => loadConfig({ REDIS_URL: 'https://user:secret@redis.example' })).toThrow(
      'Invalid configuration: REDIS_URL=(hidden) must be a redis:// or rediss:// URL',
    )
  })
})

describe('OWNER_TOKEN', () => {
  it('is unset unless given, and read as given', () => {
    expect(loadConfig({}).OWNER_TOKEN).toBeUndefined()
    const token = 'o'.repeat(32)
    expect(loadConfig({ OWNER_TOKEN: token }).OWNER_TOKEN).toBe(token)
  })

  it('refuses a short token in one line that names it and never echoes it', () => {
    expect(() => loadConfig({ OWNER_TOKEN: 'short-secret' })).toThrow(
      'Invalid configuration: OWNER_TOKEN=(hidden) must be at least 32 characters, such as the output of `openssl rand -base64 32`',
    )
  })
})
