// @vitest-environment jsdom
import '../../../app/testing/dom-test-setup.ts'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ColumnDef, PaginationState, RowSelectionState, SortingState } from '@tanstack/react-table'
import { useState } from 'react'
import { expect, test, vi } from 'vitest'
import { axeViolations } from '../testing/axe-violations.ts'
import { DataTable, type DataTableProps } from './data-table.tsx'

interface Title {
  readonly id: string
  readonly title: string
  readonly year: number
}

const titles: Title[] = [
  { id: 't1', title: 'Organic Chemistry', year: 2019 },
  { id: 't2', title: 'Linear Algebra', year: 2021 },
  { id: 't3', title: 'Ancient History', year: 2015 },
]

const columns: ColumnDef<Title, unknown>[] = [
  { accessorKey: 'title', header: 'Title', enableSorting: true },
  { accessorKey: 'year', header: 'Year' },
]

/** The table as a page uses it: state held by the page (in the URL, there), changes reported back. */
function Page(
  props: Partial<DataTableProps<Title>> & {
    onSort?: (s: SortingState) => void
    onPage?: (p: PaginationState) => void
    onSelect?: (s: RowSelectionState) => void
  },
) {
  const [sorting, setSorting] = useState<SortingState>([])
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 1, pageSize: 25 })
  const [selection, setSelection] = useState<RowSelectionState>({})
  return (
    <>
      <a href="#before">Before</a>
      <DataTable<Title>
        caption="Titles"
        columns={columns}
        rows={titles}
        getRowId={(row) => row.id}
        status="success"
        rowCount={120}
        sorting={sorting}
        onSortingChange={(next) => {
          setSorting(next)
          props.onSort?.(next)
        }}
        pagination={pagination}
        onPaginationChange={(next) => {
          setPagination(next)
          props.onPage?.(next)
        }}
        selection={selection}
        onSelectionChange={(next) => {
          setSelection(next)
          props.onSelect?.(next)
        }}
        rowLabel={(row) => row.title}
        {...props}
      />
      <a href="#after">After</a>
    </>
  )
}

test('a named table whose sortable headers ask the page to sort, and show the sort (aria-sort); no axe violations', async () => {
  const onSort = vi.fn()
  const { container } = render(<Page onSort={onSort} />)
  const table = screen.getByRole('table', { name: 'Titles' })
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent),
  ).toEqual(['', 'Title ↕', 'Year'])
  // Only columns that opt in are sortable.
  expect(
    within(table)
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(['Title ↕'])

  await userEvent.click(screen.getByRole('button', { name: /Title/ }))
  expect(onSort).toHaveBeenLastCalledWith([{ id: 'title', desc: false }])
  expect(screen.getByRole('columnheader', { name: /Title/ })).toHaveAttribute('aria-sort', 'ascending')
  await userEvent.click(screen.getByRole('button', { name: /Title/ }))
  expect(onSort).toHaveBeenLastCalledWith([{ id: 'title', desc: true }])
  expect(screen.getByRole('columnheader', { name: /Title/ })).toHaveAttribute('aria-sort', 'descending')
  expect(await axeViolations(container)).toEqual([])
})

test('keyboard: one tab stop for the rows; arrows, Home and End move; Space selects; Enter opens; Tab leaves', async () => {
  const onSelect = vi.fn()
  const onRowActivate = vi.fn()
  render(<Page onSelect={onSelect} onRowActivate={onRowActivate} />)
  const user = userEvent.setup()
  const rows = () => screen.getAllByRole('row').slice(1)
  await user.click(screen.getByRole('link', { name: 'Before' }))
  await user.tab()
  expect(screen.getByRole('checkbox', { name: 'Select all rows on this page' })).toHaveFocus()
  await user.tab()
  expect(screen.getByRole('button', { name: /Title/ })).toHaveFocus()
  await user.tab()
  expect(rows()[0]).toHaveFocus()
  await user.keyboard('{ArrowDown}')
  expect(rows()[1]).toHaveFocus()
  await user.keyboard('{End}')
  expect(rows()[2]).toHaveFocus()
  await user.keyboard('{ArrowDown}')
  expect(rows()[2]).toHaveFocus()
  await user.keyboard('{Home}')
  expect(rows()[0]).toHaveFocus()

  await user.keyboard(' ')
  expect(onSelect).toHaveBeenLastCalledWith({ t1: true })
  expect(screen.getByRole('checkbox', { name: 'Select Organic Chemistry' })).toBeChecked()
  await user.keyboard('{Enter}')
  expect(onRowActivate).toHaveBeenCalledWith(titles[0])

  // The focused row is the table's one stop: Tab goes on to the pagination.
  await user.tab()
  expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveFocus()
  await user.tab({ shift: true })
  expect(rows()[0]).toHaveFocus()
})

test('select all selects the rows of this page; the header checkbox shows a partial selection', async () => {
  const onSelect = vi.fn()
  render(<Page onSelect={onSelect} />)
  const all = screen.getByRole('checkbox', { name: 'Select all rows on this page' })
  await userEvent.click(screen.getByRole('checkbox', { name: 'Select Linear Algebra' }))
  expect((all as HTMLInputElement).indeterminate).toBe(true)
  await userEvent.click(all)
  expect(onSelect).toHaveBeenLastCalledWith({ t1: true, t2: true, t3: true })
  expect(all).toBeChecked()
})

test('pagination says which rows of how many and asks the page for another page or size', async () => {
  const onPage = vi.fn()
  render(<Page onPage={onPage} />)
  const nav = screen.getByRole('navigation', { name: 'Titles, pages' })
  expect(nav).toHaveTextContent('Rows 26–50 of 120 · page 2 of 5')
  await userEvent.click(within(nav).getByRole('button', { name: 'Next page' }))
  expect(onPage).toHaveBeenLastCalledWith({ pageIndex: 2, pageSize: 25 })
  await userEvent.click(within(nav).getByRole('button', { name: 'Previous page' }))
  await userEvent.click(within(nav).getByRole('button', { name: 'Previous page' }))
  expect(onPage).toHaveBeenLastCalledWith({ pageIndex: 0, pageSize: 25 })
  expect(within(nav).getByRole('button', { name: 'Previous page' })).toBeDisabled()
  await userEvent.selectOptions(within(nav).getByRole('combobox', { name: 'Rows per page' }), '100')
  expect(onPage).toHaveBeenLastCalledWith({ pageIndex: 0, pageSize: 100 })
  expect(nav).toHaveTextContent('Rows 1–100 of 120 · page 1 of 2')
})

test('loading shows skeleton rows and a busy table; then the error state, or the empty state', async () => {
  const { rerender, container } = render(<Page rows={undefined} status="pending" skeletonRows={4} />)
  const table = screen.getByRole('table', { name: 'Titles' })
  expect(table).toHaveAttribute('aria-busy', 'true')
  expect(container.querySelectorAll('tbody tr.skeleton-row[aria-hidden="true"]')).toHaveLength(4)
  expect(await axeViolations(container)).toEqual([])

  rerender(<Page rows={undefined} status="error" errorState={<p role="alert">Titles could not be loaded</p>} />)
  expect(screen.getByRole('alert')).toHaveTextContent('Titles could not be loaded')
  expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'false')

  rerender(<Page rows={[]} rowCount={0} status="success" emptyState={<p>No titles match “zzz”.</p>} />)
  expect(screen.getByRole('cell')).toHaveTextContent('No titles match “zzz”.')
  expect(screen.getByRole('navigation', { name: 'Titles, pages' })).toHaveTextContent(/^No rows/)
})

test('a page past the last says so in words and offers the last page', async () => {
  const onPage = vi.fn()
  // 224 rows fit on 9 pages of 25; an old link asks for page 999.
  const { container } = render(
    <DataTable<Title>
      caption="Far"
      columns={columns}
      rows={[]}
      getRowId={(row) => row.id}
      status="success"
      rowCount={224}
      pagination={{ pageIndex: 998, pageSize: 25 }}
      onPaginationChange={onPage}
      emptyState={<p>Nothing matches</p>}
    />,
  )
  const far = screen.getByRole('table', { name: 'Far' })
  expect(far).toHaveTextContent('There is no page 999')
  expect(far).toHaveTextContent('This list has 224 rows on 9 pages.')
  expect(far).not.toHaveTextContent('Nothing matches')
  expect(screen.getByRole('navigation', { name: 'Far, pages' })).toHaveTextContent('No rows here: 224 in all · page 999 of 9')
  await userEvent.click(screen.getByRole('button', { name: 'Go to page 9' }))
  expect(onPage).toHaveBeenLastCalledWith({ pageIndex: 8, pageSize: 25 })
  await userEvent.click(within(screen.getByRole('navigation', { name: 'Far, pages' })).getByRole('button', { name: 'Previous page' }))
  expect(onPage).toHaveBeenLastCalledWith({ pageIndex: 8, pageSize: 25 })
  expect(await axeViolations(container)).toEqual([])
})

test('record text is rendered as text, never as HTML', () => {
  const hostile = { id: 'x', title: '<img src=x onerror=alert(1)>', year: 2020 }
  const { container } = render(<Page rows={[hostile]} />)
  expect(screen.getByRole('cell', { name: hostile.title })).toBeInTheDocument()
  expect(container.querySelector('img')).toBeNull()
})

test('rows just added are marked New in words and the first is scrolled into view once, when it is on the page', async () => {
  const scroll = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => {})
  const added = { id: 't4', title: 'Cell Biology', year: 2024 }
  const { container, rerender } = render(<Page rows={titles} highlightRowIds={['t4']} />)
  // Not on the page yet (the list is still reloading): nothing to mark or scroll to.
  expect(screen.queryByText('New')).toBeNull()
  expect(scroll).not.toHaveBeenCalled()
  rerender(<Page rows={[...titles, added]} highlightRowIds={['t4']} />)
  const row = screen.getByRole('cell', { name: /^Cell Biology/ }).closest('tr') as HTMLElement
  expect(within(row).getByText('New')).toBeInTheDocument()
  expect(row).toHaveClass('row-new')
  expect(scroll).toHaveBeenCalledTimes(1)
  expect(scroll.mock.contexts[0]).toBe(row)
  expect(scroll).toHaveBeenCalledWith({ block: 'nearest' })
  // Another render (an edit elsewhere) does not pull the view back.
  rerender(<Page rows={[{ ...titles[0]!, year: 2020 }, ...titles.slice(1), added]} highlightRowIds={['t4']} />)
  expect(scroll).toHaveBeenCalledTimes(1)
  expect(screen.getAllByText('New')).toHaveLength(1)
  expect(await axeViolations(container)).toEqual([])
  rerender(<Page rows={[...titles, added]} />)
  expect(screen.queryByText('New')).toBeNull()
  scroll.mockRestore()
})

test('each cell carries its column’s name (data-label), from a text header or meta.label, for the cards on narrow screens', () => {
  const labelled: ColumnDef<Title, unknown>[] = [
    { accessorKey: 'title', header: 'Title' },
    { accessorKey: 'year', header: () => <abbr title="Year of publication">Yr</abbr>, meta: { label: 'Year of publication' } },
    { id: 'blank', header: () => null, cell: () => '–' },
  ]
  render(<Page columns={labelled} />)
  const [first] = screen.getAllByRole('row').slice(1)
  expect(
    within(first!)
      .getAllByRole('cell')
      .map((cell) => cell.getAttribute('data-label')),
  ).toEqual([null, 'Title', 'Year of publication', null])
})

test('a marked row shows its words; a leaving row is shown dimmed and cannot be used', () => {
  render(
    <DataTable<Title>
      caption="Titles"
      columns={columns}
      rows={titles}
      getRowId={(row) => row.id}
      status="success"
      rowMark={(id) =>
        id === 't1'
          ? { text: 'approved by omar@westbrook.example just now' }
          : id === 't2'
            ? { text: 'approved by omar@westbrook.example just now — no longer in this list', leaving: true }
            : undefined
      }
    />,
  )
  const changed = screen.getByText('Organic Chemistry').closest('tr')
  expect(changed).toHaveTextContent('Organic Chemistryapproved by omar@westbrook.example just now')
  expect(changed).toHaveClass('row-changed')
  expect(changed).not.toHaveAttribute('inert')
  const gone = screen.getByText('Linear Algebra').closest('tr')
  expect(gone).toHaveClass('row-leaving')
  expect(gone).toHaveAttribute('inert')
  expect(gone).toHaveTextContent('no longer in this list')
  expect(screen.getByText('Ancient History').closest('tr')).not.toHaveClass('row-changed')
})

test('a column whose field the field rules withhold is not rendered: no header, no cells', () => {
  const headers = () =>
    within(screen.getByRole('table', { name: 'Titles' }))
      .getAllByRole('columnheader')
      .map((header) => header.textContent)
  const { unmount } = render(<Page />)
  expect(headers()).toContain('Year')
  unmount()
  render(<Page fieldRules={{ withheld: ['year'] }} />)
  expect(headers()).not.toContain('Year')
  const table = screen.getByRole('table', { name: 'Titles' })
  expect(within(table).queryByText('2019')).toBeNull()
  expect(within(table).getByText('Organic Chemistry')).toBeTruthy()
})

test('a page of 45 rows is drawn in steps, the cells of each row once: rows already drawn are not drawn again; End reaches the last row', async () => {
  const many: Title[] = Array.from({ length: 45 }, (_, i) => ({ id: `m${i}`, title: `Title ${i}`, year: 2000 + i }))
  const drawnCells = new Map<string, number>()
  const counted: ColumnDef<Title, unknown>[] = [
    {
      accessorKey: 'title',
      header: 'Title',
      cell: (info) => {
        drawnCells.set(info.row.id, (drawnCells.get(info.row.id) ?? 0) + 1)
        return String(info.getValue())
      },
    },
  ]
  render(<DataTable<Title> caption="Many" columns={counted} rows={many} getRowId={(row) => row.id} status="success" />)
  const table = screen.getByRole('table', { name: 'Many' })
  await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(46))
  expect([...drawnCells.values()].every((times) => times === 1)).toBe(true)
  expect(drawnCells.size).toBe(45)
  within(table).getAllByRole('row')[1]?.focus()
  await userEvent.keyboard('{End}')
  expect(document.activeElement).toHaveTextContent('Title 44')
})
