import { expect, test } from 'vitest'
import { priceInput, readTypedPrice } from './typed-price.ts'

test('a typed price reads as minor units, with what it read as for the hint', () => {
  expect(readTypedPrice('1,299.50', 'GBP', 'en-GB')).toEqual({ reading: { ok: true, minor: 129950 }, hint: 'read as £1,299.50' })
  expect(readTypedPrice('12,99', 'EUR', 'de-DE').hint).toBe('read as 12,99\u00a0€')
  expect(readTypedPrice('12,99', 'GBP', 'en-GB')).toMatchObject({ reading: { ok: false }, hint: undefined })
})

test('a stored price starts its field as the reader reads it back', () => {
  for (const [minor, currency, locale] of [
    [13600, 'GBP', 'en-GB'],
    [13600, 'EUR', 'de-DE'],
    [1500, 'JPY', 'en-GB'],
  ] as const) {
    expect(readTypedPrice(priceInput(minor, currency, locale), currency, locale).reading).toEqual({ ok: true, minor })
  }
})
