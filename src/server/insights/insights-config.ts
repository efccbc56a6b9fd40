// Whether the log is on, and how much it keeps, from the configuration: every host asks here.
import type { Config } from '../config'
import type { Logger } from '../logger'
import type { ConversationLog, LogBounds } from './conversation-log'

/**
 * On only while OWNER_TOKEN is set (nothing is kept that nobody can read) and INSIGHTS is not `off`
 * (which keeps nothing, even with a token).
 */
export const insightsOn = (config: Config) =>
  Boolean(config.OWNER_TOKEN) && config.INSIGHTS === 'on'

export const logBounds = (config: Config): LogBounds => ({
  retentionDays: config.INSIGHTS_RETENTION_DAYS,
  maxRows: config.INSIGHTS_MAX_ROWS,
  maxBytes: config.INSIGHTS_MAX_MB * 1024 * 1024,
})

/**
 * The log of a serverless host (Netlify, Vercel): Redis or nothing, since a function instance's memory
 * and disk do not outlive it. On without REDIS_URL, the owner is told once why nothing is kept.
 */
export function serverlessConversationLog(
  config: Config,
  redis: { conversationLog: (bounds: LogBounds) => ConversationLog } | undefined,
  log: Logger,
): ConversationLog | undefined {
  if (!insightsOn(config)) return undefined
  if (redis) return redis.conversationLog(logBounds(config))
  log({
    level: 'warn',
    msg: 'the conversation log needs REDIS_URL on this host; nothing is kept',
  })
  return undefined
}
