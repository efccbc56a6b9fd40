import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_FLAGS, chromiumPath as executablePath } from './scripts/chromium.ts'
import type { ModelProvider } from './tests/doubles/model-doubles.ts'

// `serverKind` and `modelProvider` are the options of tests/e2e/fixtures.ts that pick the host each
// project's server runs on and the model provider it asks.
// What a visitor sees, which needs no server behind the page: the specs the static build passes. Not
// what the page's script then does within the page (IN_PAGE_ONLY below): the fade-in, the scrolling.
const STATIC_SPECS = [
  'static.spec.ts',
  'routes.spec.ts',
  'navigation.spec.ts',
  'theme.spec.ts',
  'accessibility.spec.ts',
  'hydration.spec.ts',
  'links.spec.ts',
  'resume.spec.ts',
  'skills.spec.ts',
  'writing.spec.ts',
]
const STATIC_LEFT_OUT = [/with the chat panel open|with the chat panel closed or open/]
// What the page's script does with the page once it is there (the scrolling, the highlight, the frosted
// bar; the fade-in and render-later specs, left out above): the same script on the same markup as the Node
// server's, so only the `node` project runs it.
const IN_PAGE_ONLY = [
  /smooth-scrolls to its section|the highlight switches exactly|the bar turns frosted/,
]
// What only the browser does with what the server sent (layout, the panel's behaviour, accessibility): the
// same whichever host or model provider is behind it, so only the `node` project runs it.
const BROWSER_ONLY = [
  /grid: one column|placeholders, replaced|placeholders are replaced in place|filters by category/,
  /the panel is 500 px|accessibility violations|Escape closes|a counter shows near/,
  /survives a reload|hostile Markdown|the launcher ships with the page|blank input is not sent/,
  /the box takes up to 8,000 characters|the job box and a job-fit answer/,
  /suggests questions from the content|a click on a suggestion|a link to a section|the demo model/,
  /the whole card leads to the code|View All Projects returns to all/,
]

export default defineConfig<
  object,
  {
    serverKind: 'node' | 'worker'
    modelProvider: ModelProvider
    staticSite: false | 'pages' | 'plain'
  }
>({
  testDir: 'tests/e2e',
  // Its own folder: Playwright empties it at start, and scripts/test.ts keeps its reports beside it.
  outputDir: 'test-results/e2e',
  // Each worker starts its own production server (tests/e2e/fixtures.ts), so files run in parallel.
  fullyParallel: false,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      ...(executablePath ? { executablePath } : {}),
      args: CHROMIUM_FLAGS,
    },
    trace: 'off',
  },
  projects: [
    // Every spec against the Node server (`npm start`), asking Gemini.
    {
      name: 'node',
      use: { serverKind: 'node' },
      testIgnore: ['static.spec.ts', 'languages.spec.ts'],
    },
    // The chat specs again with LLM_PROVIDER=openai-compatible, against the Chat Completions double: what
    // the provider changes (the request, the stream, the failures, the usage counted), not the browser's part.
    {
      name: 'node-openai',
      use: { serverKind: 'node', modelProvider: 'openai-compatible' },
      testMatch: [
        'chat.spec.ts',
        'chat-streaming.spec.ts',
        'chat-limits.spec.ts',
        'job-fit.spec.ts',
      ],
      grepInvert: BROWSER_ONLY,
    },
    // Claude through Anthropic's Messages API double, on Node: what node-openai runs, for the third wire
    // format (its stream of named events, its usage in two parts, its error types and 529).
    {
      name: 'anthropic',
      use: { serverKind: 'node', modelProvider: 'anthropic' },
      testMatch: ['chat.spec.ts', 'chat-limits.spec.ts', 'job-fit.spec.ts'],
      grepInvert: BROWSER_ONLY,
    },
    // The specs that concern the server, again under the Workers runtime (`npm run start:worker`).
    {
      name: 'worker',
      use: { serverKind: 'worker' },
      testMatch: [
        'routes.spec.ts',
        'projects.spec.ts',
        'chat.spec.ts',
        'chat-limits.spec.ts',
        'job-fit.spec.ts',
        'security.spec.ts',
        'operations.spec.ts',
        'hosting.spec.ts',
        'writing.spec.ts',
        'owner.spec.ts',
      ],
      // Left out: Node's process lifecycle (SIGTERM and its grace period), which Workers do not have, and
      // what only the browser does. The Node project runs them.
      grepInvert: [/@node-only/, ...BROWSER_ONLY],
    },
    // The chat's server side with LLM_PROVIDER=openai-compatible under the Workers runtime: the request,
    // the failures, the token budget counted from the usage chunk in the Durable Object, the job fit.
    {
      name: 'worker-openai',
      use: { serverKind: 'worker', modelProvider: 'openai-compatible' },
      testMatch: ['chat.spec.ts', 'chat-limits.spec.ts', 'job-fit.spec.ts'],
      grep: /a conversation, with the request|each failure shows|daily token budget|streams a verdict/,
    },
    // Claude under the Workers runtime: a question, the failures and a job fit.
    {
      name: 'worker-anthropic',
      use: { serverKind: 'worker', modelProvider: 'anthropic' },
      testMatch: ['chat.spec.ts', 'job-fit.spec.ts'],
      grep: /a conversation, with the request|each failure shows|streams a verdict/,
    },
    // The static build (npm run build:static, built first by static.setup.ts) from a plain file server,
    // as GitHub Pages serves it: the specs of what a visitor sees, which need no server behind the page.
    { name: 'static-build', testMatch: 'static.setup.ts' },
    {
      name: 'static',
      use: { staticSite: 'pages' },
      dependencies: ['static-build'],
      testMatch: STATIC_SPECS,
      // Left out: the chat panel, which a static build without a chat API does not have (static.spec.ts
      // checks that it is absent), and axe on the pages whose markup is the Node server's (the resume, the
      // 404 page, the menu, the hero's colours): the home page, whose projects the build wrote, is checked.
      grepInvert: [
        ...STATIC_LEFT_OUT,
        ...IN_PAGE_ONLY,
        /serious or critical violation (on resume|on 404|with the phone menu open)|text over the hero glow/,
      ],
    },
    // The current owner's site in every shipped language (tests/support/languages-site.ts), static under
    // a base path: what the languages change, which the Node server serves the same way (its own build
    // is the owner's, often in one language).
    { name: 'languages-build', testMatch: 'languages.setup.ts' },
    { name: 'languages', dependencies: ['languages-build'], testMatch: 'languages.spec.ts' },
    // The same build from a file server that looks up no `.html` (python3 -m http.server, nginx as
    // installed), where each page is found as its folder's index: the specs that follow addresses and
    // load each page's files (not what a page then does in itself, such as the navigation bar's scrolling).
    // Left out: static.spec's second build, which runs in the project above.
    {
      name: 'static-plain',
      use: { staticSite: 'plain' },
      dependencies: ['static-build'],
      testMatch: [
        'static.spec.ts',
        'routes.spec.ts',
        'links.spec.ts',
        'resume.spec.ts',
        'writing.spec.ts',
        'hydration.spec.ts',
      ],
      grepInvert: [...STATIC_LEFT_OUT, /GitHub refusing at build time/],
    },
  ],
})
