import { createMongoAbility, subject, type ForcedSubject, type MongoAbility, type RawRuleOf } from '@casl/ability'
import fc from 'fast-check'
import { sql, type Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, testDatabases, type TestDatabase } from '../../testing/test-databases.ts'
import { accessibleBy } from './rules-to-sql.ts'

interface Row {
  id: number
  status: string
  requester_id: string | null
  quantity: number
}
interface Tables {
  items: Row
  item_owners: { item_id: number; owner_id: string }
}

type Ability = MongoAbility<[string, 'Item' | ForcedSubject<'Item'>]>
// ownerIds is a list field (a policy string-list), kept in item_owners as a course's instructors are in course_instructors.
const columns = {
  id: 'items.id',
  status: 'items.status',
  requesterId: 'items.requester_id',
  quantity: 'items.quantity',
  ownerIds: { list: (value: unknown) => sql<boolean>`exists (select 1 from item_owners o where o.item_id = items.id and o.owner_id = ${value})` },
}
const statuses = ['draft', 'pending', 'approved']
const people = ['u1', 'u2', null]
const ownerLists = [[], ['u1'], ['u2'], ['u1', 'u2']]

// Every combination of the field values, so each rule is tried against every kind of row.
const rows: Row[] = statuses.flatMap((status, s) =>
  people.flatMap((requester, p) => [1, 5, 9].map((quantity, q) => ({ id: s * 100 + p * 10 + q, status, requester_id: requester, quantity }))),
)
// Each row's owners, by its id: the row id picks one of the four lists.
const ownersOf = (id: number): string[] => ownerLists[id % ownerLists.length] ?? []

describe.each(testDatabases())('accessibleBy on %s', (kind) => {
  let temp: TestDatabase
  let db: Kysely<Tables>
  beforeAll(async () => {
    temp = await createTestDatabase(kind)
    db = temp.db as unknown as Kysely<Tables>
    await db.schema
      .createTable('items')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('requester_id', 'text')
      .addColumn('quantity', 'integer', (c) => c.notNull())
      .execute()
    await db.insertInto('items').values(rows).execute()
    await db.schema
      .createTable('item_owners')
      .addColumn('item_id', 'integer', (c) => c.notNull())
      .addColumn('owner_id', 'text', (c) => c.notNull())
      .execute()
    await db
      .insertInto('item_owners')
      .values(rows.flatMap((row) => ownersOf(row.id).map((owner_id) => ({ item_id: row.id, owner_id }))))
      .execute()
  })
  afterAll(async () => temp.dispose())

  async function selectedIds(ability: Ability): Promise<number[]> {
    const found = await db
      .selectFrom('items')
      .select('id')
      .where(accessibleBy(ability, 'read', 'Item', { columns }))
      .orderBy('id')
      .execute()
    return found.map((row) => row.id)
  }

  function allowedInMemory(ability: Ability): number[] {
    return rows
      .filter((row) =>
        ability.can(
          'read',
          subject('Item', { id: row.id, status: row.status, requesterId: row.requester_id, quantity: row.quantity, ownerIds: ownersOf(row.id) }),
        ),
      )
      .map((row) => row.id)
  }

  it('selects nothing when no rule grants the action', async () => {
    expect(await selectedIds(createMongoAbility([{ action: 'update', subject: 'Item' }]))).toEqual([])
  })

  it('selects everything for an unconditional rule', async () => {
    expect(await selectedIds(createMongoAbility([{ action: 'read', subject: 'Item' }]))).toHaveLength(rows.length)
  })

  it('ORs rules and lets a later cannot win', async () => {
    const ability: Ability = createMongoAbility([
      { action: 'read', subject: 'Item', conditions: { requesterId: 'u1' } },
      { action: 'read', subject: 'Item', conditions: { status: 'approved' } },
      { action: 'read', subject: 'Item', conditions: { quantity: { $gte: 9 } }, inverted: true },
    ])
    const ids = await selectedIds(ability)
    expect(ids).toEqual(allowedInMemory(ability))
    expect(ids.length).toBeGreaterThan(0)
  })

  it('drops a rule another rule already covers, so overlapping rules read as one', async () => {
    const ability: Ability = createMongoAbility([
      { action: 'read', subject: 'Item', conditions: { requesterId: 'u1', status: 'draft' } },
      { action: 'read', subject: 'Item', conditions: { requesterId: 'u1' } },
      { action: 'read', subject: 'Item', conditions: { requesterId: 'u1' } },
      { action: 'read', subject: 'Item', conditions: { requesterId: 'u1', quantity: { $gte: 5 } } },
    ])
    const compiled = db
      .selectFrom('items')
      .select('id')
      .where(accessibleBy(ability, 'read', 'Item', { columns }))
      .compile()
    expect(compiled.sql.match(/"requester_id" =/g)).toHaveLength(1)
    expect(compiled.sql).not.toContain('"status"')
    const ids = await selectedIds(ability)
    expect(ids).toEqual(allowedInMemory(ability))
    expect(ids).toEqual(rows.filter((row) => row.requester_id === 'u1').map((row) => row.id))
  })

  it('treats a missing value as Mongo does: $ne and $nin match it', async () => {
    const ability: Ability = createMongoAbility([{ action: 'read', subject: 'Item', conditions: { requesterId: { $ne: 'u1' } } }])
    const ids = await selectedIds(ability)
    expect(ids).toEqual(allowedInMemory(ability))
    expect(ids).toContain(rows.find((row) => row.requester_id === null)?.id)
  })

  it('reads a list field as CASL does: equals is "contains", $ne "does not contain"', async () => {
    const contains: Ability = createMongoAbility([{ action: 'read', subject: 'Item', conditions: { ownerIds: 'u1' } }])
    const ids = await selectedIds(contains)
    expect(ids).toEqual(allowedInMemory(contains))
    expect(ids.map(ownersOf).every((owners) => owners.includes('u1'))).toBe(true)
    expect(ids.length).toBe(rows.filter((row) => ownersOf(row.id).includes('u1')).length)
    const lacks: Ability = createMongoAbility([{ action: 'read', subject: 'Item', conditions: { ownerIds: { $ne: 'u1' } } }])
    expect(await selectedIds(lacks)).toEqual(allowedInMemory(lacks))
    expect((await selectedIds(lacks)).length).toBe(rows.length - ids.length)
  })

  it('refuses an operator a list field cannot take in SQL', () => {
    const ability: Ability = createMongoAbility([{ action: 'read', subject: 'Item', conditions: { ownerIds: { $gt: 'u1' } } }])
    expect(() =>
      db
        .selectFrom('items')
        .select('id')
        .where(accessibleBy(ability, 'read', 'Item', { columns }))
        .compile(),
    ).toThrow('Record rules cannot use the operator "gt" on the list field "ownerIds" in SQL.')
  })

  it('refuses a field that has no column instead of dropping the condition', () => {
    const ability: Ability = createMongoAbility([{ action: 'read', subject: 'Item', conditions: { secret: 'x' } }])
    expect(() =>
      db
        .selectFrom('items')
        .select('id')
        .where(accessibleBy(ability, 'read', 'Item', { columns }))
        .compile(),
    ).toThrow('No SQL column is mapped for the record field "secret".')
  })

  it('agrees with the ability in memory for any rules', async () => {
    const value = fc.oneof(
      fc.constantFrom(...statuses).map((v) => ['status', v] as const),
      fc.constantFrom(...people).map((v) => ['requesterId', v] as const),
    )
    const fieldCondition = fc.oneof(
      value.map(([field, v]) => ({ [field]: v })),
      value.map(([field, v]) => ({ [field]: { $ne: v } })),
      fc
        .tuple(fc.constantFrom('status', 'requesterId'), fc.array(fc.constantFrom(...statuses, ...people), { maxLength: 3 }))
        .map(([f, l]) => ({ [f]: { $in: l } })),
      fc
        .tuple(fc.constantFrom('status', 'requesterId'), fc.array(fc.constantFrom(...statuses, ...people), { maxLength: 3 }))
        .map(([f, l]) => ({ [f]: { $nin: l } })),
      // The list field: contains (eq), does not contain ($ne), contains one of ($in) or none of ($nin), null operands included.
      fc.constantFrom(...people).map((v) => ({ ownerIds: v })),
      fc.constantFrom(...people).map((v) => ({ ownerIds: { $ne: v } })),
      fc.array(fc.constantFrom(...people), { maxLength: 3 }).map((l) => ({ ownerIds: { $in: l } })),
      fc.array(fc.constantFrom(...people), { maxLength: 3 }).map((l) => ({ ownerIds: { $nin: l } })),
      // Comparisons only on a NOT NULL column: CASL's in-memory compare orders null below everything.
      fc.tuple(fc.constantFrom('$lt', '$lte', '$gt', '$gte'), fc.constantFrom(1, 5, 9)).map(([op, n]) => ({ quantity: { [op]: n } })),
    )
    const rule = fc.record({
      conditions: fc.option(
        fc.array(fieldCondition, { minLength: 1, maxLength: 3 }).map((parts) => Object.assign({}, ...parts) as Record<string, unknown>),
        { nil: undefined },
      ),
      inverted: fc.boolean(),
      action: fc.constantFrom('read', 'update'),
    })
    await fc.assert(
      fc.asyncProperty(fc.array(rule, { maxLength: 5 }), async (raw) => {
        const rules = raw.map(({ conditions, inverted, action }) => ({
          action,
          subject: 'Item',
          inverted,
          ...(conditions ? { conditions } : {}),
        })) as RawRuleOf<Ability>[]
        const ability: Ability = createMongoAbility(rules)
        expect(await selectedIds(ability)).toEqual(allowedInMemory(ability))
      }),
      { numRuns: 300 },
    )
  })
})
