import { expect, test } from 'vitest'
import { paginationOf, positionForPagination, positionForSorting, sortingOf } from './list-state.ts'

test('a list position in the URL becomes the table state, and the table’s changes go back to the URL', () => {
  expect(sortingOf({})).toEqual([])
  expect(sortingOf({ sort: 'title', desc: true })).toEqual([{ id: 'title', desc: true }])
  expect(paginationOf({})).toEqual({ pageIndex: 0, pageSize: 25 })
  expect(paginationOf({ page: 3, pageSize: 50 })).toEqual({ pageIndex: 2, pageSize: 50 })
  expect(paginationOf({ page: 0 })).toEqual({ pageIndex: 0, pageSize: 25 })

  // Sorting changes every page, so it starts again at page 1; clearing it clears the URL's sort.
  expect(positionForSorting([{ id: 'year', desc: false }])).toEqual({ sort: 'year', desc: false, page: 1 })
  expect(positionForSorting([])).toEqual({ sort: undefined, desc: undefined, page: 1 })
  expect(positionForPagination({ pageIndex: 4, pageSize: 100 })).toEqual({ page: 5, pageSize: 100 })
})
