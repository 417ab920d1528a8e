// @vitest-environment jsdom
import '../../app/testing/dom-test-setup.ts'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test, vi } from 'vitest'
import { persona } from '../../../tests/factories/facts.ts'
import { createFakeTrpcServer } from '../../app/testing/fake-trpc-server.ts'
import { renderApp } from '../../app/testing/render-app.tsx'
import type * as CsvExport from '../../components/ui/csv-export.ts'
import { exportCsv, toCsv } from '../../components/ui/csv-export.ts'
import { axeViolations } from '../../components/ui/testing/axe-violations.ts'
import type { CostFigures, CostReport, CostReportInput } from '../../contracts/course-cost-report.ts'
import type { CoursesPage } from '../../contracts/courses.ts'

vi.mock('../../components/ui/csv-export.ts', async (importOriginal) => ({ ...(await importOriginal<typeof CsvExport>()), exportCsv: vi.fn() }))

const facts = persona({
  flags: { 'roles-and-permissions': true },
  permissions: { 'adoptions:viewAllCourses': true },
  institution: { courseIngestionEnabled: true },
  user: { id: 'user-1', institutionId: 'inst-1' },
})

const figures = (
  courses: number,
  withList: number,
  zeroCost: number,
  lowCost: number,
  medianPerStudent: number | null,
  totalPerStudent: number,
  notAdded = 0,
): CostFigures => ({
  courses,
  withList,
  zeroCost,
  lowCost,
  added: withList - notAdded,
  notAdded,
  medianPerStudent,
  totalPerStudent,
})

const report = (term: string): CostReport => ({
  term,
  terms: ['2026-autumn', '2027-spring'],
  currency: 'GBP',
  lowCostThreshold: 4000,
  departments: [
    // A department's name is text from the data file: a formula stays text in the export.
    { department: '=Arts', ...figures(5, 4, 1, 2, 2500, 11_500, 1) },
    { department: 'Science', ...figures(5, 5, 0, 3, 3501, 19_001) },
  ],
  totals: figures(10, 9, 1, 5, 3000, 30_501, 1),
})

const coursesPage: CoursesPage = { rows: [], total: 0, terms: ['2026-autumn', '2027-spring'], departments: [], ingestion: false }

/** courses.list and courses.costReport, keeping the report's inputs. */
function reportServer() {
  const inputs: CostReportInput[] = []
  const server = createFakeTrpcServer(facts, undefined, (t) => ({
    courses: t.router({
      list: t.procedure.input((value: unknown) => value).query(() => coursesPage),
      costReport: t.procedure
        .input((value: unknown) => value as CostReportInput)
        .query(({ input }) => {
          inputs.push(input)
          return report(input.term ?? '2026-autumn')
        }),
    }),
  }))
  return { server, inputs }
}

describe('the cost report of the courses screen', () => {
  test('switches from the courses to the cost by department of the term shown, and back', async () => {
    const { server, inputs } = reportServer()
    const { history } = renderApp(server, { path: '/courses?term=%222027-spring%22' })
    await userEvent.click(within(await screen.findByRole('navigation', { name: 'Courses views' })).getByRole('link', { name: 'Cost by department' }))
    const table = await screen.findByRole('table', { name: 'Cost per student by department, Spring 2027' })
    expect(inputs.at(-1)).toEqual({ term: '2027-spring' })
    expect(history.location.search).toContain('view=costs')
    const science = within(table).getByText('Science').closest('tr')!
    expect([...science.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual(['Science', '5', '5', '0', '3', '£35.01', '£190.01', '0'])
    const totals = within(table).getByText('All departments').closest('tr')!
    expect(within(totals).getByText('£305.01')).toBeInTheDocument()
    expect(within(table).getByRole('columnheader', { name: 'Low-cost (incl. zero)' })).toBeInTheDocument()
    expect(screen.getByText(/Low-cost is at or under £40.00, zero-cost included/)).toBeInTheDocument()
    expect(await axeViolations(screen.getByRole('main'))).toEqual([])
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Courses views' })).getByRole('link', { name: 'Courses' }))
    expect(await screen.findByRole('table', { name: 'Courses' })).toBeInTheDocument()
  })

  test('without a term, asks for the current one; exports every line with its columns, a formula kept as text', async () => {
    const { server, inputs } = reportServer()
    vi.mocked(exportCsv).mockClear()
    renderApp(server, { path: '/courses?view=%22costs%22' })
    await screen.findByRole('table', { name: 'Cost per student by department, Autumn 2026' })
    expect(inputs[0]).toEqual({})
    expect(within(screen.getByRole('main')).getByText('2 departments')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }))
    await vi.waitFor(() => expect(exportCsv).toHaveBeenCalledTimes(1))
    const [fileName, rows, columns] = vi.mocked(exportCsv).mock.calls[0]!
    expect(fileName).toBe('course-costs-2026-autumn')
    expect((await toCsv(rows, columns)).split('\r\n')).toEqual([
      'Department,Courses,With a list,Zero-cost,Low-cost (incl. zero),Median per student,Total per student,Currency,Not added: other currencies',
      `"'=Arts",5,4,1,2,25.00,115.00,GBP,1`,
      'Science,5,5,0,3,35.01,190.01,GBP,0',
      'All departments,10,9,1,5,30.00,305.01,GBP,1',
    ])
    expect(await screen.findByText('Exported 3 lines.')).toBeInTheDocument()
  })

  test('an unknown view is named, not guessed', async () => {
    const { server, inputs } = reportServer()
    renderApp(server, { path: '/courses?view=%22money%22' })
    expect(await screen.findByText(/view of this page/i)).toBeInTheDocument()
    expect(inputs).toEqual([])
  })
})
