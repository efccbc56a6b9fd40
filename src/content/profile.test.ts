import { describe, expect, it } from 'vitest'
import { profile } from './profile'
import { parseProfile } from './schema'

const clone = () => structuredClone(profile) as Record<string, unknown>

describe('the owner content', () => {
  it('is valid as shipped', () => {
    expect(() => parseProfile(profile)).not.toThrow()
  })

  it('holds the placeholder owner the spec describes', () => {
    expect(profile.tagline).toBe('Software Developer | Applied AI Engineer')
    expect(profile.pronoun).toBe('she')
    expect(profile.location).toEqual({ city: 'Lubbock', region: 'Texas', country: 'United States' })
    expect(profile.education).toHaveLength(2)
    expect(profile.education[0]).toMatchObject({ current: true, gpa: '3.9/4.0' })
    expect(profile.education[1]).toMatchObject({ current: false, gpa: '9.61 CGPA' })
    expect(profile.experience.map((entry) => entry.current)).toEqual([true, false, false, false])
    expect(profile.aboutSkills).toHaveLength(7)
    expect(profile.certifications.map((c) => [c.name, c.issueDate, c.category])).toEqual([
      ['AWS Academy Cloud Foundations', '2022', 'Cloud Computing'],
      ['AWS Academy Cloud Architecting', '2022', 'Cloud Development'],
      ['Google Data Analytics Professional Certificate', '2025', 'Data Analytics'],
    ])
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
  })

  it('has the six skill groups of the spec table, with their expertise', () => {
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
})

describe('parseProfile', () => {
  it.each([
    ['a missing name', (p: Record<string, unknown>) => delete p.name, 'profile.name'],
    ['a bad email', (p: Record<string, unknown>) => (p.email = 'not-an-email'), 'profile.email'],
    [
      'an unknown expertise',
      (p: Record<string, unknown>) => {
        const skills = p.skills as [unknown, { skills: [{ expertise: string }] }]
        skills[1].skills[0].expertise = 'Guru'
      },
      'profile.skills.1.skills.0.expertise',
    ],
    [
      'a resume file that is not a PDF',
      (p: Record<string, unknown>) => (p.resume = { fileName: 'resume.docx' }),
      'profile.resume.fileName',
    ],
    [
      'a certificate link that is not http(s)',
      (p: Record<string, unknown>) => {
        const certifications = p.certifications as [{ url: string }]
        certifications[0].url = 'javascript:alert(1)'
      },
      'profile.certifications.0.url',
    ],
    [
      'an icon from another site',
      (p: Record<string, unknown>) => {
        const skills = p.skills as [{ skills: [{ icon?: string }] }]
        skills[0].skills[0].icon = 'https://cdn.example.com/python.svg'
      },
      'profile.skills.0.skills.0.icon',
    ],
    [
      'an acronym of two words',
      (p: Record<string, unknown>) => (p.acronyms = ['Graph QL']),
      'profile.acronyms.0',
    ],
  ])('rejects %s, naming the field', (_label, breakIt, field) => {
    const broken = clone()
    breakIt(broken)
    expect(() => parseProfile(broken)).toThrow(field)
  })
})
