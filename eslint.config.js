// @ts-check
import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

// The layout's one-way data flow (see GUIDE.md): content -> core -> (client | server).
const layer = (name) => [
  `@/${name}`,
  `@/${name}/**`,
  `**/${name}/**`,
  `../${name}`,
  `../../${name}`,
]
const boundary = (message, ...layers) => ({
  'no-restricted-imports': 'off',
  '@typescript-eslint/no-restricted-imports': [
    'error',
    { patterns: [{ group: layers.flatMap(layer), message, allowTypeImports: true }] },
  ],
})

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'test-results',
      'playwright-report',
      'public',
      'bench',
      '.wrangler',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['src/content/**'],
    rules: boundary('content is data: it imports nothing of the app', 'core', 'client', 'server'),
  },
  {
    files: ['src/core/**'],
    rules: {
      ...boundary('core is pure: no React, Hono, DOM or server code', 'client', 'server'),
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'process'],
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: ['react', 'react-dom', 'hono'].map((name) => ({
            name,
            message: 'core is framework-free',
          })),
          patterns: [
            { group: ['react-dom/*', 'hono/*', '@hono/*'], message: 'core is framework-free' },
            {
              group: ['client', 'server'].flatMap(layer),
              message: 'core imports only content',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/client/**'],
    rules: boundary('the browser never imports server code (type imports are fine)', 'server'),
  },
  {
    files: ['src/server/**'],
    rules: boundary('the server never imports browser code', 'client'),
  },
)
