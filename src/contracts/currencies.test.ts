import { describe, expect, it } from 'vitest'
import { currencyOfRegion, isCurrencyCode, priceText } from './currencies.ts'

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
