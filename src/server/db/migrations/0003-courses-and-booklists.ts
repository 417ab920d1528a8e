import type { AnyKysely, DialectFeatures } from '../dialects/index.ts'
import { adoptionStatuses, booklistItemStatuses, booklistStates, internalStatuses, requirements } from '../schema.ts'
import { mutableRowColumns, oneOf } from './columns.ts'

/** Courses and their instructors, booklists per course and term with their items, adoptions. */
export async function up(db: AnyKysely, dialect: DialectFeatures): Promise<void> {
  const institution = 'institutions.id'
  await mutableRowColumns(
    db.schema
      .createTable('courses')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('institution_id', 'text', (c) => c.notNull().references(institution).onDelete('cascade'))
      .addColumn('code', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('term', 'text', (c) => c.notNull())
      .addColumn('department', 'text', (c) => c.notNull())
      .addColumn('enrolment', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('status', 'text', (c) =>
        c
          .notNull()
          .defaultTo('active')
          .check(oneOf('status', ['active', 'archived'])),
      )
      .addColumn('import_source', 'text')
      .addColumn('imported_at', dialect.timeType)
      .addUniqueConstraint('courses_code_term', ['institution_id', 'code', 'term']),
    dialect,
  ).execute()
  await db.schema.createIndex('courses_institution_term').on('courses').columns(['institution_id', 'term', 'code']).execute()
  await db.schema
    .createTable('course_instructors')
    .addColumn('course_id', 'text', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('name', 'text')
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addPrimaryKeyConstraint('course_instructors_pk', ['course_id', 'email'])
    .execute()
  await db.schema.createIndex('course_instructors_user').on('course_instructors').column('user_id').execute()

  await mutableRowColumns(
    db.schema
      .createTable('booklists')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('institution_id', 'text', (c) => c.notNull().references(institution).onDelete('cascade'))
      .addColumn('course_id', 'text', (c) => c.notNull().references('courses.id').onDelete('cascade'))
      .addColumn('term', 'text', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull().defaultTo('draft').check(oneOf('state', booklistStates)))
      .addColumn('submitted_at', dialect.timeType)
      .addColumn('finalised_at', dialect.timeType)
      .addUniqueConstraint('booklists_course_term', ['course_id', 'term']),
    dialect,
  ).execute()
  await mutableRowColumns(
    db.schema
      .createTable('booklist_items')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('booklist_id', 'text', (c) => c.notNull().references('booklists.id').onDelete('cascade'))
      .addColumn('institution_id', 'text', (c) => c.notNull())
      .addColumn('course_id', 'text', (c) => c.notNull())
      .addColumn('list_state', 'text', (c) => c.notNull().check(oneOf('list_state', booklistStates)))
      .addColumn('nbsi', 'text', (c) => c.notNull().references('titles.nbsi'))
      .addColumn('requirement', 'text', (c) => c.notNull().check(oneOf('requirement', requirements)))
      .addColumn('quantity', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('note', 'text')
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('proposed').check(oneOf('status', booklistItemStatuses)))
      .addColumn('internal_status', 'text', (c) => c.check(oneOf('internal_status', internalStatuses)))
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
      .addUniqueConstraint('booklist_items_title', ['booklist_id', 'nbsi']),
    dialect,
  ).execute()
  await db.schema.createIndex('booklist_items_institution').on('booklist_items').columns(['institution_id', 'status']).execute()
  await db.schema.createIndex('booklist_items_nbsi').on('booklist_items').column('nbsi').execute()

  await mutableRowColumns(
    db.schema
      .createTable('adoptions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('institution_id', 'text', (c) => c.notNull().references(institution).onDelete('cascade'))
      .addColumn('course_id', 'text', (c) => c.notNull().references('courses.id').onDelete('cascade'))
      .addColumn('nbsi', 'text', (c) => c.notNull().references('titles.nbsi'))
      .addColumn('term', 'text', (c) => c.notNull())
      .addColumn('adopted_by', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('proposed').check(oneOf('status', adoptionStatuses)))
      .addColumn('decided_by', 'text')
      .addColumn('decided_at', dialect.timeType)
      .addColumn('note', 'text'),
    dialect,
  ).execute()
  await db.schema.createIndex('adoptions_institution').on('adoptions').columns(['institution_id', 'status', 'term']).execute()
  await db.schema.createIndex('adoptions_course').on('adoptions').column('course_id').execute()
}
