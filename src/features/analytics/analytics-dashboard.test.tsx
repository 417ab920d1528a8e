// @vitest-environment jsdom
import '../../app/testing/dom-test-setup.ts'
import { TRPCError } from '@trpc/server'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test, vi } from 'vitest'
import { dashboard, persona } from '../../../tests/factories/facts.ts'
import { createFakeTrpcServer } from '../../app/testing/fake-trpc-server.ts'
import { renderApp } from '../../app/testing/render-app.tsx'
import type * as CsvExport from '../../components/ui/csv-export.ts'
import { downloadCsv } from '../../components/ui/csv-export.ts'
import { axeViolations } from '../../components/ui/testing/axe-violations.ts'
import { resolvePeriod, type DashboardInput, type DashboardView } from '../../contracts/dashboards.ts'

vi.mock('../../components/ui/csv-export.ts', async (importOriginal) => ({ ...(await importOriginal<typeof CsvExport>()), downloadCsv: vi.fn() }))

const me = { id: 'user-1', institutionId: 'inst-1' }
const hostile = '<img src=x onerror=alert(1)>'
const staff = (permissions: Record<string, boolean> = { 'dashboards:acquisitions': true }) =>
  persona({
    // roles-and-permissions on: the dashboards:* permissions are enforced, so one dashboard can be refused.
    flags: { dashboards: true, 'roles-and-permissions': true },
    permissions,
    institution: { availableDashboards: [dashboard('acquisitions', 'Acquisitions'), dashboard('academic', 'Academic')] },
    user: me,
  })

function viewOf(input: DashboardInput, options: { empty?: boolean } = {}): DashboardView {
  const period = resolvePeriod(
    { period: input.period ?? '12m', ...(input.from ? { from: input.from } : {}), ...(input.to ? { to: input.to } : {}) },
    Date.UTC(2026, 2, 15),
  )
  return {
    id: 'acquisitions',
    displayName: 'Acquisitions',
    period,
    charts: [
      {
        id: 'spendByMonth',
        title: 'Spend by month',
        description: 'What the placed orders cost, by the month they were placed.',
        shape: 'line',
        categoryLabel: 'Month',
        series: [
          { key: 'spend', label: 'Spend', unit: { kind: 'money', currency: 'GBP' } },
          { key: 'orders', label: 'Orders', unit: { kind: 'count' } },
        ],
        rows: options.empty
          ? []
          : [
              { key: '2026-01', label: 'Jan 2026', values: { spend: 123450, orders: 3 } },
              { key: '2026-02', label: 'Feb 2026', values: { spend: 9900, orders: 1 } },
            ],
      },
      {
        id: 'spendByDepartment',
        title: 'Spend by department',
        description: 'What the placed orders cost, by the department of their course.',
        shape: 'bar',
        categoryLabel: 'Department',
        // As the server sends spend: a series per currency, named by its code, and what they measure.
        measure: 'Spend',
        series: [
          { key: 'GBP', label: 'GBP', unit: { kind: 'money', currency: 'GBP' } },
          { key: 'JPY', label: 'JPY', unit: { kind: 'money', currency: 'JPY' } },
        ],
        rows: [
          { key: 'd1', label: '=HYPERLINK("http://evil.example")', values: { GBP: 5000, JPY: 1500 } },
          { key: 'd2', label: hostile, values: { GBP: 0, JPY: 0 } },
        ],
      },
    ],
  }
}

function dashboardServer(facts = staff(), answer: (input: DashboardInput, call: number) => DashboardView = (input) => viewOf(input)) {
  const inputs: DashboardInput[] = []
  const server = createFakeTrpcServer(facts, { id: me.id, email: 'ada@inst.example', institutionId: me.institutionId }, (t) => ({
    dashboards: t.router({
      get: t.procedure
        .input((value: unknown) => value as DashboardInput)
        .query(({ input }) => {
          inputs.push(input)
          return answer(input, inputs.length)
        }),
    }),
  }))
  return { server, inputs }
}

const open = (server: ReturnType<typeof dashboardServer>['server'], path = '/analytics/acquisitions') => renderApp(server, { path })

describe('the analytics dashboard page', () => {
  test('opens on its charts: name, sentence, period, a card per chart with an SVG image summarised; axe clean', async () => {
    const { server, inputs } = dashboardServer()
    open(server)
    const h1 = await screen.findByRole('heading', { level: 1, name: 'Acquisitions' })
    expect(h1.nextElementSibling?.tagName).toBe('P')
    expect(await screen.findByText(/^Period: Last 12 months/)).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'Spend by month' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'Spend by department' })).toBeInTheDocument()
    const image = await screen.findByRole('img', { name: /^Line chart of Spend by month/ })
    expect(image.tagName.toLowerCase()).toBe('svg')
    expect(image.getAttribute('aria-label')).toContain('Spend highest £1,234.50 (Jan 2026)')
    expect(screen.getAllByRole('list', { name: 'Legend' })[0]).toHaveTextContent('SpendOrders')
    expect(inputs).toEqual([{ dashboardId: 'acquisitions', period: '12m' }])
    // Record text is text: the hostile label is not markup.
    await screen.findByRole('img', { name: /^Bar chart of Spend by department/ })
    expect(document.querySelector('img[src="x"]')).toBeNull()
    expect(await axeViolations(screen.getByRole('main'))).toEqual([])
  })

  test('the Table toggle shows every figure exactly, in a table with caption and headers', async () => {
    const { server } = dashboardServer()
    open(server)
    const card = (await screen.findByRole('heading', { level: 2, name: 'Spend by month' })).closest('section')!
    const tableButton = within(card).getByRole('button', { name: 'Table' })
    expect(tableButton).toHaveAttribute('aria-pressed', 'false')
    await userEvent.click(tableButton)
    expect(tableButton).toHaveAttribute('aria-pressed', 'true')
    const table = within(card).getByRole('table', { name: 'Spend by month' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Month', 'Spend', 'Orders'])
    expect(within(table).getByRole('rowheader', { name: 'Jan 2026' })).toBeInTheDocument()
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Jan 2026£1,234.503')
    expect(within(card).queryByRole('img')).toBeNull()
    expect(await axeViolations(screen.getByRole('main'))).toEqual([])
  })

  test(
    'Download CSV saves the chart’s rows, money as a plain decimal under its measure ' +
      'with a Currency column (no "GBP (GBP)"), a formula-like label neutralised',
    async () => {
      vi.mocked(downloadCsv).mockClear()
      const { server } = dashboardServer()
      open(server)
      const card = (await screen.findByRole('heading', { level: 2, name: 'Spend by department' })).closest('section')!
      await userEvent.click(within(card).getByRole('button', { name: 'Download CSV' }))
      await vi.waitFor(() => expect(downloadCsv).toHaveBeenCalledTimes(1))
      const [fileName, csv] = vi.mocked(downloadCsv).mock.calls[0]!
      expect(fileName).toMatch(/^acquisitions-spendByDepartment-\d{4}-\d{2}-to-\d{4}-\d{2}$/)
      expect(csv.split('\r\n')).toEqual([
        'Department,Spend,Currency',
        `"'=HYPERLINK(""http://evil.example"")",50.00,GBP`,
        `"'=HYPERLINK(""http://evil.example"")",1500,JPY`,
        `${hostile},0.00,GBP`,
        `${hostile},0,JPY`,
      ])
    },
  )

  test('a chart with nothing in the period says so instead of blank axes', async () => {
    const { server } = dashboardServer(staff(), (input) => viewOf(input, { empty: true }))
    open(server)
    expect(await screen.findByText('No orders in this period')).toBeInTheDocument()
    const card = screen.getByRole('heading', { level: 2, name: 'Spend by month' }).closest('section')!
    expect(within(card).queryByRole('button', { name: 'Download CSV' })).toBeNull()
  })

  test('a preset puts the period in the URL and in the request', async () => {
    const { server, inputs } = dashboardServer()
    const { history } = open(server)
    await screen.findByText(/^Period: Last 12 months/)
    await userEvent.click(screen.getByRole('radio', { name: 'This term' }))
    expect(await screen.findByText(/^Period: This term/)).toBeInTheDocument()
    expect(history.location.search).toBe('?period=term')
    expect(inputs.at(-1)).toEqual({ dashboardId: 'acquisitions', period: 'term' })
  })

  test('a custom range is checked before it is sent; a sound one goes to the URL and the request', async () => {
    const { server, inputs } = dashboardServer()
    const { history } = open(server)
    await screen.findByText(/^Period: Last 12 months/)
    await userEvent.click(screen.getByRole('radio', { name: 'Custom range' }))
    const first = screen.getByLabelText('First month')
    const last = screen.getByLabelText('Last month')
    // Pre-filled with the period on screen; reversed, it is refused beside its field.
    await userEvent.clear(first)
    await userEvent.type(first, '2026-03')
    await userEvent.clear(last)
    await userEvent.type(last, '2025-12')
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }))
    expect(screen.getByText('The last month comes before the first; swap them.')).toBeInTheDocument()
    expect(last).toHaveAccessibleDescription('The last month comes before the first; swap them.')
    expect(last).toHaveAttribute('aria-invalid', 'true')
    expect(inputs).toHaveLength(1)
    expect(history.location.search).toBe('')
    await userEvent.clear(first)
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }))
    expect(first).toHaveAccessibleDescription('A custom period needs its first month.')
    expect(inputs).toHaveLength(1)

    await userEvent.type(first, '2025-09')
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }))
    expect(await screen.findByText('Period: Sep 2025 to Dec 2025')).toBeInTheDocument()
    expect(new URLSearchParams(history.location.search).get('from')).toBe('2025-09')
    expect(inputs.at(-1)).toEqual({ dashboardId: 'acquisitions', period: 'custom', from: '2025-09', to: '2025-12' })
  })

  test('a wrong custom range in the URL shows its sentence and asks nothing', async () => {
    const { server, inputs } = dashboardServer()
    open(server, '/analytics/acquisitions?period=custom&from=2026-05')
    expect(await screen.findByText('A custom period needs its last month.')).toBeInTheDocument()
    expect(screen.getByText('Correct the custom range to see the charts.')).toBeInTheDocument()
    expect(inputs).toEqual([])
  })

  test('a dashboard the user has no permission for is refused in place, without a request', async () => {
    const { server, inputs } = dashboardServer()
    const { history } = open(server, '/analytics/academic')
    expect(await screen.findByRole('heading', { level: 1, name: 'Academic' })).toBeInTheDocument()
    expect(screen.getByText('You may not open this dashboard')).toBeInTheDocument()
    expect(history.location.pathname).toBe('/analytics/academic')
    expect(inputs).toEqual([])
    expect(await axeViolations(screen.getByRole('main'))).toEqual([])
  })

  test('an id the institution does not have names the dashboards it does have', async () => {
    const { server, inputs } = dashboardServer()
    open(server, '/analytics/engage')
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard engage' })).toBeInTheDocument()
    expect(screen.getByText(/Your institution has no dashboard “engage” that Adoptions can show/)).toBeInTheDocument()
    const main = within(screen.getByRole('main'))
    expect(main.getByRole('link', { name: 'Acquisitions' })).toHaveAttribute('href', '/analytics/acquisitions')
    expect(main.getByRole('link', { name: 'Academic' })).toHaveAttribute('href', '/analytics/academic')
    expect(inputs).toEqual([])
  })

  test('a listed dashboard of no kind this version knows is unknown too, asked of nobody, and not offered', async () => {
    const withOdd = persona({
      ...staff(),
      institution: { availableDashboards: [dashboard('acquisitions', 'Acquisitions'), dashboard('legacy', 'Old spend report')] },
    })
    const { server, inputs } = dashboardServer(withOdd)
    open(server, '/analytics/legacy')
    expect(await screen.findByRole('heading', { level: 1, name: 'Old spend report' })).toBeInTheDocument()
    expect(screen.getByText(/no dashboard “legacy” that Adoptions can show/)).toBeInTheDocument()
    const main = within(screen.getByRole('main'))
    expect(main.getByRole('link', { name: 'Acquisitions' })).toBeInTheDocument()
    expect(main.queryByRole('link', { name: 'Old spend report' })).toBeNull()
    expect(inputs).toEqual([])
  })

  test.each([
    ['FORBIDDEN', 'You may not open this dashboard'],
    ['NOT_FOUND', 'Open one of your institution’s dashboards'],
  ] as const)('the server’s %s shows the same state in place', async (code, text) => {
    const { server } = dashboardServer(staff(), () => {
      throw new TRPCError({ code, message: 'No.' })
    })
    const { history } = open(server)
    expect(await screen.findByText(text)).toBeInTheDocument()
    expect(history.location.pathname).toBe('/analytics/acquisitions')
  })

  test('a failure is an error state; Retry asks again and shows the charts', async () => {
    const { server, inputs } = dashboardServer(staff(), (input, call) => {
      if (call === 1) throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: 'The database did not answer.' })
      return viewOf(input)
    })
    open(server)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('The dashboard could not be loaded')
    expect(alert).toHaveTextContent('The database did not answer.')
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('heading', { level: 2, name: 'Spend by month' })).toBeInTheDocument()
    expect(inputs).toHaveLength(2)
  })
})
