import { expect, test } from 'vitest'
import { positionOf, ProblemList, withoutDefaults } from './list-reading.ts'
import { problemMessage } from './problem-messages.ts'

test('a position falls back to its defaults for what a list does not offer', () => {
  expect(positionOf({ sort: 'title', desc: true, page: 3, pageSize: 50 }, ['code', 'title'])).toEqual({ sort: 'title', desc: true, page: 3, pageSize: 50 })
  expect(positionOf({ sort: 'drop table', page: 0, pageSize: 7 }, ['code'])).toEqual({ desc: false, page: 1, pageSize: 25 })
  expect(positionOf({ page: 2.5 }, ['code'])).toEqual({ desc: false, page: 1, pageSize: 25 })
})

test('each filter problem names its parameter, the value as typed and what to do', () => {
  const check = new ProblemList()
  expect(check.oneOf('status', 'draft', ['draft', 'final'], 'list state')).toBe('draft')
  expect(check.oneOf('status', 'bogus', ['draft', 'final'], 'list state')).toBeUndefined()
  expect(check.year('year', ' 2020 ', 1000, 9999)).toBe(2020)
  expect(check.year('year', ' abc', 1000, 9999)).toBeUndefined()
  expect(check.year('year', '12', 1000, 9999)).toBeUndefined()
  expect(check.text('q', '  ', 5, 'search')).toBeUndefined()
  expect(check.text('q', 'toolong', 5, 'search')).toBeUndefined()
  expect(check.problems.map((problem) => ({ param: problem.param, value: problem.value, message: problemMessage(problem) }))).toEqual([
    { param: 'status', value: 'bogus', message: '“bogus” is not a list state: choose one of draft, final.' },
    { param: 'year', value: ' abc', message: '“abc” is not a whole number.' },
    { param: 'year', value: '12', message: 'Give a four-digit year, from 1000 to 9999.' },
    { param: 'q', value: 'toolong', message: 'A search has at most 5 characters.' },
  ])
})

test('a URL leaves out defaults and cleared filters', () => {
  expect(withoutDefaults({ q: '', page: 1, desc: false, pageSize: 25, term: undefined, status: 'draft', yearFrom: '2020' })).toEqual({
    status: 'draft',
    yearFrom: '2020',
  })
})

test('the problems the lists report read as the sentences the pages showed', () => {
  const at = { param: 'x', value: '10' }
  expect(problemMessage({ ...at, value: 'autumn', code: 'not-term' })).toBe('“autumn” is not a term: a term looks like 2026-autumn.')
  expect(problemMessage({ ...at, value: '10abc', code: 'not-price' })).toBe('“10abc” is not a price: give an amount such as 12 or 12.50.')
  expect(problemMessage({ ...at, code: 'price-below', from: '100' })).toBe('10 is below Price from (100): nothing could match. Raise it, or lower Price from.')
  expect(problemMessage({ ...at, value: ' 2019', code: 'year-before', from: 2020, to: 2019 })).toBe('2019 is before Year from (2020): nothing could match.')
})

test('a sort the list does not offer is a problem like an unknown filter, and the position falls back', () => {
  const check = new ProblemList()
  expect(check.position({ sort: 'title', desc: true }, ['code', 'title'], 'column courses sort by')).toEqual({
    sort: 'title',
    desc: true,
    page: 1,
    pageSize: 25,
  })
  expect(check.position({ sort: '' }, ['code'], 'column courses sort by')).toEqual({ desc: false, page: 1, pageSize: 25 })
  expect(check.problems).toEqual([])
  expect(check.position({ sort: 'drop table', page: 2 }, ['code', 'title'], 'column courses sort by')).toEqual({ desc: false, page: 2, pageSize: 25 })
  expect(check.problems.map((problem) => ({ param: problem.param, value: problem.value, message: problemMessage(problem) }))).toEqual([
    { param: 'sort', value: 'drop table', message: '“drop table” is not a column courses sort by: choose one of code, title.' },
  ])
})
