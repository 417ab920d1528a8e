// @vitest-environment jsdom
import '../../../app/testing/dom-test-setup.ts'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ColumnDef, RowSelectionState } from '@tanstack/react-table'
import { useState } from 'react'
import { expect, test, vi } from 'vitest'
import { axeViolations } from '../testing/axe-violations.ts'
import { BulkActionBar } from './bulk-action-bar.tsx'
import { outcomeSummary, runEach } from './bulk-outcomes.ts'
import { DataTable } from './data-table.tsx'

interface Request {
  readonly id: string
  readonly title: string
}

const requests: Request[] = [
  { id: 'r1', title: 'Organic Chemistry' },
  { id: 'r2', title: 'Linear Algebra' },
  { id: 'r3', title: 'Ancient History' },
]
const columns: ColumnDef<Request, unknown>[] = [{ accessorKey: 'title', header: 'Title' }]

function Page({ approve }: { approve: (row: Request) => Promise<unknown> }) {
  const [selection, setSelection] = useState<RowSelectionState>({})
  const common = { getRowId: (row: Request) => row.id, selection, onSelectionChange: setSelection, rowLabel: (row: Request) => row.title }
  return (
    <>
      <BulkActionBar<Request>
        {...common}
        rows={requests}
        actions={[{ label: 'Approve', done: 'approved', run: approve }]}
        describeError={(error) => (error instanceof Error ? error.message : 'Unknown')}
      />
      <DataTable<Request> {...common} caption="Requests" columns={columns} rows={requests} status="success" />
    </>
  )
}

test('each row is decided on its own: the outcome counts and lists the failures, only failed rows stay selected; no axe violations', async () => {
  let release = () => {}
  const gate = new Promise<void>((resolve) => (release = resolve))
  const approve = vi.fn(async (row: Request) => {
    await gate
    if (row.id === 'r2') throw new Error('Someone changed it meanwhile.')
  })
  const { container } = render(<Page approve={approve} />)
  expect(screen.queryByRole('group', { name: 'Selected rows' })).not.toBeInTheDocument()
  await userEvent.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }))
  const bar = screen.getByRole('group', { name: 'Selected rows' })
  expect(bar).toHaveTextContent('3 selected')

  await userEvent.click(within(bar).getByRole('button', { name: 'Approve' }))
  expect(bar).toHaveAttribute('aria-busy', 'true')
  expect(within(bar).getByRole('button', { name: 'Approve' })).toBeDisabled()
  expect(within(bar).getByRole('button', { name: 'Clear selection' })).toBeDisabled()
  release()

  const status = screen.getByRole('status')
  await vi.waitFor(() => expect(status).toHaveTextContent('2 approved, 1 failed'))
  expect(approve).toHaveBeenCalledTimes(3)
  expect(
    within(status)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Linear Algebra: Someone changed it meanwhile.'])
  expect(screen.getByRole('checkbox', { name: 'Select Linear Algebra' })).toBeChecked()
  expect(screen.getByRole('checkbox', { name: 'Select Organic Chemistry' })).not.toBeChecked()
  expect(screen.getByRole('checkbox', { name: 'Select Ancient History' })).not.toBeChecked()
  expect(screen.getByRole('group', { name: 'Selected rows' })).toHaveTextContent('1 selected')
  expect(await axeViolations(container)).toEqual([])

  await userEvent.click(screen.getByRole('button', { name: 'Clear selection' }))
  expect(screen.getByRole('checkbox', { name: 'Select Linear Algebra' })).not.toBeChecked()
})

test('an action with a note asks for it first, checks it, and sends it with every row', async () => {
  const reject = vi.fn(async (_row: Request, _note: string) => {})
  function NotedPage() {
    const [selection, setSelection] = useState<RowSelectionState>({ r1: true, r3: true })
    const common = { getRowId: (row: Request) => row.id, selection, onSelectionChange: setSelection, rowLabel: (row: Request) => row.title }
    return (
      <>
        <BulkActionBar<Request>
          {...common}
          rows={requests}
          actions={[
            {
              label: 'Reject',
              done: 'rejected',
              run: reject,
              note: {
                title: (count) => `Reject ${count} requests?`,
                label: 'Why?',
                help: 'Requesters read it.',
                required: true,
                check: (note) => (note.trim() ? { ok: true, data: note.trim() } : { ok: false, errors: { note: 'Say why.' } }),
              },
            },
          ]}
          describeError={() => 'failed'}
        />
        <DataTable<Request> {...common} caption="Requests" columns={columns} rows={requests} status="success" />
      </>
    )
  }
  render(<NotedPage />)
  await userEvent.click(screen.getByRole('button', { name: 'Reject…' }))
  const dialog = screen.getByRole('dialog', { name: 'Reject 2 requests?' })
  await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }))
  expect(within(dialog).getByText('Say why.')).toBeInTheDocument()
  expect(reject).not.toHaveBeenCalled()
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Why\?/ }), 'Over budget')
  await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }))
  await vi.waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('2 rejected'))
  expect(reject.mock.calls.map(([row, note]) => [row.id, note])).toEqual([
    ['r1', 'Over budget'],
    ['r3', 'Over budget'],
  ])
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
})

test('runEach keeps at most `concurrency` rows in flight, keeps their order, and a throw fails only its row', async () => {
  let inFlight = 0
  let most = 0
  const slow = async (n: number) => {
    inFlight++
    most = Math.max(most, inFlight)
    await new Promise((resolve) => setTimeout(resolve, 7 - n))
    inFlight--
    if (n % 2 === 0) throw new Error(`no ${n}`)
  }
  const outcome = await runEach(
    [1, 2, 3, 4, 5, 6],
    (n) => {
      // Thrown before any promise exists: still only this row's failure.
      if (n === 1) throw new Error('no 1')
      return slow(n)
    },
    2,
  )
  expect(most).toBe(2)
  expect(outcome.succeeded).toEqual([3, 5])
  expect(outcome.failed.map(({ row }) => row)).toEqual([1, 2, 4, 6])
  expect(outcomeSummary(outcome, 'approved')).toBe('2 approved, 4 failed')
  expect(outcomeSummary({ succeeded: [1], failed: [] }, 'approved')).toBe('1 approved')
})
