import { describe, expect, test } from 'vitest'
import { searchParams } from './search-params.ts'

const validate = searchParams({ q: { type: 'string' }, page: { type: 'number', default: 1 }, exact: { type: 'boolean' } }) as (
  input: Record<string, unknown>,
) => unknown

describe('search parameters declared in routes.yaml', () => {
  test.each([
    [{}, { page: 1 }],
    [
      { q: 'chemistry', page: 3, exact: true },
      { q: 'chemistry', page: 3, exact: true },
    ],
    // The router parses ?q=978 and ?page=2 as JSON: numbers arrive as numbers, and strings may too.
    [
      { q: 978, page: '2', exact: 'false' },
      { q: '978', page: 2, exact: false },
    ],
  ])('%j -> %j', (input, output) => {
    expect(validate(input)).toEqual(output)
  })

  test('drops a value of the wrong type, taking the default where there is one, and never throws', () => {
    expect(validate({ q: { $gt: '' }, page: 'two', exact: 'yes' })).toEqual({ page: 1 })
    expect(validate({ q: ['a'], page: Number.NaN })).toEqual({ page: 1 })
    expect(validate({ page: '' })).toEqual({ page: 1 })
    expect(validate({ other: 'kept out' })).toEqual({ page: 1 })
  })
})
