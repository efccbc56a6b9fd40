// `npm run eval:chat`: the owner's check of the assistant. Asks about 20 questions a recruiter would ask,
// about 10 that try to take it over or lead it off topic, and four job descriptions to fit (a strong
// match, a partial one, an unrelated one, the strong one in Spanish), against the configured model
// (LLM_PROVIDER: Gemini by default, or any provider of src/server/models/providers.ts), and prints a
// score table; the full report (every reply) goes to eval-results/chat-eval.md.
// Needs the provider's settings in the environment or .env (GEMINI_API_KEY for Gemini); without a key it
// says so and exits 0. EVAL_DELAY_MS (default 6500) spaces the questions to stay under Gemini's free
// tier of 10 a minute.
import { existsSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import { profile } from '../src/content/profile.ts'
import { loadConfig } from '../src/server/config.ts'
import { createChatModel } from '../src/server/models/create-chat-model.ts'
import type { AnyProvider } from '../src/server/models/provider.ts'
import { PROVIDERS } from '../src/server/models/providers.ts'
import { evalCases } from './eval-chat/cases.ts'
import { runEval } from './eval-chat/run.ts'
import { scoreReport, scoreTable } from './eval-chat/score.ts'
import { extractResumeText } from '../tooling/vite/resume-text.ts'
import { resumeFileOf } from '../tooling/builder/resume-file.ts'

const REPORT = process.env.EVAL_REPORT ?? 'eval-results/chat-eval.md'

if (existsSync('.env')) process.loadEnvFile('.env')
const config = loadConfig(process.env)
const provider: AnyProvider = PROVIDERS[config.LLM_PROVIDER]
const model = createChatModel(config, () => {})
if (!model.available) {
  console.log(
    `eval:chat: ${provider.label} has no key, so nothing was asked. Set it (in the environment or .env; docs/assistant.md) to evaluate the assistant against the real model.`,
  )
  process.exit(0)
}

const cases = evalCases(profile)
// The PDF the site would serve: the owner's, or the one the build renders from the content.
const resume = await resumeFileOf(profile)
const { text: resumeText, warnings } = await extractResumeText(resume.bytes, {
  name: resume.source,
})
for (const warning of warnings) console.warn(`warning: ${warning}`)

const target = provider.target(config)
console.log(`Asking ${cases.length} questions of ${model.model} at ${target}...`)
const results = await runEval({
  profile,
  cases,
  model,
  env: process.env,
  resumeText,
  delayMs: Number(process.env.EVAL_DELAY_MS ?? 6500),
  onResult: (result, i) =>
    console.log(`${String(i + 1).padStart(2)}/${cases.length} ${result.passed ? 'PASS' : 'FAIL'}`),
})
console.log(`\n${scoreTable(results)}`)
await mkdir(dirname(REPORT), { recursive: true })
await writeFile(
  REPORT,
  scoreReport(results, {
    model: model.model,
    target,
    date: new Date().toISOString(),
  }),
)
console.log(`\nReport: ${REPORT}`)
