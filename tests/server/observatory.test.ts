// The MDN HTTP Observatory's own rules and grader (npm @mdn/mdn-http-observatory), run on our server's
// answers. Its scanner cannot scan this server: it only connects to ports 80 and 443 of a public host
// name, with a verified certificate. So this builds the same record the scanner would (the HTTPS page,
// the plain-HTTP redirect chain, the CORS preflight, the page's HTML) from the app through app.request,
// as deployed behind a TLS-terminating proxy, and grades it with the package's code.
import { describe, expect, it, vi } from 'vitest'
import { ALL_TESTS } from '@mdn/mdn-http-observatory/src/constants.js'
import { MINIMUM_SCORE_FOR_EXTRA_CREDIT } from '@mdn/mdn-http-observatory/src/grader/charts.js'
import { getGradeForScore, getScoreModifier } from '@mdn/mdn-http-observatory/src/grader/grader.js'
import { Requests } from '@mdn/mdn-http-observatory/src/types.js'
import { createApp } from '@/server/app'
import type { Pages } from '@/server/routes/pages'
import { loadConfig } from '@/server/config'

// The HSTS preload list is a file the package downloads at install time (not possible here); our host is
// not on it either way.
vi.mock('@mdn/mdn-http-observatory/src/analyzer/hsts.js', () => ({
  hsts: () => new Map(),
  isHstsPreloaded: () => false,
}))

const HOST = 'portfolio.example'
const html =
  '<!doctype html><html><head><script>(function(){})()</script>' +
  '<script type="module" crossorigin src="/assets/index-abc.js"></script>' +
  '<link rel="stylesheet" crossorigin href="/assets/index-abc.css"></head><body></body></html>'
const pages: Pages = { 'index.html': { html }, 'resume.html': { html }, '404.html': { html } }
const app = createApp({
  config: loadConfig({ TRUST_PROXY: 'true' }),
  pages,
  scriptHashes: ['abc='],
  log: () => {},
})

async function fetchVia(proto: 'http' | 'https', path = '/', init: RequestInit = {}) {
  const response = await app.request(`http://${HOST}${path}`, {
    ...init,
    headers: {
      Host: HOST,
      'X-Forwarded-Proto': proto,
      ...(init.headers as Record<string, string>),
    },
  })
  return {
    status: response.status,
    headers: Object.fromEntries(response.headers),
    data: await response.text(),
    verified: true,
    httpEquiv: new Map(),
  }
}

async function observatoryRecord() {
  const requests = new Requests(HOST)
  const https = await fetchVia('https')
  const http = await fetchVia('http')
  const location = http.headers.location ?? ''
  requests.responses.auto = https
  requests.responses.https = https
  requests.responses.http = { ...https, verified: true }
  requests.responses.httpRedirects = [
    { url: new URL(`http://${HOST}/`), status: http.status },
    { url: new URL(location), status: https.status },
  ]
  requests.responses.httpsRedirects = [{ url: new URL(`https://${HOST}/`), status: https.status }]
  requests.responses.cors = await fetchVia('https', '/', {
    method: 'OPTIONS',
    headers: {
      'Access-Control-Request-Method': 'GET',
      Origin: 'https://http-observatory.security.mozilla.org',
    },
  })
  requests.resources.path = https.data
  requests.session = { url: new URL(`https://${HOST}/`), jar: null }
  return requests
}

/** The scanner's own scoring (src/scanner/index.js), on the record above. */
function grade(requests: InstanceType<typeof Requests>) {
  let withExtraCredit = 100
  let uncurved = 100
  const failures: string[] = []
  for (const test of ALL_TESTS) {
    const result = test(requests)
    const modifier = getScoreModifier(result.result)
    withExtraCredit += modifier
    if (modifier < 0) {
      uncurved += modifier
      failures.push(`${result.constructor.name}: ${result.result}`)
    }
  }
  const score = uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved
  return { ...getGradeForScore(score), failures }
}

describe('MDN HTTP Observatory', () => {
  it('redirects plain HTTP to HTTPS first', async () => {
    const http = await fetchVia('http')
    expect(http.status).toBe(301)
    expect(http.headers.location).toBe(`https://${HOST}/`)
  })

  it('gives the top grade, A+, with no test losing points', async () => {
    const result = grade(await observatoryRecord())
    expect(result.failures).toEqual([])
    expect(result.grade).toBe('A+')
  })
})
