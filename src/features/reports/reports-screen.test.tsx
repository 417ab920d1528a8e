// @vitest-environment jsdom
import '../../app/testing/dom-test-setup.ts'
import { TRPCError } from '@trpc/server'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test } from 'vitest'
import { reportsLibrarian } from '../../../tests/factories/facts.ts'
import { createFakeTrpcServer } from '../../app/testing/fake-trpc-server.ts'
import { renderApp } from '../../app/testing/render-app.tsx'
import { axeViolations } from '../../components/ui/testing/axe-violations.ts'
import { policy } from '../../generated/policy.gen.ts'
import { abilityFor } from '../../policy/index.ts'
import { mayReadReport } from './report-access.ts'
import {
  counterReports,
  lastCompleteMonth,
  type CounterReportInput,
  type CounterReportItem,
  type CounterReportPage,
} from '../../contracts/counter-reports.ts'
import { monthsBetween } from '../../contracts/months.ts'

const me = { id: 'user-1', institutionId: 'inst-1' }
const hostile = '<img src=x onerror=alert(1)>'
const librarian = (view = true) => reportsLibrarian(me, view)

const item = (title: string, overrides: Partial<CounterReportItem> = {}): CounterReportItem => ({
  title,
  publisher: 'Cell Press',
  publisherId: '',
  platform: 'Adoptions',
  doi: '',
  proprietaryId: `adoptions:${title}`,
  isbn: '978-3-16-148410-0',
  printIssn: '',
  onlineIssn: '',
  uri: '',
  dataType: 'Book',
  yop: '2020',
  lines: [],
  ...overrides,
})

/** Two TR_B1 items over Jan–Mar 2025 (one titled with markup, one with a formula), 1,234 requests in a month to see the locale's grouping. */
const b1Items = [
  item(hostile, { lines: [{ metricType: 'Total_Item_Requests', total: 1239, months: [1234, 0, 5] }, { metricType: 'Unique_Title_Requests', total: 4, months: [3, 0, 1] }] }),
  item('=HYPERLINK("http://evil.example")', { isbn: '', yop: '0001', lines: [{ metricType: 'Total_Item_Requests', total: 10, months: [0, 10, 0] }] }),
]
const b3Items = [
  item('Algebra', { accessType: 'Controlled', lines: [{ metricType: 'Total_Item_Investigations', total: 9, months: [9, 0, 0] }] }),
  item('Algebra', { accessType: 'Open', lines: [{ metricType: 'Total_Item_Requests', total: 4, months: [0, 4, 0] }] }),
]

function pageOf(input: CounterReportInput, items: readonly CounterReportItem[], extra: Partial<CounterReportPage> = {}): CounterReportPage {
  const report = counterReports[input.report]
  return {
    header: {
      reportName: report.name,
      reportId: report.id,
      release: '5.1',
      institutionName: 'Testville University',
      institutionId: 'adoptions:inst-1',
      metricTypes: report.metricTypes.join('; '),
      reportFilters: report.reportFilters,
      reportAttributes: '',
      exceptions: '',
      reportingPeriod: '',
      created: '2026-04-01T00:00:00Z',
      createdBy: 'Adoptions',
      registryRecord: '',
    },
    begin: input.begin,
    end: input.end,
    months: monthsBetween(input.begin, input.end),
    items,
    totalTitles: items.length,
    metricTotals: report.metricTypes.map((metricType) => ({ metricType, total: metricType === 'Total_Item_Requests' ? 1249 : 4 })),
    nextCursor: null,
    ...extra,
  }
}

const byReport = (input: CounterReportInput) => pageOf(input, input.report === 'TR_B3' ? b3Items : b1Items)

function reportsServer(facts = librarian(), answer: (input: CounterReportInput, call: number) => CounterReportPage = byReport) {
  const inputs: CounterReportInput[] = []
  const server = createFakeTrpcServer(facts, { ...me, email: 'lib@inst.example' }, (t) => ({
    counterReports: t.router({
      get: t.procedure
        .input((value: unknown) => value as CounterReportInput)
        .query(({ input }) => {
          inputs.push(input)
          return answer(input, inputs.length)
        }),
    }),
    // The COUNTER API section below the report: no keys yet.
    counterApiKeys: t.router({ list: t.procedure.query(() => ({ customerId: 'TESTVILLE-1', keys: [] })) }),
  }))
  return { server, inputs }
}

const quarter = '/reports?report=TR_B1&begin=2025-01&end=2025-03'
const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent)
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1)

describe('the Reports page', () => {
  test('TR_B1: the header in words, the totals, a row per metric line without Access_Type, month headings; hostile titles as text; axe clean', async () => {
    const { server, inputs } = reportsServer()
    renderApp(server, { path: quarter })
    const table = await screen.findByRole('table', { name: /^TR_B1 Book Requests \(Controlled\), Jan-2025 to Mar-2025/ })
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Title', 'ISBN', 'YOP', 'Metric_Type', 'Reporting_Period_Total', 'Jan-2025', 'Feb-2025', 'Mar-2025',
    ])
    expect(bodyRows(table).map(cells)).toEqual([
      [hostile, '978-3-16-148410-0', '2020', 'Total_Item_Requests', '1,239', '1,234', '0', '5'],
      [hostile, '978-3-16-148410-0', '2020', 'Unique_Title_Requests', '4', '3', '0', '1'],
      ['=HYPERLINK("http://evil.example")', '', '0001', 'Total_Item_Requests', '10', '0', '10', '0'],
    ])
    expect(document.querySelector('img[src="x"]')).toBeNull()
    expect(inputs).toEqual([{ report: 'TR_B1', begin: '2025-01', end: '2025-03', page: 1, pageSize: 25 }])

    const summary = screen.getByRole('region', { name: 'Book Requests (Controlled) (TR_B1)' })
    expect(summary).toHaveTextContent('Report_IDTR_B1PeriodJan-2025 to Mar-2025InstitutionTestville University (adoptions:inst-1)')
    const totals = within(summary).getAllByRole('definition').slice(-2).map((dd) => [dd.previousElementSibling?.textContent, dd.textContent])
    expect(totals).toEqual([['Total_Item_Requests', '1,249'], ['Unique_Title_Requests', '4']])
    expect(screen.getByText('Titles 1–2 of 2 · page 1 of 1')).toBeInTheDocument()
    expect(await axeViolations(screen.getByRole('main'))).toEqual([])
  })

  test('the COUNTER API section is below the report, with the base URL, the customer ID and the keys', async () => {
    const { server } = reportsServer()
    renderApp(server, { path: quarter })
    const section = await screen.findByRole('region', { name: 'COUNTER API' })
    expect(await within(section).findByRole('textbox', { name: 'Customer ID' })).toHaveValue('TESTVILLE-1')
    expect(within(section).getByRole('textbox', { name: 'Base URL' })).toHaveValue(`${window.location.origin}/counter/r51`)
    expect(within(section).getByText('No API keys yet')).toBeInTheDocument()
    const report = await screen.findByRole('table', { name: /^TR_B1/ })
    expect(report.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  test('TR_B3 has the Access_Type column and a row per title and access type', async () => {
    const { server } = reportsServer()
    renderApp(server, { path: '/reports?report=TR_B3&begin=2025-01&end=2025-03' })
    const table = await screen.findByRole('table', { name: /^TR_B3 Book Usage by Access Type/ })
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Title', 'ISBN', 'YOP', 'Access_Type', 'Metric_Type', 'Reporting_Period_Total', 'Jan-2025', 'Feb-2025', 'Mar-2025',
    ])
    expect(bodyRows(table).map(cells)).toEqual([
      ['Algebra', '978-3-16-148410-0', '2020', 'Controlled', 'Total_Item_Investigations', '9', '9', '0', '0'],
      ['Algebra', '978-3-16-148410-0', '2020', 'Open', 'Total_Item_Requests', '4', '0', '4', '0'],
    ])
  })

  test('Download TSV links to the applied report and period; the other report is offered for the same period', async () => {
    const { server } = reportsServer()
    renderApp(server, { path: quarter })
    const download = await screen.findByRole('link', { name: 'Download TSV' })
    expect(download).toHaveAttribute('href', '/reports/counter/TR_B1.tsv?begin=2025-01&end=2025-03')
    expect(download).toHaveAttribute('download')
    const fullReport = 'the full TR_B1 report for Jan-2025 to Mar-2025, every item and not only this page, in COUNTER’s tabular layout.'
    expect(download.parentElement).toHaveTextContent(fullReport)
    expect(screen.getByRole('link', { name: 'Download TR_B3 as TSV' })).toHaveAttribute('href', '/reports/counter/TR_B3.tsv?begin=2025-01&end=2025-03')
  })

  test('with no search it asks for TR_B1 over the latest complete month', async () => {
    const { server, inputs } = reportsServer()
    renderApp(server, { path: '/reports' })
    await screen.findByRole('table', { name: /^TR_B/ })
    const latest = lastCompleteMonth(Date.now())
    expect(inputs).toEqual([{ report: 'TR_B1', begin: latest, end: latest, page: 1, pageSize: 25 }])
    expect(screen.getByRole('radio', { name: 'TR_B1: Book Requests (Controlled)' })).toBeChecked()
    expect(screen.getByRole('radio', { name: 'TR_B1: Book Requests (Controlled)' })).toHaveAccessibleDescription(counterReports.TR_B1.summary)
    expect(screen.getByLabelText('Begin month')).toHaveValue(latest)
  })

  test('Apply puts the chosen report and period in the URL and the request, back on page 1', async () => {
    const { server, inputs } = reportsServer()
    const { history } = renderApp(server, { path: `${quarter}&page=2` })
    await screen.findByRole('table', { name: /^TR_B1/ })
    await userEvent.click(screen.getByRole('radio', { name: 'TR_B3: Book Usage by Access Type' }))
    await userEvent.clear(screen.getByLabelText('Begin month'))
    await userEvent.type(screen.getByLabelText('Begin month'), '2024-11')
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }))
    expect(await screen.findByRole('table', { name: /^TR_B3 Book Usage by Access Type, Nov-2024 to Mar-2025/ })).toBeInTheDocument()
    const url = new URLSearchParams(history.location.search)
    expect([url.get('report'), url.get('begin'), url.get('end'), url.get('page')]).toEqual(['TR_B3', '2024-11', '2025-03', null])
    expect(inputs.at(-1)).toEqual({ report: 'TR_B3', begin: '2024-11', end: '2025-03', page: 1, pageSize: 25 })
  })

  test('a reversed period is refused beside the end month and asks nothing', async () => {
    const { server, inputs } = reportsServer()
    const { history } = renderApp(server, { path: quarter })
    await screen.findByRole('table', { name: /^TR_B/ })
    const end = screen.getByLabelText('End month')
    await userEvent.clear(end)
    await userEvent.type(end, '2024-12')
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }))
    expect(end).toHaveAccessibleDescription('The end month is before the begin month.')
    expect(end).toHaveAttribute('aria-invalid', 'true')
    expect(inputs).toHaveLength(1)
    expect(new URLSearchParams(history.location.search).get('end')).toBe('2025-03')
  })

  test('a wrong month or report in the URL shows the same sentence beside its field and asks nothing', async () => {
    const { server, inputs } = reportsServer()
    renderApp(server, { path: '/reports?report=TR_J1&begin=2025-13&end=2025-03' })
    expect(await screen.findByText('Correct the report or period to see the report.')).toBeInTheDocument()
    expect(screen.getByLabelText('Begin month')).toHaveAccessibleDescription('A month is written YYYY-MM, for example 2026-03.')
    expect(screen.getByRole('group', { name: 'Report' })).toHaveAccessibleDescription('There is no report “TR_J1”; choose TR_B1 or TR_B3.')
    expect(inputs).toEqual([])
  })

  test('Next page asks for page 2 and puts it in the URL', async () => {
    const { server, inputs } = reportsServer(librarian(), (input) => pageOf(input, b1Items, { totalTitles: 60 }))
    const { history } = renderApp(server, { path: quarter })
    await screen.findByText('Titles 1–25 of 60 · page 1 of 3')
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }))
    expect(await screen.findByText('Titles 26–50 of 60 · page 2 of 3')).toBeInTheDocument()
    expect(inputs.at(-1)).toEqual({ report: 'TR_B1', begin: '2025-01', end: '2025-03', page: 2, pageSize: 25 })
    expect(new URLSearchParams(history.location.search).get('page')).toBe('2')
  })

  test('3030: a period without usage is an empty state saying so, without the table', async () => {
    const { server } = reportsServer(librarian(), (input) =>
      pageOf(input, [], { totalTitles: 0, metricTotals: [], header: { ...pageOf(input, []).header, exceptions: '3030: No Usage Available for Requested Dates' } }),
    )
    renderApp(server, { path: quarter })
    expect(await screen.findByText('No usage was reported for Jan-2025 to Mar-2025')).toBeInTheDocument()
    expect(screen.getByText(/3030: No Usage Available for Requested Dates/)).toBeInTheDocument()
    expect(screen.queryByRole('table', { name: /^TR_B/ })).toBeNull()
    expect(await axeViolations(screen.getByRole('main'))).toEqual([])
  })

  test('a failure is an error state; Retry asks again and shows the report', async () => {
    const { server, inputs } = reportsServer(librarian(), (input, call) => {
      if (call === 1) throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: 'The database did not answer.' })
      return byReport(input)
    })
    renderApp(server, { path: quarter })
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('The report could not be loaded')
    expect(alert).toHaveTextContent('The database did not answer.')
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('table', { name: /^TR_B/ })).toBeInTheDocument()
    expect(inputs).toHaveLength(2)
  })

  test('without counterReport:view the compiled rule refuses the report with no request; the route sends such a person to the unauthorized page', async () => {
    const facts = librarian(false)
    // The page's own check (the read rule the server applies) says no for this person…
    expect(mayReadReport('TR_B1', facts, abilityFor(policy, facts))).toBe(false)
    expect(mayReadReport('TR_B1', librarian(), abilityFor(policy, librarian()))).toBe(true)
    // …and the Reports menu item needs the permission too, so the route never opens the page for them.
    const { server, inputs } = reportsServer(facts)
    const { history } = renderApp(server, { path: quarter })
    expect(await screen.findByRole('heading', { level: 1, name: 'Not authorised' })).toBeInTheDocument()
    expect(history.location.pathname).toBe('/unauthorized')
    expect(inputs).toEqual([])
  })

  test('the server’s FORBIDDEN shows the same refusal in place, not the unauthorized page', async () => {
    const { server, inputs } = reportsServer(librarian(), () => {
      throw new TRPCError({ code: 'FORBIDDEN', message: 'No.' })
    })
    const { history } = renderApp(server, { path: quarter })
    expect(await screen.findByText('You may not open COUNTER reports')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument()
    expect(screen.queryByRole('form', { name: 'Report and period' })).toBeNull()
    expect(history.location.pathname).toBe('/reports')
    expect(inputs).toHaveLength(1)
    expect(await axeViolations(screen.getByRole('main'))).toEqual([])
  })
})
