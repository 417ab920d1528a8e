import { expect, test } from 'vitest'
import { numberFormat } from './counts.ts'

test('keeps one formatter per locale and options, formatting as a new one would', () => {
  const gbp = numberFormat('en-GB', { style: 'currency', currency: 'GBP' })
  expect(numberFormat('en-GB', { style: 'currency', currency: 'GBP' })).toBe(gbp)
  expect(numberFormat('en-GB', { style: 'currency', currency: 'EUR' })).not.toBe(gbp)
  expect(numberFormat('de-DE', { style: 'currency', currency: 'GBP' })).not.toBe(gbp)
  expect(gbp.format(45.99)).toBe(new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(45.99))
  expect(numberFormat(undefined)).toBe(numberFormat(undefined, {}))
})

test('throws for a currency Intl rejects, every time (nothing is kept)', () => {
  expect(() => numberFormat('en', { style: 'currency', currency: 'NOT-A-CODE' })).toThrow(RangeError)
  expect(() => numberFormat('en', { style: 'currency', currency: 'NOT-A-CODE' })).toThrow(RangeError)
})
