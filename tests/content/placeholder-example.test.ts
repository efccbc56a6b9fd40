// The spec's required values, pinned on the placeholder example itself (examples/placeholder), not on
// src/content/profile.ts: an owner's own content never has to match them.
import { describe, expect, it } from 'vitest'
import { profile } from '../../examples/placeholder/profile'
import { countByFilter } from '@/core/project-categories'
import { sampleProjects } from '@/core/sample-projects'

describe('the placeholder example holds the owner the spec describes', () => {
  it('the tagline and the pronoun', () => {
    expect(profile.tagline).toBe('Software Developer | Applied AI Engineer')
    expect(profile.pronoun).toBe('she')
  })

  it('the two education entries', () => {
    expect(profile.education).toHaveLength(2)
    expect(profile.education[0]).toMatchObject({
      current: true,
      gpa: '3.9/4.0',
      focus: 'Artificial Intelligence and Machine Learning',
    })
    expect(profile.education[0]?.degree).toMatch(/Master.*Computer Science/)
    expect(profile.education[1]).toMatchObject({ current: false, gpa: '9.61 CGPA' })
    expect(profile.education[1]?.degree).toMatch(/Bachelor.*Computer Science/)
  })

  it('four experience entries, the first current', () => {
    expect(profile.experience.map((entry) => entry.current)).toEqual([true, false, false, false])
  })

  it('the Lubbock, Texas location of the footer and the contact tile', () => {
    expect(profile.location).toEqual({ city: 'Lubbock', region: 'Texas', country: 'United States' })
  })

  it('a professional network, a code-hosting and a coding-practice profile', () => {
    expect(profile.social.map((link) => [link.label, link.kind])).toEqual([
      ['LinkedIn', 'profile'],
      ['GitHub', 'profile'],
      ['LeetCode', 'coding-practice'],
    ])
  })

  it('the seven about-section skill areas', () => {
    expect(profile.aboutSkills.map((area) => area.category)).toEqual([
      'Programming Languages',
      'AI & Machine Learning',
      'Web Development',
      'Database Technologies',
      'Cloud & DevOps',
      'Data Analysis',
      'Software Engineering',
    ])
  })

  it('the six skill groups of the spec table, with their expertise', () => {
    const table = Object.fromEntries(
      profile.skills.map((group) => [
        group.group,
        group.skills.map((skill) => `${skill.name}:${skill.expertise}`).join(', '),
      ]),
    )
    expect(table).toEqual({
      'Programming Languages':
        'Python:Expert, Java:Advanced, JavaScript:Advanced, TypeScript:Advanced, C++:Intermediate',
      'AI & Machine Learning':
        'PyTorch:Advanced, TensorFlow:Advanced, LangChain:Advanced, OpenAI:Advanced, Ollama:Intermediate',
      'Web Development':
        'HTML:Advanced, CSS:Advanced, React:Advanced, FastAPI:Advanced, Node.js:Advanced, Express.js:Advanced, Flask:Intermediate',
      'Database Technologies':
        'PostgreSQL:Advanced, MongoDB:Advanced, MySQL:Intermediate, SQLite:Intermediate, MSSQL:Intermediate, ChromaDB:Intermediate',
      'Cloud & DevOps':
        'AWS:Advanced, Docker:Intermediate, Git and GitHub:Expert, CI/CD:Intermediate',
      'Data Analysis':
        'Pandas:Advanced, NumPy:Advanced, Matplotlib:Advanced, Seaborn:Intermediate, Power BI:Intermediate, QuickSight:Intermediate',
    })
  })

  it('the three certifications', () => {
    expect(profile.certifications.map((c) => [c.name, c.issueDate, c.category])).toEqual([
      ['AWS Academy Cloud Foundations', '2022', 'Cloud Computing'],
      ['AWS Academy Cloud Architecting', '2022', 'Cloud Development'],
      ['Google Data Analytics Professional Certificate', '2025', 'Data Analytics'],
    ])
  })

  it('the eight sample projects: four web, three AI/ML, one cloud', () => {
    expect(profile.sampleProjects.map((project) => project.name)).toEqual([
      'weather-app',
      'automated-review-assistant',
      'movie-discovery-app',
      'quantitative-trading-ai',
      'chat-app',
      'twitter-sentiment-analysis',
      'aws-data-pipeline',
      'task-manager-app',
    ])
    expect(countByFilter(sampleProjects(profile), profile.projectRules)).toEqual({
      all: 8,
      'web-development': 4,
      'ai-ml': 3,
      cloud: 1,
      // the categories only an owner's rules give: none of the spec's projects
      data: 0,
      mobile: 0,
      tooling: 0,
    })
  })
})
