import { expect, test } from 'vitest'
import { toCsv } from '../../components/ui/csv-export.ts'
import type { StoreProductRow } from '../../contracts/store.ts'
import { productCsvColumns } from './store-columns.tsx'

const product = (over: Partial<StoreProductRow>): StoreProductRow => ({
  id: 'p1',
  institutionId: 'i1',
  nbsi: 't-1',
  sku: 'SKU-1',
  name: 'Organic Chemistry',
  priceMinor: 4599,
  currency: 'GBP',
  acceptedCurrencies: ['GBP'],
  stock: 3,
  status: 'active',
  updatedAt: '2026-03-01T10:00:00Z',
  version: 1,
  ...over,
})

test('the store export writes a price as a plain decimal with the currency’s digits, its ISO code beside it', async () => {
  const rows = [
    product({}),
    product({ id: 'p2', sku: 'SKU-2', name: 'Kanji workbook', priceMinor: 1500, currency: 'JPY' }),
    product({ id: 'p3', sku: 'SKU-3', name: 'Big atlas', priceMinor: 2657792 }),
  ]
  const lines = (await toCsv(rows, productCsvColumns)).split('\r\n')
  expect(lines[0]).toBe('Name,SKU,Price,Currency,Visibility,Stock,Last changed')
  expect(lines.slice(1).map((line) => line.split(',').slice(2, 4))).toEqual([
    ['45.99', 'GBP'],
    ['1500', 'JPY'],
    ['26577.92', 'GBP'],
  ])
})
