import { ChoiceFilter, TextFilter } from '../../app/lists/list-filter-fields.tsx'
import { ListTable } from '../../app/lists/list-table.tsx'
import { useListQuery } from '../../app/lists/use-list-query.ts'
import { useListState } from '../../app/lists/use-list-state.ts'
import { countOf } from '../../app/format/count.ts'
import { Button } from '../../components/ui/button.tsx'
import { DataTable } from '../../components/ui/data-table/data-table.tsx'
import { EmptyState } from '../../components/ui/empty-state.tsx'
import { FigureList } from '../../components/ui/figure-list.tsx'
import { FilterPanel } from '../../components/ui/filter-panel.tsx'
import { termStatusFilters, termStatusLabels, type TermStatusBoard, type TermStatusFilter } from '../../contracts/term-status.ts'
import { termLabel } from '../../contracts/terms.ts'
import { termNamer } from '../../app/terms/term-names.tsx'
import { departmentColumns, termStatusColumns, termStatusCsvColumns } from './term-status-columns.tsx'
import { termStatusList, type TermStatusSearch } from './term-status-list.ts'
import { boardSummary, percentText } from './term-status-summary.ts'

/** The filters by their labels, for InvalidFilters; Clear the filters clears them all but the term. */
const filterLabels = { q: 'Code or title', term: 'Term', status: 'Status', department: 'Department' }

/**
 * A term's booklist status: the term (the one being worked on unless the URL
 * names another), its deadline, the figures in all and per department, and
 * the courses, filtered, sorted and paged by the server from the URL.
 */
export function TermStatusScreen({ search }: { search: TermStatusSearch }) {
  const list = useListState(search, termStatusList, filterLabels)
  const { query, positionProps, fetchPage } = useListQuery(list, (trpc, input) => trpc.termStatus.board.queryOptions(input))
  const board = query.data
  const filtered = search.q !== undefined || search.status !== undefined || search.department !== undefined
  return (
    <>
      <FilterPanel label="Choose the term and filter courses" list={list}>
        <ChoiceFilter
          list={list}
          param="term"
          label="Term"
          shown={board?.termName}
          values={board?.terms.map((term) => term.name) ?? []}
          labelOf={termNamer(board?.terms)}
        />
        <TextFilter list={list} label="Code or title" />
        <ChoiceFilter
          list={list}
          param="status"
          label="Status"
          all="All statuses"
          values={termStatusFilters}
          labelOf={(value) => termStatusLabels[value as TermStatusFilter] ?? value}
        />
        <ChoiceFilter
          list={list}
          param="department"
          label="Department"
          all="All departments"
          values={board?.departments.map((department) => department.department) ?? []}
        />
      </FilterPanel>
      {board ? <BoardFigures board={board} /> : null}
      {board && board.departments.length > 0 ? (
        <DataTable
          caption="By department"
          columns={departmentColumns}
          rows={board.departments}
          getRowId={(row) => row.department}
          status="success"
          rowNoun="department"
        />
      ) : null}
      <ListTable
        list={list}
        query={query}
        what="The booklist status"
        count={(total) => countOf(total, 'course')}
        exports={{ noun: ['course', 'courses'], filename: `booklist-status-${board?.termName ?? 'term'}`, columns: termStatusCsvColumns, fetchPage }}
        caption="Courses of the term"
        columns={termStatusColumns}
        {...positionProps}
        emptyState={
          filtered ? (
            <EmptyState
              title="No course matches these filters"
              action={<Button onClick={() => list.clear(['q', 'status', 'department'])}>Clear the filters</Button>}
            >
              Try another status or department, or fewer words.
            </EmptyState>
          ) : (
            <EmptyState title="No courses run in this term">Choose another term, or wait for its courses to be imported.</EmptyState>
          )
        }
      />
    </>
  )
}

/** The term and its deadline in one line, then the headline figures. */
function BoardFigures({ board }: { board: TermStatusBoard }) {
  const { totals } = board
  return (
    <section aria-label="Summary">
      <p>{boardSummary(board)}</p>
      <FigureList
        label={`Booklists of ${termLabel(board.termName)}`}
        figures={[
          { label: 'On time', value: percentText(totals.percentOnTime) },
          { label: 'Courses', value: totals.courses },
          { label: termStatusLabels.notStarted, value: totals.notStarted },
          { label: termStatusLabels.draft, value: totals.draft },
          { label: 'Submitted on time', value: totals.onTime },
          { label: termStatusLabels.late, value: totals.late },
        ]}
      />
    </section>
  )
}
