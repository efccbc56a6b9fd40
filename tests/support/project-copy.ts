// A temporary copy of the project, for the tests that change the content or .env while `npm run dev` runs
// or before a build: the copy's files are edited, renamed and deleted, and the repository's never are.
import { spawn } from 'node:child_process'
import { cp, mkdtemp, rm, symlink } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { freePort } from './ports'

/** What `npm run dev`, the builds and `npm run check` need: the sources, the templates, the public files, the examples and the configs. */
const PROJECT_FILES = [
  'src',
  'tooling',
  'scripts',
  'examples',
  'public',
  'index.html',
  'resume.html',
  'writing.html',
  '404.html',
  'owner.html',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
  // npm run check starts the production server with the tests' own launcher
  'tests/support/server.ts',
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
 * A copy of the project in a temporary folder, to build or run with content of a test's own: node_modules
 * linked, not copied, and no writing folder (the placeholder owner's case) unless the test makes one.
 */
export async function copyProject(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'portfolio-copy-'))
  for (const file of PROJECT_FILES) await cp(resolve(file), join(dir, file), { recursive: true })
  await rm(join(dir, 'src/content/writing'), { recursive: true, force: true })
  await symlink(resolve('node_modules'), join(dir, 'node_modules'), 'dir')
  return dir
}

/** Starts `vite` in a copy of the project on a free loopback port; resolves once it listens. */
export async function startDevServer(
  env: Record<string, string> = {},
  /** What to change in the copy before the server starts. */
  prepare: (dir: string) => Promise<void> = async () => {},
): Promise<DevServer> {
  const dir = await copyProject()
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
