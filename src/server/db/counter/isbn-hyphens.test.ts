import { describe, expect, it } from 'vitest'
import { hyphenatedIsbn } from './isbn-hyphens.ts'

describe('hyphenatedIsbn', () => {
  it('hyphenates by the ISBN ranges', () => {
    expect(hyphenatedIsbn('9783161484100')).toBe('978-3-16-148410-0')
    expect(hyphenatedIsbn('9798888888889')).toBe('979-8-88888-888-9')
    expect(hyphenatedIsbn('9780306406157')).toBe('978-0-306-40615-7')
  })

  it('keeps a wrong check digit as stored, hyphenated where the right one would be (COUNTER sample 979-8-88888-888-8)', () => {
    expect(hyphenatedIsbn('9798888888888')).toBe('979-8-88888-888-8')
    expect(hyphenatedIsbn('9783161484109')).toBe('978-3-16-148410-9')
  })

  it('reads a stored value that already has hyphens', () => {
    expect(hyphenatedIsbn('978-3-16-148410-0')).toBe('978-3-16-148410-0')
  })

  it('is blank without a 13-digit ISBN', () => {
    expect(hyphenatedIsbn(null)).toBe('')
    expect(hyphenatedIsbn('')).toBe('')
    expect(hyphenatedIsbn('316148410X')).toBe('')
    expect(hyphenatedIsbn('978316148410')).toBe('')
    expect(hyphenatedIsbn('97831614841000')).toBe('')
    expect(hyphenatedIsbn('978316148410a')).toBe('')
  })

  it('leaves the digits unhyphenated when the ranges do not know the prefix', () => {
    // 977 is the ISSN's EAN prefix, never an ISBN agency's.
    expect(hyphenatedIsbn('9770317847001')).toBe('9770317847001')
  })
})
