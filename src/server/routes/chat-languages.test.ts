// The assistant in the page's language, through app.request, against every model double over real HTTP:
// a question from /pt/ carries the page's language, and the model is asked for the visitor's language
// with the Portuguese content; a language the owner does not publish is the default one, and the
// default language's page keeps the spec's texts.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { bilingualOwner, portugueseOverlay } from '../../../tests/fixtures/bilingual-owner'
import { fixtureOwner } from '../../../tests/fixtures/owner'
import { stubPages } from '../../../tests/fixtures/pages'
import { reply } from '../../../tests/doubles/chat-model'
import {
  startModelDouble,
  type AnyModelDouble,
  type ModelProvider,
} from '../../../tests/doubles/model-doubles'
import { chatRefusal } from '@/core/assistant-language'
import { CHAT_API_PATH } from '@/core/chat'
import { createApp } from '../app'
import { loadConfig } from '../config'
import { createChatModel } from '../models/create-chat-model'
import { PROVIDER_IDS } from '../models/providers'

const POSTING = [
  'Ingeniera de plataforma sénior (remoto)',
  'Requisitos: Go, Kubernetes y experiencia enseñando a otros equipos.',
].join('\n')

// Every provider a double stands in for: the prompt is the providers' own, whatever the wire format.
const DOUBLED = PROVIDER_IDS.filter((id): id is ModelProvider => id !== 'demo')

describe.each<ModelProvider>(DOUBLED)('with %s', (provider) => {
  let double: AnyModelDouble
  beforeAll(async () => {
    double = await startModelDouble(provider, { apiKey: 'test-key-0123456789' })
  })
  afterAll(() => double.close())
  beforeEach(() => double.reset())

  const app = () =>
    createApp({
      config: loadConfig(double.serverEnv),
      model: createChatModel(loadConfig(double.serverEnv), () => {}),
      pages: stubPages,
      profile: bilingualOwner,
      log: () => {},
    })

  /** Asks as the panel does, and returns what the model was sent. */
  async function ask(body: Record<string, unknown>) {
    double.enqueue(reply('Ok.'))
    const response = await app().request(CHAT_API_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ message: 'Quais são os pontos fortes?', history: [], ...body }),
    })
    expect(response.status).toBe(200)
    const [request] = await double.waitForRequests(1)
    return request!
  }

  it('a question from /pt/ asks for the visitor’s language and carries the Portuguese content', async () => {
    const { system, turns } = await ask({ locale: 'pt' })
    expect(system).toContain(
      'Answer in the language the visitor writes in, and a job description in the language it is written in; when unsure, in Brazilian Portuguese, the language of this page.',
    )
    expect(system).toContain(portugueseOverlay.summary[0])
    expect(system).toContain(portugueseOverlay.experience[0]!.description)
    expect(system).not.toContain(fixtureOwner.summary[0]!)
    // What the translation leaves out, in English, and the prompt says so.
    expect(system).toContain(`${fixtureOwner.experience[0]!.role} at`)
    expect(system).toContain('what Ada Quinn has not translated is in English')
    expect(system).toContain(`answer exactly: "${chatRefusal('Ada Quinn', 'pt')}"`)
    expect(turns).toEqual([['visitor', 'Quais são os pontos fortes?']])
  })

  it('a job fit pasted in Spanish goes as it is, with the rule to answer in its language', async () => {
    const { system, turns } = await ask({ locale: 'pt', message: POSTING, kind: 'job-fit' })
    expect(system).toContain('a job description in the language it is written in')
    expect(system).toContain('"**Veredito:**"')
    expect(turns[0]?.[1]).toContain(`<job_description>\n${POSTING}\n</job_description>`)
  })

  it.each([
    ['a language the owner does not publish', { locale: 'de' }],
    ['a language the site has no catalog for', { locale: 'fr' }],
    ['no language (a script, an older page)', {}],
    ['something that is not a language', { locale: 42 }],
  ])('%s is the default language', async (_what, body) => {
    const { system } = await ask(body)
    expect(system).toContain(fixtureOwner.summary[0]!)
    expect(system).not.toContain(portugueseOverlay.summary[0])
    expect(system).toContain('when unsure, in English, the language of this page.')
  })

  it('the English page keeps the spec’s texts', async () => {
    const { system } = await ask({ locale: 'en', message: 'What are their strengths?' })
    expect(system).toContain(
      `If a question is not about Ada Quinn's portfolio, answer exactly: "I'm sorry, I can only answer questions about Ada Quinn's portfolio."`,
    )
    expect(system).toContain('Answer only from the portfolio context below about Ada Quinn.')
    expect(system).not.toContain('The portfolio context below is in')
  })
})
