// @ts-check
import js from '@eslint/js'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

// Imports run one way (docs/architecture.md):
//   src:     i18n -> content -> core -> (client | server)
//   tooling/ reads src                        (builder/: the build; vite/: its Vite plugins; checks/)
//   scripts/ reads src and tooling            (the other command-line entry points; scripts/screenshots/
//                                               also tests/support and tests/doubles, as the bench does;
//                                               scripts/check/ the server's launcher in tests/support)
//   tests/   reads src, tooling and scripts     (tests/support and tests/doubles are shared with bench/)
//   bench/   reads all of these but the specs (measurements; nothing imports it)
//   configs  read tooling and scripts
// src's own tests may use the shared test doubles and the fixture owner, nothing else of tests/.

/** Import specifiers that reach into a folder, by alias or by relative path. */
const folder = (name) => [
  `@/${name}`,
  `@/${name}/**`,
  `**/${name}/**`,
  `../${name}`,
  `../../${name}`,
]
/** `@typescript-eslint/no-restricted-imports` with every restriction of a file in one rule. */
const restrict = (...patterns) => ({
  'no-restricted-imports': 'off',
  '@typescript-eslint/no-restricted-imports': ['error', { patterns }],
})
/** Folders a file may not import, with the message that says why; type imports stay allowed. */
const forbid = (message, ...folders) => ({
  group: folders.flatMap(folder),
  message,
  allowTypeImports: true,
})

const TESTS = ['**/*.test.{ts,tsx}']
const SRC_TOOLING = 'the product never imports its tooling: tooling/, bench/, scripts/ or tests/'
/** src's tests may import the shared doubles and the fixture owner, and nothing else outside src. */
const srcTestTooling = {
  regex: '^(\\.\\./)+((tooling|bench|scripts)(/|$)|tests/(?!doubles/|fixtures/))',
  message: 'a test in src/ may import tests/doubles and tests/fixtures, no other tooling',
}
const SHARED = 'tests/support and tests/doubles are shared with bench/: they import no spec'
const CORE_PURE = 'core is pure: no React, Hono, DOM or server code'
/** What each layer of src may not import, beside tooling. */
const layers = {
  i18n: [
    forbid(
      'the catalogs are data: they import nothing of the app',
      'content',
      'core',
      'client',
      'server',
    ),
  ],
  content: [forbid('content is data: it imports nothing of the app', 'core', 'client', 'server')],
  core: [
    {
      group: ['react', 'react-dom', 'react-dom/*', 'hono', 'hono/*', '@hono/*'],
      message: CORE_PURE,
    },
    forbid(CORE_PURE, 'client', 'server'),
  ],
  client: [forbid('the browser never imports server code (type imports are fine)', 'server')],
  server: [forbid('the server never imports browser code', 'client')],
}

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'test-results',
      'playwright-report',
      'public',
      'bench/results',
      '.wrangler',
      '.netlify',
      '.vercel',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      // A rest sibling leaves a key out of an object on purpose (`{ omitted, ...rest }`).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // No import circle: a module that reaches itself through its imports runs half-initialised. Shared
    // types go where both sides can import them (server/logger.ts, core/prompt-context.ts). Type-only
    // imports are erased, so they may meet; the `@/` alias resolves through tsconfig.json.
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      // Read the imported files as TypeScript, as the linted ones are.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: [...TESTS, 'tests/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // The Node version check runs before any newer Node's features may be used: CommonJS, on purpose.
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  // One block per layer for its code and one for its tests: a file gets a single
  // no-restricted-imports rule, so each block carries every restriction of its files.
  ...Object.entries(layers).flatMap(([layer, patterns]) => [
    {
      files: [`src/${layer}/**`],
      ignores: TESTS,
      rules: restrict(...patterns, forbid(SRC_TOOLING, 'tooling', 'bench', 'scripts', 'tests')),
    },
    { files: [`src/${layer}/**/${TESTS[0]}`], rules: restrict(...patterns, srcTestTooling) },
  ]),
  {
    files: ['src/core/**'],
    rules: {
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'process'],
    },
  },
  {
    files: ['tooling/**'],
    rules: restrict(
      forbid(
        'the tooling reads only src/: never bench/, scripts/ or tests/',
        'bench',
        'scripts',
        'tests',
      ),
    ),
  },
  {
    files: ['scripts/**'],
    rules: restrict(
      forbid('scripts/ read src/ and tooling/: never bench/ or tests/', 'bench', 'tests'),
    ),
  },
  {
    // The screenshots drive the production server and the model double, as the bench does.
    files: ['scripts/screenshots/**'],
    rules: restrict(forbid('scripts/ never read the bench', 'bench'), {
      regex: '^(\\.\\./)+tests/(?!support/|doubles/)',
      message: 'the screenshots share tests/support and tests/doubles, never the specs',
    }),
  },
  {
    // The owner's check starts the production server as the tests do.
    files: ['scripts/check/**'],
    rules: restrict(forbid('scripts/ never read the bench', 'bench'), {
      regex: '^(\\.\\./)+tests/(?!support/server)',
      message: "the owner's check shares tests/support/server.ts alone",
    }),
  },
  {
    files: ['tests/**'],
    rules: restrict(forbid('tests never import the bench', 'bench')),
  },
  {
    files: ['tests/support/*', 'tests/doubles/*'],
    rules: restrict(
      forbid(SHARED, 'bench'),
      // A sibling folder of tests/ other than these two: the specs and their helpers.
      { regex: '^\\.\\./(?!support/|doubles/)[^.]', message: SHARED },
    ),
  },
  {
    // One double per provider in its own folder (tests/doubles/gemini/, ...), one level further down.
    files: ['tests/support/*/**', 'tests/doubles/*/**'],
    rules: restrict(forbid(SHARED, 'bench'), {
      regex: '^\\.\\./\\.\\./(?!support/|doubles/)[^.]',
      message: SHARED,
    }),
  },
  {
    files: ['bench/**'],
    rules: restrict({
      regex: '^(\\.\\./)+tests/(?!support/|doubles/)',
      message: 'the bench shares tests/support and tests/doubles, never the specs',
    }),
  },
  {
    files: ['*.config.{ts,js}'],
    rules: restrict(
      forbid('configs read tooling/ and scripts/: never bench/ or tests/', 'bench', 'tests'),
    ),
  },
)
