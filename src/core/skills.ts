// Skill bar widths: Expert 95%, Advanced 85%, Intermediate 75%, any other 65%
const PROFICIENCY: Readonly<Record<string, number>> = { Expert: 95, Advanced: 85, Intermediate: 75 }
const OTHER_PROFICIENCY = 65

export function proficiencyOf(expertise: string): number {
  return PROFICIENCY[expertise] ?? OTHER_PROFICIENCY
}

/** The letter a skill tile shows when its icon is missing or fails to load. */
export function skillInitial(name: string): string {
  return name.trim().charAt(0).toUpperCase()
}

// The skill icons the project ships, under public/icons/skills/ (a test holds this list to the folder).
export const SHIPPED_SKILL_ICONS = [
  'aws',
  'cplusplus',
  'css3',
  'docker',
  'express',
  'fastapi',
  'flask',
  'github',
  'githubactions',
  'html5',
  'java',
  'javascript',
  'langchain',
  'matplotlib',
  'mongodb',
  'mssql',
  'mysql',
  'nodejs',
  'numpy',
  'ollama',
  'pandas',
  'postgresql',
  'python',
  'pytorch',
  'react',
  'sqlite',
  'tensorflow',
  'typescript',
] as const

// Other names skills go by, as the icons' files name them.
const ICON_ALIASES: Readonly<Record<string, (typeof SHIPPED_SKILL_ICONS)[number]>> = {
  'c++': 'cplusplus',
  cpp: 'cplusplus',
  css: 'css3',
  html: 'html5',
  node: 'nodejs',
  'node.js': 'nodejs',
  'express.js': 'express',
  expressjs: 'express',
  'react.js': 'react',
  reactjs: 'react',
  postgres: 'postgresql',
  'sql server': 'mssql',
  'microsoft sql server': 'mssql',
  'amazon web services': 'aws',
  'github actions': 'githubactions',
  js: 'javascript',
  ts: 'typescript',
}

/**
 * The icon a skill tile shows: the owner's own, or the project's icon of that name (`PyTorch`, `Node.js`,
 * `C++`), so a skill written or imported without one still gets its mark; otherwise none (the letter).
 */
export function skillIconOf(skill: {
  name: string
  icon?: string | undefined
}): string | undefined {
  if (skill.icon) return skill.icon
  const name = skill.name.trim().toLowerCase()
  const file =
    ICON_ALIASES[name] ?? SHIPPED_SKILL_ICONS.find((icon) => icon === name.replace(/[\s.-]+/g, ''))
  return file ? `/icons/skills/${file}.svg` : undefined
}
