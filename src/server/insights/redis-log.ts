// The conversation log in Redis (REDIS_URL), for several Node instances, Netlify and Vercel: one sorted
// set of turn ids by time and one hash of the records. Bounded three ways: each write drops turns past
// the retention and past the row cap in the same script, and both keys expire after the retention if
// nothing is written, so a flood can neither grow Redis nor leave records behind.
import type { RedisClientType } from 'redis'
import { turnRecordSchema, type TurnRecord } from '@/core/insights'
import {
  DAY_MS,
  keptSince,
  type ConversationLog,
  type LogBounds,
  type TurnQuery,
} from './conversation-log'

/** A client as `createClient({ url })` makes it: no modules, functions or scripts, RESP3. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
type RedisClient = RedisClientType<{}, {}, {}, 3, {}>

const PREFIX = 'portfolio:insights:'
const TIMES = `${PREFIX}times`
const RECORDS = `${PREFIX}records`

// KEYS: the times and the records. ARGV: id, at, record (or '' to only prune), the oldest time kept,
// the row cap, the keys' lifetime in ms. Answers the turns kept.
const KEEP_SCRIPT = `
if ARGV[3] ~= '' then
  redis.call('ZADD', KEYS[1], ARGV[2], ARGV[1])
  redis.call('HSET', KEYS[2], ARGV[1], ARGV[3])
end
local gone = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', '(' .. ARGV[4])
local over = redis.call('ZCARD', KEYS[1]) - #gone - tonumber(ARGV[5])
if over > 0 then
  local oldest = redis.call('ZRANGE', KEYS[1], #gone, #gone + over - 1)
  for _, id in ipairs(oldest) do table.insert(gone, id) end
end
for i = 1, #gone, 500 do
  local batch = {unpack(gone, i, math.min(i + 499, #gone))}
  redis.call('ZREM', KEYS[1], unpack(batch))
  redis.call('HDEL', KEYS[2], unpack(batch))
end
if ARGV[3] ~= '' then
  redis.call('PEXPIRE', KEYS[1], ARGV[6])
  redis.call('PEXPIRE', KEYS[2], ARGV[6])
end
return redis.call('ZCARD', KEYS[1])
`

export function redisConversationLog(
  client: RedisClient,
  bounds: LogBounds,
  { now = Date.now }: { now?: () => number } = {},
): ConversationLog {
  const keep = async (turn?: TurnRecord) =>
    Number(
      await client.eval(KEEP_SCRIPT, {
        keys: [TIMES, RECORDS],
        arguments: [
          turn?.id ?? '',
          String(turn?.at ?? 0),
          turn ? JSON.stringify(turn) : '',
          String(keptSince(bounds, now())),
          String(bounds.maxRows),
          String(bounds.retentionDays * DAY_MS),
        ],
      }),
    )

  /** The ids in range, newest first. */
  const idsIn = (since: number, until?: number) =>
    client.zRange(TIMES, until === undefined ? '+inf' : `(${until}`, since, {
      BY: 'SCORE',
      REV: true,
    })

  const read = async (ids: string[]): Promise<TurnRecord[]> => {
    if (!ids.length) return []
    const records = await client.hmGet(RECORDS, ids)
    return records.flatMap((json) => (json ? [turnRecordSchema.parse(JSON.parse(json))] : []))
  }

  return {
    async record(turn) {
      await keep(turn)
    },
    async list({ since, until, conversationId, limit }: TurnQuery) {
      await keep()
      const ids = await idsIn(Math.max(since, keptSince(bounds, now())), until)
      // Without a conversation to look for, only the ids wanted are read.
      const turns = await read(conversationId === undefined ? ids.slice(0, limit) : ids)
      return turns
        .filter((turn) => conversationId === undefined || turn.conversationId === conversationId)
        .slice(0, limit)
    },
    async deleteConversation(id) {
      const ids = (await read(await idsIn(0))).filter((turn) => turn.conversationId === id)
      if (!ids.length) return
      const gone = ids.map((turn) => turn.id)
      await client.multi().zRem(TIMES, gone).hDel(RECORDS, gone).exec()
    },
    async deleteAll() {
      await client.del([TIMES, RECORDS])
    },
    async health() {
      return { rows: await keep(), failures: 0, retentionDays: bounds.retentionDays }
    },
  }
}
