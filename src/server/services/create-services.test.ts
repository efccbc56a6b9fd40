// The services' warnings say only what applies: the CHAT_HISTORY_SECRET warning concerns several
// instances, so one instance and a static build (only the projects) print none.
import { expect, it } from 'vitest'
import { loadConfig } from '../config'
import { fixtureOwner as profile } from '../../../tests/fixtures/owner'
import { createProjectsService, createServices } from './create-services'

const SECRET_WARNING = /^CHAT_HISTORY_SECRET is not set/

it.each([
  ['an instance among several (the default)', {}, 1],
  ['the one instance', { oneInstance: true }, 0],
])('without CHAT_HISTORY_SECRET, %s warns %i time(s)', (_name, options, count) => {
  const lines: string[] = []
  createServices(loadConfig({}), profile, {
    ...options,
    log: (line) => lines.push(String(line.msg)),
  })
  expect(lines.filter((line) => SECRET_WARNING.test(line))).toHaveLength(count)
})

it('the projects alone (what build:static asks for) warn of nothing about the chat', () => {
  const lines: string[] = []
  createProjectsService(loadConfig({}), profile, { log: (line) => lines.push(String(line.msg)) })
  expect(lines).toEqual([])
})
