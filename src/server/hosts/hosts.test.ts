// The hosts' table: every host has its deploy page and, when it runs the server, its entry's folder; a
// name `--host` takes is a host's id or one of its aliases.
import { existsSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { HOSTS, HOST_IDS, HOST_NAMES, deployDoc, hostNamed, hostParts } from './hosts'

describe('the hosts', () => {
  it.each(HOST_IDS)('%s has its deploy page, and its folder if it runs the server', (id) => {
    expect(existsSync(deployDoc(id)), deployDoc(id)).toBe(true)
    if (HOSTS[id].runs === 'server') expect(existsSync(`src/server/hosts/${id}`)).toBe(true)
  })

  it('takes each id and alias as a name: github-pages, and static, its former name', () => {
    expect(HOST_NAMES).toEqual(['node', 'workers', 'netlify', 'vercel', 'github-pages', 'static'])
    expect(hostNamed('github-pages')).toBe('github-pages')
    expect(hostNamed('static')).toBe('github-pages')
    expect(hostNamed('heroku')).toBeUndefined()
    // A name every object has is not a host.
    expect(hostNamed('toString')).toBeUndefined()
  })

  it("gives the app only the parts the host has: Node's address, Workers' waitUntil and compression", () => {
    expect(Object.keys(hostParts(HOSTS.node)).sort()).toEqual(['hostCompresses', 'remoteAddress'])
    expect(hostParts(HOSTS.workers)).toMatchObject({ hostCompresses: true })
    expect(Object.keys(hostParts(HOSTS.workers)).sort()).toEqual([
      'hostCompresses',
      'remoteAddress',
      'waitUntil',
    ])
    expect(Object.keys(hostParts(HOSTS['github-pages']))).toEqual(['hostCompresses'])
  })
})
