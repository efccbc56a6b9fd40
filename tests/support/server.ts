// Starts the production server on a free port of 127.0.0.1: the end-to-end tests, the load test, the bench
// and the measurements all start it here. Node runs dist/server/node.js as `npm start` does; the Workers
// runtime runs through `npm run start:worker`.
import { spawn } from 'node:child_process'
import { openSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

export type ServerKind = 'node' | 'worker'

const entries: Record<ServerKind, string> = {
  node: fileURLToPath(new URL('../../dist/server/node.js', import.meta.url)),
  worker: fileURLToPath(new URL('../../scripts/start-worker.mjs', import.meta.url)),
}

type ServerOptions = {
  /** Node (the default) or the Workers runtime. */
  kind?: ServerKind
  /** The Node server of another build (its server/node.js) rather than the one in dist/. */
  entry?: string
  /**
   * Starts from this process's environment (the owner's settings, as `npm start` reads them) rather than
   * from an empty one that holds only PATH.
   */
  ownerEnv?: boolean
  /** Writes the server's log to this file, as production does, instead of a pipe this process reads. */
  logFile?: string
}

export type RunningServer = {
  url: string
  pid: number
  /** When the process was started (`Date.now()`). */
  startedAt: number
  output: () => string
  /** Sends SIGTERM and waits for the process to exit. */
  stop: () => Promise<void>
  /** Sends SIGTERM without waiting. */
  terminate: () => void
  /** The exit code, once the process has exited. */
  exited: Promise<number | null>
}

/** The production server with `env` on top of its base environment; resolves once it listens. */
export async function startServer(
  env: Record<string, string> = {},
  options: ServerOptions = {},
): Promise<RunningServer> {
  // Wrangler picks its internal ports itself, and two starting at once can pick the same one.
  for (let attempt = 1; ; attempt++) {
    try {
      return await launch(env, options)
    } catch (error) {
      const portTaken = error instanceof Error && error.message.includes('Address already in use')
      if (!portTaken || attempt === 3) throw error
    }
  }
}

async function launch(
  env: Record<string, string>,
  { kind = 'node', entry = entries[kind], ownerEnv = false, logFile }: ServerOptions,
): Promise<RunningServer> {
  // Wrangler keeps its settings under HOME; the Node server needs nothing but PATH.
  const base = ownerEnv
    ? process.env
    : {
        PATH: process.env.PATH ?? '',
        ...(kind === 'worker' ? { HOME: process.env.HOME ?? '' } : {}),
      }
  const log = logFile ? openSync(logFile, 'w') : 'pipe'
  const startedAt = Date.now()
  // The Node server reads no .env itself (npm start does); the Workers runtime's launcher would.
  const args = kind === 'worker' && !ownerEnv ? ['--no-env-file'] : []
  const child = spawn(process.execPath, [entry, ...args], {
    env: { ...base, HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', log, log],
  })
  let piped = ''
  child.stdout?.on('data', (chunk: Buffer) => (piped += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (piped += chunk.toString()))
  const output = logFile ? () => readFileSync(logFile, 'utf8') : () => piped
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  )
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => settle(new Error(`server did not start:\n${output()}`)), 30_000)
    // The log is a file or a pipe: either way it is read until the server says where it listens.
    const poll = setInterval(() => {
      const match = /running at (http:\/\/\S+)/.exec(output())
      if (match?.[1]) settle(match[1])
    }, 50)
    const onExit = (code: number | null) =>
      settle(new Error(`server exited with ${code}:\n${output()}`))
    child.once('exit', onExit)
    function settle(result: string | Error) {
      clearTimeout(timer)
      clearInterval(poll)
      child.off('exit', onExit)
      if (typeof result === 'string') return resolve(result)
      child.kill('SIGTERM')
      reject(result)
    }
  })
  return {
    url,
    output,
    pid: child.pid ?? 0,
    startedAt,
    exited,
    terminate: () => child.kill('SIGTERM'),
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}
