import { sql, type ColumnDefinitionBuilder } from 'kysely'
import type { AnyKysely, DialectFeatures } from '../dialects/index.ts'
import { uploadKinds, uploadStatuses } from '../schema.ts'
import { moneyColumns, mutableRowColumns, oneOf } from './columns.ts'

/** The metric types this step allowed; frozen here because it has shipped (0011 widens them). */
const counterMetrics = ['Total_Item_Requests', 'Unique_Item_Requests', 'No_License', 'Limit_Exceeded']

/** Uploads and their rows, COUNTER usage and dashboard metrics, hosted students, store products. */
export async function up(db: AnyKysely, dialect: DialectFeatures): Promise<void> {
  const institution = (c: ColumnDefinitionBuilder) => c.notNull().references('institutions.id').onDelete('cascade')
  await db.schema
    .createTable('uploads')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('institution_id', 'text', institution)
    .addColumn('uploaded_by', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(oneOf('kind', uploadKinds)))
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(oneOf('status', uploadStatuses)))
    .addColumn('row_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('error_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', dialect.timeType, (c) => c.notNull())
    .addColumn('updated_at', dialect.timeType, (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute()
  await db.schema.createIndex('uploads_institution').on('uploads').columns(['institution_id', 'created_at']).execute()
  await db.schema
    .createTable('upload_rows')
    .addColumn('upload_id', 'text', (c) => c.notNull().references('uploads.id').onDelete('cascade'))
    .addColumn('row_number', 'integer', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(oneOf('status', ['ok', 'error', 'applied'])))
    .addColumn('message', 'text')
    .addPrimaryKeyConstraint('upload_rows_pk', ['upload_id', 'row_number'])
    .execute()

  await db.schema
    .createTable('usage_monthly')
    .addColumn('institution_id', 'text', institution)
    .addColumn('nbsi', 'text', (c) => c.notNull().references('titles.nbsi').onDelete('cascade'))
    .addColumn('month', 'text', (c) => c.notNull())
    .addColumn('metric', 'text', (c) => c.notNull().check(oneOf('metric', counterMetrics)))
    .addColumn('count', 'integer', (c) => c.notNull().check(sql`count >= 0`))
    .addPrimaryKeyConstraint('usage_monthly_pk', ['institution_id', 'month', 'nbsi', 'metric'])
    .execute()
  await db.schema
    .createTable('dashboard_metrics')
    .addColumn('institution_id', 'text', institution)
    .addColumn('dashboard', 'text', (c) => c.notNull())
    .addColumn('metric', 'text', (c) => c.notNull())
    .addColumn('month', 'text', (c) => c.notNull())
    .addColumn('value', 'integer', (c) => c.notNull())
    .addColumn('unit', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('dashboard_metrics_pk', ['institution_id', 'dashboard', 'metric', 'month'])
    .execute()

  await mutableRowColumns(
    db.schema
      .createTable('students')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('institution_id', 'text', institution)
      .addColumn('student_number', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) =>
        c
          .notNull()
          .defaultTo('active')
          .check(oneOf('status', ['active', 'suspended', 'graduated'])),
      )
      .addColumn('access_expires_at', dialect.timeType)
      .addUniqueConstraint('students_number', ['institution_id', 'student_number']),
    dialect,
  ).execute()
  await db.schema
    .createTable('student_enrolments')
    .addColumn('student_id', 'text', (c) => c.notNull().references('students.id').onDelete('cascade'))
    .addColumn('course_id', 'text', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('student_enrolments_pk', ['student_id', 'course_id'])
    .execute()

  await mutableRowColumns(
    moneyColumns(
      db.schema
        .createTable('store_products')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('institution_id', 'text', institution)
        .addColumn('nbsi', 'text', (c) => c.references('titles.nbsi').onDelete('set null'))
        .addColumn('sku', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull()),
    )
      .addColumn('stock', 'integer', (c) =>
        c
          .notNull()
          .defaultTo(0)
          .check(sql`stock >= 0`),
      )
      .addColumn('status', 'text', (c) =>
        c
          .notNull()
          .defaultTo('active')
          .check(oneOf('status', ['active', 'hidden'])),
      )
      .addUniqueConstraint('store_products_sku', ['institution_id', 'sku']),
    dialect,
  ).execute()
}
