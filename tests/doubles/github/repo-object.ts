// A full repository object as GitHub's GET /users/{username}/repos returns it, built from a real answer
// captured in 2025: every field, in GitHub's order.
export type GithubUser = { login: string; id: number }

export type RepoFields = {
  id: number
  name: string
  description?: string | null
  homepage?: string | null
  language?: string | null
  stargazers_count?: number
  forks_count?: number
  topics?: string[]
  fork?: boolean
  created_at?: string
  updated_at?: string
  pushed_at?: string
  has_discussions?: boolean
  license?: Record<string, string | null> | null
}

const API = 'https://api.github.com'

export function githubRepo(owner: GithubUser, fields: RepoFields): Record<string, unknown> {
  const fullName = `${owner.login}/${fields.name}`
  const repoApi = `${API}/repos/${fullName}`
  const stars = fields.stargazers_count ?? 0
  const forks = fields.forks_count ?? 0
  const updated = fields.updated_at ?? '2025-05-24T02:01:19Z'
  return {
    id: fields.id,
    node_id: Buffer.from(`010:Repository${fields.id}`).toString('base64'),
    name: fields.name,
    full_name: fullName,
    private: false,
    owner: {
      login: owner.login,
      id: owner.id,
      node_id: Buffer.from(`04:User${owner.id}`).toString('base64'),
      avatar_url: `https://avatars.githubusercontent.com/u/${owner.id}?v=4`,
      gravatar_id: '',
      url: `${API}/users/${owner.login}`,
      html_url: `https://github.com/${owner.login}`,
      followers_url: `${API}/users/${owner.login}/followers`,
      following_url: `${API}/users/${owner.login}/following{/other_user}`,
      gists_url: `${API}/users/${owner.login}/gists{/gist_id}`,
      starred_url: `${API}/users/${owner.login}/starred{/owner}{/repo}`,
      subscriptions_url: `${API}/users/${owner.login}/subscriptions`,
      organizations_url: `${API}/users/${owner.login}/orgs`,
      repos_url: `${API}/users/${owner.login}/repos`,
      events_url: `${API}/users/${owner.login}/events{/privacy}`,
      received_events_url: `${API}/users/${owner.login}/received_events`,
      type: 'User',
      user_view_type: 'public',
      site_admin: false,
    },
    html_url: `https://github.com/${fullName}`,
    description: fields.description === undefined ? null : fields.description,
    fork: fields.fork ?? false,
    url: repoApi,
    forks_url: `${repoApi}/forks`,
    keys_url: `${repoApi}/keys{/key_id}`,
    collaborators_url: `${repoApi}/collaborators{/collaborator}`,
    teams_url: `${repoApi}/teams`,
    hooks_url: `${repoApi}/hooks`,
    issue_events_url: `${repoApi}/issues/events{/number}`,
    events_url: `${repoApi}/events`,
    assignees_url: `${repoApi}/assignees{/user}`,
    branches_url: `${repoApi}/branches{/branch}`,
    tags_url: `${repoApi}/tags`,
    blobs_url: `${repoApi}/git/blobs{/sha}`,
    git_tags_url: `${repoApi}/git/tags{/sha}`,
    git_refs_url: `${repoApi}/git/refs{/sha}`,
    trees_url: `${repoApi}/git/trees{/sha}`,
    statuses_url: `${repoApi}/statuses/{sha}`,
    languages_url: `${repoApi}/languages`,
    stargazers_url: `${repoApi}/stargazers`,
    contributors_url: `${repoApi}/contributors`,
    subscribers_url: `${repoApi}/subscribers`,
    subscription_url: `${repoApi}/subscription`,
    commits_url: `${repoApi}/commits{/sha}`,
    git_commits_url: `${repoApi}/git/commits{/sha}`,
    comments_url: `${repoApi}/comments{/number}`,
    issue_comment_url: `${repoApi}/issues/comments{/number}`,
    contents_url: `${repoApi}/contents/{+path}`,
    compare_url: `${repoApi}/compare/{base}...{head}`,
    merges_url: `${repoApi}/merges`,
    archive_url: `${repoApi}/{archive_format}{/ref}`,
    downloads_url: `${repoApi}/downloads`,
    issues_url: `${repoApi}/issues{/number}`,
    pulls_url: `${repoApi}/pulls{/number}`,
    milestones_url: `${repoApi}/milestones{/number}`,
    notifications_url: `${repoApi}/notifications{?since,all,participating}`,
    labels_url: `${repoApi}/labels{/name}`,
    releases_url: `${repoApi}/releases{/id}`,
    deployments_url: `${repoApi}/deployments`,
    created_at: fields.created_at ?? '2023-01-10T17:51:29Z',
    updated_at: updated,
    pushed_at: fields.pushed_at ?? updated,
    git_url: `git://github.com/${fullName}.git`,
    ssh_url: `git@github.com:${fullName}.git`,
    clone_url: `https://github.com/${fullName}.git`,
    svn_url: `https://github.com/${fullName}`,
    // Both "" and null occur in real payloads; the caller picks.
    homepage: fields.homepage === undefined ? null : fields.homepage,
    size: 412,
    stargazers_count: stars,
    watchers_count: stars,
    language: fields.language === undefined ? null : fields.language,
    has_issues: true,
    has_projects: true,
    has_downloads: true,
    has_wiki: true,
    has_pages: false,
    has_discussions: fields.has_discussions ?? false,
    forks_count: forks,
    mirror_url: null,
    archived: false,
    disabled: false,
    open_issues_count: 0,
    license: fields.license === undefined ? null : fields.license,
    allow_forking: true,
    is_template: false,
    web_commit_signoff_required: false,
    topics: fields.topics ?? [],
    visibility: 'public',
    forks,
    open_issues: 0,
    watchers: stars,
    default_branch: 'main',
  }
}
