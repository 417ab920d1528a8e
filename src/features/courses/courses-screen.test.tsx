// @vitest-environment jsdom
import '../../app/testing/dom-test-setup.ts'
import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { persona } from '../../../tests/factories/facts.ts'
import { termSummary } from '../../../tests/factories/terms.ts'
import { fakeQueryServer } from '../../app/testing/fake-trpc-server.ts'
import { renderApp } from '../../app/testing/render-app.tsx'
import { axeViolations } from '../../components/ui/testing/axe-violations.ts'
import type { CourseRow, CoursesPage, ListCoursesInput } from '../../contracts/courses.ts'

const facts = persona({
  flags: { 'roles-and-permissions': true },
  permissions: { 'adoptions:viewAllCourses': true },
  institution: { courseIngestionEnabled: true },
  user: { id: 'user-1', institutionId: 'inst-1' },
})

const course = (code: string, overrides: Partial<CourseRow> = {}): CourseRow => ({
  id: `c-${code}`,
  code,
  title: `${code} title`,
  term: '2026-autumn',
  department: 'Chemistry',
  enrolment: 40,
  instructors: [{ email: 'raj@riverside.example', name: null }],
  booklistState: 'submitted',
  booklistId: `bl-${code}`,
  cost: { kind: 'single', currency: 'GBP', requiredPerStudent: 2500, withRecommendedPerStudent: 4000 },
  costBand: 'low',
  lastImport: { source: 'sis-import', at: '2026-09-01T10:00:00.000Z' },
  ...overrides,
})

/** The courses.list the screen calls, answering from `answer` and keeping every input it was sent. */
const coursesServer = (answer: (input: ListCoursesInput) => CoursesPage, as = facts) => fakeQueryServer(as, 'courses', 'list', answer)

const page = (rows: CourseRow[], extra: Partial<CoursesPage> = {}): CoursesPage => ({
  rows,
  total: rows.length,
  terms: ['2026-autumn', '2027-spring'],
  departments: ['Biology', 'Chemistry'],
  ingestion: true,
  ...extra,
})

describe('the courses screen', () => {
  test('asks the server for the filter in the URL and shows its rows, with instructors, booklist state and last import', async () => {
    const { server, inputs } = coursesServer(() =>
      page([course('CHEM101'), course('BIO201', { booklistState: null, booklistId: null, department: 'Biology' })]),
    )
    renderApp(server, { path: '/courses?term=%222027-spring%22&page=1' })
    const table = await screen.findByRole('table', { name: 'Courses' })
    expect(await within(table).findByText('CHEM101')).toBeInTheDocument()
    expect(inputs.at(-1)).toMatchObject({ term: '2027-spring', page: 1 })
    const chem = within(table).getByText('CHEM101').closest('tr')!
    expect(within(chem).getByText('raj@riverside.example')).toBeInTheDocument()
    expect(within(chem).getByText('submitted')).toBeInTheDocument()
    expect(within(chem).getByText('sis-import, 1 Sep 2026')).toBeInTheDocument()
    // The course's list costs a student £25.00, at or under the threshold.
    expect(within(chem).getByText('£25.00')).toBeInTheDocument()
    expect(within(chem).getByText('Low-cost')).toBeInTheDocument()
    expect(within(within(table).getByText('BIO201').closest('tr')!).getByText('No list')).toBeInTheDocument()
    expect(within(screen.getByRole('main')).getByText('2 courses')).toBeInTheDocument()
    expect(await axeViolations(screen.getByRole('main'))).toEqual([])
  })

  test('names each term of the filter with its dates, and a term in a cell by its name with its dates in the title', async () => {
    const { server } = fakeQueryServer(facts, 'courses', 'list', () => page([course('CHEM102', { term: '2027-spring' })]), { terms: [termSummary()] })
    renderApp(server, { path: '/courses' })
    const filter = await screen.findByLabelText('Term')
    expect(await within(filter).findByRole('option', { name: 'Spring 2027 (11 Jan – 14 May 2027)' })).toBeInTheDocument()
    // 2026-autumn has no record: its name alone.
    expect(within(filter).getByRole('option', { name: 'Autumn 2026' })).toBeInTheDocument()
    const table = await screen.findByRole('table', { name: 'Courses' })
    const chem = (await within(table).findByText('CHEM102')).closest('tr')!
    expect(within(chem).getByText('Spring 2027')).toHaveAttribute('title', '11 Jan – 14 May 2027')
  })

  test('a course code opens its booklist for who may open booklists; a course without a list, or a user without booklist:view, keeps it as text', async () => {
    const librarian = persona({
      flags: { 'roles-and-permissions': true },
      permissions: { 'adoptions:viewAllCourses': true, 'booklist:view': true },
      institution: { courseIngestionEnabled: true },
      user: { id: 'user-1', institutionId: 'inst-1' },
    })
    const rows = [course('CHEM101'), course('BIO201', { booklistState: null, booklistId: null })]
    const { server } = coursesServer(() => page(rows), librarian)
    renderApp(server, { path: '/courses' })
    const table = await screen.findByRole('table', { name: 'Courses' })
    expect(await within(table).findByRole('link', { name: 'CHEM101' })).toHaveAttribute('href', '/booklist?list=bl-CHEM101')
    expect(within(table).getByText('BIO201')).not.toHaveAttribute('href')
    expect(within(table).queryByRole('link', { name: 'BIO201' })).toBeNull()
  })

  test('without booklist:view the course code is text', async () => {
    const { server } = coursesServer(() => page([course('CHEM101')]))
    renderApp(server, { path: '/courses' })
    const table = await screen.findByRole('table', { name: 'Courses' })
    await within(table).findByText('CHEM101')
    expect(within(table).queryByRole('link', { name: 'CHEM101' })).toBeNull()
  })

  test('puts a department and a sort in the URL and asks again from page 1', async () => {
    const { server, inputs } = coursesServer(() => page([course('CHEM101')]))
    const { history } = renderApp(server, { path: '/courses' })
    await screen.findByText('CHEM101')
    fireEvent.change(screen.getByLabelText('Department'), { target: { value: 'Biology' } })
    await screen.findByText('CHEM101')
    await waitForInput(inputs, (input) => input.department === 'Biology')
    fireEvent.click(screen.getByRole('button', { name: /Enrolment/ }))
    await waitForInput(inputs, (input) => input.sort === 'enrolment' && input.department === 'Biology')
    // Numbers sort largest first on the first click; page 1 is the default and leaves the URL.
    expect(history.location.search).toBe('?department=Biology&sort=enrolment&desc=true')
  })

  test('says when nothing matches the filters and clears them', async () => {
    const { server, inputs } = coursesServer((input) => (input.department ? page([]) : page([course('CHEM101')])))
    renderApp(server, { path: '/courses?department=%22Physics%22' })
    expect(await screen.findByText('No course matches these filters')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Clear the filters' }))
    expect(await screen.findByText('CHEM101')).toBeInTheDocument()
    expect(inputs.at(-1)?.department).toBeUndefined()
  })

  test('shows the failure with Retry, and Retry loads the rows', async () => {
    const { server, failOnce } = coursesServer(() => page([course('CHEM101')]))
    failOnce()
    renderApp(server, { path: '/courses' })
    expect(await screen.findByText('The database is restarting.')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('CHEM101')).toBeInTheDocument()
  })

  test('leaves out the last import where the institution does not ingest courses', async () => {
    const { server } = coursesServer(() => page([course('CHEM101', { lastImport: null })], { ingestion: false }))
    renderApp(server, { path: '/courses' })
    const table = await screen.findByRole('table', { name: 'Courses' })
    await within(table).findByText('CHEM101')
    expect(within(table).queryByRole('columnheader', { name: 'Last import' })).toBeNull()
  })
})

async function waitForInput(inputs: readonly ListCoursesInput[], matches: (input: ListCoursesInput) => boolean): Promise<void> {
  for (let i = 0; i < 100 && !inputs.some(matches); i++) await new Promise((resolve) => setTimeout(resolve, 20))
  expect(inputs.some(matches)).toBe(true)
}
