// A section must say what the prompt, the leak check and JSON Resume get from it: leaving a part out is a
// type error (`npm run typecheck` checks this file; each @ts-expect-error fails the check if the error it
// expects goes away), and 'none' must be written on purpose.
import type { SectionDefinition } from './definition'

const complete = {
  nav: 'talks',
  optional: true,
  reads: ['talks'],
  shows: () => true,
  title: () => 'Talks',
  prompt: () => ['## Talks'],
  llms: 'none',
  jsonResume: 'none',
  ownerFields: 'none',
  resume: () => null,
} satisfies SectionDefinition

// @ts-expect-error a section without its prompt lines does not compile
export const noPrompt: SectionDefinition = complete as Omit<typeof complete, 'prompt'>

// @ts-expect-error a section without its leak-check fields does not compile
export const noOwnerFields: SectionDefinition = complete as Omit<typeof complete, 'ownerFields'>

// @ts-expect-error a section without its JSON Resume mapping does not compile
export const noJsonResume: SectionDefinition = complete as Omit<typeof complete, 'jsonResume'>

// @ts-expect-error a section without its llms.txt lines does not compile
export const noLlms: SectionDefinition = complete as Omit<typeof complete, 'llms'>

// @ts-expect-error "nothing" is not how a section says it has no prompt lines: 'none' is
export const wrongNone: SectionDefinition = { ...complete, prompt: 'nothing' }

export const written: SectionDefinition = complete
