// Asks every evaluation question through the real server app (the same prompt, route and chat model
// that visitors use), one at a time, and scores the replies.
import type { Profile } from '../../src/content/schema.ts'
import { CHAT_API_PATH } from '../../src/core/chat.ts'
import { composeApp } from '../../src/server/compose.ts'
import { loadConfig } from '../../src/server/config.ts'
import type { ChatModel } from '../../src/server/models/chat-model.ts'
import type { EvalCase } from './cases.ts'
import { scoreReply, type EvalResult } from './score.ts'

export type EvalOptions = {
  profile: Profile
  cases: readonly EvalCase[]
  /** The model that answers: the configured provider (create-chat-model.ts). */
  model: ChatModel
  /** The server's environment (GitHub's address and token, for the projects in the prompt). */
  env?: Record<string, string | undefined>
  resumeText?: string
  /** A pause between questions, to stay under the free tier's requests per minute. */
  delayMs?: number
  onResult?: (result: EvalResult, index: number) => void
}

export async function runEval({
  profile,
  cases,
  model,
  env = {},
  resumeText,
  delayMs = 0,
  onResult,
}: EvalOptions): Promise<EvalResult[]> {
  // The visitor limits do not apply to the owner's own check.
  const config = loadConfig({
    ...env,
    CHAT_LIMIT_PER_MINUTE: '100000',
    CHAT_LIMIT_PER_DAY: '100000',
  })
  const { app } = composeApp(config, profile, {
    pages: { '404.html': { html: '' } },
    model,
    log: () => {},
    resumeText,
    remoteAddress: () => '127.0.0.1', // one visitor, the owner: not the low-limit `unknown` bucket
  })
  const results: EvalResult[] = []
  for (const [index, evalCase] of cases.entries()) {
    if (index > 0 && delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs))
    const started = performance.now()
    const response = await app.request(CHAT_API_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({
        message: evalCase.question,
        history: evalCase.history ?? [],
        ...(evalCase.kind === 'job-fit' ? { kind: 'job-fit' } : {}),
      }),
    })
    const body = (await response.json()) as { reply?: string; error?: { code?: string } }
    const ms = performance.now() - started
    const reply = typeof body.reply === 'string' ? body.reply : undefined
    const checks = scoreReply(evalCase, reply, profile)
    const result: EvalResult = {
      case: evalCase,
      reply,
      ...(reply === undefined ? { error: body.error?.code ?? `HTTP ${response.status}` } : {}),
      ms,
      checks,
      passed: checks.every((check) => check.passed),
    }
    results.push(result)
    onResult?.(result, index)
  }
  return results
}
