import type { Insertable, Kysely, Selectable } from 'kysely'
import type {
  InstitutionFlagsTable,
  InstitutionsTable,
  SessionsTable,
  SignInAttemptsTable,
  UserPermissionsTable,
  UsersTable,
  WriteBudgetsTable,
} from './tables/accounts.ts'
import type { LibraryHoldingsTable, TitleLicencesTable, TitlesTable } from './tables/catalogue.ts'
import type {
  StoreProductsTable,
  StudentEnrolmentsTable,
  StudentsTable,
  UploadRowsTable,
  UploadsTable,
  UsageMonthlyTable,
  UsageTotalsTable,
  UsageVersionsTable,
  ReportTitleCountsTable,
} from './tables/evidence.ts'
import type { AdoptionsTable, BooklistItemsTable, BooklistsTable, CourseInstructorsTable, CoursesTable } from './tables/teaching.ts'
import type { IdempotencyKeysTable, OrderLinesTable, OrdersTable, RequestsTable } from './tables/requests.ts'
import type { RecordEventsTable } from './tables/events.ts'
import type { CalendarFeedsTable, TermRemindersTable, TermsTable } from './tables/terms.ts'
import type { CounterApiKeyUseTable, CounterApiKeysTable } from './tables/counter-api.ts'
import type { AccessReviewPeopleTable, AccessReviewsTable } from './tables/access-reviews.ts'
import type { DecisionsTable } from './tables/decisions.ts'
import type { AppSecretsTable, MailOutboxTable, NotificationSettingsTable, NotificationsTable } from './tables/notifications.ts'

export * from './tables/access-reviews.ts'
export * from './tables/accounts.ts'
export * from './tables/catalogue.ts'
export * from './tables/counter-api.ts'
export * from './tables/decisions.ts'
export * from './tables/events.ts'
export * from './tables/notifications.ts'
export * from './tables/evidence.ts'
export * from './tables/requests.ts'
export * from './tables/teaching.ts'
export * from './tables/terms.ts'

/**
 * The Kysely view of the database, identical on SQLite and PostgreSQL (the
 * migrations in ./migrations create exactly these columns on both).
 *
 * Conventions, so a value reads the same whatever the database:
 * - Column names are snake_case; ids are text unless noted.
 * - Times are ISO-8601 UTC strings (`2026-11-23T05:00:00.000Z`): text on
 *   SQLite, timestamptz on PostgreSQL (read back as the same string).
 * - Money is an integer of minor units plus an ISO 4217 currency code.
 * - Booleans are integers 0/1 (SQLite has no boolean type).
 * - Lists (authors, formats, subjects) are JSON text: `["A. Author"]`.
 * - Every row a user can change has `version`, starting at 1, bumped by each
 *   update, for optimistic concurrency.
 * The model is explained in docs/decisions/0011-domain-model.md.
 */
export interface Database {
  institutions: InstitutionsTable
  institution_flags: InstitutionFlagsTable
  users: UsersTable
  user_permissions: UserPermissionsTable
  sessions: SessionsTable
  sign_in_attempts: SignInAttemptsTable
  write_budgets: WriteBudgetsTable
  titles: TitlesTable
  title_licences: TitleLicencesTable
  library_holdings: LibraryHoldingsTable
  courses: CoursesTable
  course_instructors: CourseInstructorsTable
  booklists: BooklistsTable
  booklist_items: BooklistItemsTable
  adoptions: AdoptionsTable
  requests: RequestsTable
  record_events: RecordEventsTable
  idempotency_keys: IdempotencyKeysTable
  orders: OrdersTable
  order_lines: OrderLinesTable
  uploads: UploadsTable
  upload_rows: UploadRowsTable
  usage_monthly: UsageMonthlyTable
  usage_totals: UsageTotalsTable
  usage_versions: UsageVersionsTable
  report_title_counts: ReportTitleCountsTable
  students: StudentsTable
  student_enrolments: StudentEnrolmentsTable
  store_products: StoreProductsTable
  notifications: NotificationsTable
  terms: TermsTable
  term_reminders: TermRemindersTable
  calendar_feeds: CalendarFeedsTable
  notification_settings: NotificationSettingsTable
  mail_outbox: MailOutboxTable
  app_secrets: AppSecretsTable
  counter_api_keys: CounterApiKeysTable
  counter_api_key_use: CounterApiKeyUseTable
  access_reviews: AccessReviewsTable
  access_review_people: AccessReviewPeopleTable
  decisions: DecisionsTable
}

/** The one query layer: every repository takes this (or a transaction of it). */
export type AppDb = Kysely<Database>

export type TitleRow = Selectable<TitlesTable>
export type NewTitle = Insertable<TitlesTable>
export type CourseRow = Selectable<CoursesTable>
export type RequestRow = Selectable<RequestsTable>
export type OrderRow = Selectable<OrdersTable>
