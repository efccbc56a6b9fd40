// `npm run eval:chat`: the owner's check of the assistant. Asks about 20 questions a recruiter would ask,
// about 10 that try to take it over or lead it off topic, and three job descriptions to fit (a strong
// match, a partial one, an unrelated one), against the configured model (Gemini, or
// LLM_PROVIDER=openai-compatible), and prints a score table; the full report (every reply) goes to
// eval-results/chat-eval.md.
// Needs the provider's settings in the environment or .env (GEMINI_API_KEY for Gemini); without a key it
// says so and exits 0. EVAL_DELAY_MS (default 6500) spaces the questions to stay under Gemini's free
// tier of 10 a minute.
import { existsSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import { profile } from '../src/content/profile.ts'
import { loadConfig } from '../src/server/config.ts'
import { createChatModel } from '../src/server/models/create-chat-model.ts'
import { evalCases } from './eval-chat/cases.ts'
import { runEval } from './eval-chat/run.ts'
import { scoreReport, scoreTable } from './eval-chat/score.ts'
import { extractResumeText } from '../tooling/vite/resume-text.ts'
import { resumeFileOf } from '../tooling/builder/resume-file.ts'

const REPORT = process.env.EVAL_REPORT ?? 'eval-results/chat-eval.md'

if (existsSync('.env')) process.loadEnvFile('.env')
const config = loadConfig(process.env)
const model = createChatModel(config, () => {})
if (!model.available) {
  console.log(
    'eval:chat: no Gemini key, so nothing was asked. Set GEMINI_API_KEY (in the environment or .env) to evaluate the assistant against the real model.',
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

const target =
  config.LLM_PROVIDER === 'openai-compatible' ? config.OPENAI_BASE_URL : config.GEMINI_API_BASE_URL
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
