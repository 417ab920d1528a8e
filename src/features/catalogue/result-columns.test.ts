import { expect, test } from 'vitest'
import type { TitleSummary } from '../../contracts/catalogue.ts'
import { toCsv } from '../../components/ui/csv-export.ts'
import { resultCsvColumns } from './result-columns.tsx'

const title: TitleSummary = {
  nbsi: 't-1',
  isbn13: '9780306406157',
  title: '=HYPERLINK("http://x","click")',
  subtitle: null,
  authors: ['+A. Author', 'B. Writer'],
  publisher: '@P',
  edition: 2,
  year: 2024,
  formats: ['print', 'ebook'],
  priceMinor: 4599,
  currency: 'GBP',
  availability: 'available',
}

test('the export writes every column of a title, and a formula in record text is neutralised', async () => {
  const [header, row] = (await toCsv([title], resultCsvColumns)).split('\r\n')
  expect(header).toBe('nbsi,ISBN-13,Title,Subtitle,Authors,Publisher,Edition,Year,Formats,Price,Currency,Availability')
  expect(row).toBe(`t-1,9780306406157,"'=HYPERLINK(""http://x"",""click"")",,"'+A. Author; B. Writer","'@P",2,2024,print; ebook,45.99,GBP,available`)
})

test('the export writes a zero-decimal currency’s price without decimals, its code beside it', async () => {
  const [, row] = (await toCsv([{ ...title, title: 'Kanji', priceMinor: 1500, currency: 'JPY' }], resultCsvColumns)).split('\r\n')
  expect(row).toBe(`t-1,9780306406157,Kanji,,"'+A. Author; B. Writer","'@P",2,2024,print; ebook,1500,JPY,available`)
})
