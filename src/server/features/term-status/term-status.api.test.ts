import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { termStatusBoardInput, type TermStatusBoardInput } from '../../../contracts/term-status.ts'
import { daysUntil } from '../../../contracts/terms.ts'
import { defaultLimits } from '../../limits.ts'
import { memoryLogger } from '../../logger.ts'
import { policy } from '../../policy.ts'
import { codeOf } from '../../testing/error-code.ts'
import { cookieFor } from '../../testing/seed.ts'
import { createScreenServer } from '../../testing/screen-server.ts'
import { seedTermStatusFixture, termStatusNow } from '../../testing/term-status-fixture.ts'
import { createTestDatabase, testDatabases, type TestDatabase } from '../../testing/test-databases.ts'
import { createContext, type ServerDeps } from '../../trpc/context.ts'
import { createCallerFactory } from '../../trpc/init.ts'
import { appRouter } from '../../trpc/router.ts'
import { termStatusBoard } from './term-status.repo.ts'

const createCaller = createCallerFactory(appRouter)

describe.each(testDatabases())('termStatus.board on %s', (kind) => {
  let temp: TestDatabase
  let deps: ServerDeps
  const as = (email: string) => createCaller(async () => createContext(deps, await cookieFor(deps.db, email, termStatusNow)))
  const codes = (rows: readonly { code: string }[]) => rows.map((row) => row.code)

  // Read-only: one database for the suite.
  beforeAll(async () => {
    temp = await createTestDatabase(kind)
    deps = { db: temp.db, policy, logger: memoryLogger(), now: () => termStatusNow, limits: defaultLimits }
    await seedTermStatusFixture(temp.db)
  })
  afterAll(() => temp.dispose())

  /** The board's figures counted again in plain JS over the records, for one institution and term. */
  async function countedByHand(institutionId: string, termName: string) {
    const term = await deps.db.selectFrom('terms').selectAll().where('institution_id', '=', institutionId).where('name', '=', termName).executeTakeFirst()
    const courses = await deps.db.selectFrom('courses').select(['id', 'department', 'status', 'term']).where('institution_id', '=', institutionId).execute()
    const lists = await deps.db.selectFrom('booklists').select(['course_id', 'term', 'state', 'submitted_at']).execute()
    const statusOf = (course: { id: string; term: string }) => {
      const list = lists.find((l) => l.course_id === course.id && l.term === course.term)
      if (!list) return 'notStarted'
      if (list.state === 'draft') return 'draft'
      return !term || list.submitted_at === null || list.submitted_at <= term.booklist_deadline_at ? 'onTime' : 'late'
    }
    const counted = courses.filter((course) => course.term === termName && course.status === 'active').map((course) => ({ ...course, s: statusOf(course) }))
    const countOf = (rows: typeof counted) => {
      const n = (s: string) => rows.filter((row) => row.s === s).length
      const onTime = n('onTime')
      return {
        courses: rows.length,
        notStarted: n('notStarted'),
        draft: n('draft'),
        onTime,
        late: n('late'),
        percentOnTime: rows.length === 0 ? null : Math.round((onTime / rows.length) * 1000) / 10,
      }
    }
    const departments = [...new Set(counted.map((row) => row.department))].sort()
    return {
      totals: countOf(counted),
      departments: departments.map((department) => ({ department, ...countOf(counted.filter((row) => row.department === department)) })),
    }
  }

  it('counts every readable course of the term being worked on in SQL, as a plain count of the records does', async () => {
    const board = await as('vera@testville.example').termStatus.board({})
    expect(board.termName).toBe('2027-spring')
    expect(board.term?.state).toBe('open')
    expect(board.daysLeft).toBe(-3)
    expect(board.daysLeft).toBe(daysUntil(board.term!.booklistDeadlineAt, termStatusNow))
    expect(board.terms.map((term) => term.name)).toEqual(['2026-autumn', '2027-spring'])
    const expected = await countedByHand('testville', '2027-spring')
    expect({ totals: board.totals, departments: board.departments }).toEqual(expected)
    expect(board.totals).toEqual({ courses: 6, notStarted: 1, draft: 1, onTime: 3, late: 1, percentOnTime: 50 })
    expect(board.total).toBe(6)
    expect(board.rows.map((row) => [row.code, row.status])).toEqual([
      ['BIO201', 'onTime'],
      ['BIO305', 'onTime'],
      ['CHEM101', 'notStarted'],
      ['CHEM202', 'draft'],
      ['HIST100', 'late'],
      ['PHYS110', 'onTime'],
    ])
    const bio = board.rows.find((row) => row.code === 'BIO201')
    expect(bio?.instructors.map((i) => i.email)).toEqual(['ivan@testville.example'])
    expect(bio?.submittedAt).toBe('2026-12-01T10:00:00.000Z')
    expect(board.rows.find((row) => row.code === 'CHEM202')?.submittedAt).toBeNull()
  })

  it('another term: the autumn one, and a term the institution does not have (no deadline, nothing late)', async () => {
    const vera = as('vera@testville.example')
    const autumn = await vera.termStatus.board({ term: '2026-autumn' })
    expect([autumn.termName, autumn.term?.state, autumn.totals]).toEqual([
      '2026-autumn',
      'running',
      { courses: 1, notStarted: 1, draft: 0, onTime: 0, late: 0, percentOnTime: 0 },
    ])
    const none = await vera.termStatus.board({ term: '2030-spring' })
    expect([none.term, none.daysLeft, none.totals.courses, none.totals.percentOnTime, none.rows]).toEqual([null, null, 0, null, []])
    // Otherton's own spring, with its one late list: its figures never mix with Testville's.
    const otto = await as('otto@otherton.example').termStatus.board({})
    expect(otto.totals).toEqual({ courses: 1, notStarted: 0, draft: 0, onTime: 0, late: 1, percentOnTime: 0 })
    expect(otto.totals).toEqual((await countedByHand('otherton', '2027-spring')).totals)
  })

  it('counts only the courses the user may read: an instructor sees their own, never another institution', async () => {
    // Ivan may read only the courses he teaches; the repository asks his ability as the procedure would.
    const { ability } = await createScreenServer(deps.db, 'ivan@testville.example', termStatusNow)
    const board = await termStatusBoard(deps.db, ability, 'testville', termStatusNow, termStatusBoardInput.parse({}))
    expect(codes(board.rows)).toEqual(['BIO201', 'CHEM101'])
    expect(board.totals).toEqual({ courses: 2, notStarted: 1, draft: 0, onTime: 1, late: 0, percentOnTime: 50 })
    expect(board.departments.map((d) => d.department)).toEqual(['Biology', 'Chemistry'])
    // The procedure itself needs adoptions:viewAllCourses.
    expect(await codeOf(as('ivan@testville.example').termStatus.board({}))).toBe('FORBIDDEN')
    expect(await codeOf(as('nora@testville.example').termStatus.board({}))).toBe('FORBIDDEN')
  })

  it('filters by status (missing: not started or draft), department and text; the figures stay those of the term', async () => {
    const vera = as('vera@testville.example')
    const missing = await vera.termStatus.board({ status: 'missing' })
    expect([codes(missing.rows), missing.total, missing.totals.courses]).toEqual([['CHEM101', 'CHEM202'], 2, 6])
    expect(codes((await vera.termStatus.board({ status: 'late' })).rows)).toEqual(['HIST100'])
    expect(codes((await vera.termStatus.board({ status: 'onTime', department: 'Biology' })).rows)).toEqual(['BIO201', 'BIO305'])
    expect(codes((await vera.termStatus.board({ q: '100%' })).rows)).toEqual(['BIO201'])
    expect(codes((await vera.termStatus.board({ q: 'chem', status: 'draft' })).rows)).toEqual(['CHEM202'])
  })

  it('sorts by a named column either way and pages with a stable order', async () => {
    const vera = as('vera@testville.example')
    expect(codes((await vera.termStatus.board({ sort: 'title', desc: true })).rows)).toEqual(['HIST100', 'CHEM202', 'PHYS110', 'CHEM101', 'BIO305', 'BIO201'])
    const byStatus = await vera.termStatus.board({ sort: 'status' })
    expect(byStatus.rows.map((row) => row.status)).toEqual(['draft', 'late', 'notStarted', 'onTime', 'onTime', 'onTime'])
    const bySubmitted = await vera.termStatus.board({ sort: 'submittedAt', desc: true, status: 'onTime' })
    expect(codes(bySubmitted.rows)).toEqual(['BIO305', 'BIO201', 'PHYS110'])
    const paged = await vera.termStatus.board({ pageSize: 25, page: 2 })
    expect([paged.total, paged.rows]).toEqual([6, []])
  })

  it('refuses bad input', async () => {
    const vera = as('vera@testville.example')
    for (const input of [
      { sort: 'secret' },
      { status: 'lost' },
      { page: 0 },
      { pageSize: 7 },
      { term: 'x'.repeat(101) },
      { department: '' },
      { institutionId: 'otherton' },
    ])
      expect(await codeOf(vera.termStatus.board(input as TermStatusBoardInput)), JSON.stringify(input)).toBe('BAD_REQUEST')
  })
})
