// A real redis-server (Debian's package) for one test run: its own free loopback port, no persistence,
// stopped by its PID. Tests that share state between app instances run against it.
import { spawn, type ChildProcess } from 'node:child_process'
import { freePort } from './ports'

export type RunningRedis = {
  url: string
  port: number
  /** Stops the server (SIGTERM) and waits for it to exit. */
  stop: () => Promise<void>
  /** Starts it again on the same port, empty. */
  restart: () => Promise<void>
  /**
   * Freezes the process (SIGSTOP): connections stay open and commands are accepted by the socket, but
   * nothing is answered, as a Redis stuck behind a slow disk or a full CPU does.
   */
  pause: () => void
  /** Lets a paused server carry on (SIGCONT); it then answers what it was sent meanwhile. */
  resume: () => void
  /** Ends the process at once (SIGKILL), without closing its connections first. */
  kill: () => Promise<void>
}

function launch(port: number): Promise<ChildProcess> {
  const child = spawn(
    process.env.REDIS_SERVER_PATH ?? 'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  let output = ''
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`redis-server did not start:\n${output}`)),
      10_000,
    )
    child.once('error', (error) => {
      clearTimeout(timer)
      reject(
        new Error(`redis-server could not run (apt-get install redis-server): ${error.message}`),
      )
    })
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes('Ready to accept connections')) {
        clearTimeout(timer)
        resolve(child)
      }
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`redis-server exited with ${code}:\n${output}`))
    })
  })
}

const stopChild = (child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM') =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve()
    child.once('exit', () => resolve())
    // A paused server only acts on SIGTERM once it runs again.
    child.kill('SIGCONT')
    child.kill(signal)
  })

export async function startRedis(): Promise<RunningRedis> {
  const port = await freePort()
  let child = await launch(port)
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    stop: () => stopChild(child),
    restart: async () => {
      await stopChild(child)
      child = await launch(port)
    },
    pause: () => child.kill('SIGSTOP'),
    resume: () => child.kill('SIGCONT'),
    kill: () => stopChild(child, 'SIGKILL'),
  }
}
