import { expect, test } from 'vitest'
import { formatMoney, formatTotals, majorAmount } from './money.ts'

test('minor units in the currency’s own decimals, in the locale asked for', () => {
  expect(formatMoney({ minor: 4599, currency: 'GBP' }, 'en-GB')).toBe('£45.99')
  expect(formatMoney({ minor: 1500, currency: 'JPY' }, 'en-GB')).toBe('JP¥1,500')
  expect(formatMoney({ minor: 123456, currency: 'EUR' }, 'de-DE')).toBe('1.234,56\u00a0€')
  expect(formatMoney({ minor: 100, currency: 'pounds' }, 'en-GB')).toBe('1.00 pounds')
})

test('compact where room is short, as a chart’s axis', () => {
  expect(formatMoney({ minor: 1_200_000, currency: 'GBP' }, 'en-GB', true)).toBe('£12k')
  expect(formatMoney({ minor: 1_200_000, currency: 'pounds' }, 'en-GB', true)).toBe('12000.00 pounds')
})

test('totals join their currencies; none shows a dash', () => {
  expect(
    formatTotals(
      [
        { minor: 100, currency: 'GBP' },
        { minor: 250, currency: 'USD' },
      ],
      '—',
      'en-GB',
    ),
  ).toBe('£1.00 + US$2.50')
  expect(formatTotals([])).toBe('—')
})

test('the plain amount for CSV', () => {
  expect([majorAmount(4599, 'GBP'), majorAmount(1500, 'JPY'), majorAmount(5, 'EUR')]).toEqual(['45.99', '1500', '0.05'])
})
