import { expect, test } from 'vitest'
import { countOf, plural } from './count.ts'

test('one thing is singular; none and many are plural', () => {
  expect([0, 1, 2].map((count) => countOf(count, 'row', undefined, 'en-GB'))).toEqual(['0 rows', '1 row', '2 rows'])
  expect(countOf(1, 'staff member')).toBe('1 staff member')
})

test('a plural that is not the word and an s is given', () => {
  expect(countOf(3, 'entry', 'entries')).toBe('3 entries')
  expect(countOf(1, 'course matches', 'courses match')).toBe('1 course matches')
  expect(countOf(2, 'course matches', 'courses match')).toBe('2 courses match')
  expect([plural(1, 'has', 'have'), plural(4, 'has', 'have')]).toEqual(['has', 'have'])
})

test('the count is grouped as the locale writes numbers', () => {
  expect(countOf(12345, 'row', undefined, 'en-GB')).toBe('12,345 rows')
  expect(countOf(12345, 'row', undefined, 'de-DE')).toBe('12.345 rows')
})
