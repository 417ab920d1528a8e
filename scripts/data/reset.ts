import { resolve } from 'node:path'
import type { DataFile } from '../../src/server/data/data-file-schema.ts'
import { formatDiagnostic } from '../../src/server/data/diagnostics.ts'
import { readDataFile } from '../../src/server/data/read-data-file.ts'
import { dataTables, replaceData } from '../../src/server/data/replace-data.ts'
import { openDatabase } from '../../src/server/db/open-database.ts'
import type { AppDb } from '../../src/server/db/schema.ts'
import { policy } from '../../src/server/policy.ts'
import { confirmed, count, fileOptions, refusedInProduction, serverConfig, type DataIo } from './data-io.ts'

/** The reset command's outside world (data-io.ts). */
export type ResetIo = DataIo

export const resetUsage = `Usage: npm run data -- reset <file.yaml> [--yes] [--force]

Replaces everything in the database the server would use (DATABASE_URL, else
DATABASE_PATH) with the data file: says what it deletes and what it loads,
asks you to type "reset", then does it in one transaction.

  --yes    do not ask (required when stdin is not a terminal, as in scripts)
  --force  allow it when NODE_ENV=production
`

/** The usage sums, versions and counts (migration 0024) go with the usage they describe: not data an operator loaded, so not listed. */
const derivedTables = ['usage_totals', 'usage_versions', 'report_title_counts'] as const
type ListedTable = Exclude<(typeof dataTables)[number], (typeof derivedTables)[number]>

/** Human names of the data tables, singular and plural, for the listing of what is deleted. */
const tableNouns: Readonly<Record<ListedTable, readonly [string, string]>> = {
  decisions: ['logged decision', 'logged decisions'],
  access_review_people: ['access review entry', 'access review entries'],
  access_reviews: ['access review', 'access reviews'],
  counter_api_key_use: ['COUNTER API key use', 'COUNTER API key uses'],
  counter_api_keys: ['COUNTER API key', 'COUNTER API keys'],
  term_reminders: ['deadline reminder', 'deadline reminders'],
  calendar_feeds: ['calendar feed', 'calendar feeds'],
  terms: ['term', 'terms'],
  mail_outbox: ['queued mail', 'queued mails'],
  notifications: ['notification', 'notifications'],
  notification_settings: ['notification setting', 'notification settings'],
  idempotency_keys: ['idempotency key', 'idempotency keys'],
  record_events: ['history event', 'history events'],
  order_lines: ['order line', 'order lines'],
  requests: ['request', 'requests'],
  orders: ['order', 'orders'],
  upload_rows: ['upload row', 'upload rows'],
  uploads: ['upload', 'uploads'],
  usage_monthly: ['monthly usage figure', 'monthly usage figures'],
  student_enrolments: ['student enrolment', 'student enrolments'],
  students: ['student', 'students'],
  store_products: ['store product', 'store products'],
  adoptions: ['adoption', 'adoptions'],
  booklist_items: ['booklist item', 'booklist items'],
  booklists: ['booklist', 'booklists'],
  course_instructors: ['course instructor', 'course instructors'],
  courses: ['course', 'courses'],
  library_holdings: ['library holding', 'library holdings'],
  title_licences: ['title licence', 'title licences'],
  titles: ['title', 'titles'],
  sessions: ['session', 'sessions'],
  sign_in_attempts: ['sign-in attempt', 'sign-in attempts'],
  write_budgets: ['write budget', 'write budgets'],
  user_permissions: ['user permission', 'user permissions'],
  users: ['user', 'users'],
  institution_flags: ['institution flag', 'institution flags'],
  institutions: ['institution', 'institutions'],
}

/** Parents first in the listing (institutions, users, … before their events), as an operator reads it. */
const listingOrder = [...dataTables].reverse().filter((table): table is ListedTable => !(derivedTables as readonly string[]).includes(table))

/**
 * `npm run data -- reset <file> [--yes] [--force]`: the one way to replace
 * everything (a server start only provisions). The file is checked before
 * the database is touched; the operator is told what will be deleted and
 * loaded and must confirm; replaceData does it in one transaction, so a
 * failure leaves the database as it was. Answers the exit code.
 */
export async function runReset(args: readonly string[], io: ResetIo): Promise<number> {
  const options = fileOptions(args, 'reset', 'data file to load', resetUsage, io)
  if (typeof options === 'number') return options

  const parsed = await readDataFile(resolve(options.file), policy, options.file)
  if (!parsed.ok) {
    io.err(`${parsed.diagnostics.map(formatDiagnostic).join('\n')}\nThe data file has problems; nothing was changed.\n`)
    return 1
  }
  if (parsed.warnings.length > 0) io.err(`Warnings in ${options.file}:\n${parsed.warnings.map(formatDiagnostic).join('\n')}\n`)

  const config = serverConfig(io)
  if (config === undefined) return 1
  if (refusedInProduction(io, 'reset', config, options.force)) return 1

  const opened = await openDatabase({ databasePath: resolve(config.databasePath), databaseUrl: config.databaseUrl })
  if (!opened.ok) {
    io.err(`${opened.error}\nNothing was changed.\n`)
    return 1
  }
  try {
    const before = await describeHoldings(opened.db)
    io.out(
      before === undefined ? `The database ${opened.location} is empty; nothing to delete.\n` : `This deletes everything in ${opened.location}: ${before}.\n`,
    )
    io.out(`It then loads ${options.file}: ${describeFile(parsed.data)}.\n`)
    if (!(await confirmed(io, 'reset', options.yes))) return 1
    try {
      await replaceData(opened.db, parsed.data)
    } catch (error) {
      io.err(`The reset failed and was rolled back; nothing was changed: ${error instanceof Error ? error.message : String(error)}\n`)
      return 1
    }
    io.out(`Done. ${opened.location} now holds: ${(await describeHoldings(opened.db)) ?? 'nothing'}.\n`)
    return 0
  } finally {
    await opened.close()
  }
}

/** Row counts of the data tables that hold rows, parents first; undefined when all are empty. */
async function describeHoldings(db: AppDb): Promise<string | undefined> {
  const parts: string[] = []
  for (const table of listingOrder) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow()
    const n = Number(row.n)
    if (n > 0) parts.push(count(n, tableNouns[table]))
  }
  return parts.length === 0 ? undefined : parts.join(', ')
}

function describeFile(data: DataFile): string {
  const listed = [
    count(data.institutions.length, ['institution', 'institutions']),
    count(data.users.length, ['user', 'users']),
    count(data.titles.length, ['title', 'titles']),
    count(data.courses.length, ['course', 'courses']),
    count(data.requests.length, ['request', 'requests']),
  ].join(', ')
  return `${listed}, ${data.generate === undefined ? 'and generates no records' : `and generates records (seed "${data.generate.seed}")`}`
}
