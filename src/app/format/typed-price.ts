import { priceInput, readPrice, type PriceReading } from '../../contracts/price-reading.ts'
import { formatMoney } from './money.ts'

/** A stored price as its field starts ("136.00" in en-GB, "136,00" in de-DE), read back by readTypedPrice as itself. */
export { priceInput }

/**
 * A typed price as every money input reads it (the contract's readPrice, in
 * the locale money is shown in: the browser's, unless a test names one), with
 * what it was read as for the field's hint ("read as £12.99") while it reads.
 * Apart from money.ts so the reader loads only with the forms that take a price.
 */
export function readTypedPrice(text: string, currency: string, locale?: string): { readonly reading: PriceReading; readonly hint: string | undefined } {
  const reading = readPrice(text, currency, locale)
  return { reading, hint: reading.ok ? `read as ${formatMoney({ minor: reading.minor, currency }, locale)}` : undefined }
}
