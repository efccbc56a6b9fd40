// What a resume's words say about where a project or a skill belongs: machine learning, data, cloud, the
// web, mobile or tooling, from its keywords (a project's technologies and topics, a skill's name) and the
// programming languages among them. `npm run import` files a project's card and groups a flat list of
// skills by it. GitHub's repositories keep the spec's own rule (project-categories.ts): this reads a
// resume, where words like "Ranking", "Kafka" or "CLI" say more than a repository's name.
import type { ProjectCategory } from './project-categories.ts'

export type TechArea = 'ml' | 'data' | 'cloud' | 'web' | 'mobile' | 'tooling'

// One word, one area. A keyword is compared as a slug (`Stream processing` is `stream-processing`).
const AREA_WORDS: Readonly<Record<TechArea, readonly string[]>> = {
  ml: [
    'ai',
    'ml',
    'machine-learning',
    'deep-learning',
    'artificial-intelligence',
    'nlp',
    'natural-language-processing',
    'llm',
    'llms',
    'genai',
    'generative-ai',
    'rag',
    'embeddings',
    'ranking',
    'learning-to-rank',
    'evaluation',
    'recommendation',
    'recommender-systems',
    'retrieval',
    'information-retrieval',
    'classification',
    'computer-vision',
    'speech-recognition',
    'sentiment-analysis',
    'reinforcement-learning',
    'forecasting',
    'data-science',
    'neural-networks',
    'pytorch',
    'tensorflow',
    'keras',
    'jax',
    'scikit-learn',
    'sklearn',
    'xgboost',
    'lightgbm',
    'hugging-face',
    'huggingface',
    'transformers',
    'langchain',
    'llamaindex',
    'openai',
    'gemini',
    'ollama',
    'mlflow',
    'mlops',
    'onnx',
    'cuda',
  ],
  data: [
    'data',
    'data-engineering',
    'big-data',
    'etl',
    'elt',
    'data-pipelines',
    'stream-processing',
    'streaming',
    'batch-processing',
    'kafka',
    'flink',
    'spark',
    'pyspark',
    'beam',
    'airflow',
    'dagster',
    'prefect',
    'dbt',
    'hadoop',
    'sql',
    'postgresql',
    'postgres',
    'mysql',
    'sqlite',
    'mongodb',
    'cassandra',
    'clickhouse',
    'duckdb',
    'bigquery',
    'snowflake',
    'redshift',
    'databricks',
    'data-warehouse',
    'pandas',
    'polars',
    'numpy',
    'analytics',
    'data-analysis',
    'data-visualization',
    'visualization',
    'matplotlib',
    'seaborn',
    'tableau',
    'power-bi',
    'jupyter',
  ],
  cloud: [
    'cloud',
    'aws',
    'gcp',
    'google-cloud',
    'azure',
    's3',
    'lambda',
    'ec2',
    'athena',
    'cloudflare',
    'serverless',
    'kubernetes',
    'k8s',
    'docker',
    'containers',
    'helm',
    'terraform',
    'pulumi',
    'ansible',
    'infrastructure',
    'infrastructure-as-code',
    'devops',
    'sre',
    'ci-cd',
    'github-actions',
    'observability',
    'monitoring',
    'prometheus',
    'grafana',
    'opentelemetry',
    'distributed-systems',
    'microservices',
  ],
  web: [
    'web',
    'web-development',
    'frontend',
    'front-end',
    'backend',
    'full-stack',
    'fullstack',
    'website',
    'web-app',
    'react',
    'reactjs',
    'react.js',
    'next.js',
    'nextjs',
    'vue',
    'vue.js',
    'nuxt',
    'angular',
    'svelte',
    'sveltekit',
    'astro',
    'html',
    'css',
    'tailwind',
    'tailwind-css',
    'node.js',
    'nodejs',
    'express',
    'express.js',
    'hono',
    'django',
    'flask',
    'fastapi',
    'rails',
    'ruby-on-rails',
    'laravel',
    'graphql',
    'rest',
    'rest-api',
    'web-components',
  ],
  mobile: [
    'mobile',
    'android',
    'ios',
    'ipados',
    'swift',
    'swiftui',
    'jetpack-compose',
    'flutter',
    'dart',
    'react-native',
    'expo',
    'xamarin',
    'objective-c',
    'ionic',
  ],
  tooling: [
    'cli',
    'command-line',
    'terminal',
    'tui',
    'tool',
    'tools',
    'tooling',
    'developer-tools',
    'devtools',
    'developer-experience',
    'dx',
    'sdk',
    'compiler',
    'interpreter',
    'linter',
    'parser',
    'language-server',
    'lsp',
    'plugin',
    'vscode',
    'vscode-extension',
    'neovim',
    'editor',
    'automation',
    'build-tool',
    'package-manager',
    'static-analysis',
    'testing',
  ],
}

// Programming languages: a project's language when its keywords name one, and a skill group of their own.
const LANGUAGES = [
  'Python',
  'Go',
  'Golang',
  'Rust',
  'Java',
  'Kotlin',
  'Scala',
  'C',
  'C++',
  'C#',
  'F#',
  'JavaScript',
  'TypeScript',
  'Ruby',
  'PHP',
  'Swift',
  'Objective-C',
  'Dart',
  'Elixir',
  'Erlang',
  'Haskell',
  'OCaml',
  'Clojure',
  'Julia',
  'R',
  'Lua',
  'Perl',
  'Zig',
  'Bash',
  'Shell',
  'PowerShell',
  'SQL',
]

// On a tie the more specific area wins: an ML project's Python and Docker keep it ML.
const PRECEDENCE: readonly TechArea[] = ['ml', 'data', 'mobile', 'cloud', 'tooling', 'web']

const slug = (word: string) =>
  word
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\w.+#]+/g, '-')
    .replace(/^-+|-+$/g, '')

const AREA_OF = new Map<string, TechArea>(
  (Object.entries(AREA_WORDS) as Array<[TechArea, readonly string[]]>).flatMap(([area, words]) =>
    words.map((word): [string, TechArea] => [word, area]),
  ),
)

/** The area one word names, if any: `Kafka` is data, `PyTorch` ML, `CLI` tooling. */
export function areaOfWord(word: string): TechArea | undefined {
  return AREA_OF.get(slug(word))
}

/** The area most of the words name (the more specific one on a tie), or none. */
export function areaOfWords(words: readonly string[]): TechArea | undefined {
  const counts = new Map<TechArea, number>()
  for (const word of words) {
    const area = areaOfWord(word)
    if (area) counts.set(area, (counts.get(area) ?? 0) + 1)
  }
  const most = Math.max(0, ...counts.values())
  return most ? PRECEDENCE.find((area) => counts.get(area) === most) : undefined
}

/** The programming language a word names, spelled as usual (`golang` -> `Go`), or none. */
export function languageOfWord(word: string): string | undefined {
  const found = LANGUAGES.find((language) => slug(language) === slug(word))
  return found === 'Golang' ? 'Go' : found
}

/** The project filter each area files a project under. */
export const PROJECT_CATEGORY_OF_AREA: Readonly<Record<TechArea, ProjectCategory>> = {
  ml: 'ai-ml',
  data: 'data',
  cloud: 'cloud',
  web: 'web-development',
  mobile: 'mobile',
  tooling: 'tooling',
}

/** The skill group each area gathers a flat list of skills into. */
export const SKILL_GROUP_OF_AREA: Readonly<Record<TechArea, string>> = {
  ml: 'Machine Learning',
  data: 'Data',
  cloud: 'Cloud & DevOps',
  web: 'Web',
  mobile: 'Mobile',
  tooling: 'Tools',
}
