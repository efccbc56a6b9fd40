import { describe, expect, it } from 'vitest'
import { ConfigError, geminiApiKey, loadConfig } from './config'

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
  it('defaults to the real Gemini API, gemini-2.5-flash and no key', () => {
    const config = loadConfig({})
    expect(config.GEMINI_API_BASE_URL).toBe('https://generativelanguage.googleapis.com')
    expect(config.GEMINI_MODEL).toBe('gemini-2.5-flash')
    expect(geminiApiKey(config)).toBeUndefined()
  })

  it.each([
    [{ GEMINI_API_KEY: 'server-key' }, 'server-key'],
    // the name the spec's message tells owners to set
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
  ])('rejects %s=%s with one clear line', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(
      `Invalid configuration: ${name}="${value}" ${message}`,
    )
  })
})
