import { defaultParseSearch } from '@tanstack/react-router'
import { expect, test } from 'vitest'
import { stringifySearch } from './search-serialization.ts'

test('a plain number written as text goes in unquoted; other JSON-like text stays quoted, so it reads back as text', () => {
  expect(stringifySearch({ yearFrom: '2020', priceMax: '12.5', q: 'chem', page: 2 })).toBe('?yearFrom=2020&priceMax=12.5&q=chem&page=2')
  const quoted = stringifySearch({ priceMin: '12.50', code: '007', flag: 'true', q: '[1]' })
  expect(defaultParseSearch(quoted)).toEqual({ priceMin: '12.50', code: '007', flag: 'true', q: '[1]' })
  expect(defaultParseSearch('?yearFrom=2020')).toEqual({ yearFrom: 2020 })
})
