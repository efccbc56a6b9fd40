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
