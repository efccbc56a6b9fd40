// Builds print only what the owner should act on: Rolldown's [PLUGIN_TIMINGS] warning (a plugin took a
// large share of the build) is off in the project's Vite config. A build whose only plugin is slow would
// print it on any machine; with the project's Rolldown options it prints nothing.
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { build, type Logger } from 'vite'
import { expect, it } from 'vitest'
import viteConfig from '../../vite.config'

it("a build with a slow plugin prints no warning with the project's Rolldown options", async () => {
  const dir = await mkdtemp(join(tmpdir(), 'quiet-build-'))
  await writeFile(join(dir, 'entry.js'), 'export const answer = 42\n')
  const warnings: string[] = []
  const logger: Logger = {
    info: () => {},
    warn: (message) => void warnings.push(message),
    warnOnce: (message) => void warnings.push(message),
    error: (message) => void warnings.push(message),
    clearScreen: () => {},
    hasErrorLogged: () => false,
    hasWarned: false,
  }
  const slow = {
    name: 'slow',
    transform() {
      const until = Date.now() + 1000
      while (Date.now() < until);
      return null
    },
  }
  try {
    await build({
      configFile: false,
      root: dir,
      logLevel: 'warn',
      customLogger: logger,
      plugins: [slow],
      build: {
        write: false,
        lib: { entry: join(dir, 'entry.js'), formats: ['es'] },
        rolldownOptions: { checks: viteConfig.build?.rolldownOptions?.checks },
      },
    })
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
  expect(warnings).toEqual([])
})
