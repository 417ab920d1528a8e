import { sql, type ColumnDefinitionBuilder, type CreateTableBuilder, type Expression } from 'kysely'
import type { DialectFeatures } from '../dialects/index.ts'

/** `column IN ('a', 'b')` for a CHECK constraint (literals: DDL takes no parameters). */
export function oneOf(column: string, values: readonly string[]): Expression<unknown> {
  return sql`${sql.ref(column)} IN (${sql.join(values.map((value) => sql.lit(value)))})`
}

export const zeroOrOne = (column: string): Expression<unknown> => sql`${sql.ref(column)} IN (0, 1)`

type Table = CreateTableBuilder<string, string>

/** created_at / updated_at (defaulting to now) and version (defaulting to 1): every mutable row has them. */
export function mutableRowColumns(table: Table, dialect: DialectFeatures): Table {
  return table
    .addColumn('created_at', dialect.timeType, (c) => c.notNull().defaultTo(dialect.currentTime))
    .addColumn('updated_at', dialect.timeType, (c) => c.notNull().defaultTo(dialect.currentTime))
    .addColumn('version', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(1)
        .check(sql`version >= 1`),
    )
}

export const notNull = (c: ColumnDefinitionBuilder) => c.notNull()

/** Money: integer minor units, never negative. */
export function moneyColumns(table: Table, prefix = 'price'): Table {
  return table
    .addColumn(`${prefix}_minor`, 'integer', (c) => c.notNull().check(sql`${sql.ref(`${prefix}_minor`)} >= 0`))
    .addColumn('currency', 'text', (c) => c.notNull().check(sql`length(currency) = 3`))
}
