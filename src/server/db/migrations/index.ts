import type { Migration } from 'kysely'
import type { AnyKysely, DialectFeatures } from '../dialects/index.ts'
import * as accounts from './0001-accounts.ts'
import * as catalogue from './0002-catalogue.ts'
import * as coursesAndBooklists from './0003-courses-and-booklists.ts'
import * as requestsAndOrders from './0004-requests-and-orders.ts'
import * as uploadsUsageStudentsStore from './0005-uploads-usage-students-store.ts'
import * as adoptionEvents from './0006-adoption-events.ts'
import * as writeBudgets from './0007-write-budgets.ts'
import * as recordEvents from './0008-record-events.ts'
import * as uploadChecks from './0009-upload-checks.ts'
import * as dashboardIndexes from './0010-dashboard-indexes.ts'
import * as counterUsage from './0011-counter-usage.ts'
import * as studentAccessAndStaffHistory from './0012-student-access-and-staff-history.ts'
import * as storeHistory from './0013-store-history.ts'
import * as uploadSeparator from './0014-upload-separator.ts'
import * as orderAndUploadHistory from './0015-order-and-upload-history.ts'
import * as institutionBranding from './0016-institution-branding.ts'
import * as notifications from './0017-notifications.ts'
import * as terms from './0018-terms.ts'
import * as costs from './0019-costs.ts'
import * as counterApi from './0020-counter-api.ts'
import * as accessReviews from './0021-access-reviews.ts'
import * as decisions from './0022-decisions.ts'
import * as requestsListIndexes from './0023-requests-list-indexes.ts'
import * as usageTotals from './0024-usage-totals.ts'

interface Step {
  up(db: AnyKysely, dialect: DialectFeatures): Promise<void>
}

/**
 * The one migration set, in order, for both databases. Append new steps;
 * never edit one that has shipped, because databases in the field have run it.
 * Names sort in order (Kysely's migrator runs them alphabetically).
 */
const steps: readonly (readonly [string, Step])[] = [
  ['0001-accounts', accounts],
  ['0002-catalogue', catalogue],
  ['0003-courses-and-booklists', coursesAndBooklists],
  ['0004-requests-and-orders', requestsAndOrders],
  ['0005-uploads-usage-students-store', uploadsUsageStudentsStore],
  ['0006-adoption-events', adoptionEvents],
  ['0007-write-budgets', writeBudgets],
  ['0008-record-events', recordEvents],
  ['0009-upload-checks', uploadChecks],
  ['0010-dashboard-indexes', dashboardIndexes],
  ['0011-counter-usage', counterUsage],
  ['0012-student-access-and-staff-history', studentAccessAndStaffHistory],
  ['0013-store-history', storeHistory],
  ['0014-upload-separator', uploadSeparator],
  ['0015-order-and-upload-history', orderAndUploadHistory],
  ['0016-institution-branding', institutionBranding],
  ['0017-notifications', notifications],
  ['0018-terms', terms],
  ['0019-costs', costs],
  ['0020-counter-api', counterApi],
  ['0021-access-reviews', accessReviews],
  ['0022-decisions', decisions],
  ['0023-requests-list-indexes', requestsListIndexes],
  ['0024-usage-totals', usageTotals],
]

export const migrationNames: readonly string[] = steps.map(([name]) => name)

export function migrationsFor(dialect: DialectFeatures): Record<string, Migration> {
  return Object.fromEntries(steps.map(([name, step]) => [name, { up: (db: AnyKysely) => step.up(db, dialect) }]))
}
