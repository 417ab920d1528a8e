import { defaultParseSearch } from '@tanstack/react-router'
import { expect, test } from 'vitest'
import { stringifySearch } from './search-serialization.ts'

test('a plain number written as text goes in unquoted; other JSON-like text stays quoted, so it reads back as text', () => {
  expect(stringifySearch({ yearFrom: '2020', priceMax: '12.5', q: 'chem', page: 2 })).toBe('?yearFrom=2020&priceMax=12.5&q=chem&page=2')
  const quoted = stringifySearch({ priceMin: '12.50', code: '007', flag: 'true', q: '[1]' })
  expect(defaultParseSearch(quoted)).toEqual({ priceMin: '12.50', code: '007', flag: 'true', q: '[1]' })
  expect(defaultParseSearch('?yearFrom=2020')).toEqual({ yearFrom: 2020 })
})

test('texts that cannot be JSON are written as they are, the rest as before', () => {
  const values = {
    id: 'b-123',
    term: 'fall 2026',
    word: 'chem',
    empty: '',
    yes: 'true',
    no: 'false',
    nothing: 'null',
    list: '[1]',
    text: '"x"',
    object: '{"a":1}',
    number: '12.5',
    year: '2020',
    code: '007',
    negative: '-1',
    spaced: ' 1',
    almost: 'nul',
    truthy: 'trueish',
  }
  const written = stringifySearch(values)
  expect(written).toBe(
    '?id=b-123&term=fall+2026&word=chem&empty=&yes=%22true%22&no=%22false%22&nothing=%22null%22&list=%22%5B1%5D%22&text=%22%5C%22x%5C%22%22' +
      '&object=%22%7B%5C%22a%5C%22%3A1%7D%22&number=12.5&year=2020&code=007&negative=%22-1%22&spaced=%22+1%22&almost=nul&truthy=trueish',
  )
})
