// The colour of a technology chip. A chip shows its colour as a dot and a faint tint behind its text; the
// text itself keeps the theme's colour, so no hue (GitHub's yellow for JavaScript, say) can make it hard
// to read. Languages take GitHub's own colours (github-linguist's languages.yml), common tools their
// brand's; the owner's `chipColors` add to and override both. Names match whatever their case.

/** GitHub's language colours (github-linguist, languages.yml), for the languages repositories report. */
export const LANGUAGE_COLORS: Readonly<Record<string, string>> = {
  JavaScript: '#f1e05a',
  TypeScript: '#3178c6',
  Python: '#3572a5',
  Java: '#b07219',
  Go: '#00add8',
  Rust: '#dea584',
  'C++': '#f34b7d',
  C: '#555555',
  'C#': '#178600',
  Ruby: '#701516',
  PHP: '#4f5d95',
  Swift: '#f05138',
  Kotlin: '#a97bff',
  Dart: '#00b4ab',
  Scala: '#c22d40',
  R: '#198ce7',
  HTML: '#e34c26',
  CSS: '#663399',
  SCSS: '#c6538c',
  Shell: '#89e051',
  PowerShell: '#012456',
  Dockerfile: '#384d54',
  HCL: '#844fba',
  Lua: '#000080',
  Elixir: '#6e4a7e',
  Haskell: '#5e5086',
  'Jupyter Notebook': '#da5b0b',
  Vue: '#41b883',
  Svelte: '#ff3e00',
  Astro: '#ff5a03',
  MDX: '#fcb32c',
  Solidity: '#aa6746',
  Zig: '#ec915c',
  'Objective-C': '#438eff',
  Perl: '#0298c3',
  Julia: '#a270ba',
  MATLAB: '#e16737',
  SQL: '#e38c00',
  PLpgSQL: '#336790',
  Nix: '#7e7eff',
  OCaml: '#ef7a08',
  Clojure: '#db5855',
  Erlang: '#b83998',
  'F#': '#b845fc',
  Makefile: '#427819',
  CMake: '#da3434',
}

/** Brand colours of common tools, frameworks and platforms. */
export const TECHNOLOGY_COLORS: Readonly<Record<string, string>> = {
  React: '#61dafb',
  ReactJS: '#61dafb',
  'React.js': '#61dafb',
  'Next.js': '#000000',
  'Node.js': '#5fa04e',
  NodeJS: '#5fa04e',
  Express: '#000000',
  Angular: '#dd0031',
  'Vue.js': '#41b883',
  Vite: '#646cff',
  'Tailwind CSS': '#06b6d4',
  Hono: '#ff5b11',
  GraphQL: '#e10098',
  Django: '#092e20',
  Flask: '#3bafc4',
  FastAPI: '#009688',
  Spring: '#6db33f',
  'Spring Boot': '#6db33f',
  Rails: '#d30001',
  'Ruby on Rails': '#d30001',
  gRPC: '#244c5a',
  Prometheus: '#e6522c',
  Grafana: '#f46800',
  '.NET': '#512bd4',
  Docker: '#2496ed',
  Kubernetes: '#326ce5',
  Terraform: '#844fba',
  AWS: '#ff9900',
  S3: '#569a31',
  Athena: '#8c4fff',
  Lambda: '#ff9900',
  Azure: '#0078d4',
  GCP: '#4285f4',
  'Google Cloud': '#4285f4',
  Cloudflare: '#f38020',
  Vercel: '#000000',
  Netlify: '#00c7b7',
  PostgreSQL: '#4169e1',
  MySQL: '#4479a1',
  SQLite: '#003b57',
  MongoDB: '#47a248',
  Redis: '#ff4438',
  Kafka: '#231f20',
  Elasticsearch: '#005571',
  Git: '#f05032',
  'GitHub Actions': '#2088ff',
  Linux: '#fcc624',
  TensorFlow: '#ff6f00',
  PyTorch: '#ee4c2c',
  'scikit-learn': '#f7931e',
  Pandas: '#150458',
  NumPy: '#013243',
  LangChain: '#1c3c3c',
  OpenAI: '#412991',
  'Hugging Face': '#ffd21e',
  Jest: '#c21325',
  Vitest: '#6e9f18',
  Playwright: '#2ead33',
  Figma: '#f24e1e',
  Firebase: '#dd2c00',
  Supabase: '#3fcf8e',
  Prisma: '#2d3748',
  Nginx: '#009639',
  Redux: '#764abc',
  'React Native': '#61dafb',
  Flutter: '#02569b',
  Unity: '#000000',
}

const builtIn = new Map(
  Object.entries({ ...TECHNOLOGY_COLORS, ...LANGUAGE_COLORS }).map(([name, color]) => [
    name.toLowerCase(),
    color,
  ]),
)

/** A chip's colour: the owner's first, then GitHub's and the built-in ones; undefined for a neutral chip. */
export function chipColor(
  name: string,
  ownerColors: Readonly<Record<string, string>> = {},
): string | undefined {
  const key = name.trim().toLowerCase()
  for (const [ownerName, color] of Object.entries(ownerColors))
    if (ownerName.trim().toLowerCase() === key) return color.toLowerCase()
  return builtIn.get(key)
}

/** The colour of each of `names` that has one (see chipColor), by name. */
export function chipColorsOf(
  names: Iterable<string>,
  ownerColors: Readonly<Record<string, string>> = {},
): Record<string, string> {
  const colors: Record<string, string> = {}
  for (const name of names) {
    const color = chipColor(name, ownerColors)
    if (color) colors[name] = color
  }
  return colors
}
