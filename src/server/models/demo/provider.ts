// The demo model: no key, no network, no model. It answers with lines of the owner's own content, so an
// owner sees the assistant work before choosing a provider. `npm run dev` uses it when no provider is
// configured; anywhere else only LLM_PROVIDER=demo chooses it, and the panel says it is a demo.
import { defineProvider } from '../provider'
import { createDemoModel } from './model'

export const demoProvider = defineProvider({
  label: 'the demo model',
  variables: {},
  secrets: [],
  // It has no key to refuse.
  texts: 'none',
  create: () => createDemoModel(),
  target: () => 'this server, with no model (lines of the content)',
  check: (_settings, { forWeb }) =>
    forWeb
      ? {
          level: 'warn',
          text: 'assistant: the demo model (LLM_PROVIDER=demo) would answer visitors with lines of your content, labelled as a demo: choose a provider before you publish (docs/assistant.md)',
        }
      : {
          level: 'on',
          text: 'assistant: the demo model, which answers with lines of your content (docs/assistant.md says how to choose a provider)',
        },
})
