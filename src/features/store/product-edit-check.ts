import { validateWith, type Validated } from '../../components/ui/field-errors.ts'
import { priceInput, readTypedPrice } from '../../app/format/typed-price.ts'
import { productEdit, type ProductEdit, type StoreProductRow } from '../../contracts/store.ts'

/** The edit form as typed: every field is text until it is checked. */
export interface ProductDraft {
  readonly price: string
  readonly currency: string
  readonly stock: string
  readonly note: string
}

/** The form starts from the product as stored: its price in major units of its currency, as the locale writes it ("45.99", "45,99"). */
export const draftOf = (row: StoreProductRow): ProductDraft => ({
  price: priceInput(row.priceMinor, row.currency),
  currency: row.currency,
  stock: String(row.stock),
  note: '',
})

/**
 * The draft as `store.update`'s input, at the version the user saw, or a
 * message per field (`price`, `stock`, `note`; "" for the rest). The price
 * is read in the chosen currency by the locale's marks (`readTypedPrice`, as its hint reads it); everything else is
 * checked by the contract the server enforces, so no rule is stated twice.
 */
export function checkProductDraft(row: StoreProductRow, draft: ProductDraft): Validated<ProductEdit> {
  const price = readTypedPrice(draft.price, draft.currency).reading
  const stock = draft.stock.trim()
  const checked = validateWith(productEdit, {
    id: row.id,
    version: row.version,
    // A price that cannot be read is its own message below; the contract then checks the rest.
    priceMinor: price.ok ? price.minor : 1,
    currency: draft.currency,
    stock: stock === '' ? undefined : Number(stock),
    ...(draft.note.trim() === '' ? {} : { note: draft.note }),
  })
  const errors: Record<string, string> = {}
  if (!price.ok) errors['price'] = price.message
  if (!checked.ok) {
    for (const [field, message] of Object.entries(checked.errors)) {
      const shownAt = field === 'priceMinor' ? 'price' : field === 'stock' || field === 'note' || field === 'currency' ? field : ''
      errors[shownAt] ??= message
    }
  }
  return Object.keys(errors).length === 0 && checked.ok ? checked : { ok: false, errors }
}
