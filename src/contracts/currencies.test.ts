import { describe, expect, it } from 'vitest'
import { currencyOfRegion, isCurrencyCode, priceText } from './currencies.ts'
import { readPrice } from './price-reading.ts'

describe('reading a typed price as minor units', () => {
  it('takes a point or a comma, and fewer decimals than the currency has', () => {
    expect(readPrice('12.99', 'GBP')).toEqual({ ok: true, minor: 1299 })
    expect(readPrice(' 12,5 ', 'EUR')).toEqual({ ok: true, minor: 1250 })
    expect(readPrice('12', 'GBP')).toEqual({ ok: true, minor: 1200 })
    expect(readPrice('12.', 'GBP')).toEqual({ ok: true, minor: 1200 })
    expect(readPrice('1500', 'JPY')).toEqual({ ok: true, minor: 1500 })
    expect(readPrice('1.234', 'KWD')).toEqual({ ok: true, minor: 1234 })
  })

  it('says what to type for anything else', () => {
    expect(readPrice('', 'GBP')).toEqual({ ok: false, message: 'Give a price.' })
    expect(readPrice('£12.99', 'GBP')).toEqual({ ok: false, message: 'Type the price as a number, such as 12.99, without the currency sign.' })
    expect(readPrice('1,299.00', 'GBP')).toMatchObject({ ok: false })
    expect(readPrice('-5', 'GBP')).toMatchObject({ ok: false })
    expect(readPrice('12.999', 'GBP')).toEqual({ ok: false, message: 'GBP has 2 decimals: type a price such as 12.99.' })
    expect(readPrice('15.5', 'JPY')).toEqual({ ok: false, message: 'JPY has no minor units: type a whole number, such as 1200.' })
    expect(readPrice('0.00', 'GBP')).toEqual({ ok: false, message: 'A price is more than nothing.' })
    expect(readPrice('9'.repeat(20), 'GBP')).toEqual({ ok: false, message: 'That price is too large.' })
  })
})

describe('currencies', () => {
  it('knows ISO 4217 codes, in capitals only', () => {
    expect(['GBP', 'EUR', 'JPY', 'USD'].every(isCurrencyCode)).toBe(true)
    expect(['gbp', 'XXY', 'POUND', ''].some(isCurrencyCode)).toBe(false)
  })

  it('writes a price the same for every reader, and trades in the region’s currency', () => {
    expect([priceText(4599, 'GBP'), priceText(1500, 'JPY')]).toEqual(['45.99 GBP', '1500 JPY'])
    expect([currencyOfRegion('us'), currencyOfRegion('gb'), currencyOfRegion('zz')]).toEqual(['USD', 'GBP', 'GBP'])
  })
})
