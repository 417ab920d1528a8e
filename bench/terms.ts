import { replaceData } from '../src/server/data/replace-data.ts'
import { storeTerms } from '../src/server/data/store-terms.ts'
import type { AppDb } from '../src/server/db/schema.ts'
import { defaultLimits } from '../src/server/limits.ts'
import { memoryLogger } from '../src/server/logger.ts'
import { policy } from '../src/server/policy.ts'
import { fixtureInstitution } from '../src/server/testing/fixture-institution.ts'
import { cookieFor, parseOrThrow } from '../src/server/testing/seed.ts'
import type { TermStatusBoardInput } from '../src/contracts/term-status.ts'
import { createContext, type ServerDeps } from '../src/server/trpc/context.ts'
import { createCallerFactory } from '../src/server/trpc/init.ts'
import { appRouter } from '../src/server/trpc/router.ts'
import { withBenchDatabase } from './bench-database.ts'
import type { BenchDatabase } from './record-queries.ts'
import { percentile, round } from './stats.ts'
import { row, type BenchRow } from './table.ts'

// Issue 55's figure: the status board of a term of 4,000 courses (every
// booklist state, some late), counted in SQL per department with one page of
// courses, p95 over 30 calls through the procedure, on each database.
const courses = 4_000
const otherTermCourses = 2_000
const departments = 25
const runs = 30
const targetMs = 200
const NOW = Date.parse('2026-12-10T12:00:00.000Z')
const spring = { name: '2027-spring', startsOn: '2027-01-11', endsOn: '2027-05-14', adoptionDeadline: '2026-12-14', booklistDeadline: '2026-12-07' }
const autumn = { name: '2026-autumn', startsOn: '2026-09-07', endsOn: '2026-12-18', adoptionDeadline: '2026-08-14', booklistDeadline: '2026-08-07' }

/** The board as a coordinator opens it, and filtered to the missing courses sorted by status. */
const calls: readonly { readonly what: string; readonly input: TermStatusBoardInput }[] = [
  { what: 'termStatus.board, first page of 25, p95', input: {} },
  { what: 'termStatus.board, Missing by status, p95', input: { status: 'missing', sort: 'status', desc: true } },
]

export async function measureTermStatus(kind: BenchDatabase): Promise<BenchRow[]> {
  const group = `terms on ${kind === 'sqlite' ? 'SQLite' : 'PostgreSQL'} (issue 55)`
  return withBenchDatabase(kind, async ({ db }) => {
    await seed(db)
    const deps: ServerDeps = { db, policy, logger: memoryLogger(), now: () => NOW, limits: defaultLimits }
    const cookie = await cookieFor(db, 'cora@bench.example', NOW)
    const caller = createCallerFactory(appRouter)(() => createContext(deps, cookie))
    const rows: BenchRow[] = []
    for (const { what, input } of calls) {
      const first = await caller.termStatus.board(input)
      if (first.totals.courses !== courses) throw new Error(`the board counted ${first.totals.courses} courses of ${courses}`)
      if (input.status === undefined) await expectCountedRecords(db, first)
      for (let i = 0; i < 3; i++) await caller.termStatus.board(input)
      const times: number[] = []
      for (let i = 0; i < runs; i++) {
        const start = performance.now()
        await caller.termStatus.board(input)
        times.push(performance.now() - start)
      }
      const p95 = percentile(times, 95)
      const { totals } = first
      rows.push(
        row(group, what, round(p95, 1), 'ms p95', {
          target: `<= ${targetMs} ms`,
          pass: p95 <= targetMs,
          note: `p50 ${round(percentile(times, 50), 1)} ms over ${runs} calls; figures equal a count of the records; ${courses} courses in ${departments} departments (${totals.notStarted} not started, ${totals.draft} draft, ${totals.onTime} on time, ${totals.late} late), ${otherTermCourses} in another term`,
        }),
      )
    }
    return rows
  })
}

type Counts = Record<'courses' | 'notStarted' | 'draft' | 'onTime' | 'late', number>

/**
 * The board's figures at this scale equal a count of the records made here, in JS: each course of the
 * term and its list, read row by row, classed as the board classes them; per department and in all.
 */
async function expectCountedRecords(
  db: AppDb,
  board: { readonly totals: Counts; readonly departments: readonly ({ readonly department: string } & Counts)[] },
): Promise<void> {
  const deadline = (await db.selectFrom('terms').select('booklist_deadline_at').where('name', '=', '2027-spring').executeTakeFirstOrThrow())
    .booklist_deadline_at
  const lists = new Map(
    (await db.selectFrom('booklists').select(['course_id', 'state', 'submitted_at']).where('term', '=', '2027-spring').execute()).map((list) => [
      list.course_id,
      list,
    ]),
  )
  const counted = new Map<string, Counts>()
  const total: Counts = { courses: 0, notStarted: 0, draft: 0, onTime: 0, late: 0 }
  for (const course of await db.selectFrom('courses').select(['id', 'department']).where('term', '=', '2027-spring').where('status', '=', 'active').execute()) {
    const list = lists.get(course.id)
    const status = !list ? 'notStarted' : list.state === 'draft' ? 'draft' : (list.submitted_at ?? '') <= deadline ? 'onTime' : 'late'
    const department = counted.get(course.department) ?? { courses: 0, notStarted: 0, draft: 0, onTime: 0, late: 0 }
    for (const counts of [department, total]) {
      counts.courses++
      counts[status]++
    }
    counted.set(course.department, department)
  }
  const keys = ['courses', 'notStarted', 'draft', 'onTime', 'late'] as const
  const same = (a: Counts, b: Counts) => keys.every((key) => a[key] === b[key])
  if (!same(board.totals, total)) throw new Error(`the board's totals ${JSON.stringify(board.totals)} are not the records' ${JSON.stringify(total)}`)
  for (const department of board.departments) {
    const records = counted.get(department.department)
    if (!records || !same(department, records)) throw new Error(`the board's ${department.department} differs from its records`)
  }
  if (board.departments.length !== counted.size) throw new Error(`the board has ${board.departments.length} departments, the records ${counted.size}`)
}

/** One institution, its coordinator, two terms and their courses; every tenth list was submitted after the deadline. */
async function seed(db: AppDb): Promise<void> {
  const states = [undefined, 'draft', 'submitted', 'submitted', 'final'] as const
  const courseLines = Array.from({ length: courses + otherTermCourses }, (_, i) => {
    const term = i < courses ? '2027-spring' : '2026-autumn'
    const state = states[i % states.length]
    return `  - { id: c${i}, code: C${String(i).padStart(5, '0')}, title: Course ${i}, term: ${term}, institution: bench, department: Department ${i % departments}, instructors: [teacher${i % 300}@bench.example]${state ? `, booklist: ${state}` : ''} }`
  })
  await replaceData(
    db,
    parseOrThrow(
      `
institutions:${fixtureInstitution('bench')}
users:
  - { email: cora@bench.example, institution: bench, permissions: { adoptions:viewAllCourses: true } }
courses:
${courseLines.join('\n')}
`,
      'terms-bench.yaml',
    ),
  )
  await storeTerms(db, [{ id: 'bench', terms: [autumn, spring] }], new Date(NOW).toISOString())
  await db.updateTable('booklists').set({ submitted_at: '2026-12-01T10:00:00.000Z' }).where('state', '!=', 'draft').execute()
  await db
    .updateTable('booklists')
    .set({ submitted_at: '2026-12-09T10:00:00.000Z' })
    .where('state', '=', 'submitted')
    .where(
      'course_id',
      'in',
      Array.from({ length: courses / 10 }, (_, i) => `c${i * 10 + 2}`),
    )
    .execute()
}
