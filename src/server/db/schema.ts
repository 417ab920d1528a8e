import type { ColumnType, Generated, Insertable, Kysely, Selectable } from 'kysely'

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
  staff_permission_audit: StaffPermissionAuditTable
  sessions: SessionsTable
  sign_in_attempts: SignInAttemptsTable
  titles: TitlesTable
  title_licences: TitleLicencesTable
  courses: CoursesTable
  course_instructors: CourseInstructorsTable
  booklists: BooklistsTable
  booklist_items: BooklistItemsTable
  adoptions: AdoptionsTable
  requests: RequestsTable
  request_events: RequestEventsTable
  idempotency_keys: IdempotencyKeysTable
  orders: OrdersTable
  order_lines: OrderLinesTable
  uploads: UploadsTable
  upload_rows: UploadRowsTable
  usage_monthly: UsageMonthlyTable
  dashboard_metrics: DashboardMetricsTable
  students: StudentsTable
  student_enrolments: StudentEnrolmentsTable
  store_products: StoreProductsTable
}

/** The one query layer: every repository takes this (or a transaction of it). */
export type AppDb = Kysely<Database>

/** An ISO time the database fills in when the insert leaves it out. */
type DefaultTime = ColumnType<string, string | undefined, string>
type Version = ColumnType<number, number | undefined, number>
type Flag01 = 0 | 1

export interface InstitutionsTable {
  id: string
  name: string
  /** JSON text of the institution config (policy/facts.yaml). */
  config: string
  created_at: DefaultTime
  version: Version
}

export interface InstitutionFlagsTable {
  institution_id: string
  flag: string
  enabled: Flag01
}

export interface UsersTable {
  id: string
  /** As written in the data file. */
  email: string
  /** Lower-case email: unique, and what sign-in looks up. */
  email_key: string
  display_name: string | null
  password_hash: string | null
  /** Null once the user's institution has been deleted (then the app answers 403). */
  institution_id: string | null
  disabled: Flag01
  note: string | null
  created_at: DefaultTime
  version: Version
}

export interface UserPermissionsTable {
  user_id: string
  permission: string
  granted: Flag01
}

/** Append-only: who changed whose permission, when, from what to what. */
export interface StaffPermissionAuditTable {
  id: Generated<number>
  institution_id: string
  user_id: string
  actor_id: string
  permission: string
  from_granted: Flag01 | null
  to_granted: Flag01
  at: string
  note: string | null
}

export interface SessionsTable {
  /** Only a hash of the token is stored, so a copy of the database hands out no live sessions. */
  token_hash: string
  user_id: string
  created_at: string
  expires_at: string
}

/** Keyed by the email as typed (lower case), whether or not the account exists. */
export interface SignInAttemptsTable {
  id: Generated<number>
  account: string
  attempted_at: string
}

export const titleAvailabilities = ['available', 'forthcoming', 'limited', 'out-of-print'] as const
export type TitleAvailability = (typeof titleAvailabilities)[number]
export const titleFormats = ['print', 'ebook', 'audiobook', 'loose-leaf', 'online-courseware'] as const
export type TitleFormat = (typeof titleFormats)[number]

/** The shared catalogue: one row per edition of a work, keyed by its nbsi id. */
export interface TitlesTable {
  nbsi: string
  isbn13: string | null
  title: string
  subtitle: string | null
  /** JSON list of names. */
  authors: string
  publisher: string
  edition: number | null
  year: number | null
  /** JSON list of TitleFormat. */
  formats: string
  /** List price of the default format, in minor units. */
  price_minor: number
  currency: string
  availability: TitleAvailability
  /** JSON list of subject names. */
  subjects: string
  language: string
  created_at: DefaultTime
  updated_at: DefaultTime
  version: Version
}

export const licenceModels = ['print-copy', 'single-user', 'three-user', 'unlimited', 'subscription-12m'] as const
export type LicenceModel = (typeof licenceModels)[number]

/** How a title may be bought: one row per licence model, each with its own price. */
export interface TitleLicencesTable {
  nbsi: string
  model: LicenceModel
  price_minor: number
  currency: string
  /** For subscriptions; null for perpetual models. */
  duration_months: number | null
}

export interface CoursesTable {
  id: string
  institution_id: string
  code: string
  title: string
  /** `2026-autumn`, `2027-spring`, `2027-summer`. */
  term: string
  department: string
  enrolment: number
  status: 'active' | 'archived'
  /** Where the course came from last: `data-file`, `generator`, `sis-import`, `manual`. */
  import_source: string | null
  imported_at: string | null
  created_at: DefaultTime
  updated_at: DefaultTime
  version: Version
}

/** Instructors by email; user_id is set when the instructor has an account. */
export interface CourseInstructorsTable {
  course_id: string
  email: string
  name: string | null
  user_id: string | null
}

export const booklistStates = ['draft', 'submitted', 'final'] as const
export type BooklistState = (typeof booklistStates)[number]

export interface BooklistsTable {
  id: string
  institution_id: string
  course_id: string
  term: string
  state: BooklistState
  submitted_at: string | null
  finalised_at: string | null
  created_at: DefaultTime
  updated_at: DefaultTime
  version: Version
}

export const requirements = ['essential', 'recommended', 'optional'] as const
export type Requirement = (typeof requirements)[number]
export const booklistItemStatuses = ['proposed', 'confirmed', 'ordered', 'available', 'withdrawn'] as const
export type BooklistItemStatus = (typeof booklistItemStatuses)[number]
export const internalStatuses = ['needs-review', 'price-check', 'awaiting-publisher', 'cleared'] as const
export type InternalStatus = (typeof internalStatuses)[number]

/**
 * `institution_id`, `course_id` and `list_state` repeat the booklist's, so a
 * policy rule (and its SQL) can read them from the item alone; the booklist
 * repository changes them in the same transaction as the list.
 */
export interface BooklistItemsTable {
  id: string
  booklist_id: string
  institution_id: string
  course_id: string
  list_state: BooklistState
  nbsi: string
  requirement: Requirement
  quantity: number
  note: string | null
  status: BooklistItemStatus
  /** Staff-only workflow state, shown with booklist:viewInternalStatus. */
  internal_status: InternalStatus | null
  position: number
  created_at: DefaultTime
  updated_at: DefaultTime
  version: Version
}

export const adoptionStatuses = ['proposed', 'approved', 'rejected', 'withdrawn'] as const
export type AdoptionStatus = (typeof adoptionStatuses)[number]

/** An instructor's decision to use a title for a course in a term, and its approval. */
export interface AdoptionsTable {
  id: string
  institution_id: string
  course_id: string
  nbsi: string
  term: string
  adopted_by: string
  status: AdoptionStatus
  decided_by: string | null
  decided_at: string | null
  note: string | null
  created_at: DefaultTime
  updated_at: DefaultTime
  version: Version
}

export const requestKinds = ['title', 'supply', 'purchase'] as const
export type RequestKind = (typeof requestKinds)[number]
export const requestStatuses = ['draft', 'pending', 'approved', 'rejected', 'ordered', 'fulfilled', 'cancelled'] as const
export type RequestStatus = (typeof requestStatuses)[number]

export interface RequestsTable {
  id: string
  institution_id: string
  requester_id: string
  kind: RequestKind
  status: RequestStatus
  nbsi: string
  course_id: string | null
  quantity: number
  note: string | null
  order_id: string | null
  created_at: string
  updated_at: string
  version: Version
}

/** Append-only history of a request; written in the transaction that changes the request. */
export interface RequestEventsTable {
  id: Generated<number>
  request_id: string
  actor_id: string
  at: string
  from_status: RequestStatus | null
  to_status: RequestStatus
  note: string | null
}

/** A create retried with the same key answers the first result instead of creating again. */
export interface IdempotencyKeysTable {
  user_id: string
  key: string
  procedure: string
  result_id: string
  created_at: string
}

export const orderStatuses = ['placed', 'confirmed', 'shipped', 'delivered', 'cancelled'] as const
export type OrderStatus = (typeof orderStatuses)[number]

export interface OrdersTable {
  id: string
  institution_id: string
  placed_by: string
  supplier: string
  status: OrderStatus
  total_minor: number
  currency: string
  placed_at: string
  updated_at: string
  version: Version
}

export interface OrderLinesTable {
  id: Generated<number>
  order_id: string
  nbsi: string
  request_id: string | null
  quantity: number
  unit_price_minor: number
  currency: string
}

export const uploadKinds = ['booklist', 'courses', 'students'] as const
export const uploadStatuses = ['received', 'validated', 'applied', 'failed'] as const

export interface UploadsTable {
  id: string
  institution_id: string
  uploaded_by: string
  kind: (typeof uploadKinds)[number]
  file_name: string
  status: (typeof uploadStatuses)[number]
  row_count: number
  error_count: number
  created_at: string
  updated_at: string
  version: Version
}

export interface UploadRowsTable {
  upload_id: string
  row_number: number
  /** JSON object of the row's cells, as uploaded. */
  data: string
  status: 'ok' | 'error' | 'applied'
  message: string | null
}

/** COUNTER Release 5 metric types kept per title and month (Title Report TR_B1 / TR_J1). */
export const counterMetrics = ['Total_Item_Requests', 'Unique_Item_Requests', 'No_License', 'Limit_Exceeded'] as const
export type CounterMetric = (typeof counterMetrics)[number]

export interface UsageMonthlyTable {
  institution_id: string
  nbsi: string
  /** `2026-03` */
  month: string
  metric: CounterMetric
  count: number
}

/** Pre-aggregated figures behind the analytics dashboards, per institution and month. */
export interface DashboardMetricsTable {
  institution_id: string
  dashboard: string
  metric: string
  month: string
  value: number
  /** `minor-units:GBP`, `count`, `percent`. */
  unit: string
}

/** Students whose course-material access the institution hosts with Adoptions. */
export interface StudentsTable {
  id: string
  institution_id: string
  student_number: string
  name: string
  email: string
  status: 'active' | 'suspended' | 'graduated'
  access_expires_at: string | null
  created_at: DefaultTime
  updated_at: DefaultTime
  version: Version
}

export interface StudentEnrolmentsTable {
  student_id: string
  course_id: string
}

export interface StoreProductsTable {
  id: string
  institution_id: string
  nbsi: string | null
  sku: string
  name: string
  price_minor: number
  currency: string
  stock: number
  status: 'active' | 'hidden'
  created_at: DefaultTime
  updated_at: DefaultTime
  version: Version
}

export type TitleRow = Selectable<TitlesTable>
export type NewTitle = Insertable<TitlesTable>
export type CourseRow = Selectable<CoursesTable>
export type RequestRow = Selectable<RequestsTable>
export type RequestEventRow = Selectable<RequestEventsTable>
