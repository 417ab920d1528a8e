import { hashPassword } from '../auth/password.ts'
import { dialectOf } from '../db/dialects/index.ts'
import type { AppDb } from '../db/schema.ts'
import type { DataFile } from './data-file-schema.ts'
import { generateRecords, type GeneratedCounts } from './generate/index.ts'
import { insertFileInstitution, insertFileUser } from './store-accounts.ts'
import { fileRefs, storeRecords } from './store-records.ts'
import { storeCounterApi } from './store-counter-api.ts'
import { storeHoldings } from './store-holdings.ts'
import { storeTerms } from './store-terms.ts'

/**
 * Every table that holds loaded data, children before parents, so deleting in this order never breaks a reference.
 * The decision log is not loaded data, but it names the old accounts and records, so a reset clears it too.
 */
export const dataTables = [
  'decisions',
  'access_review_people',
  'access_reviews',
  'counter_api_key_use',
  'counter_api_keys',
  'term_reminders',
  'calendar_feeds',
  'terms',
  'mail_outbox',
  'notifications',
  'notification_settings',
  'idempotency_keys',
  'record_events',
  'order_lines',
  'requests',
  'orders',
  'upload_rows',
  'uploads',
  'report_title_counts',
  'usage_versions',
  'usage_totals',
  'usage_monthly',
  'student_enrolments',
  'students',
  'store_products',
  'adoptions',
  'booklist_items',
  'booklists',
  'course_instructors',
  'courses',
  'library_holdings',
  'title_licences',
  'titles',
  'sessions',
  'sign_in_attempts',
  'write_budgets',
  'user_permissions',
  'users',
  'institution_flags',
  'institutions',
] as const

/**
 * Replaces everything: the explicit reset (`npm run data -- reset`) and test
 * fixtures, never a server start (that provisions, see provision-data.ts).
 * Makes the database hold exactly the institutions, users and flags of `data`:
 * everything before is removed (sessions, sign-in attempts and write budgets
 * too, since they belong to the old accounts), then its titles, courses and
 * requests, then the records it asks to generate. One transaction, so a failure leaves the
 * old contents untouched. Answers what was generated.
 */
export async function replaceData(db: AppDb, data: DataFile): Promise<GeneratedCounts | undefined> {
  // Hash before the transaction: scrypt is slow and would hold it open.
  const hashes = await Promise.all(data.users.map((user) => (user.password === undefined ? null : hashPassword(user.password))))
  // Users are listed in the order of the file; created_at carries that order.
  const loadedAt = Date.now()
  return db.transaction().execute(async (trx) => {
    await dialectOf(trx).clearTables(trx, dataTables)
    for (const institution of data.institutions) await insertFileInstitution(trx, institution)
    for (const [index, user] of data.users.entries()) await insertFileUser(trx, user, hashes[index] ?? null, new Date(loadedAt + index).toISOString())
    await storeTerms(trx, data.institutions, new Date(loadedAt).toISOString())
    await storeRecords(trx, data, new Date(loadedAt).toISOString(), fileRefs(data))
    const generated = data.generate === undefined ? undefined : await generateRecords(trx, data, data.generate)
    await storeHoldings(trx, data.institutions)
    await storeCounterApi(trx, data.counterApi, new Date(loadedAt).toISOString())
    return generated
  })
}
