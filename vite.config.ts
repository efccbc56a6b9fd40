import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { devServer } from './tooling/vite/dev-server.ts'
import { lookCssPlugin } from './tooling/vite/look-css.ts'
import { pageDocumentPlugin } from './tooling/vite/page-document.ts'
import { postsPlugin } from './tooling/vite/posts.ts'
import { resumeTextPlugin } from './tooling/vite/resume-text.ts'
import { textFontsPlugin } from './tooling/vite/text-fonts.ts'

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  // The resume's text and the posts are bundled only into code that imports them: the render entry and
  // the server, never the browser.
  plugins: [
    pageDocumentPlugin(),
    react(),
    textFontsPlugin(),
    lookCssPlugin(),
    tailwindcss(),
    devServer(),
    resumeTextPlugin(),
    postsPlugin(),
  ],
  appType: 'mpa',
  // Secrets stay on the server: no environment variable is ever inlined into browser code.
  envPrefix: 'PORTFOLIO_PUBLIC_',
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    // A font is never inlined into the stylesheet: each file is asked for only by text that needs it.
    assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
    rolldownOptions: {
      // Quiet builds: Rolldown's warning that a plugin took a large share of the time names our own
      // plugins (the fonts, the posts' highlighting) on every build of a busy machine, and asks nothing
      // of the owner.
      checks: { bundlerTimings: false },
      // tooling/builder/build.ts builds `/` apart from the other pages; both builds emit the same stylesheet, and
      // one name for it lets a visitor's cached copy serve every page.
      output: {
        assetFileNames: ({ names }) =>
          names.some((name) => name.endsWith('.css'))
            ? 'assets/styles-[hash][extname]'
            : 'assets/[name]-[hash][extname]',
      },
    },
  },
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'bench/**/*.test.ts',
      'scripts/**/*.test.ts',
      'tests/content/**/*.test.ts',
      'tests/server/**/*.test.ts',
      'tests/build/**/*.test.ts',
      'tests/docs/**/*.test.ts',
    ],
    environment: 'node',
    // `any-owner`: a test that reads the content but checks what the code does with any content (an
    // import over it, for one); `npm run test:owners` leaves it out for the other example owners.
    tags: [
      { name: 'any-owner', description: 'the same whoever the owner is: run once, in npm test' },
    ],
    setupFiles: ['tests/setup.ts'],
    restoreMocks: true,
    // At least three files at once, though Vitest's default is one fewer than the cores (one on a 2-core
    // machine): most of the slow files wait on a child process (a Vite build, workerd, redis-server) or a
    // double's deadline rather than use a core. On CI's 2 cores, one worker took 511 s and three 326 s,
    // in the same busy hour.
    maxWorkers: Math.max(3, availableParallelism() - 1),
    // Timeouts catch hangs, not slowness: some tests run a whole Vite build or hundreds of requests,
    // seconds on a quiet machine and many more on a busy 2-core one.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // Processed by Vite so that tests/server/observatory.test.ts can stand in for its downloaded data file.
    server: { deps: { inline: ['@mdn/mdn-http-observatory'] } },
  },
})
