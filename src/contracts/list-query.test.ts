import { expect, expectTypeOf, test } from 'vitest'
import { z } from 'zod'
import { listPage, listQuery } from './list-query.ts'
import { idempotencyKey, recordChange } from './record-change.ts'

const coursesQuery = listQuery({ sortable: ['code', 'title'], filters: { term: z.string().optional() } })

test('an empty list query is the first page of 25, unsorted', () => {
  expect(coursesQuery.parse({})).toEqual({ desc: false, page: 1, pageSize: 25 })
  expect(coursesQuery.parse({ q: '  chemistry ', sort: 'title', desc: true, page: 3, pageSize: 50, term: 'fall' })).toEqual({
    q: 'chemistry',
    sort: 'title',
    desc: true,
    page: 3,
    pageSize: 50,
    term: 'fall',
  })
  expectTypeOf<z.output<typeof coursesQuery>['sort']>().toEqualTypeOf<'code' | 'title' | undefined>()
})

test('a bad list query is refused with messages a person can read', () => {
  const result = coursesQuery.safeParse({ sort: 'price', page: 0, pageSize: 30, q: 'x'.repeat(201) })
  expect(result.success).toBe(false)
  expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['q', 'sort', 'page', 'pageSize'])
  expect(result.error?.issues.find((issue) => issue.path[0] === 'page')?.message).toBe('Pages start at 1')
})

test('a page of rows carries the total; a change names its version; a create key is a UUID', () => {
  const page = listPage(z.object({ code: z.string() }))
  expect(page.parse({ rows: [{ code: 'CHEM101' }], total: 240 })).toEqual({ rows: [{ code: 'CHEM101' }], total: 240 })
  expect(page.safeParse({ rows: [], total: -1 }).success).toBe(false)
  expect(recordChange.safeParse({ id: 'c1', version: 1.5 }).success).toBe(false)
  expect(idempotencyKey.safeParse('not-a-uuid').error?.issues[0]?.message).toBe('The idempotency key must be a UUID')
  expect(idempotencyKey.safeParse('6f1c1a52-6a0e-4a8f-9a51-6c9a2f0f3b1e').success).toBe(true)
})
