import { expect, test } from 'vitest'
import { parsePastedIsbns } from './isbn-paste.ts'
import { formatMoney, formatTotals } from './money.ts'

test('pasted ISBNs: any separator, hyphens and spaces inside one, ISBN-10 converted, duplicates once, bad ones with why', () => {
  expect(parsePastedIsbns('978-0-306-40615-7, 080442957X\n978 0 306 40615 7; 9780306406158 hello')).toEqual({
    valid: ['9780306406157', '9780804429573'],
    invalid: [
      { text: '9780306406158', problem: '9780306406158 is not a valid ISBN: its check digit should be 7.' },
      { text: 'hello', problem: 'hello is not an ISBN-10 or ISBN-13.' },
    ],
  })
  expect(parsePastedIsbns('  \n ')).toEqual({ valid: [], invalid: [] })
})

test('money in minor units shows in its currency’s decimals; several currencies are added up side by side', () => {
  expect(formatMoney({ minor: 9198, currency: 'GBP' })).toBe('£91.98')
  expect(formatMoney({ minor: 1200, currency: 'JPY' })).toBe('JP¥1,200')
  expect(formatTotals([{ minor: 100, currency: 'GBP' }, { minor: 250, currency: 'USD' }])).toBe('£1.00 + US$2.50')
  expect(formatTotals([])).toBe('—')
})
