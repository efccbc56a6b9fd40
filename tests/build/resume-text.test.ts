// The assistant knows the resume PDF the owner uploads. The text is read when the server is built, capped,
// and bundled into the server; these tests build the real Node server with another PDF and check that a
// fact found only in that PDF reaches the prompt the Gemini double receives.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, createLogger } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { documentsOf, siteOf } from '@/core/pages'
import { loadPostMetas, postsPlugin } from '../../tooling/vite/posts'
import {
  RESUME_TEXT_MAX_CHARS,
  extractResumeText,
  resumeTextPlugin,
} from '../../tooling/vite/resume-text'
import { profile } from '../../src/content/profile'
import { startGeminiDouble, type GeminiDouble } from '../doubles/gemini/server'
import { startServer } from '../support/server'
import { imageOnlyPdf, textPdf } from './fixture-pdf'

const root = fileURLToPath(new URL('../..', import.meta.url))
const FACT = `Won the Lubbock hackathon ${Date.now().toString(36)} with a braille tutor`

describe('extractResumeText', () => {
  it('reads the text of every line, tidied', async () => {
    const { text, warnings } = await extractResumeText(
      await textPdf(['Jordan Lee', 'Staff   Engineer, Acme   Corp', FACT]),
    )
    expect(text.split('\n')).toEqual(['Jordan Lee', 'Staff Engineer, Acme Corp', FACT])
    expect(warnings).toEqual([])
  })

  it('cuts a long resume at a word boundary under the cap, and says so', async () => {
    const lines = Array.from({ length: 60 }, (_, i) => `Line ${i} ${'word '.repeat(12)}`)
    const { text, warnings } = await extractResumeText(await textPdf(lines), { maxChars: 500 })
    expect(text.length).toBeLessThanOrEqual(500)
    expect(text).toMatch(/\S$/)
    expect(text.endsWith('wor')).toBe(false)
    expect(warnings).toEqual([
      expect.stringMatching(/has [\d,]+ characters of text; the assistant gets the first \d+/),
    ])
    expect(RESUME_TEXT_MAX_CHARS).toBe(12_000)
  })

  it('a PDF without text (a scan) gives no text and a warning', async () => {
    const { text, warnings } = await extractResumeText(await imageOnlyPdf())
    expect(text).toBe('')
    expect(warnings).toEqual([expect.stringContaining('has no text to read')])
  })

  it('a file that is not a PDF gives no text and a warning', async () => {
    const { text, warnings } = await extractResumeText(new TextEncoder().encode('<html>'))
    expect(text).toBe('')
    expect(warnings).toEqual([expect.stringContaining('could not be read')])
  })
})

describe('a server built with another resume PDF', () => {
  let workDir: string
  let double: GeminiDouble

  /** Builds the Node server with `pdf` as the owner's resume (none: rendered from the content); answers the build's warnings. */
  async function buildServer(pdf: Uint8Array | undefined, name: string): Promise<string[]> {
    const publicDir = join(workDir, name, 'public')
    if (pdf) {
      await mkdir(publicDir, { recursive: true })
      await writeFile(join(publicDir, profile.resume.file), pdf)
    }
    const warnings: string[] = []
    const logger = createLogger('warn')
    // Rolldown's note that a plugin took over a second (rendering the PDF) is about speed, not the resume.
    logger.warn = (message) => {
      if (!message.includes('[PLUGIN_TIMINGS]')) warnings.push(message)
    }
    await build({
      root,
      configFile: false,
      customLogger: logger,
      logLevel: 'warn',
      resolve: { alias: { '@': join(root, 'src') } },
      plugins: [resumeTextPlugin({ publicDir }), postsPlugin()],
      build: {
        ssr: join(root, 'src/server/hosts/node/node.ts'),
        outDir: join(workDir, name, 'server'),
        emptyOutDir: true,
        copyPublicDir: false,
      },
    })
    // The server serves prerendered pages from ../client, one per document (a post's too, for an
    // owner who writes); these stand-ins are enough to start it.
    // Every language's pages, as the server reads them (an owner with a second language has /es/ too).
    const { posts, translated } = await loadPostMetas()
    for (const { file } of documentsOf(siteOf(profile, posts, translated))) {
      const path = join(workDir, name, 'client', file)
      await mkdir(dirname(path), { recursive: true })
      await writeFile(path, '<!doctype html><title>x</title>')
    }
    return warnings
  }

  /** Starts that server against the Gemini double, asks one question, and answers the system prompt. */
  async function promptOf(name: string): Promise<string> {
    double.reset()
    const server = await startServer(
      { GEMINI_API_KEY: 'k', GEMINI_API_BASE_URL: double.url },
      { entry: join(workDir, name, 'server/node.js') },
    )
    try {
      const response = await fetch(`${server.url}/api/chat`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ message: 'Any awards?' }),
      })
      expect(response.status).toBe(200)
      return double.requests[0]?.body?.systemInstruction?.parts?.[0]?.text ?? ''
    } finally {
      await server.stop()
    }
  }

  beforeAll(async () => {
    double = await startGeminiDouble({ apiKey: 'k' })
    // Inside the project, so that the built server finds its dependencies in node_modules.
    await mkdir(join(root, 'node_modules/.cache'), { recursive: true })
    workDir = await mkdtemp(join(root, 'node_modules/.cache/resume-build-'))
  })

  afterAll(async () => {
    await double?.close()
    await rm(workDir, { recursive: true, force: true })
  })

  it('puts a fact found only in the PDF into the prompt Gemini receives', async () => {
    const warnings = await buildServer(await textPdf(['Jordan Lee', 'Achievements', FACT]), 'other')
    expect(warnings).toEqual([])
    const system = await promptOf('other')
    expect(system).toContain(FACT)
    expect(system).toContain('The resume itself')
  }, 90_000)

  it('without a PDF of the owner’s, the assistant reads the one rendered from the content', async () => {
    const warnings = await buildServer(undefined, 'rendered')
    expect(warnings).toEqual([])
    const system = await promptOf('rendered')
    const resume = system.slice(system.indexOf('The resume itself'), system.indexOf('## Projects'))
    for (const job of profile.experience) {
      expect(resume).toContain(job.role)
      expect(resume).toContain(job.company)
    }
  }, 90_000)

  it('a scanned PDF builds with a warning, and the prompt falls back to the content file', async () => {
    const warnings = await buildServer(await imageOnlyPdf(), 'scan')
    expect(warnings.join('\n')).toContain('has no text to read')
    const system = await promptOf('scan')
    expect(system).not.toContain('The resume itself')
    expect(system).toContain('## Resume')
    expect(system).not.toContain(FACT)
  }, 90_000)
})
