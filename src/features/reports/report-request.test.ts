import { expect, test } from 'vitest'
import { pageSizes } from '../../contracts/list-names.ts'
import { reportRequest } from './report-request.ts'

const now = Date.UTC(2025, 3, 15)

test('the report reads its page as every list does: the sizes every list offers, a page from 1', () => {
  expect(reportRequest({ page: 3, pageSize: 100 }, now)).toMatchObject({ page: 3, pageSize: 100 })
  for (const size of pageSizes) expect(reportRequest({ pageSize: size }, now).pageSize).toBe(size)
  expect(reportRequest({ page: 0, pageSize: 7 }, now)).toMatchObject({ page: 1, pageSize: pageSizes[0] })
  expect(reportRequest({ page: 2.5 }, now).input).toEqual({ report: 'TR_B1', begin: '2025-03', end: '2025-03', page: 1, pageSize: 25 })
})
