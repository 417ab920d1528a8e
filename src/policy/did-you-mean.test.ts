import { expect, test } from 'vitest'
import { didYouMean, editDistance } from './did-you-mean.ts'

test('a swapped pair of letters costs one edit', () => {
  expect(editDistance('veiw', 'view')).toBe(1)
  expect(editDistance('booklist:veiw', 'booklist:view')).toBe(1)
  expect(editDistance('', 'abc')).toBe(3)
})

test('suggests the closest declared name only when it is a plausible typo', () => {
  const permissions = ['booklist:view', 'booklist:edit', 'booklist:viewInternalStatus', 'catalogue:search']
  expect(didYouMean('booklist:veiw', permissions)).toBe('booklist:view')
  expect(didYouMean('Booklist:View', permissions)).toBe('booklist:view')
  expect(didYouMean('cart:purchase', permissions)).toBeUndefined()
  expect(didYouMean('anything', [])).toBeUndefined()
})
