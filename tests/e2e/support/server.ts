// Starts the production server on a free port with the given environment, so each spec gets its own
// server, pointed at its own test doubles. The Playwright project picks which server: Node
// (dist/server/node.js, as `npm start` runs it) or the Workers runtime (`npm run start:worker`).
import { spawn, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { test } from '@playwright/test'

export type ServerKind = 'node' | 'worker'

const entries: Record<ServerKind, string> = {
  node: fileURLToPath(new URL('../../../dist/server/node.js', import.meta.url)),
  worker: fileURLToPath(new URL('../../../scripts/start-worker.mjs', import.meta.url)),
}

/**
 * The server the current Playwright project runs against (`metadata.server` in playwright.config.ts);
 * Node outside a test (the load test).
 */
export function serverKind(): ServerKind {
  let info: ReturnType<typeof test.info> | undefined
  try {
    info = test.info()
  } catch {
    return 'node'
  }
  return info.project.metadata.server === 'worker' ? 'worker' : 'node'
}

export type RunningServer = {
  url: string
  pid: number
  output: () => string
  /** Sends SIGTERM and waits for the process to exit. */
  stop: () => Promise<void>
  /** Sends SIGTERM without waiting. */
  terminate: () => void
  /** The exit code, once the process has exited. */
  exited: Promise<number | null>
}

export async function startServer(
  env: Record<string, string> = {},
  kind: ServerKind = serverKind(),
): Promise<RunningServer> {
  // Wrangler picks its internal ports itself, and two starting at once can pick the same one.
  for (let attempt = 1; ; attempt++) {
    try {
      return await launch(env, kind)
    } catch (error) {
      const portTaken = error instanceof Error && error.message.includes('Address already in use')
      if (!portTaken || attempt === 3) throw error
    }
  }
}

async function launch(env: Record<string, string>, kind: ServerKind): Promise<RunningServer> {
  // Wrangler keeps its settings under HOME; the Node server needs nothing but PATH.
  const host = kind === 'worker' ? { HOME: process.env.HOME ?? '' } : {}
  const child: ChildProcess = spawn(process.execPath, [entries[kind]], {
    env: { PATH: process.env.PATH ?? '', ...host, HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  )
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 30_000)
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const match = /running at (http:\/\/\S+)/.exec(output)
      if (match?.[1]) {
        clearTimeout(timer)
        resolve(match[1])
      }
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`server exited with ${code}:\n${output}`))
    })
  })
  return {
    url,
    output: () => output,
    pid: child.pid ?? 0,
    exited,
    terminate: () => child.kill('SIGTERM'),
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}
