import { describe, expect, test } from 'vitest'
import { highlightParts, queryWords } from './highlight.tsx'

describe('highlightParts', () => {
  test('marks where a word starts a word of the text, ignoring case and accents, keeping the text as written', () => {
    expect(highlightParts('Organic Chemistry of Élan', queryWords('chem ELA'))).toEqual([
      { text: 'Organic ', match: false },
      { text: 'Chem', match: true },
      { text: 'istry of ', match: false },
      { text: 'Éla', match: true },
      { text: 'n', match: false },
    ])
  })

  test('marks nothing inside a word, and the longest of two words that start at one place', () => {
    expect(highlightParts('Biochemistry', ['chem'])).toEqual([{ text: 'Biochemistry', match: false }])
    expect(highlightParts('Chemistry', ['ch', 'chemi'])).toEqual([
      { text: 'Chemi', match: true },
      { text: 'stry', match: false },
    ])
  })

  test('without words, the text is one plain part', () => {
    expect(highlightParts('<b>x</b>', [])).toEqual([{ text: '<b>x</b>', match: false }])
  })
})
