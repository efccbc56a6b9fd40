import { describe, expect, it } from 'vitest'
import { formatUpdated, prettifyName } from './project-display'

describe('prettifyName', () => {
  it.each([
    ['weather-app', 'Weather App'],
    ['automated-review-assistant', 'Automated Review Assistant'],
    ['git-insights', 'Git Insights'],
    ['README', 'README'],
    ['my-AWS-tool', 'My AWS Tool'],
    ['snake_case_name', 'Snake_case_name'],
    ['dotfiles', 'Dotfiles'],
    ['a--b', 'A  B'],
    ['3d-viewer', '3d Viewer'],
    // common acronyms stay upper-case, whatever their case in the name
    ['quantitative-trading-ai', 'Quantitative Trading AI'],
    ['aws-data-pipeline', 'AWS Data Pipeline'],
    ['rest-api-ui', 'Rest API UI'],
    ['llm-nlp-mcp-sql', 'LLM NLP MCP SQL'],
    ['html-css-playground', 'HTML CSS Playground'],
    ['Ml-Ops', 'ML Ops'],
    // only whole words: "ai" inside "email" or "trail" is left alone
    ['email-trail', 'Email Trail'],
    ['paint-mlops', 'Paint Mlops'],
  ])('%s -> %s', (name, pretty) => {
    expect(prettifyName(name)).toBe(pretty)
  })

  it('spells the owner’s own words as the owner wrote them, on top of the common ones', () => {
    expect(prettifyName('graphql-ios-ai-app', ['GraphQL', 'iOS'])).toBe('GraphQL iOS AI App')
    expect(prettifyName('graphql-ios-app')).toBe('Graphql Ios App')
  })
})

describe('formatUpdated (short month and numeric year, US English)', () => {
  it.each([
    ['2025-03-02T10:00:00Z', 'Mar 2025'],
    ['2024-12-31T23:59:59Z', 'Dec 2024'],
    ['2025-01-01T00:00:00Z', 'Jan 2025'],
    ['2018-05-10T17:51:29Z', 'May 2018'],
    ['not a date', ''],
  ])('%s -> %s', (iso, text) => {
    expect(formatUpdated(iso, 'en-US')).toBe(text)
  })
})
