import { describe, expect, it } from 'vitest'
import { numberMarks, priceInput, readPrice } from './price-reading.ts'

const nnbsp = '\u202f'
const nbsp = '\u00a0'

describe('reading a typed price by the locale’s marks', () => {
  it('reads en-GB and en-US: a point for decimals, a comma for thousands', () => {
    expect(readPrice('12.99', 'GBP', 'en-GB')).toEqual({ ok: true, minor: 1299 })
    expect(readPrice(' 12 ', 'GBP', 'en-GB')).toEqual({ ok: true, minor: 1200 })
    expect(readPrice('12.', 'GBP', 'en-GB')).toEqual({ ok: true, minor: 1200 })
    expect(readPrice('12.5', 'GBP', 'en-GB')).toEqual({ ok: true, minor: 1250 })
    expect(readPrice('1,299', 'GBP', 'en-GB')).toEqual({ ok: true, minor: 129900 })
    expect(readPrice('1,234,567.89', 'GBP', 'en-GB')).toEqual({ ok: true, minor: 123456789 })
    expect(readPrice('1,299.50', 'USD', 'en-US')).toEqual({ ok: true, minor: 129950 })
    expect(readPrice('1 299.50', 'USD', 'en-US')).toEqual({ ok: true, minor: 129950 })
  })

  it('reads de-DE: a comma for decimals, a point for thousands', () => {
    expect(readPrice('12,99', 'EUR', 'de-DE')).toEqual({ ok: true, minor: 1299 })
    expect(readPrice('1.299', 'EUR', 'de-DE')).toEqual({ ok: true, minor: 129900 })
    expect(readPrice('1.299,50', 'EUR', 'de-DE')).toEqual({ ok: true, minor: 129950 })
  })

  it('reads fr-FR: a comma for decimals, any space for thousands', () => {
    expect(numberMarks('fr-FR').decimal).toBe(',')
    expect(readPrice('1 299,50', 'EUR', 'fr-FR')).toEqual({ ok: true, minor: 129950 })
    expect(readPrice(`1${nnbsp}299,50`, 'EUR', 'fr-FR')).toEqual({ ok: true, minor: 129950 })
    expect(readPrice(`1${nbsp}299,50`, 'EUR', 'fr-FR')).toEqual({ ok: true, minor: 129950 })
    expect(readPrice('12,5', 'EUR', 'fr-FR')).toEqual({ ok: true, minor: 1250 })
  })

  it('reads a currency’s own decimals: none for JPY, three for KWD', () => {
    expect(readPrice('1,500', 'JPY', 'en-GB')).toEqual({ ok: true, minor: 1500 })
    expect(readPrice('1.500', 'JPY', 'de-DE')).toEqual({ ok: true, minor: 1500 })
    expect(readPrice('15.5', 'JPY', 'en-GB')).toEqual({ ok: false, message: 'JPY has no minor units: type a whole number, such as 1200.' })
    expect(readPrice('1.234', 'KWD', 'en-GB')).toEqual({ ok: true, minor: 1234 })
  })

  it('asks instead of guessing when a thousands separator could be a decimal mark', () => {
    const unclearGB = 'here, where a point marks decimals (12.99) and a comma separates thousands (1,299)'
    expect(readPrice('12,99', 'GBP', 'en-GB')).toEqual({ ok: false, message: `“12,99” is unclear ${unclearGB}. Type 12.99 or 1299.` })
    expect(readPrice('12,5', 'GBP', 'en-GB')).toEqual({ ok: false, message: `“12,5” is unclear ${unclearGB}. Type 12.5 or 125.` })
    expect(readPrice('1,2345', 'GBP', 'en-GB')).toEqual({ ok: false, message: `“1,2345” is unclear ${unclearGB}. Type 12345.` })
    expect(readPrice('12,5', 'JPY', 'en-GB')).toEqual({ ok: false, message: `“12,5” is unclear ${unclearGB}. Type 125.` })
    expect(readPrice('12.99', 'EUR', 'de-DE')).toEqual({
      ok: false,
      message: '“12.99” is unclear here, where a comma marks decimals (12,99) and a point separates thousands (1.299). Type 12,99 or 1299.',
    })
  })

  it('says how to write a price with a mark the locale does not use', () => {
    const frenchWay = `here, where a comma marks decimals (12,99) and a space separates thousands (1${nnbsp}299): type it that way, such as 12,99.`
    expect(readPrice('12.99', 'EUR', 'fr-FR')).toEqual({ ok: false, message: `“12.99” is not a price ${frenchWay}` })
    expect(readPrice('1.299', 'EUR', 'fr-FR')).toEqual({ ok: false, message: `“1.299” is not a price ${frenchWay}` })
    expect(readPrice('1,299,50', 'EUR', 'de-DE')).toMatchObject({ ok: false })
  })

  it('says what to type for anything else', () => {
    expect(readPrice('', 'GBP', 'en-GB')).toEqual({ ok: false, message: 'Give a price.' })
    expect(readPrice('£12.99', 'GBP', 'en-GB')).toEqual({ ok: false, message: 'Type the price as a number, such as 12.99, without the currency sign.' })
    expect(readPrice('12,99 €', 'EUR', 'de-DE')).toEqual({ ok: false, message: 'Type the price as a number, such as 12,99, without the currency sign.' })
    expect(readPrice('-5', 'GBP', 'en-GB')).toMatchObject({ ok: false })
    expect(readPrice('12.999', 'GBP', 'en-GB')).toEqual({ ok: false, message: 'GBP has 2 decimals: type a price such as 12.99.' })
    expect(readPrice('12,999', 'EUR', 'de-DE')).toEqual({ ok: false, message: 'EUR has 2 decimals: type a price such as 12,99.' })
    expect(readPrice('0.00', 'GBP', 'en-GB')).toEqual({ ok: false, message: 'A price is more than nothing.' })
    expect(readPrice('9'.repeat(20), 'GBP', 'en-GB')).toEqual({ ok: false, message: 'That price is too large.' })
  })
})

describe('a stored price as its field starts', () => {
  it('is written in the locale, without grouping, and reads back as itself', () => {
    expect(priceInput(13600, 'GBP', 'en-GB')).toBe('136.00')
    expect(priceInput(129950, 'EUR', 'de-DE')).toBe('1299,50')
    expect(priceInput(129950, 'EUR', 'fr-FR')).toBe('1299,50')
    expect(priceInput(1500, 'JPY', 'en-GB')).toBe('1500')
    for (const locale of ['en-GB', 'en-US', 'de-DE', 'fr-FR'])
      expect(readPrice(priceInput(129950, 'EUR', locale), 'EUR', locale)).toEqual({ ok: true, minor: 129950 })
  })
})
