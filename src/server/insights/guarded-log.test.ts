import { describe, expect, it } from 'vitest'
import { aTurn } from '../../../tests/fixtures/turns'
import type { ConversationLog } from './conversation-log'
import { guardedConversationLog } from './guarded-log'
import { memoryConversationLog } from '../stores/memory/conversation-log'

describe('guardedConversationLog', () => {
  const bounds = { retentionDays: 7, maxRows: 100, maxBytes: 1_000_000 }

  it('counts and logs a write that fails or hangs, and never throws', async () => {
    const lines: object[] = []
    let mode: 'down' | 'hang' | 'up' = 'down'
    const memory = memoryConversationLog(bounds)
    const flaky: ConversationLog = {
      ...memory,
      record: (turn) =>
        mode === 'down'
          ? Promise.reject(new Error('ECONNREFUSED'))
          : mode === 'hang'
            ? new Promise(() => {})
            : memory.record(turn),
    }
    const log = guardedConversationLog(flaky, (line) => lines.push(line), 50)
    await expect(log.guard(() => log.record(aTurn()))).resolves.toBeUndefined()
    mode = 'hang'
    await expect(log.guard(() => log.record(aTurn()))).resolves.toBeUndefined()
    mode = 'up'
    await expect(log.guard(() => log.record(aTurn()))).resolves.toBe('kept')
    expect(await log.health()).toMatchObject({ rows: 1, failures: 2, retentionDays: 7 })
    expect(lines).toEqual([
      { level: 'error', msg: 'conversation log: turn not kept', detail: 'ECONNREFUSED' },
      { level: 'error', msg: 'conversation log: turn not kept', detail: 'no answer in 50 ms' },
    ])
  })
})
