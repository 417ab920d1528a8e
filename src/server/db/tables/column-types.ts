import type { ColumnType } from 'kysely'

/** An ISO time the database fills in when the insert leaves it out. */
export type DefaultTime = ColumnType<string, string | undefined, string>
/** Optimistic-concurrency counter: 1 on insert, bumped by every update. */
export type Version = ColumnType<number, number | undefined, number>
/** A boolean, as SQLite stores it. */
export type Flag01 = 0 | 1
