import { sql } from 'kysely'
import type { AnyKysely, DialectFeatures } from '../dialects/index.ts'
import { licenceModels, titleAvailabilities } from '../schema.ts'
import { moneyColumns, mutableRowColumns, oneOf } from './columns.ts'

/** The shared catalogue: titles, their licence models and prices, and the full-text index. */
export async function up(db: AnyKysely, dialect: DialectFeatures): Promise<void> {
  await mutableRowColumns(
    moneyColumns(
      db.schema
        .createTable('titles')
        .addColumn('nbsi', 'text', (c) => c.primaryKey())
        .addColumn('isbn13', 'text', (c) => c.check(sql`length(isbn13) = 13`))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('subtitle', 'text')
        .addColumn('authors', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('publisher', 'text', (c) => c.notNull())
        .addColumn('edition', 'integer')
        .addColumn('year', 'integer')
        .addColumn('formats', 'text', (c) => c.notNull().defaultTo('["print"]')),
    )
      .addColumn('availability', 'text', (c) => c.notNull().defaultTo('available').check(oneOf('availability', titleAvailabilities)))
      .addColumn('subjects', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('language', 'text', (c) => c.notNull().defaultTo('en')),
    dialect,
  ).execute()
  await db.schema.createIndex('titles_isbn13').on('titles').column('isbn13').execute()
  await db.schema.createIndex('titles_title').on('titles').column('title').execute()
  await dialect.createTitleSearch(db)

  await moneyColumns(
    db.schema
      .createTable('title_licences')
      .addColumn('nbsi', 'text', (c) => c.notNull().references('titles.nbsi').onDelete('cascade'))
      .addColumn('model', 'text', (c) => c.notNull().check(oneOf('model', licenceModels))),
  )
    .addColumn('duration_months', 'integer')
    .addPrimaryKeyConstraint('title_licences_pk', ['nbsi', 'model'])
    .execute()
}
