import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { expect, test } from 'vitest'
import { recordPartTables, recordTables } from './record-kind.ts'

const root = join(import.meta.dirname, '..', '..', '..')
const serverDir = join(root, 'src', 'server')

/**
 * Where else the record tables may be written: provisioning loads a data file
 * into an empty or reset database (src/server/data), migrations create and
 * convert tables, and test fixtures seed them. Nothing the app does for a user.
 */
const notTheApp = [/^src\/server\/data\//, /^src\/server\/db\/migrations\//, /^src\/server\/testing\//, /\.test\.ts$/]
/** The write path itself: the generic writes of record-write.ts and the event appends it calls. */
const writePath = ['src/server/trpc/record-write.ts', 'src/server/db/record-events-repo.ts']

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return entry.name.endsWith('.ts') ? [path] : []
  })
}

/** Every write naming a record table: Kysely's builders, a batch insert, or SQL text. */
function writesTo(source: string, table: string): string[] {
  const builder = new RegExp(String.raw`\b(insertInto|updateTable|deleteFrom|replaceInto|mergeInto|insertBatched)\(\s*(?:\w+\s*,\s*)?['"\`]${table}['"\`]`, 'g')
  const text = new RegExp(String.raw`\b(INSERT\s+INTO|UPDATE|DELETE\s+FROM|TRUNCATE)\s+${table}\b`, 'gi')
  return [...source.matchAll(builder), ...source.matchAll(text)].map((match) => match[0])
}

test('no code of the app but the write path writes the record tables or their history', () => {
  const offenders = sourceFiles(serverDir)
    .map((path) => relative(root, path).split('\\').join('/'))
    .filter((path) => !notTheApp.some((pattern) => pattern.test(path)) && !writePath.includes(path))
    .flatMap((path) => {
      const source = readFileSync(join(root, path), 'utf8')
      return [...recordTables, ...recordPartTables, 'record_events'].flatMap((table) => writesTo(source, table).map((write) => `${path}: ${write}`))
    })
  expect(offenders).toEqual([])
})

test('the scan finds a write when there is one (it is not blind)', () => {
  expect(writesTo(`await trx.updateTable('requests').set({ status: 'approved' })`, 'requests')).toHaveLength(1)
  expect(writesTo(`await insertBatched(trx, 'booklist_items', rows)`, 'booklist_items')).toHaveLength(1)
  expect(writesTo('await sql`DELETE FROM record_events WHERE id = ${id}`.execute(db)', 'record_events')).toHaveLength(1)
  expect(writesTo(`await db.selectFrom('requests').selectAll()`, 'requests')).toEqual([])
})
