// `npm run dev` in a temporary copy of the project, for the tests of the dev preview: the copy's content
// can be edited, renamed and deleted while Vite runs, and the repository's own src/content never is.
import { spawn } from 'node:child_process'
import { cp, mkdtemp, rm, symlink } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { freePort } from './ports'

/** What `npm run dev` needs: the sources, the page templates, the public files and the configs. */
const PROJECT_FILES = [
  'src',
  'tooling',
  'public',
  'index.html',
  'resume.html',
  'writing.html',
  '404.html',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
]

export type DevServer = {
  /** The project's copy, where a test edits the content. */
  dir: string
  url: string
  /** Everything Vite printed so far. */
  output: () => string
  stop: () => Promise<void>
}

/**
 * Copies the project into a temporary folder (node_modules linked, not copied; no writing folder unless
 * `prepare` makes one) and starts `vite` there on a free loopback port; resolves once it answers.
 */
export async function startDevServer(
  prepare: (dir: string) => Promise<void> = async () => {},
  env: Record<string, string> = {},
): Promise<DevServer> {
  const dir = await mkdtemp(join(tmpdir(), 'portfolio-dev-'))
  for (const file of PROJECT_FILES) await cp(resolve(file), join(dir, file), { recursive: true })
  await rm(join(dir, 'src/content/writing'), { recursive: true, force: true })
  await symlink(resolve('node_modules'), join(dir, 'node_modules'), 'dir')
  await prepare(dir)
  const port = await freePort()
  const child = spawn(
    process.execPath,
    [
      'node_modules/vite/bin/vite.js',
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--strictPort',
    ],
    // Only PATH and the test's own variables: never the owner's environment.
    { cwd: dir, env: { PATH: process.env.PATH ?? '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<number | null>((done) => child.once('exit', done))
  const url = `http://127.0.0.1:${port}`
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    await exited
    await rm(dir, { recursive: true, force: true })
  }
  // Vite prints its address once it listens.
  const ready = await Promise.race([
    new Promise<true>((done) => {
      const check = () => (output.includes(url) ? done(true) : undefined)
      child.stdout.on('data', check)
      check()
    }),
    exited.then(() => false),
  ])
  if (!ready) {
    await stop()
    throw new Error(`npm run dev did not start:\n${output}`)
  }
  return { dir, url, output: () => output, stop }
}
