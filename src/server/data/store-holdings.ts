import type { AppDb } from '../db/schema.ts'
import { normaliseIsbn13 } from './isbn.ts'

/**
 * Makes each institution's library holdings exactly the file's `libraryHoldings`
 * (by nbsi or ISBN-13). Run after the titles are stored and generated, so an
 * entry may name any title of the catalogue; one naming no title holds nothing.
 * Replaced on every load: holdings are the file's, not records anyone edits.
 */
export async function storeHoldings(
  trx: AppDb,
  institutions: readonly { readonly id: string; readonly libraryHoldings?: readonly string[] | undefined }[],
): Promise<void> {
  for (const institution of institutions) {
    await trx.deleteFrom('library_holdings').where('institution_id', '=', institution.id).execute()
    const keys = institution.libraryHoldings ?? []
    if (keys.length === 0) continue
    const isbns = keys.map(normaliseIsbn13)
    const titles = await trx
      .selectFrom('titles')
      .select('nbsi')
      .where((eb) => eb.or([eb('nbsi', 'in', keys), eb('isbn13', 'in', isbns)]))
      .execute()
    const held = [...new Set(titles.map((title) => title.nbsi))]
    if (held.length > 0)
      await trx
        .insertInto('library_holdings')
        .values(held.map((nbsi) => ({ institution_id: institution.id, nbsi })))
        .execute()
  }
}
