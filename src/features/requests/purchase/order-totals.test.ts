import { describe, expect, it } from 'vitest'
import { formatTotals } from '../../../app/format/money.ts'
import { totalsByCurrency } from './order-totals.ts'

const line = (quantity: number, minor: number, currency = 'GBP') => ({ quantity, unitPrice: { minor, currency } })

describe('totalsByCurrency', () => {
  it('adds quantity × unit price in minor units, one total per currency, in a stable order', () => {
    expect(totalsByCurrency([line(2, 4599), line(1, 1000, 'USD'), line(3, 1)])).toEqual([
      { minor: 9201, currency: 'GBP' },
      { minor: 1000, currency: 'USD' },
    ])
    expect(formatTotals(totalsByCurrency([line(1, 1000, 'USD'), line(2, 4599)]), '—', 'en-GB')).toBe('£91.98 + US$10.00')
  })

  it('keeps exact sums where floating point would not (0.1 + 0.2)', () => {
    expect(totalsByCurrency([line(1, 10), line(1, 20)])).toEqual([{ minor: 30, currency: 'GBP' }])
  })

  it('has nothing to total for no lines', () => {
    expect(totalsByCurrency([])).toEqual([])
  })
})
