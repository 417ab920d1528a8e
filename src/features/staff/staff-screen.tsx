import { useMemo } from 'react'
import { TextFilter } from '../../app/lists/list-filter-fields.tsx'
import { ListTable } from '../../app/lists/list-table.tsx'
import { useListQuery } from '../../app/lists/use-list-query.ts'
import { useListState } from '../../app/lists/use-list-state.ts'
import { EmptyState } from '../../components/ui/empty-state.tsx'
import type { StaffRow } from '../../contracts/staff.ts'
import { staffColumns, staffCsvColumns, staffLabel } from './staff-columns.tsx'
import { staffList, type StaffSearch } from './staff-list.ts'
import { StaffMemberDialog } from './staff-member-dialog.tsx'
import { countOf } from '../../app/format/count.ts'
import { Button } from '../../components/ui/button.tsx'
import { FilterPanel } from '../../components/ui/filter-panel.tsx'

const filterLabels = { q: 'Name or email' }

/**
 * The institution's staff members and how many permissions each holds;
 * search, sort and page in the URL. A member's permissions open over the
 * list (`?member=`), where they are changed after a review of what the
 * change gives and takes away.
 */
export function StaffScreen({ search }: { search: StaffSearch }) {
  const list = useListState(search, staffList, filterLabels)
  const { set } = list
  const { query: staff, positionProps, fetchPage } = useListQuery(list, (trpc, input) => trpc.staff.list.queryOptions(input))
  const page = search.page
  const columns = useMemo(() => staffColumns((row: StaffRow) => set({ member: row.id, page })), [set, page])
  return (
    <>
      <FilterPanel label="Filter staff" list={list}>
        <TextFilter list={list} label="Name or email" />
      </FilterPanel>
      <ListTable<StaffRow>
        list={list}
        query={staff}
        live={{ type: 'StaffMember', label: staffLabel }}
        what="The staff members"
        count={(total) => countOf(total, 'staff member')}
        exports={{ noun: ['staff member', 'staff members'], filename: 'staff-permissions', columns: staffCsvColumns, fetchPage }}
        caption="Staff members"
        columns={columns}
        onRowActivate={(row) => set({ member: row.id, page })}
        {...positionProps}
        emptyState={
          search.q !== undefined ? (
            <EmptyState title="No staff member matches" action={<Button onClick={() => list.clear()}>Clear the search</Button>}>
              Try fewer words, or part of an email address.
            </EmptyState>
          ) : (
            <EmptyState title="No staff members yet">Staff accounts appear here once your institution’s accounts are loaded.</EmptyState>
          )
        }
      />
      <StaffMemberDialog id={search.member} onClose={() => set({ member: undefined, page }, { replace: true })} />
    </>
  )
}
