// .env.example and docs/configuration.md list every variable the server reads, and only those: a
// variable added to the config schema without them fails here.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { CHAT_API_VARIABLE, parseChatApiUrl } from '../../tooling/builder/static-site'
import { envSchema, loadConfig } from '../../src/server/config'

const root = join(import.meta.dirname, '../..')
// The server's variables, and the one only the static build reads.
const variables = [...Object.keys(envSchema.shape), CHAT_API_VARIABLE].sort()
const accepts = (name: string, value: string) =>
  name === CHAT_API_VARIABLE ? parseChatApiUrl(value) : loadConfig({ [name]: value })

/** `NAME=value` lines, commented out or not, each with the comment line above it. */
function exampleEntries(text: string) {
  const lines = text.split('\n')
  return lines.flatMap((line, index) => {
    const match = /^#?\s*([A-Z][A-Z0-9_]*)=(.*)$/.exec(line)
    if (!match) return []
    return [{ name: match[1]!, value: match[2]!, comment: lines[index - 1] ?? '' }]
  })
}

describe('.env.example', () => {
  const entries = exampleEntries(readFileSync(join(root, '.env.example'), 'utf8'))

  it('names every variable of the config schema once, and nothing else', () => {
    expect(entries.map((entry) => entry.name).sort()).toEqual(variables)
  })

  it.each(entries.map((entry) => [entry.name, entry]))(
    '%s has a one-line comment and a value the config accepts',
    (name, entry) => {
      expect(entry.comment).toMatch(/^# [A-Za-z0-9]/)
      expect(() => accepts(name, entry.value)).not.toThrow()
    },
  )
})

describe('docs/configuration.md', () => {
  it('describes every variable of the config schema and the static build in its tables', () => {
    const text = readFileSync(join(root, 'docs/configuration.md'), 'utf8')
    const rows = [...text.matchAll(/^\| `([A-Z][A-Z0-9_]*)`/gm)].map((match) => match[1])
    expect(rows.sort()).toEqual(variables)
  })
})
