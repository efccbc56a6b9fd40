import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { loadConfig } from '@/server/config'
import { HOSTS } from '@/server/hosts/hosts'
import type { LogLine } from '@/server/logger'
import { startRedis } from '../support/redis-server'
import { openStores } from '@/server/stores/open'
import { LOG_FILE } from '@/server/stores/sqlite'

const OWNER_TOKEN = 'o'.repeat(32)
const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})
const dataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'open-stores-'))
  dirs.push(dir)
  return dir
}

describe('openStores without REDIS_URL', () => {
  it("keeps Node's log in a SQLite file of DATA_DIR, as one instance, and closes it", async () => {
    const DATA_DIR = dataDir()
    const opened = openStores(HOSTS.node, loadConfig({ OWNER_TOKEN, DATA_DIR }), () => {})
    expect(opened.stores.oneInstance).toBe(true)
    expect(opened.stores.conversationLog).toBeDefined()
    expect(existsSync(join(DATA_DIR, LOG_FILE))).toBe(true)
    await opened.ready
    await expect(opened.close()).resolves.toBeUndefined()
  })

  it('keeps no log, and opens no file, while OWNER_TOKEN is unset', () => {
    const DATA_DIR = dataDir()
    const opened = openStores(HOSTS.node, loadConfig({ DATA_DIR }), () => {})
    expect(opened.stores).toEqual({ oneInstance: true })
    expect(existsSync(join(DATA_DIR, LOG_FILE))).toBe(false)
  })

  it('keeps no log on a host of many instances, and says why once', () => {
    const logged: LogLine[] = []
    const DATA_DIR = dataDir()
    const opened = openStores(HOSTS.netlify, loadConfig({ OWNER_TOKEN, DATA_DIR }), (entry) => {
      logged.push(entry)
    })
    expect(opened.stores).toEqual({ oneInstance: false })
    expect(existsSync(join(DATA_DIR, LOG_FILE))).toBe(false)
    expect(logged).toEqual([
      { level: 'warn', msg: 'the conversation log needs REDIS_URL on this host; nothing is kept' },
    ])
  })
})

describe('openStores with REDIS_URL', () => {
  it('opens every store on Redis, for many instances, ready once connected, and closes it', async () => {
    const redis = await startRedis()
    try {
      const DATA_DIR = dataDir()
      const config = loadConfig({ REDIS_URL: redis.url, OWNER_TOKEN, DATA_DIR })
      const opened = openStores(HOSTS.node, config, () => {})
      expect(Object.keys(opened.stores).sort()).toEqual([
        'conversationLog',
        'limitStores',
        'oneInstance',
        'ownerAccess',
        'projectsCache',
        'tokenStore',
      ])
      expect(opened.stores.oneInstance).toBe(false)
      expect(existsSync(join(DATA_DIR, LOG_FILE))).toBe(false)
      await opened.ready
      // A reservation goes to Redis: a second instance opened on it sees the first one's hold.
      const other = openStores(HOSTS.node, config, () => {})
      await other.ready
      await opened.stores.tokenStore?.reserve('2026-01-01', 5, 100)
      expect(await other.stores.tokenStore?.reserve('2026-01-01', 0, 100)).toMatchObject({
        held: 5,
      })
      await other.close()
      await opened.close()
    } finally {
      await redis.stop()
    }
  })
})
