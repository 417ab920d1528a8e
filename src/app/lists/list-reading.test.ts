import { expect, test } from 'vitest'
import { positionOf, ProblemList, withoutDefaults } from './list-reading.ts'

test('a position falls back to its defaults for what a list does not offer', () => {
  expect(positionOf({ sort: 'title', desc: true, page: 3, pageSize: 50 }, ['code', 'title'])).toEqual({ sort: 'title', desc: true, page: 3, pageSize: 50 })
  expect(positionOf({ sort: 'drop table', page: 0, pageSize: 7 }, ['code'])).toEqual({ desc: false, page: 1, pageSize: 25 })
  expect(positionOf({ page: 2.5 }, ['code'])).toEqual({ desc: false, page: 1, pageSize: 25 })
})

test('each filter problem names its parameter, the value as typed and what to do', () => {
  const check = new ProblemList()
  expect(check.oneOf('status', 'draft', ['draft', 'final'], 'list state')).toBe('draft')
  expect(check.oneOf('status', 'bogus', ['draft', 'final'], 'list state')).toBeUndefined()
  expect(check.whole('year', ' 2020 ', 1000, 9999, 'Give a year.')).toBe(2020)
  expect(check.whole('year', 'abc', 1000, 9999, 'Give a year.')).toBeUndefined()
  expect(check.whole('year', '12', 1000, 9999, 'Give a year.')).toBeUndefined()
  expect(check.text('q', '  ', 5, 'search')).toBeUndefined()
  expect(check.text('q', 'toolong', 5, 'search')).toBeUndefined()
  expect(check.problems).toEqual([
    { param: 'status', value: 'bogus', message: '“bogus” is not a list state: choose one of draft, final.' },
    { param: 'year', value: 'abc', message: '“abc” is not a whole number.' },
    { param: 'year', value: '12', message: 'Give a year.' },
    { param: 'q', value: 'toolong', message: 'A search has at most 5 characters.' },
  ])
})

test('a URL leaves out defaults and cleared filters', () => {
  expect(withoutDefaults({ q: '', page: 1, desc: false, pageSize: 25, term: undefined, status: 'draft', yearFrom: '2020' })).toEqual({ status: 'draft', yearFrom: '2020' })
})
