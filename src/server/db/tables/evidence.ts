// Tables of src/server/db/schema.ts: uploads, COUNTER usage, dashboard figures, hosted students, store products.
import type { ColumnType, Generated } from 'kysely'
import type { CounterAccessType, CounterMetricType as CounterMetric } from '../../../contracts/counter-reports.ts'
import type { DefaultTime, Version } from './column-types.ts'

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
  /** SHA-256 of the file's bytes, hex; null for uploads made before checks were kept. */
  checksum: string | null
  byte_size: number | null
  /** JSON array of the file's header cells. */
  columns: string | null
  /** The file's separator (, or ;); null for uploads kept before it was (read as a comma). */
  separator: string | null
  applied_count: Generated<number>
  committed_at: string | null
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
  /** JSON array of { column, message }: what is wrong with the row, column by column. */
  problems: string | null
}

/** COUNTER Release 5.1 metric types kept per title, month and access type (the Title Report's). */
export {
  counterAccessTypes,
  counterMetricTypes as counterMetrics,
  type CounterAccessType,
  type CounterMetricType as CounterMetric,
} from '../../../contracts/counter-reports.ts'

export interface UsageMonthlyTable {
  institution_id: string
  nbsi: string
  /** `2026-03` */
  month: string
  /** Release 5.1's Access_Type of the title on the platform that month (migration 0011; rows from before it are Controlled). */
  access_type: ColumnType<CounterAccessType, CounterAccessType | undefined, CounterAccessType>
  metric: CounterMetric
  count: number
}

/**
 * The sum of usage_monthly's counts per institution, metric, month and access type (migration 0024),
 * kept by triggers on usage_monthly: what a COUNTER report's metric totals read.
 */
export interface UsageTotalsTable {
  institution_id: string
  metric: CounterMetric
  month: string
  access_type: CounterAccessType
  /** bigint: a string from PostgreSQL. */
  count: ColumnType<number | string, number, number>
}

/** Each institution's usage version, moved by usage_monthly's triggers on every write (migration 0024). */
export interface UsageVersionsTable {
  institution_id: string
  /** bigint: a string from PostgreSQL. */
  version: ColumnType<number | string, number, number>
}

/** A COUNTER report's title count for a period, as counted at the institution's usage version (migration 0024). */
export interface ReportTitleCountsTable {
  institution_id: string
  report: string
  begin_month: string
  end_month: string
  version: ColumnType<number | string, number, number>
  titles: number
}

/** Students whose course-material access the institution hosts with Adoptions. */
/** A hosted student's enrolment status. */
export const studentStatuses = ['active', 'suspended', 'graduated'] as const
export type StudentStatus = (typeof studentStatuses)[number]

export interface StudentsTable {
  id: string
  institution_id: string
  student_number: string
  name: string
  email: string
  status: StudentStatus
  access_expires_at: string | null
  /** When access was withdrawn by staff (migration 0012); null unless revoked. A grant clears it. */
  access_revoked_at: string | null
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
