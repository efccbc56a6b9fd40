import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config'

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
