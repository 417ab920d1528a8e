import { expect, test } from 'vitest'
import { formatDay, formatEventTime, formatMonth, isoDay } from './dates.ts'

// Issue 50: "Sept" on one screen, "2026-09-01" on another, "1 September 2026" in a message. One format.
test('every date reads one way: day, three-letter month, year, in UTC', () => {
  expect(formatDay('2026-09-03T23:30:00.000Z')).toBe('3 Sep 2026')
  expect(formatDay('2026-09-03')).toBe('3 Sep 2026')
  expect(formatMonth('2026-09')).toBe('Sep 2026')
  expect(formatEventTime('2026-11-25T14:03:59.000Z')).toBe('25 Nov 2026, 14:03 UTC')
  for (let month = 0; month < 12; month++) expect(formatDay(new Date(Date.UTC(2026, month, 1)).toISOString())).toMatch(/^1 [A-Z][a-z]{2} 2026$/)
})

test('text that is no date stays as it is', () => {
  expect(formatDay('soon')).toBe('soon')
  expect(formatMonth('2026-13')).toBe('2026-13')
})

test('the day of a stored time is its UTC day, the key a table sorts by', () => {
  expect(isoDay('2026-09-03T23:30:00.000Z')).toBe('2026-09-03')
  expect(isoDay('2026-09-03T00:30:00.000+02:00')).toBe('2026-09-02')
  expect(isoDay('2026-09-03')).toBe('2026-09-03')
  expect(isoDay('soon')).toBe('soon')
  expect(formatDay(isoDay('2026-12-31T23:59:59.999Z'))).toBe('31 Dec 2026')
})
