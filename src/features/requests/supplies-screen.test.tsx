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
import type { RequestDetail } from '../../contracts/requests.ts'
import type { RaiseSuppliesInput, SuppliesPage, SupplyChoices, SupplyGroup } from '../../contracts/supplies.ts'

// The kit's export writes the file through exportCsv: kept here, its rows and columns are what is checked.
vi.mock('../../components/ui/csv-export.ts', async (importOriginal) => ({ ...(await importOriginal<typeof CsvExport>()), exportCsv: vi.fn() }))

const me = { id: 'user-1', institutionId: 'inst-1' }
const facts = persona({
  flags: { 'roles-and-permissions': true, 'course-supply': true },
  permissions: { 'booklist:view': true, 'booklist:request': true },
  institution: { enable_supply_request: 'enabled' },
  user: me,
})
const course = { id: 'c-chem', code: 'CHEM101', title: 'Intro Chemistry', enrolment: 120 }
const choices: SupplyChoices = {
  course,
  titles: [
    { nbsi: 't-chem', title: 'Organic Chemistry', defaultQuantity: 120 },
    { nbsi: 't-bio', title: 'Cell Biology', defaultQuantity: 120 },
  ],
}

/** supplies.* over groups held in memory: a raise adds a pending request per item to its course's group. */
function suppliesServer(groups: SupplyGroup[] = []) {
  const raises: RaiseSuppliesInput[] = []
  const server = createFakeTrpcServer(facts, { id: me.id, email: 'me@inst.example', institutionId: me.institutionId }, (t) => ({
    supplies: t.router({
      list: t.procedure.query((): SuppliesPage => ({ rows: groups, total: groups.length })),
      choices: t.procedure.query(() => choices),
      raise: t.procedure
        .input((value: unknown) => value as RaiseSuppliesInput)
        .mutation(({ input }): SupplyGroup => {
          raises.push(input)
          const requests = input.items.map(({ nbsi, quantity }, i) => {
            const id = `r-${raises.length}-${i}`
            const title = choices.titles.find((choice) => choice.nbsi === nbsi)?.title ?? nbsi
            const record = {
              id,
              institutionId: me.institutionId,
              requesterId: me.id,
              kind: 'supply' as const,
              status: 'pending' as const,
              nbsi,
              courseId: course.id,
              quantity,
            }
            return {
              id,
              nbsi,
              title,
              quantity,
              status: 'pending' as const,
              requesterEmail: 'me@inst.example',
              createdAt: '2026-11-20T09:00:00.000Z',
              version: 1,
              record,
            }
          })
          groups.splice(0, groups.length, { course, requests })
          return { course, requests }
        }),
    }),
    // A request's history: whichever id is asked, a supply request raised once.
    requests: t.router({
      get: t.procedure
        .input((value: unknown) => value as { id: string })
        .query(({ input }): RequestDetail => {
          const { id } = input
          const at = '2026-11-20T09:00:00.000Z'
          return {
            id,
            institutionId: me.institutionId,
            requesterId: me.id,
            requesterEmail: 'me@inst.example',
            kind: 'supply',
            status: 'pending',
            nbsi: 't-chem',
            title: 'Organic Chemistry',
            courseId: course.id,
            quantity: 60,
            note: null,
            createdAt: at,
            updatedAt: at,
            version: 1,
            events: [
              {
                id: 1,
                recordType: 'Request',
                recordId: id,
                actorId: me.id,
                actorEmail: 'me@inst.example',
                at,
                action: 'create',
                from: null,
                to: 'pending',
                note: null,
                changes: {},
              },
            ],
          }
        }),
    }),
  }))
  return { server, raises }
}

describe('the supplies page', () => {
  test('says there are none yet, with where to raise them', async () => {
    const { server } = suppliesServer()
    renderApp(server, { path: '/booklist/supply' })
    expect(await screen.findByText('No supply requests yet. Raise them from a course’s booklist.')).toBeInTheDocument()
  })

  test('raises the chosen titles of a booklist at quantities defaulting to the enrolment, checked with the shared schema', async () => {
    const { server, raises } = suppliesServer()
    const { history } = renderApp(server, { path: '/booklist/supply?raise=c-chem' })
    const form = await screen.findByRole('form', { name: 'Raise supplies for CHEM101' })
    const quantity = (title: string) => within(form).getByRole('spinbutton', { name: `Quantity of ${title}` })
    expect(quantity('Organic Chemistry')).toHaveValue(120)
    expect(quantity('Cell Biology')).toHaveValue(120)
    expect(within(form).getByRole('checkbox', { name: 'Select Organic Chemistry' })).toBeChecked()
    expect(await axeViolations(screen.getByRole('main'))).toEqual([])

    await userEvent.click(within(form).getByRole('checkbox', { name: 'Select Cell Biology' }))
    await userEvent.clear(quantity('Organic Chemistry'))
    await userEvent.type(quantity('Organic Chemistry'), '0')
    await userEvent.click(within(form).getByRole('button', { name: 'Request supplies for 1 title' }))
    expect(within(form).getByText('The quantity is at least 1.')).toBeInTheDocument()
    expect(raises).toEqual([])

    await userEvent.clear(quantity('Organic Chemistry'))
    await userEvent.type(quantity('Organic Chemistry'), '60')
    await userEvent.click(within(form).getByRole('button', { name: 'Request supplies for 1 title' }))
    expect(await screen.findByText('Supplies requested for CHEM101: 1 title')).toBeInTheDocument()
    expect(raises).toEqual([{ courseId: 'c-chem', items: [{ nbsi: 't-chem', quantity: 60 }], idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) }])
    // The form is done: `raise` leaves the URL and the list shows the new request.
    await vi.waitFor(() => expect(history.location.search).not.toContain('raise'))
    const table = await screen.findByRole('table', { name: 'Supply requests for CHEM101' })
    expect(within(table).getByRole('cell', { name: '60' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'CHEM101 – Intro Chemistry' })).toBeInTheDocument()
  })

  test('exports every request of every course with the kit’s buttons, a line a request, formula-like text neutralised', async () => {
    const request = (id: string, title: string, quantity: number) => {
      const record = {
        id,
        institutionId: me.institutionId,
        requesterId: me.id,
        kind: 'supply' as const,
        status: 'pending' as const,
        nbsi: `t-${id}`,
        courseId: course.id,
        quantity,
      }
      return {
        id,
        nbsi: `t-${id}`,
        title,
        quantity,
        status: 'pending' as const,
        requesterEmail: 'me@inst.example',
        createdAt: '2026-11-20T09:00:00.000Z',
        version: 1,
        record,
      }
    }
    const { server } = suppliesServer([{ course, requests: [request('r1', 'Organic Chemistry', 60), request('r2', '=1+2', 5)] }])
    vi.mocked(exportCsv).mockClear()
    renderApp(server, { path: '/booklist/supply' })
    await screen.findByRole('table', { name: 'Supply requests for CHEM101' })
    expect(within(screen.getByRole('main')).getByText('1 course with supply requests')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }))
    await vi.waitFor(() => expect(exportCsv).toHaveBeenCalledTimes(1))
    const [fileName, rows, columns] = vi.mocked(exportCsv).mock.calls[0]!
    expect(fileName).toBe('supply-requests')
    expect((await toCsv(rows, columns)).split('\r\n')).toEqual([
      'Course,Course title,Title,NBSI,Quantity,Status,Requester,Raised on',
      'CHEM101,Intro Chemistry,Organic Chemistry,t-r1,60,pending,me@inst.example,2026-11-20',
      `CHEM101,Intro Chemistry,"'=1+2",t-r2,5,pending,me@inst.example,2026-11-20`,
    ])
    expect(await screen.findByText('Exported 1 course.')).toBeInTheDocument()
  })

  test('two courses, two tables, one polite live region for the page: the count is said through it', async () => {
    const request = (id: string, courseId: string) => ({
      id,
      nbsi: `t-${id}`,
      title: `Title ${id}`,
      quantity: 1,
      status: 'pending' as const,
      requesterEmail: 'me@inst.example',
      createdAt: '2026-11-20T09:00:00.000Z',
      version: 1,
      record: {
        id,
        institutionId: me.institutionId,
        requesterId: me.id,
        kind: 'supply' as const,
        status: 'pending' as const,
        nbsi: `t-${id}`,
        courseId,
        quantity: 1,
      },
    })
    const physics = { id: 'c-phys', code: 'PHYS101', title: 'Physics', enrolment: 80 }
    const { server } = suppliesServer([
      { course, requests: [request('r1', course.id)] },
      { course: physics, requests: [request('r2', physics.id)] },
    ])
    renderApp(server, { path: '/booklist/supply' })
    await screen.findByRole('table', { name: 'Supply requests for PHYS101' })
    expect(screen.getAllByRole('table')).toHaveLength(2)
    const regions = document.querySelectorAll('[aria-live="polite"]')
    expect(regions).toHaveLength(1)
    await vi.waitFor(() => expect(regions[0]).toHaveTextContent('2 courses with supply requests'))
  })

  test('a link to a request opens its history over the list; History puts it in the URL, Close takes it out', async () => {
    const { server } = suppliesServer()
    const { unmount } = renderApp(server, { path: '/booklist/supply?request=%22r-7%22' })
    const linked = await screen.findByRole('dialog', { name: 'Request history' })
    expect(await within(linked).findByText('Organic Chemistry, 60 × supply by me@inst.example')).toBeInTheDocument()
    expect(within(linked).getAllByRole('listitem')).toHaveLength(1)
    unmount()

    const { history } = renderApp(server, { path: '/booklist/supply?raise=c-chem' })
    const form = await screen.findByRole('form', { name: 'Raise supplies for CHEM101' })
    await userEvent.click(within(form).getByRole('button', { name: 'Request supplies for 2 titles' }))
    const table = await screen.findByRole('table', { name: 'Supply requests for CHEM101' })
    await userEvent.click(within(table).getByRole('button', { name: 'History of Organic Chemistry, 120 × supply' }))
    const dialog = await screen.findByRole('dialog', { name: 'Request history' })
    expect(history.location.search).toBe('?request=r-1-0')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(history.location.search).toBe('')
  })

  test('with no supply requests there is nothing to export', async () => {
    const { server } = suppliesServer()
    renderApp(server, { path: '/booklist/supply' })
    await screen.findByText('No supply requests yet. Raise them from a course’s booklist.')
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled()
  })
})
