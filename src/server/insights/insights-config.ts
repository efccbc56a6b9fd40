// Whether the log is on, and how much it keeps, from the configuration: every host asks here.
import type { Config } from '../config'
import type { LogBounds } from './conversation-log'

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
