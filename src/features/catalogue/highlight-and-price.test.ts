import { describe, expect, test } from 'vitest'
import { formatPrice, majorAmount } from './format-price.ts'
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

test('formatPrice reads minor units with the currency’s own decimals', () => {
  expect(formatPrice(4599, 'GBP', 'en-GB')).toBe('£45.99')
  expect(formatPrice(1500, 'JPY', 'en-GB')).toBe('JP¥1,500')
  // Not a currency code at all: the amount and what was given, never a crash.
  expect(formatPrice(100, 'pounds', 'en-GB')).toBe('1.00 pounds')
})

test('majorAmount writes the plain amount for CSV, in the currency’s decimals', () => {
  expect([majorAmount(4599, 'GBP'), majorAmount(1500, 'JPY'), majorAmount(5, 'EUR')]).toEqual(['45.99', '1500', '0.05'])
})
