// The conversation log in Redis (REDIS_URL), for several Node instances, Netlify and Vercel. The turns: a
// sorted set of ids by time, a hash of the records and one of their digests (what the owner's figures
// read), and per conversation and per network a sorted set of their ids. Who holds how much: a hash of
// each turn's network, visitor, conversation and weight, sorted sets of each network's rows and bytes and
// hashes of each visitor's. Every write is one script, so the rules of log-holdings.ts hold however many
// instances write at once: a turn past its visitor's or network's share of the day is counted, not kept;
// past the rows or bytes, the oldest turn of the network that holds the most goes; turns past the
// retention go. Every key expires after the retention if nothing is written, so a flood can neither
// grow Redis nor leave records behind.
import type { RedisClientType } from 'redis'
import {
  KEPT_BYTES,
  REFUSALS,
  keepBytes,
  turnBytes,
  turnRecordSchema,
  type Refusal,
  type Tally,
  type TallyKind,
  type TurnRecord,
} from '@/core/insights'
import { digestOf, utcDay, type TurnDigest } from '@/core/owner-insights'
import {
  DAY_MS,
  dayEnd,
  dayKeyBytes,
  dayKeyText,
  isAfter,
  keptSince,
  logHealth,
  newDayKey,
  type ConversationLog,
  type LogBounds,
  type TurnQuery,
} from '../../insights/conversation-log'
import { logShares } from '../../insights/log-holdings'

/** A client as `createClient({ url })` makes it: no modules, functions or scripts, RESP3. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
type RedisClient = RedisClientType<{}, {}, {}, 3, {}>

const PREFIX = 'portfolio:insights:'
// The keys every script is given, in this order.
const KEYS = {
  times: `${PREFIX}times`,
  records: `${PREFIX}records`,
  digests: `${PREFIX}digests`,
  meta: `${PREFIX}meta`,
  networkRows: `${PREFIX}network-rows`,
  networkBytes: `${PREFIX}network-bytes`,
  visitorRows: `${PREFIX}visitor-rows`,
  visitorBytes: `${PREFIX}visitor-bytes`,
  sums: `${PREFIX}sums`,
  tallies: `${PREFIX}tallies`,
}
const FIXED_KEYS = Object.values(KEYS)
const conversationKey = (id: string) => `${PREFIX}conversation:${id}`
const dayKeyKey = (day: string) => `${PREFIX}day-key:${day}`
// Set once the turns an older version kept have been brought to this layout.
const LAYOUT = `${PREFIX}layout`
const LAYOUT_VERSION = '2'

// What every script shares: the keys by name, and taking one turn out with everything that counts it.
// A turn's meta is "network \t visitor \t bytes \t conversation" (the conversation last: it is the
// visitor's text, and may hold anything).
const COMMON = `
local P = '${PREFIX}'
local TIMES, RECORDS, DIGESTS, META = KEYS[1], KEYS[2], KEYS[3], KEYS[4]
local NROWS, NBYTES, VROWS, VBYTES, SUMS, TALLIES = KEYS[5], KEYS[6], KEYS[7], KEYS[8], KEYS[9], KEYS[10]
local function remove(id)
  local meta = redis.call('HGET', META, id)
  redis.call('ZREM', TIMES, id)
  redis.call('HDEL', RECORDS, id)
  redis.call('HDEL', DIGESTS, id)
  redis.call('HDEL', META, id)
  if not meta then return end
  local network, visitor, bytes, conversation = string.match(meta, '^([^\\t]*)\\t([^\\t]*)\\t(%d+)\\t(.*)$')
  bytes = tonumber(bytes)
  if tonumber(redis.call('ZINCRBY', NROWS, -1, network)) <= 0 then
    redis.call('ZREM', NROWS, network)
    redis.call('ZREM', NBYTES, network)
  else
    redis.call('ZINCRBY', NBYTES, -bytes, network)
  end
  if tonumber(redis.call('HINCRBY', VROWS, visitor, -1)) <= 0 then
    redis.call('HDEL', VROWS, visitor)
    redis.call('HDEL', VBYTES, visitor)
  else
    redis.call('HINCRBY', VBYTES, visitor, -bytes)
  end
  redis.call('HINCRBY', SUMS, 'bytes', -bytes)
  redis.call('ZREM', P .. 'conversation:' .. conversation, id)
  redis.call('ZREM', P .. 'network:' .. network, id)
end
`

// ARGV: id, at, record ('' to only prune), digest, network, visitor, conversation, bytes, the oldest time
// kept, its day, the day of the turn, the row cap, the byte cap, the visitor's and the network's shares
// (rows, bytes), the keys' lifetime in ms. Answers the turns kept, or -1 when the turn was not (a share
// of its day was used up).
const KEEP_SCRIPT = `${COMMON}
local id, at, record, digest = ARGV[1], ARGV[2], ARGV[3], ARGV[4]
local network, visitor, conversation, bytes = ARGV[5], ARGV[6], ARGV[7], tonumber(ARGV[8])
local oldest, oldestDay, day = ARGV[9], ARGV[10], ARGV[11]
local maxRows, maxBytes = tonumber(ARGV[12]), tonumber(ARGV[13])
local vRows, vBytes, nRows, nBytes = tonumber(ARGV[14]), tonumber(ARGV[15]), tonumber(ARGV[16]), tonumber(ARGV[17])
local ttl = ARGV[18]
for _, gone in ipairs(redis.call('ZRANGEBYSCORE', TIMES, '-inf', '(' .. oldest)) do remove(gone) end
for _, field in ipairs(redis.call('HKEYS', TALLIES)) do
  if string.sub(field, 1, 10) < oldestDay then redis.call('HDEL', TALLIES, field) end
end
if record == '' then return redis.call('ZCARD', TIMES) end
if redis.call('ZSCORE', TIMES, id) then remove(id) end
local held = function(key, field) return tonumber(redis.call('HGET', key, field) or '0') end
local scored = function(key, member) return tonumber(redis.call('ZSCORE', key, member) or '0') end
if held(VROWS, visitor) + 1 > vRows or held(VBYTES, visitor) + bytes > vBytes
  or scored(NROWS, network) + 1 > nRows or scored(NBYTES, network) + bytes > nBytes then
  redis.call('HINCRBY', TALLIES, day .. '\\tshare-full', 1)
  redis.call('PEXPIRE', TALLIES, ttl)
  return -1
end
redis.call('ZADD', TIMES, at, id)
redis.call('HSET', RECORDS, id, record)
redis.call('HSET', DIGESTS, id, digest)
redis.call('HSET', META, id, network .. '\\t' .. visitor .. '\\t' .. bytes .. '\\t' .. conversation)
redis.call('ZINCRBY', NROWS, 1, network)
redis.call('ZINCRBY', NBYTES, bytes, network)
redis.call('HINCRBY', VROWS, visitor, 1)
redis.call('HINCRBY', VBYTES, visitor, bytes)
redis.call('HINCRBY', SUMS, 'bytes', bytes)
for _, key in ipairs({P .. 'conversation:' .. conversation, P .. 'network:' .. network}) do
  redis.call('ZADD', key, at, id)
  redis.call('PEXPIRE', key, ttl)
end
-- Past the rows or the bytes: the oldest turn of the network that holds the most goes; among equals,
-- the network whose oldest turn is the oldest (the oldest turn of all, when its network is among them).
while true do
  local measure
  if redis.call('ZCARD', TIMES) > maxRows then measure = NROWS
  elseif tonumber(redis.call('HGET', SUMS, 'bytes') or '0') > maxBytes then measure = NBYTES
  else break end
  local best = redis.call('ZREVRANGE', measure, 0, 0, 'WITHSCORES')
  local network
  if best[1] then
    local most = tonumber(best[2])
    local oldest = redis.call('ZRANGE', TIMES, 0, 0)[1]
    local meta = oldest and redis.call('HGET', META, oldest)
    local ofOldest = meta and string.match(meta, '^([^\t]*)\t')
    if ofOldest and tonumber(redis.call('ZSCORE', measure, ofOldest) or '-1') == most then
      network = ofOldest
    else
      local since
      for _, candidate in ipairs(redis.call('ZRANGEBYSCORE', measure, most, most)) do
        local first = redis.call('ZRANGE', P .. 'network:' .. candidate, 0, 0, 'WITHSCORES')
        if first[2] and (not since or tonumber(first[2]) < since) then
          network, since = candidate, tonumber(first[2])
        end
      end
    end
  end
  local first = network and redis.call('ZRANGE', P .. 'network:' .. network, 0, 0)[1]
  if first then remove(first)
  elseif network then
    redis.call('ZREM', NROWS, network)
    redis.call('ZREM', NBYTES, network)
  else
    -- Turns kept without their network (a layout of before) go oldest first.
    remove(redis.call('ZRANGE', TIMES, 0, 0)[1])
  end
end
for _, key in ipairs(KEYS) do redis.call('PEXPIRE', key, ttl) end
return redis.call('ZCARD', TIMES)
`

// ARGV: the conversation's id. Takes every turn of it out.
const DELETE_CONVERSATION_SCRIPT = `${COMMON}
for _, id in ipairs(redis.call('ZRANGE', P .. 'conversation:' .. ARGV[1], 0, -1)) do remove(id) end
redis.call('DEL', P .. 'conversation:' .. ARGV[1])
return 1
`

// Takes every turn out, with the per-conversation and per-network sets, and the counts.
const DELETE_ALL_SCRIPT = `${COMMON}
for _, id in ipairs(redis.call('ZRANGE', TIMES, 0, -1)) do remove(id) end
for _, key in ipairs(KEYS) do redis.call('DEL', key) end
return 1
`

/** A script's call: every fixed key, then its arguments. */
const withArguments = (args: (string | number)[]) => ({
  keys: FIXED_KEYS,
  arguments: args.map(String),
})

export function redisConversationLog(
  client: RedisClient,
  bounds: LogBounds,
  { now = Date.now }: { now?: () => number } = {},
): ConversationLog {
  const shares = logShares(bounds)
  const ttl = bounds.retentionDays * DAY_MS

  const keep = async (turn?: TurnRecord, bytes = 0): Promise<number> => {
    const oldest = keptSince(bounds, now())
    return Number(
      await client.eval(
        KEEP_SCRIPT,
        withArguments([
          turn?.id ?? '',
          turn?.at ?? 0,
          turn ? JSON.stringify(turn) : '',
          turn ? JSON.stringify(digestOf(turn)) : '',
          turn?.network ?? '',
          turn?.visitor ?? '',
          turn?.conversationId ?? '',
          bytes,
          oldest,
          utcDay(oldest),
          utcDay(turn?.at ?? now()),
          bounds.maxRows,
          bounds.maxBytes,
          shares.visitor.rows,
          shares.visitor.bytes,
          shares.network.rows,
          shares.network.bytes,
          ttl,
        ]),
      ),
    )
  }
  const record = async (turn: TurnRecord) =>
    (await keep(turn, turnBytes(turn))) < 0 ? ('share-full' as const) : ('kept' as const)

  /** The ids of a query's page, newest first (ties at one millisecond by id, as SQL orders them). */
  const idsOf = async ({ since, until, conversationId, after, limit }: TurnQuery) => {
    const key = conversationId === undefined ? KEYS.times : conversationKey(conversationId)
    const oldest = Math.max(since, keptSince(bounds, now()))
    let top = until === undefined ? Infinity : until
    const ids: string[] = []
    if (after && after.at < top) {
      // The page goes on from the cursor's own millisecond, after the cursor's id.
      const ties = await client.zRange(key, after.at, after.at, { BY: 'SCORE' })
      ids.push(...ties.filter((id) => isAfter({ at: after.at, id }, after)).reverse())
      top = after.at
    }
    if (limit !== undefined && ids.length >= limit) return ids.slice(0, limit)
    const rest = await client.zRange(key, top === Infinity ? '+inf' : `(${top}`, oldest, {
      BY: 'SCORE',
      REV: true,
      ...(limit === undefined ? {} : { LIMIT: { offset: 0, count: limit - ids.length } }),
    })
    return [...ids, ...rest]
  }

  const parse = (json: string) => turnRecordSchema.parse(JSON.parse(json))

  // The turns an older version kept (no meta, refusals among them) are brought to this layout once, by
  // whichever instance gets there first, before the log is used.
  let migrated: Promise<void> | undefined
  const ready = () => {
    migrated ??= migrateLegacy().catch((error: unknown) => {
      migrated = undefined
      throw error
    })
    return migrated
  }
  async function migrateLegacy() {
    if ((await client.get(LAYOUT)) === LAYOUT_VERSION) return
    const claimed = await client.set(`${LAYOUT}:claim`, '1', {
      condition: 'NX',
      expiration: { type: 'PX', value: 60_000 },
    })
    if (claimed !== 'OK') return
    const ids = await client.zRange(KEYS.times, 0, -1)
    for (let start = 0; start < ids.length; start += 500) {
      const page = ids.slice(start, start + 500)
      const [records, metas] = await Promise.all([
        client.hmGet(KEYS.records, page),
        client.hmGet(KEYS.meta, page),
      ])
      for (const [index, id] of page.entries()) {
        const json = records[index]
        if (metas[index] || !json) continue
        await client.multi().zRem(KEYS.times, id).hDel(KEYS.records, id).exec()
        const legacy = JSON.parse(json) as Omit<TurnRecord, 'network' | 'outcome'> & {
          outcome: string
        }
        if ((REFUSALS as readonly string[]).includes(legacy.outcome)) {
          await client.hIncrBy(KEYS.tallies, `${utcDay(legacy.at)}\t${legacy.outcome}`, 1)
          continue
        }
        await keep(
          turnRecordSchema.parse({
            ...legacy,
            network: legacy.visitor,
            question: keepBytes(legacy.question, KEPT_BYTES.question),
            reply: keepBytes(legacy.reply, KEPT_BYTES.reply),
          }),
        ).catch(() => undefined)
      }
    }
    await client.set(LAYOUT, LAYOUT_VERSION)
  }

  return {
    async record(turn) {
      await ready()
      return record(turn)
    },
    async countRefusal(refusal: Refusal, at) {
      await client
        .multi()
        .hIncrBy(KEYS.tallies, `${utcDay(at)}\t${refusal}`, 1)
        .pExpire(KEYS.tallies, ttl)
        .exec()
    },
    async list(query) {
      await ready()
      const ids = await idsOf(query)
      if (!ids.length) return []
      const records = await client.hmGet(KEYS.records, ids)
      return records.flatMap((json) => (json ? [parse(json)] : []))
    },
    async digests(query) {
      await ready()
      const ids = await idsOf(query)
      if (!ids.length) return []
      const digests = await client.hmGet(KEYS.digests, ids)
      return digests.flatMap((json) => (json ? [JSON.parse(json) as TurnDigest] : []))
    },
    async tallies(since) {
      await keep()
      const fields = await client.hGetAll(KEYS.tallies)
      return Object.entries(fields)
        .map(([field, count]): Tally => {
          const [day = '', kind] = field.split('\t')
          return { day, kind: kind as TallyKind, count: Number(count) }
        })
        .filter((tally) => tally.day >= utcDay(since))
    },
    async deleteConversation(id) {
      await ready()
      await client.eval(DELETE_CONVERSATION_SCRIPT, withArguments([id]))
    },
    async deleteAll() {
      await client.eval(DELETE_ALL_SCRIPT, withArguments([]))
      await client.set(LAYOUT, LAYOUT_VERSION)
    },
    async health() {
      await ready()
      const rows = await keep()
      const bytes = Number((await client.hGet(KEYS.sums, 'bytes')) ?? 0)
      return logHealth(bounds, rows, bytes)
    },
    async dayKey(day) {
      const key = dayKeyKey(day)
      const left = dayEnd(day) - now()
      // A day that is over has no key any more: a late turn gets one no one else will ever have.
      if (left <= 0) {
        await client.del(key)
        return newDayKey()
      }
      // Made once, by whichever instance asks first; gone by itself when the day is over.
      await client.set(key, dayKeyText(newDayKey()), {
        condition: 'NX',
        expiration: { type: 'PX', value: left },
      })
      const kept = await client.get(key)
      if (!kept) throw new Error(`the day key of ${day} is gone`)
      return dayKeyBytes(kept)
    },
  }
}
