import { describe, expect, it } from 'vitest'
import { isbnProblem, looksLikeIsbn, normaliseIsbn } from './isbn.ts'

describe('normaliseIsbn', () => {
  it.each([
    ['9780306406157', '9780306406157'],
    ['978-0-306-40615-7', '9780306406157'],
    ['978 0 306 40615 7', '9780306406157'],
    // ISBN-10 of the same book, with and without hyphens.
    ['0-306-40615-2', '9780306406157'],
    ['0306406152', '9780306406157'],
    // An ISBN-10 whose check digit is X.
    ['080442957X', '9780804429573'],
    ['080442957x', '9780804429573'],
  ])('%s -> %s', (typed, expected) => {
    expect(normaliseIsbn(typed)).toBe(expected)
  })

  it.each(['9780306406158', '0306406153', '97803064061', 'chemistry', '', '978030640615X'])('refuses %j', (typed) => {
    expect(normaliseIsbn(typed)).toBeUndefined()
  })

  it('tells an ISBN-shaped text from words', () => {
    expect(looksLikeIsbn('978-0-306-40615-8')).toBe(true)
    expect(looksLikeIsbn('organic chemistry')).toBe(false)
  })

  it('says which check digit an ISBN-shaped text should have, and nothing of a valid ISBN or of words', () => {
    expect(isbnProblem('978-0-306-40615-8')).toBe('978-0-306-40615-8 is not a valid ISBN: its check digit should be 7.')
    expect(isbnProblem(' 0306406153 ')).toBe('0306406153 is not a valid ISBN: its check digit should be 2.')
    expect(isbnProblem('0804429570')).toBe('0804429570 is not a valid ISBN: its check digit should be X.')
    expect(isbnProblem('978-0-306-40615-7')).toBeUndefined()
    expect(isbnProblem('080442957x')).toBeUndefined()
    expect(isbnProblem('organic chemistry')).toBeUndefined()
  })
})
