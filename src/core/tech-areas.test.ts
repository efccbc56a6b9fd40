import { describe, expect, it } from 'vitest'
import { areaOfWords, languageOfWord } from './tech-areas'

describe('areaOfWords: the area most of the words name', () => {
  it.each<[string[], string | undefined]>([
    [['Python', 'Evaluation', 'Ranking'], 'ml'],
    [['NLP'], 'ml'],
    [['Machine Learning'], 'ml'],
    [['Go', 'Kafka', 'Stream processing'], 'data'],
    [['Kotlin', 'Android'], 'mobile'],
    [['Swift', 'SwiftUI'], 'mobile'],
    [['Go', 'CLI'], 'tooling'],
    [['Terraform', 'AWS'], 'cloud'],
    [['React', 'TypeScript'], 'web'],
    // a tie goes to the more specific area
    [['PyTorch', 'Docker'], 'ml'],
    [['Kafka', 'Kubernetes'], 'data'],
    // the majority wins over precedence
    [['Docker', 'Kubernetes', 'PyTorch'], 'cloud'],
    // languages alone say nothing
    [['Python', 'Go'], undefined],
    [[], undefined],
  ])('%j -> %s', (words, area) => {
    expect(areaOfWords(words)).toBe(area)
  })
})

describe('languageOfWord', () => {
  it.each([
    ['python', 'Python'],
    ['Golang', 'Go'],
    ['C++', 'C++'],
    ['c#', 'C#'],
    ['Kafka', undefined],
  ])('%s -> %s', (word, language) => {
    expect(languageOfWord(word)).toBe(language)
  })
})
