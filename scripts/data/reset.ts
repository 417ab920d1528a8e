import { resolve } from 'node:path'
import { loadConfig } from '../../src/server/config.ts'
import type { DataFile } from '../../src/server/data/data-file-schema.ts'
import { formatDiagnostic } from '../../src/server/data/diagnostics.ts'
import { readDataFile } from '../../src/server/data/read-data-file.ts'
import { dataTables, replaceData } from '../../src/server/data/replace-data.ts'
import { openDatabase } from '../../src/server/db/open-database.ts'
import type { AppDb } from '../../src/server/db/schema.ts'
import { policy } from '../../src/server/policy.ts'

/** What the command needs from the outside world, so tests can stand in for the terminal. */
export interface ResetIo {
  /** The variables the server would read (DATABASE_URL, DATABASE_PATH, NODE_ENV). */
  readonly env: Readonly<Record<string, string | undefined>>
  /** Whether stdin is a terminal an operator can answer from. */
  readonly interactive: boolean
  /** Asks the operator and answers what they typed. */
  ask(question: string): Promise<string>
  out(text: string): void
  err(text: string): void
}

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
  const options = readArgs(args)
  if ('help' in options) {
    io.out(resetUsage)
    return 0
  }
  if ('error' in options) {
    io.err(`data reset: ${options.error}\n\n${resetUsage}`)
    return 2
  }

  const parsed = await readDataFile(resolve(options.file), policy, options.file)
  if (!parsed.ok) {
    io.err(`${parsed.diagnostics.map(formatDiagnostic).join('\n')}\nThe data file has problems; nothing was changed.\n`)
    return 1
  }
  if (parsed.warnings.length > 0) io.err(`Warnings in ${options.file}:\n${parsed.warnings.map(formatDiagnostic).join('\n')}\n`)

  const loaded = loadConfig(io.env)
  if (!loaded.ok) {
    io.err(`Configuration problems; nothing was changed:\n${loaded.errors.map((error) => `  - ${error}`).join('\n')}\n`)
    return 1
  }
  const { config } = loaded
  if (config.production && !options.force) {
    io.err('NODE_ENV is production: reset deletes real data, so it refuses without --force. Nothing was changed.\n')
    return 1
  }

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
    if (!options.yes) {
      if (!io.interactive) {
        io.err('Not asking: stdin is not a terminal. Pass --yes to reset from a script. Nothing was changed.\n')
        return 1
      }
      const answer = await io.ask('Type "reset" to go ahead: ')
      if (answer.trim() !== 'reset') {
        io.err('Nothing was changed.\n')
        return 1
      }
    }
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

type ResetOptions = { readonly file: string; readonly yes: boolean; readonly force: boolean } | { readonly help: true } | { readonly error: string }

function readArgs(args: readonly string[]): ResetOptions {
  if (args.includes('--help') || args.includes('-h')) return { help: true }
  const unknown = args.find((arg) => arg.startsWith('-') && arg !== '--yes' && arg !== '--force')
  if (unknown !== undefined) return { error: `unknown option "${unknown}"` }
  const files = args.filter((arg) => !arg.startsWith('-'))
  if (files.length !== 1) return { error: files.length === 0 ? 'name the data file to load' : `one data file, got ${files.length}` }
  return { file: files[0]!, yes: args.includes('--yes'), force: args.includes('--force') }
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

function count(n: number, [one, many]: readonly [string, string]): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`
}
