// Tables of src/server/db/schema.ts: institutions, staff accounts, their permissions, sessions and sign-in attempts.
import type { ColumnType, Generated } from 'kysely'
import type { DefaultTime, Version, Flag01 } from './column-types.ts'

export interface InstitutionsTable {
  id: string
  name: string
  /** JSON text of the institution config (policy/facts.yaml). */
  config: string
  /** The data file's branding accent (#rrggbb, contrast-checked); null: the app's own. */
  accent: string | null
  /** The branding logo: a data: URI or an https URL; null: none. */
  logo: string | null
  /** IANA time zone of the daily digest and of term dates (the data file's timeZone); default UTC. */
  time_zone: ColumnType<string, string | undefined, string>
  /** Local time (HH:MM) the daily digest is built; default 07:00. */
  digest_at: ColumnType<string, string | undefined, string>
  /** Days before a booklist deadline its instructors are reminded, comma-separated: `14,7,1` by default. */
  reminder_days: ColumnType<string, string | undefined, string>
  /** At or under this cost per student (minor units of its currency) a list is low-cost; default 4000. */
  low_cost_minor: ColumnType<number, number | undefined, number>
  /** The customer ID COUNTER harvesters send for it (the data file's counterApi); null: its id. */
  counter_customer_id: ColumnType<string | null, string | null | undefined, string | null>
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
  /** Moved with the version by a change of the staff member's permissions (the write path). */
  updated_at: DefaultTime
  version: Version
}

export interface UserPermissionsTable {
  user_id: string
  permission: string
  granted: Flag01
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

/** One row per person who has written: the current window of their write limit (issue 24). */
export interface WriteBudgetsTable {
  user_id: string
  /** When the window began; it ends `writeWindowMs` later. */
  window_started_at: string
  /** Writes made in the window, the one that started it included. */
  writes: number
}
