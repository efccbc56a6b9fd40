// `npm run build` warns, naming what is left out, when the owner's own data would take more than half
// of CHAT_MAX_INPUT_TOKENS, in any of the site's languages.
import { describe, expect, it } from 'vitest'
import { defineProfile } from '../../src/content/schema'
import { defineTranslation } from '../../src/content/translations'
import { promptBudgetWarning } from '../../tooling/builder/prompt-budget'
import { bilingualOwner, portugueseOverlay } from '../fixtures/bilingual-owner'
import { fixtureInput, fixtureOwner } from '../fixtures/owner'

describe('the build’s prompt budget warning', () => {
  it('says nothing for a portfolio within half the bound', async () => {
    expect(await promptBudgetWarning(fixtureOwner, [], { env: {} })).toBeUndefined()
    expect(await promptBudgetWarning(bilingualOwner, [], { env: {} })).toBeUndefined()
  })

  it('names what the prompt leaves out when the owner’s data is over half', async () => {
    const warning = await promptBudgetWarning(fixtureOwner, [], {
      env: { CHAT_MAX_INPUT_TOKENS: '1800' },
    })
    expect(warning).toMatch(
      /^the portfolio would take more than half of CHAT_MAX_INPUT_TOKENS \(1800\): the assistant's prompt leaves out the \d+ lowest-ranked projects?/,
    )
  })

  it('names the language whose prompt is over, when a translation is longer than the default', async () => {
    // The default content fits in 1,300 tokens; its Portuguese, with a summary of about 1,000 more, does not.
    const env = { CHAT_MAX_INPUT_TOKENS: '2600' }
    const longer = defineProfile(
      { ...fixtureInput, locales: ['en', 'pt'] },
      defineTranslation('pt', {
        ...portugueseOverlay,
        summary: ['Engenheira de plataforma em Halifax. '.repeat(110)],
      }),
    )
    expect(await promptBudgetWarning(fixtureOwner, [], { env })).toBeUndefined()
    expect(await promptBudgetWarning(longer, [], { env })).toMatch(
      /^the portfolio would take more than half of CHAT_MAX_INPUT_TOKENS \(2600\): the assistant's prompt in Brazilian Portuguese leaves out the 3 lowest-ranked projects/,
    )
  })
})
