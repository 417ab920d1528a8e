import { subject } from '@casl/ability'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { compileWorkingTree } from '../../scripts/policy/semantics/compile-sources.ts'
import { loadTables } from '../../scripts/policy/semantics/tables/load-tables.ts'
import { readTableSources } from '../../scripts/policy/semantics/tables/read-table-sources.ts'
import { toCsv, type CsvColumn } from '../../src/components/ui/csv-export.ts'
import { booklistItemCsvColumns } from '../../src/features/booklists/booklist-csv.ts'
import { resultCsvColumns } from '../../src/features/catalogue/result-columns.tsx'
import { buildAbility } from '../../src/policy/ability.ts'
import type { Facts } from '../../src/policy/facts.ts'
import { withheldFields } from '../../src/policy/field-access.ts'
import { defaultLimits } from '../../src/server/limits.ts'
import { memoryLogger } from '../../src/server/logger.ts'
import { policy } from '../../src/server/policy.ts'
import { lists, seedBooklistsFixture } from '../../src/server/testing/booklists-fixture.ts'
import { codeOf } from '../../src/server/testing/error-code.ts'
import { cookieFor } from '../../src/server/testing/seed.ts'
import { createTestDatabase, testDatabases, type TestDatabase } from '../../src/server/testing/test-databases.ts'
import { createContext, type ServerDeps } from '../../src/server/trpc/context.ts'
import { createCallerFactory } from '../../src/server/trpc/init.ts'
import { appRouter } from '../../src/server/trpc/router.ts'
import { keysIn } from '../../src/server/testing/json-keys.ts'

/**
 * Generated from the field rules, not a hand list: for every record type with
 * a field rule on `read` (policy.guardedFields), every procedure that reads
 * that type (policy/procedures.yaml: `action: read`, `subject: <type>`) and
 * every persona of the table tests (policy/tests/*.yaml), the persona's facts
 * are written into the database (the institution's flags and settings, the
 * user's permissions), the procedure is called through tRPC, and no field the
 * persona's ability withholds on that type is a key anywhere in the answer
 * (its history included) or a column of the type's export.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const compiled = compileWorkingTree(root)
if ('error' in compiled) throw new Error(compiled.error)
const tables = loadTables(compiled.policy, readTableSources(root))

const guardedTypes = Object.entries(policy.guardedFields).flatMap(([type, actions]) => (actions['read'] ? [type] : []))
const readersOf = (type: string) => compiled.policy.procedures.filter((procedure) => procedure.subject === type && procedure.action === 'read')

/** What each procedure that reads a guarded type is called with, on the fixture below; a new one fails the test until it is given here. */
const inputs: Readonly<Record<string, unknown>> = {
  'booklists.get': { id: lists.draft },
  'students.list': {},
  'students.history': { id: 's-fields' },
  // The booklists fixture's titles (its data file gives each a print-copy licence at list price, as catalogue-fixture's do).
  'catalogue.search': { q: 'chemistry' },
  'catalogue.get': { nbsi: 't-chem' },
}

/** The exports built from each guarded type's rows, with the rows of an answer that carry them. */
const exports: Readonly<Record<string, { readonly columns: readonly CsvColumn<never>[]; readonly rows: (answer: never) => readonly never[] }>> = {
  BooklistItem: { columns: booklistItemCsvColumns as CsvColumn<never>[], rows: (answer: { items: never[] }) => answer.items },
  // The search's results (catalogue.get's one title as a row of them).
  Title: {
    columns: resultCsvColumns as readonly CsvColumn<never>[],
    rows: (answer: object) => ('items' in answer ? (answer.items as never[]) : [answer as never]),
  },
}

// Signed-out personas too: each is called as ed, with the persona's permissions, flags and settings.
const personas = [...tables.personas]

describe.each(testDatabases())('fields the field rules withhold, on %s', (kind) => {
  let temp: TestDatabase
  let deps: ServerDeps
  let userId: string
  const caller = createCallerFactory(appRouter)
  const email = 'ed@testville.example'

  beforeAll(async () => {
    temp = await createTestDatabase(kind)
    deps = { db: temp.db, policy, logger: memoryLogger(), now: () => Date.parse('2026-11-23T08:00:00.000Z'), limits: defaultLimits }
    await seedBooklistsFixture(temp.db)
    await temp.db
      .insertInto('students')
      .values({
        id: 's-fields',
        name: 'Ada Fields',
        email: 'ada.fields@uni.example',
        student_number: '4242',
        access_expires_at: '2027-06-01T00:00:00.000Z',
        access_revoked_at: null,
        institution_id: 'testville',
        status: 'active',
      })
      .execute()
    userId = (await temp.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id
  })
  afterAll(() => temp.dispose())

  /** The persona's facts as the server will load them: ed's permissions, testville's flags and settings. */
  async function become(facts: Facts): Promise<void> {
    await temp.db.deleteFrom('user_permissions').where('user_id', '=', userId).execute()
    const granted = Object.entries(facts.permissions).filter(([, on]) => on)
    if (granted.length > 0)
      await temp.db
        .insertInto('user_permissions')
        .values(granted.map(([permission]) => ({ user_id: userId, permission, granted: 1 as const })))
        .execute()
    await temp.db.deleteFrom('institution_flags').where('institution_id', '=', 'testville').execute()
    const flags = Object.entries(facts.flags)
    if (flags.length > 0)
      await temp.db
        .insertInto('institution_flags')
        .values(flags.map(([flag, on]) => ({ institution_id: 'testville', flag, enabled: on ? (1 as const) : (0 as const) })))
        .execute()
    const config = { ...facts.institution, booklist_config: { region: 'gb', institution_id: 'testville' } }
    await temp.db
      .updateTable('institutions')
      .set({ config: JSON.stringify(config) })
      .where('id', '=', 'testville')
      .execute()
  }

  for (const type of guardedTypes) {
    it(`${type}: no persona is sent, or exports, a field withheld from them (${readersOf(type)
      .map((procedure) => procedure.name)
      .join(', ')})`, async () => {
      const readers = readersOf(type)
      expect(readers.length).toBeGreaterThan(0)
      for (const procedure of readers) expect(inputs, `give ${procedure.name} an input in this test`).toHaveProperty([procedure.name])
      let withheldAndAnswered = 0
      let readAndSent = 0
      for (const [persona, facts] of personas) {
        await become(facts)
        const ability = buildAbility(policy, { ...facts, user: { id: userId, institutionId: 'testville' } })
        const withheld = withheldFields(policy, ability, 'read', type)
        const api = caller(async () => createContext(deps, await cookieFor(deps.db, email)))
        for (const procedure of readers) {
          const [router = '', name = ''] = procedure.name.split('.')
          const call = (api as unknown as Record<string, Record<string, (input: unknown) => Promise<unknown>>>)[router]?.[name]
          if (!call) throw new Error(`${procedure.name} is in policy/procedures.yaml but not in the router`)
          let answer: unknown
          try {
            answer = await call(inputs[procedure.name])
          } catch (error) {
            // Refused or not found: nothing of the record is sent.
            expect(['FORBIDDEN', 'NOT_FOUND'], `${procedure.name} for ${persona}`).toContain(await codeOf(Promise.reject(error)))
            continue
          }
          const keys = new Set(keysIn(answer))
          for (const field of withheld) expect(keys.has(field), `${procedure.name} for ${persona} sends ${type}.${field}`).toBe(false)
          if (withheld.length > 0) withheldAndAnswered++
          const shown = policy.guardedFields[type]?.['read']?.filter((field) => !withheld.includes(field)) ?? []
          if (shown.some((field) => keys.has(field))) readAndSent++
          const exported = exports[type]
          if (exported) {
            const csv = await toCsv(exported.rows(answer as never), exported.columns, 'csv', ',', { withheld })
            const header = csv.split('\r\n')[0] ?? ''
            for (const column of exported.columns.filter((column) => column.field !== undefined && withheld.includes(column.field)))
              expect(header.split(','), `${type} export for ${persona}`).not.toContain(column.header)
          }
        }
      }
      // Not vacuous: some persona was answered without a field, and some with it.
      expect(withheldAndAnswered).toBeGreaterThan(0)
      expect(readAndSent).toBeGreaterThan(0)
    })
  }

  it('the walk sees a field where the policy lets it through (booklists.get for an editor with booklist:viewInternalStatus)', async () => {
    const facts = tables.personas.get('librarian')
    expect(facts).toBeDefined()
    await become(facts!)
    const answer = await caller(async () => createContext(deps, await cookieFor(deps.db, email))).booklists.get({ id: lists.draft })
    expect(keysIn(answer)).toContain('internalStatus')
    expect(
      buildAbility(policy, { ...facts!, user: { id: userId, institutionId: 'testville' } }).can('read', subject('BooklistItem', { ...answer.items[0]! })),
    ).toBe(true)
  })
})
