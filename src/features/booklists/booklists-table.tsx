import { Link } from '@tanstack/react-router'
import { createColumnHelper } from '@tanstack/react-table'
import type { RowSelectionState } from '@tanstack/react-table'
import { lazy, Suspense, useMemo, useState } from 'react'
import { useAppAbility } from '../../app/policy-view/policy-ability.tsx'
import type { RolloverSelection } from '../../contracts/rollover.ts'
import { CostBandBadge, costFilterLabel, formatCost } from '../../app/format/list-cost.tsx'
import { RecordStatus } from '../../app/format/record-status.tsx'
import { ChoiceFilter, TextFilter } from '../../app/lists/list-filter-fields.tsx'
import { ListTable } from '../../app/lists/list-table.tsx'
import { useListQuery } from '../../app/lists/use-list-query.ts'
import type { ListState } from '../../app/lists/use-list-state.ts'
import { EmptyState } from '../../components/ui/empty-state.tsx'
import { booklistStates, costFilters, type BooklistSummary, type ListBooklistsInput } from '../../contracts/booklists.ts'
import { useTermDates } from '../../app/terms/term-names.tsx'
import { booklistCsvColumns, booklistCsvLines } from './booklist-csv.ts'
import type { BooklistSearch } from './booklists-list.ts'
import { countOf } from '../../app/format/count.ts'
import { Button } from '../../components/ui/button.tsx'
import { FilterPanel } from '../../components/ui/filter-panel.tsx'

const column = createColumnHelper<BooklistSummary>()

/** Loaded when someone rolls lists over, not with the page: most visits never open it. */
const RolloverDialog = lazy(() => import('./rollover/rollover-dialog.tsx').then((module) => ({ default: module.RolloverDialog })))

export interface BooklistsTableProps {
  readonly list: ListState<BooklistSearch, ListBooklistsInput>
  readonly onOpen: (id: string) => void
}

/** The term's course lists: filter, sort and page on the server, the position in the URL; Enter or the course opens a list. */
export function BooklistsTable({ list, onOpen }: BooklistsTableProps) {
  const { search } = list
  const { query: lists, positionProps, fetchPage } = useListQuery(list, (trpc, input) => trpc.booklists.list.queryOptions(input))
  const columns = useMemo(
    () => [
      column.accessor('courseCode', {
        id: 'code',
        header: 'Course',
        enableSorting: true,
        // A link, not a button: a course list opens in a new tab too (issue 50). The lists' page stays in the URL.
        cell: (info) => (
          <Link to="/booklist" search={(previous) => ({ ...previous, list: info.row.original.id })}>
            {info.getValue()}
          </Link>
        ),
      }),
      column.accessor('courseTitle', { id: 'title', header: 'Title', enableSorting: true }),
      column.accessor('department', { id: 'department', header: 'Department', enableSorting: true }),
      column.accessor('status', {
        id: 'status',
        header: 'List',
        enableSorting: true,
        cell: (info) => <RecordStatus type="Booklist" status={info.getValue()} />,
      }),
      column.accessor('itemCount', { id: 'items', header: 'Items', enableSorting: true, cell: (info) => itemsLabel(info.row.original) }),
      column.accessor('enrolment', { header: 'Students' }),
      column.accessor('cost', {
        id: 'cost',
        header: 'Required per student',
        enableSorting: true,
        cell: (info) => formatCost(info.getValue(), 'requiredPerStudent'),
      }),
      column.accessor('cost', { id: 'withRecommended', header: 'With recommended', cell: (info) => formatCost(info.getValue(), 'withRecommendedPerStudent') }),
      column.accessor('costBand', { header: 'Cost', cell: (info) => <CostBandBadge band={info.getValue()} /> }),
    ],
    [],
  )
  const filtered = Boolean(search.q || search.status || search.cost)
  const term = lists.data?.term
  const termName = useTermDates()
  // Rolling over (issue 56): the selected lists, or all the filters match; for whoever the rollover rule allows some list.
  const mayRoll = useAppAbility().can('rollover', 'Booklist')
  const [selection, setSelection] = useState<RowSelectionState>({})
  const [rolling, setRolling] = useState<{ readonly from: RolloverSelection; readonly chosen: string } | undefined>()
  const total = lists.data?.total ?? 0
  const rollAll = () =>
    term &&
    setRolling({
      from: {
        matching: {
          term,
          // The filters as the list read them from the URL (checked), so the rollover takes exactly the lists shown.
          ...(list.input?.status ? { status: list.input.status } : {}),
          ...(list.input?.cost ? { cost: list.input.cost } : {}),
          ...(list.input?.q ? { q: list.input.q } : {}),
        },
      },
      chosen: filtered ? `all ${countOf(total, 'course list')} matching the filters` : `all ${countOf(total, 'course list')}`,
    })
  return (
    <section aria-labelledby="booklists-heading">
      <h2 id="booklists-heading">Course lists{term ? `, ${termName(term)}` : ''}</h2>
      <FilterPanel label="Filter course lists" list={list} className="table-toolbar">
        <TextFilter list={list} label="Find a course" />
        {/* No "all terms": the server lists the current term unless one is chosen. */}
        <ChoiceFilter list={list} param="term" label="Term" shown={term} values={lists.data?.terms ?? []} labelOf={termName} />
        <ChoiceFilter list={list} param="status" label="List state" all="Any" values={booklistStates} />
        <ChoiceFilter list={list} param="cost" label="Cost" all="Any" values={costFilters} labelOf={costFilterLabel} />
      </FilterPanel>
      {mayRoll && term && total > 0 ? (
        <p>
          <Button onClick={rollAll}>{filtered ? 'Roll over the matching lists…' : 'Roll over all lists…'}</Button>
        </p>
      ) : null}
      {rolling && term ? (
        <Suspense fallback={<p role="status">Opening the rollover…</p>}>
          <RolloverDialog
            from={rolling.from}
            chosen={rolling.chosen}
            sourceTerm={term}
            knownTerms={lists.data?.terms ?? []}
            onClose={() => {
              setRolling(undefined)
              setSelection({})
            }}
          />
        </Suspense>
      ) : null}
      <ListTable
        list={list}
        query={lists}
        live={{ type: 'Booklist', label: (row) => `${row.courseCode} booklist` }}
        what="The course lists"
        count={(total) => countOf(total, 'course list')}
        exports={{
          noun: ['course list', 'course lists'],
          filename: `booklists-${term ?? ''}`,
          columns: booklistCsvColumns,
          expand: booklistCsvLines,
          fetchPage,
        }}
        caption="Course booklists"
        columns={columns}
        emptyState={
          <EmptyState
            title={filtered ? 'No course list matches these filters' : 'No course has a booklist this term'}
            action={filtered ? <Button onClick={() => list.clear(['q', 'status', 'cost'])}>Clear the filters</Button> : undefined}
          >
            {filtered ? 'Clear the search or choose another state.' : 'Choose another term above.'}
          </EmptyState>
        }
        rowCount={lists.data?.total}
        {...positionProps}
        onRowActivate={(row) => onOpen(row.id)}
        bulk={
          mayRoll
            ? {
                selection,
                onSelectionChange: setSelection,
                actions: [
                  {
                    label: 'Roll over to',
                    open: (rows) => setRolling({ from: { ids: rows.map((row) => row.id) }, chosen: `the ${countOf(rows.length, 'selected course list')}` }),
                  },
                ],
                rowLabel: booklistRowLabel,
              }
            : undefined
        }
      />
    </section>
  )
}

/** A course list in its checkbox's label; one function, so the table's columns (which name rows with it) keep across renders. */
const booklistRowLabel = (row: BooklistSummary) => `${row.courseCode} ${row.courseTitle}`

/** The count beside the rows the list shows: "3", or "3 items, 2 withdrawn" when the detail also shows withdrawn ones. */
export function itemsLabel(list: { readonly itemCount: number; readonly withdrawnCount: number }): string {
  return list.withdrawnCount === 0 ? String(list.itemCount) : `${countOf(list.itemCount, 'item')}, ${list.withdrawnCount} withdrawn`
}
