import type { AppDb, CounterMetric } from '../db/schema.ts'
import { replaceData } from '../data/replace-data.ts'
import { fixtureInstitution } from './fixture-institution.ts'
import { parseOrThrow } from './test-records.ts'

/**
 * Analytics dashboards (issue 30): Testville's orders, adoptions and COUNTER
 * usage in January to March 2026, with rows just outside those months (the
 * last millisecond of December, the first of April) and Otherton's rows,
 * which no Testville chart may count. Quietville has the dashboards flag off.
 * Testville also lists a dashboard of a kind this version does not know.
 */
const dashboards = [
  { id: 'acquisitions', displayName: 'Acquisitions' },
  { id: 'academic', displayName: 'Academic' },
  { id: 'engage', displayName: 'Engagement' },
]
const on = { flags: { dashboards: true } }
const fixtureInstitutions =
  fixtureInstitution('testville', { ...on, config: { availableDashboards: [...dashboards, { id: 'legacy', displayName: 'Old spend' }] } }) +
  fixtureInstitution('otherton', { ...on, config: { availableDashboards: dashboards } }) +
  fixtureInstitution('quietville', { flags: { dashboards: false }, config: { availableDashboards: dashboards } })

const fixture = `
institutions:${fixtureInstitutions}
users:
  - { email: lib@testville.example, institution: testville, permissions: { dashboards:acquisitions: true, dashboards:academic: true, dashboards:engage: true } }
  - { email: ada@testville.example, institution: testville, permissions: { dashboards:academic: true } }
  - { email: otto@otherton.example, institution: otherton, permissions: { dashboards:acquisitions: true, dashboards:academic: true, dashboards:engage: true } }
  - { email: quinn@quietville.example, institution: quietville, permissions: { dashboards:acquisitions: true } }
titles:
  - { nbsi: t-chem, title: Organic Chemistry, price: 4599, currency: GBP }
  - { nbsi: t-bio, title: Cell Biology, price: 2000, currency: GBP }
  - { nbsi: t-phys, title: Physics Now, price: 1000, currency: GBP }
courses:
  - { id: tv-chem, code: CHEM101, title: Intro Chemistry, term: 2026-autumn, department: Chemistry, institution: testville, titles: [t-chem, t-bio] }
  - { id: tv-bio, code: BIO200, title: Cell Biology, term: 2026-autumn, department: Biology, institution: testville, titles: [t-bio] }
  - { id: tv-his, code: HIS100, title: History of Science, term: 2027-spring, department: History, institution: testville, titles: [t-phys] }
  - { id: ot-chem, code: OTH100, title: Elsewhere, term: 2026-autumn, department: Chemistry, institution: otherton, titles: [t-chem] }
`

type Line = readonly [nbsi: string, request: string | null, quantity: number, unitPrice: number]
const orders: readonly (readonly [id: string, institution: string, placedAt: string, currency: string, lines: readonly Line[], status?: 'cancelled'])[] = [
  [
    'o1',
    'testville',
    '2026-01-05T10:00:00.000Z',
    'GBP',
    [
      ['t-chem', 'r-chem', 2, 300],
      ['t-bio', null, 1, 400],
    ],
  ],
  ['o2', 'testville', '2026-03-31T23:30:00.000Z', 'GBP', [['t-bio', 'r-bio', 5, 500]]],
  ['o3', 'testville', '2026-03-10T09:00:00.000Z', 'USD', [['t-chem', 'r-chem', 1, 700]]],
  ['o4', 'testville', '2026-04-01T00:00:00.000Z', 'GBP', [['t-chem', 'r-chem', 1, 9999]]],
  ['o5', 'testville', '2025-12-31T23:59:59.999Z', 'GBP', [['t-chem', 'r-chem', 1, 8888]]],
  ['o6', 'otherton', '2026-02-01T12:00:00.000Z', 'GBP', [['t-chem', 'r-other', 1, 5000]]],
  // Cancelled: nothing was spent.
  ['o7', 'testville', '2026-02-10T10:00:00.000Z', 'GBP', [['t-bio', 'r-bio', 3, 7777]], 'cancelled'],
]

const requests = [
  ['r-chem', 'testville', 'tv-chem', 't-chem'],
  ['r-bio', 'testville', 'tv-bio', 't-bio'],
  ['r-other', 'otherton', 'ot-chem', 't-chem'],
] as const

const adoptions = [
  ['a1', 'testville', 'tv-chem', 't-chem', 'proposed', '2026-01-10T08:00:00.000Z'],
  ['a2', 'testville', 'tv-chem', 't-bio', 'approved', '2026-02-10T08:00:00.000Z'],
  ['a3', 'testville', 'tv-bio', 't-bio', 'approved', '2026-02-11T08:00:00.000Z'],
  ['a4', 'testville', 'tv-his', 't-phys', 'rejected', '2026-03-01T00:00:00.000Z'],
  ['a5', 'testville', 'tv-chem', 't-phys', 'approved', '2026-04-02T08:00:00.000Z'],
  ['a6', 'otherton', 'ot-chem', 't-chem', 'approved', '2026-02-01T08:00:00.000Z'],
] as const

/** Per institution, title and month: the count of each COUNTER metric reported. */
const usage: readonly (readonly [institution: string, nbsi: string, month: string, counts: Partial<Record<CounterMetric, number>>])[] = [
  ['testville', 't-chem', '2026-01', { Total_Item_Requests: 10, Unique_Item_Requests: 6, No_License: 2 }],
  ['testville', 't-chem', '2026-03', { Total_Item_Requests: 5, Unique_Item_Requests: 3, Limit_Exceeded: 1 }],
  ['testville', 't-bio', '2026-02', { Total_Item_Requests: 20, Unique_Item_Requests: 8 }],
  ['testville', 't-phys', '2026-02', { Total_Item_Requests: 1, Unique_Item_Requests: 1 }],
  ['testville', 't-bio', '2026-04', { Total_Item_Requests: 100 }],
  ['testville', 't-phys', '2025-12', { Total_Item_Requests: 50 }],
  ['otherton', 't-chem', '2026-01', { Total_Item_Requests: 1000 }],
]

export async function seedDashboardsFixture(db: AppDb): Promise<void> {
  await replaceData(db, parseOrThrow(fixture, 'dashboards-fixture.yaml'))
  const users = await db.selectFrom('users').select(['id', 'institution_id']).execute()
  const userOf = (institution: string) => users.find((user) => user.institution_id === institution)?.id ?? ''
  const at = '2026-01-01T00:00:00.000Z'
  await db
    .insertInto('orders')
    .values(
      orders.map(([id, institution, placedAt, currency, lines, status]) => ({
        id,
        institution_id: institution,
        placed_by: userOf(institution),
        supplier: 'Books Ltd',
        status: status ?? ('placed' as const),
        total_minor: lines.reduce((sum, [, , quantity, price]) => sum + quantity * price, 0),
        currency,
        placed_at: placedAt,
        updated_at: placedAt,
      })),
    )
    .execute()
  await db
    .insertInto('requests')
    .values(
      requests.map(([id, institution, course, nbsi]) => ({
        id,
        institution_id: institution,
        requester_id: userOf(institution),
        kind: 'title' as const,
        status: 'ordered' as const,
        nbsi,
        course_id: course,
        quantity: 1,
        created_at: at,
        updated_at: at,
      })),
    )
    .execute()
  await db
    .insertInto('order_lines')
    .values(
      orders.flatMap(([id, , , currency, lines]) =>
        lines.map(([nbsi, request, quantity, price]) => ({ order_id: id, nbsi, request_id: request, quantity, unit_price_minor: price, currency })),
      ),
    )
    .execute()
  await db
    .insertInto('adoptions')
    .values(
      adoptions.map(([id, institution, course, nbsi, status, createdAt]) => ({
        id,
        institution_id: institution,
        course_id: course,
        nbsi,
        term: '2026-autumn',
        adopted_by: userOf(institution),
        status,
        created_at: createdAt,
        updated_at: createdAt,
      })),
    )
    .execute()
  await db
    .insertInto('usage_monthly')
    .values(
      usage.flatMap(([institution, nbsi, month, counts]) =>
        Object.entries(counts).map(([metric, count]) => ({ institution_id: institution, nbsi, month, metric: metric as CounterMetric, count })),
      ),
    )
    .execute()
}
