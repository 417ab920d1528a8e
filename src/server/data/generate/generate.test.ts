import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppDb } from '../../db/schema.ts'
import { findUserByEmail } from '../../db/users-repo.ts'
import { demoData } from '../../testing/seed.ts'
import { createTestDatabase, testDatabases, type TestDatabase } from '../../testing/test-databases.ts'
import { planRecords } from './index.ts'
import { isValidIsbn13 } from '../isbn.ts'
import { replaceData } from '../replace-data.ts'
import { orderedNote, receivedNote } from '../../../contracts/order-notes.ts'

/** Transitions the issue allows; written out here, independently of the generator's own table. */
const allowed = new Set([
  '∅>draft',
  '∅>pending',
  '∅>approved',
  'draft>pending',
  'draft>cancelled',
  'pending>approved',
  'pending>rejected',
  'pending>cancelled',
  'approved>ordered',
  'ordered>fulfilled',
])

const count = async (db: AppDb, query: string) => Number((await sql<{ n: number }>`${sql.raw(query)}`.execute(db)).rows[0]?.n)

describe.each(testDatabases())('the demo records on %s', (kind) => {
  let temp: TestDatabase
  const data = { ...demoData(), generate: { seed: 'demo', asOf: '2026-11-01T00:00:00.000Z', size: demoData().generate!.size } }
  beforeAll(async () => {
    temp = await createTestDatabase(kind)
    await replaceData(temp.db, data)
  }, 60_000)
  afterAll(() => temp.dispose())

  it('has a shared catalogue and, at each institution, about the sizes the demo asks for', async () => {
    // Beside the demo file's own few titles and courses (its rollover courses).
    expect(await count(temp.db, `SELECT count(*) AS n FROM titles WHERE nbsi LIKE 'nb-%'`)).toBe(3000)
    for (const institution of data.institutions) {
      const where = `WHERE institution_id = '${institution.id}'`
      const generated = `AND course_id IN (SELECT id FROM courses WHERE import_source = 'generator')`
      expect(await count(temp.db, `SELECT count(*) AS n FROM courses ${where} AND import_source = 'generator'`)).toBe(400)
      expect(await count(temp.db, `SELECT count(*) AS n FROM booklist_items ${where} ${generated}`)).toBe(2000)
      expect(await count(temp.db, `SELECT count(*) AS n FROM requests ${where}`)).toBe(150)
      expect(await count(temp.db, `SELECT count(DISTINCT month) AS n FROM usage_monthly ${where}`)).toBe(12)
    }
  })

  it('gives every title a valid ISBN-13 and a price', async () => {
    const titles = await temp.db.selectFrom('titles').select(['isbn13', 'price_minor', 'currency', 'authors']).execute()
    expect(titles.every((title) => title.isbn13 !== null && isValidIsbn13(title.isbn13))).toBe(true)
    expect(titles.every((title) => title.price_minor > 0 && title.currency === 'GBP' && (JSON.parse(title.authors) as string[]).length > 0)).toBe(true)
  })

  it('writes each request’s history in a valid order ending at its status, decided by someone else', async () => {
    const requests = await temp.db.selectFrom('requests').select(['id', 'status', 'requester_id', 'created_at', 'version']).execute()
    const events = await temp.db.selectFrom('record_events').selectAll().where('record_type', '=', 'Request').orderBy('record_id').orderBy('id').execute()
    const byRequest = new Map<string, typeof events>()
    for (const event of events) byRequest.set(event.record_id, [...(byRequest.get(event.record_id) ?? []), event])
    for (const request of requests) {
      const history = byRequest.get(request.id) ?? []
      expect(history.length).toBeGreaterThan(0)
      expect(history[0]!.at).toBe(request.created_at)
      let previous: string | null = null
      for (const event of history) {
        expect(event.from_status).toBe(previous)
        expect(allowed.has(`${event.from_status ?? '∅'}>${event.to_status}`)).toBe(true)
        const decision = event.to_status === 'approved' || event.to_status === 'rejected'
        if (decision && event.from_status !== null) expect(event.actor_id).not.toBe(request.requester_id)
        if (decision && event.from_status === null) expect(event.note).toBe('Approved at creation: the requester holds booklist:autoApprove')
        previous = event.to_status
      }
      expect(previous).toBe(request.status)
      expect(request.version).toBe(history.length)
    }
    expect(new Set(requests.map((request) => request.status))).toEqual(
      new Set(['draft', 'pending', 'approved', 'rejected', 'ordered', 'fulfilled', 'cancelled']),
    )
  })

  it('keeps booklist items in step with their booklist, and order totals with their lines', async () => {
    expect(
      await count(
        temp.db,
        `SELECT count(*) AS n FROM booklist_items i JOIN booklists b ON b.id = i.booklist_id
      WHERE i.list_state <> b.state OR i.course_id <> b.course_id OR i.institution_id <> b.institution_id`,
      ),
    ).toBe(0)
    expect(
      await count(
        temp.db,
        `SELECT count(*) AS n FROM orders o WHERE o.total_minor <>
      (SELECT coalesce(sum(l.quantity * l.unit_price_minor), 0) FROM order_lines l WHERE l.order_id = o.id)`,
      ),
    ).toBe(0)
    expect(
      await count(
        temp.db,
        `SELECT count(*) AS n FROM usage_monthly u WHERE u.metric = 'Unique_Item_Requests' AND u.count >
      (SELECT t.count FROM usage_monthly t
        WHERE t.institution_id = u.institution_id AND t.nbsi = u.nbsi AND t.month = u.month AND t.metric = 'Total_Item_Requests')`,
      ),
    ).toBe(0)
  })

  it(
    'keeps each order and its requests in step: a delivered order’s requests fulfilled, ' +
      'an open one’s ordered, their history at the order’s placing and receipt',
    async () => {
      const orders = await temp.db.selectFrom('orders').selectAll().execute()
      const requests = await temp.db.selectFrom('requests').select(['id', 'status', 'order_id', 'updated_at']).execute()
      const events = await temp.db
        .selectFrom('record_events')
        .selectAll()
        .where('record_type', '=', 'Request')
        .where('to_status', 'in', ['ordered', 'fulfilled'])
        .execute()
      const byOrder = new Map<string, typeof requests>()
      for (const request of requests) if (request.order_id !== null) byOrder.set(request.order_id, [...(byOrder.get(request.order_id) ?? []), request])
      const broken: string[] = []
      for (const order of orders) {
        const own = byOrder.get(order.id) ?? []
        if (own.length === 0) broken.push(`${order.id}: no requests`)
        const expected = order.status === 'delivered' ? 'fulfilled' : order.status === 'cancelled' ? undefined : 'ordered'
        for (const request of own) {
          if (expected !== undefined && request.status !== expected) broken.push(`${order.id} ${order.status}: ${request.id} ${request.status}`)
          const placing = events.find((event) => event.record_id === request.id && event.to_status === 'ordered')
          if (
            placing?.at !== order.placed_at ||
            placing.action !== 'order' ||
            placing.actor_id !== order.placed_by ||
            placing.note !== orderedNote(order.supplier, order.placed_at)
          )
            broken.push(`${request.id}: ordered ${placing?.at} by ${placing?.actor_id}, its order placed ${order.placed_at} by ${order.placed_by}`)
          const receipt = events.find((event) => event.record_id === request.id && event.to_status === 'fulfilled')
          if (
            order.status === 'delivered' &&
            (receipt?.at !== order.updated_at ||
              receipt.action !== 'receive' ||
              receipt.note !== receivedNote(order.supplier, order.placed_at) ||
              receipt.note.includes(order.id))
          )
            broken.push(`${request.id}: received ${receipt?.at} (${receipt?.action}), its order delivered ${order.updated_at}`)
          if (order.status !== 'delivered' && receipt !== undefined) broken.push(`${request.id}: received, its order ${order.status}`)
        }
      }
      expect(orders.length).toBeGreaterThan(10)
      expect(new Set(orders.map((order) => order.status))).toEqual(new Set(['placed', 'delivered']))
      expect(requests.filter((request) => (request.status === 'ordered' || request.status === 'fulfilled') && request.order_id === null).length).toBe(0)
      expect(broken).toEqual([])
    },
  )

  it('gives each title-month of usage the six COUNTER 5.1 request and investigation counts, consistent with one another', async () => {
    const rows = await temp.db.selectFrom('usage_monthly').select(['institution_id', 'nbsi', 'month', 'access_type', 'metric', 'count']).execute()
    const groups = new Map<string, Map<string, number>>()
    for (const row of rows) {
      const key = `${row.institution_id}/${row.nbsi}/${row.month}/${row.access_type}`
      groups.set(key, (groups.get(key) ?? new Map<string, number>()).set(row.metric, row.count))
    }
    // Written out here, independently of the generator: [larger, smaller] pairs of Release 5.1's metric types.
    const atLeast = [
      ['Total_Item_Investigations', 'Total_Item_Requests'],
      ['Unique_Item_Investigations', 'Unique_Item_Requests'],
      ['Unique_Title_Investigations', 'Unique_Title_Requests'],
      ['Unique_Item_Requests', 'Unique_Title_Requests'],
      ['Unique_Item_Investigations', 'Unique_Title_Investigations'],
      ['Total_Item_Requests', 'Unique_Item_Requests'],
      ['Total_Item_Investigations', 'Unique_Item_Investigations'],
    ] as const
    const sixMetrics = [
      'Total_Item_Investigations',
      'Total_Item_Requests',
      'Unique_Item_Investigations',
      'Unique_Item_Requests',
      'Unique_Title_Investigations',
      'Unique_Title_Requests',
    ]
    const broken: string[] = []
    for (const [key, counts] of groups) {
      if (counts.size > 7) broken.push(`${key}: ${counts.size} rows`)
      for (const metric of sixMetrics) if (!((counts.get(metric) ?? 0) > 0)) broken.push(`${key}: no ${metric}`)
      for (const [larger, smaller] of atLeast) if ((counts.get(larger) ?? 0) < (counts.get(smaller) ?? 0)) broken.push(`${key}: ${larger} < ${smaller}`)
      if (counts.has('Limit_Exceeded') && counts.has('No_License')) broken.push(`${key}: both turnaways`)
    }
    expect(groups.size).toBeGreaterThan(10_000)
    expect(broken).toEqual([])
  })

  it('gives each title one access type, at every institution and in every month, mostly Controlled, and turns away only Controlled use', async () => {
    const rows = await temp.db.selectFrom('usage_monthly').select(['nbsi', 'access_type']).distinct().execute()
    const byTitle = new Map<string, Set<string>>()
    for (const row of rows) byTitle.set(row.nbsi, (byTitle.get(row.nbsi) ?? new Set<string>()).add(row.access_type))
    expect([...byTitle].filter(([, types]) => types.size > 1)).toEqual([])
    const share = (type: string) => rows.filter((row) => row.access_type === type).length / byTitle.size
    expect(byTitle.size).toBeGreaterThan(500)
    expect(share('Open')).toBeGreaterThan(0.06)
    expect(share('Open')).toBeLessThan(0.14)
    expect(share('Free_To_Read')).toBeGreaterThan(0.025)
    expect(share('Free_To_Read')).toBeLessThan(0.075)
    expect(
      await count(temp.db, "SELECT count(*) AS n FROM usage_monthly WHERE metric IN ('Limit_Exceeded', 'No_License') AND access_type <> 'Controlled'"),
    ).toBe(0)
    expect(await count(temp.db, "SELECT count(*) AS n FROM usage_monthly WHERE metric = 'Limit_Exceeded'")).toBeGreaterThan(100)
    expect(await count(temp.db, "SELECT count(*) AS n FROM usage_monthly WHERE metric = 'No_License'")).toBeGreaterThan(20)
  })

  it('keeps what the demo personas see: raj teaches courses, ana requests and approves, Harbour has no hosted students', async () => {
    const raj = (await findUserByEmail(temp.db, 'raj@riverside.example'))!
    expect(await count(temp.db, `SELECT count(*) AS n FROM course_instructors WHERE user_id = '${raj.id}'`)).toBeGreaterThan(5)
    const ana = (await findUserByEmail(temp.db, 'ana@northbridge.example'))!
    expect(
      await count(
        temp.db,
        `SELECT count(*) AS n FROM record_events WHERE record_type = 'Request' AND actor_id = '${ana.id}' AND to_status IN ('approved', 'rejected')`,
      ),
    ).toBeGreaterThan(10)
    expect(await count(temp.db, "SELECT count(*) AS n FROM students WHERE institution_id = 'harbour'")).toBe(0)
    expect(await count(temp.db, "SELECT count(*) AS n FROM students WHERE institution_id = 'northbridge'")).toBe(300)
  })

  it('gives the hosted students every access state on the Students page: active, expiring within 30 days, expired, never granted, revoked', async () => {
    const asOf = '2026-11-01T00:00:00.000Z'
    const in30 = '2026-12-01T00:00:00.000Z'
    const students = (where: string) => count(temp.db, `SELECT count(*) AS n FROM students WHERE institution_id = 'northbridge' AND ${where}`)
    expect(await students(`access_revoked_at IS NULL AND access_expires_at > '${in30}'`)).toBeGreaterThan(100)
    expect(await students(`access_revoked_at IS NULL AND access_expires_at > '${asOf}' AND access_expires_at <= '${in30}'`)).toBeGreaterThan(10)
    expect(await students(`access_revoked_at IS NULL AND access_expires_at <= '${asOf}'`)).toBeGreaterThan(10)
    expect(await students('access_expires_at IS NULL')).toBeGreaterThan(3)
    expect(await students('access_revoked_at IS NOT NULL')).toBeGreaterThan(3)
  })

  it('leaves omar requests of rosa’s to approve at first start, and has him, never rosa, decide the ones decided', async () => {
    const rosa = (await findUserByEmail(temp.db, 'rosa@westbrook.example'))!
    const omar = (await findUserByEmail(temp.db, 'omar@westbrook.example'))!
    expect(await count(temp.db, `SELECT count(*) AS n FROM requests WHERE requester_id = '${rosa.id}' AND status = 'pending'`)).toBeGreaterThan(10)
    const deciders = await temp.db
      .selectFrom('record_events')
      .select('actor_id')
      .distinct()
      .where('record_type', '=', 'Request')
      .where('institution_id', '=', 'westbrook')
      .where('to_status', 'in', ['approved', 'rejected'])
      .execute()
    expect(deciders.map((event) => event.actor_id)).toEqual([omar.id])
    // omar's own requests wait for someone else: none of them is decided.
    expect(
      await count(
        temp.db,
        `SELECT count(*) AS n FROM requests WHERE requester_id = '${omar.id}' AND status IN ('approved', 'rejected', 'ordered', 'fulfilled')`,
      ),
    ).toBe(0)
    expect(await count(temp.db, `SELECT count(*) AS n FROM requests WHERE requester_id = '${omar.id}' AND status = 'pending'`)).toBeGreaterThan(0)
  })

  it('gives every adoption its history: proposed by its adopter, then its decision by its decider', async () => {
    const adoptions = await temp.db.selectFrom('adoptions').select(['id', 'status', 'adopted_by', 'decided_by']).execute()
    const events = await temp.db
      .selectFrom('record_events')
      .select(['record_id', 'action', 'actor_id', 'to_status'])
      .where('record_type', '=', 'Adoption')
      .orderBy('id')
      .execute()
    const byAdoption = new Map<string, (typeof events)[number][]>()
    for (const event of events) byAdoption.set(event.record_id, [...(byAdoption.get(event.record_id) ?? []), event])
    expect(adoptions.length).toBeGreaterThan(0)
    for (const adoption of adoptions) {
      const history = (byAdoption.get(adoption.id) ?? []).map((event) => [event.action, event.actor_id, event.to_status])
      const decision = adoption.status === 'proposed' ? [] : [[adoption.status === 'approved' ? 'approve' : 'reject', adoption.decided_by, adoption.status]]
      expect(history).toEqual([['adopt', adoption.adopted_by, 'proposed'], ...decision])
    }
  })

  it('generates the same records on every run: a digest of the requests is fixed', async () => {
    const columns = ['id', 'status', 'kind', 'nbsi', 'requester_id', 'quantity', 'created_at'] as const
    const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
    const rows = (await temp.db.selectFrom('requests').select(columns).execute()).sort(byId)
    // The file lists no requests, so every loaded one is the generator's: a second run, made in memory, gives the same.
    expect(data.requests).toEqual([])
    const again = [...planRecords(data, data.generate).institutions]
      .flatMap((institution) => institution.requests.requests)
      .map((request) => Object.fromEntries(columns.map((column) => [column, request[column]])))
      .sort((a, b) => byId(a as { id: string }, b as { id: string }))
    expect(again).toEqual(rows)
  })

  it('finds titles by words of their title, authors or subjects, as prefixes, the same on both databases', async () => {
    const { dialectOf, searchTerms } = await import('../../db/dialects/index.ts')
    const features = dialectOf(temp.db)
    const search = (text: string) =>
      temp.db
        .selectFrom('titles')
        .select('nbsi')
        .where(features.titleMatches(searchTerms(text)))
        .orderBy('nbsi')
        .execute()
    const organic = await search('organic chem')
    expect(organic.length).toBeGreaterThan(0)
    // Read independently: every word of the query starts some word of the title's text ("Inorganic" is not "organic").
    const all = await temp.db.selectFrom('titles').select(['nbsi', 'title', 'authors', 'publisher', 'subjects']).orderBy('nbsi').execute()
    const words = (text: string) => text.toLowerCase().split(/[^\p{L}\p{N}]+/u)
    const expected = all
      .filter((title) =>
        ['organic', 'chem'].every((term) =>
          words(`${title.title} ${title.authors} ${title.publisher} ${title.subjects}`).some((word) => word.startsWith(term)),
        ),
      )
      .map((title) => ({ nbsi: title.nbsi }))
    expect(organic).toEqual(expected)
    expect(await search('"; DROP TABLE titles; --')).toEqual([])
  })
})
