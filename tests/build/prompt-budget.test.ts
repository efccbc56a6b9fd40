// `npm run build` warns, naming what is left out, when the owner's own data would take more than half
// of CHAT_MAX_INPUT_TOKENS.
import { describe, expect, it } from 'vitest'
import { promptBudgetWarning } from '../../tooling/builder/prompt-budget'
import { fixtureOwner } from '../fixtures/owner'

describe('the build’s prompt budget warning', () => {
  it('says nothing for a portfolio within half the bound', async () => {
    expect(await promptBudgetWarning(fixtureOwner, [], { env: {} })).toBeUndefined()
  })

  it('names what the prompt leaves out when the owner’s data is over half', async () => {
    const warning = await promptBudgetWarning(fixtureOwner, [], {
      env: { CHAT_MAX_INPUT_TOKENS: '1800' },
    })
    expect(warning).toMatch(
      /^the portfolio would take more than half of CHAT_MAX_INPUT_TOKENS \(1800\): the assistant's prompt leaves out the \d+ lowest-ranked projects?/,
    )
  })
})
