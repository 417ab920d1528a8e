// @vitest-environment jsdom
import '../../app/testing/dom-test-setup.ts'
import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { persona } from '../../../tests/factories/facts.ts'
import { termSummary } from '../../../tests/factories/terms.ts'
import { fakeQueryServer } from '../../app/testing/fake-trpc-server.ts'
import { renderApp } from '../../app/testing/render-app.tsx'
import { axeViolations } from '../../components/ui/testing/axe-violations.ts'
import type { TermStatusBoard, TermStatusBoardInput, TermStatusRow } from '../../contracts/term-status.ts'

const facts = persona({
  flags: { 'roles-and-permissions': true },
  permissions: { 'adoptions:viewAllCourses': true },
  user: { id: 'user-1', institutionId: 'inst-1' },
})

const spring = termSummary()

const course = (code: string, overrides: Partial<TermStatusRow> = {}): TermStatusRow => ({
  id: `c-${code}`,
  code,
  title: `${code} title`,
  department: 'Chemistry',
  instructors: [{ email: 'raj@riverside.example', name: null }],
  status: 'onTime',
  submittedAt: '2026-12-01T10:00:00.000Z',
  ...overrides,
})

const board = (rows: TermStatusRow[], extra: Partial<TermStatusBoard> = {}): TermStatusBoard => ({
  termName: '2027-spring',
  term: spring,
  daysLeft: 8,
  terms: [spring],
  totals: { courses: 3, notStarted: 1, draft: 0, onTime: 1, late: 1, percentOnTime: 33.3 },
  departments: [
    { department: 'Biology', courses: 1, notStarted: 0, draft: 0, onTime: 0, late: 1, percentOnTime: 0 },
    { department: 'Chemistry', courses: 2, notStarted: 1, draft: 0, onTime: 1, late: 0, percentOnTime: 50 },
  ],
  rows,
  total: rows.length,
  ...extra,
})

/** The termStatus.board the screen calls, answering from `answer` and keeping every input it was sent. */
const boardServer = (answer: (input: TermStatusBoardInput) => TermStatusBoard) => fakeQueryServer(facts, 'termStatus', 'board', answer)

describe('the booklist status screen', () => {
  test('says the term, its deadline and its figures, per department, and lists a missing course', async () => {
    const { server, inputs } = boardServer((input) =>
      board(input.status === 'missing' ? [course('CHEM101', { status: 'notStarted', submittedAt: null })] : [course('CHEM202')]),
    )
    renderApp(server, { path: '/adoptions/status?status=%22missing%22' })
    expect(await screen.findByText('Spring 2027 (11 Jan – 14 May 2027) · booklists due 7 Dec 2026, in 8 days')).toBeInTheDocument()
    expect(inputs.at(-1)).toMatchObject({ status: 'missing', page: 1 })
    const summary = screen.getByRole('region', { name: 'Summary' })
    expect(within(summary).getByText('On time').nextElementSibling).toHaveTextContent('33.3%')
    expect(within(summary).getByText('Late').nextElementSibling).toHaveTextContent('1')
    const departments = screen.getByRole('table', { name: 'By department' })
    const biology = within(departments).getByText('Biology').closest('tr')!
    expect(within(biology).getByText('0%')).toBeInTheDocument()
    const courses = screen.getByRole('table', { name: 'Courses of the term' })
    const chem = (await within(courses).findByText('CHEM101')).closest('tr')!
    expect(within(chem).getByText('Not started')).toBeInTheDocument()
    expect(within(chem).getByText('raj@riverside.example')).toBeInTheDocument()
    expect(within(screen.getByRole('main')).getByText('1 course')).toBeInTheDocument()
    expect(await axeViolations(screen.getByRole('main'))).toEqual([])
  })

  test('a deadline passed, a term chosen by its select', async () => {
    const { server, inputs } = boardServer(() => board([course('CHEM202')], { daysLeft: -3 }))
    renderApp(server, { path: '/adoptions/status' })
    expect(await screen.findByText('Spring 2027 (11 Jan – 14 May 2027) · booklists due 7 Dec 2026, passed 3 days ago')).toBeInTheDocument()
    expect(screen.getByLabelText('Term')).toHaveValue('2027-spring')
    // The board carries its terms: the filter names each with its dates, as every screen does.
    expect(within(screen.getByLabelText('Term')).getByRole('option', { name: 'Spring 2027 (11 Jan – 14 May 2027)' })).toBeInTheDocument()
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'late' } })
    for (let i = 0; i < 100 && !inputs.some((input) => input.status === 'late'); i++) await new Promise((resolve) => setTimeout(resolve, 20))
    expect(inputs.some((input) => input.status === 'late')).toBe(true)
  })

  test('a term without courses says so', async () => {
    const empty = { courses: 0, notStarted: 0, draft: 0, onTime: 0, late: 0, percentOnTime: null }
    const { server } = boardServer(() => board([], { totals: empty, departments: [], term: null, daysLeft: null, termName: '2030-spring' }))
    renderApp(server, { path: '/adoptions/status?term=%222030-spring%22' })
    expect(await screen.findByText('No courses run in this term')).toBeInTheDocument()
    expect(screen.getByText('Spring 2030 · no booklist deadline set')).toBeInTheDocument()
    expect(screen.queryByRole('table', { name: 'By department' })).toBeNull()
  })

  test('shows the failure with Retry, and Retry loads the board', async () => {
    const { server, failOnce } = boardServer(() => board([course('CHEM202')]))
    failOnce()
    renderApp(server, { path: '/adoptions/status' })
    expect(await screen.findByText('The database is restarting.')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('CHEM202')).toBeInTheDocument()
  })
})
