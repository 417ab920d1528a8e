import { createColumnHelper } from '@tanstack/react-table'
import { useMemo } from 'react'
import { ChoiceFilter, TextFilter } from '../../app/lists/list-filter-fields.tsx'
import { ListTable } from '../../app/lists/list-table.tsx'
import { useListQuery } from '../../app/lists/use-list-query.ts'
import { useListState } from '../../app/lists/use-list-state.ts'
import { countOf } from '../../app/format/count.ts'
import { Button } from '../../components/ui/button.tsx'
import type { CsvColumn } from '../../components/ui/csv-export.ts'
import { EmptyState } from '../../components/ui/empty-state.tsx'
import { FilterPanel } from '../../components/ui/filter-panel.tsx'
import { RowActions } from '../../components/ui/row-actions.tsx'
import { StatusBadge } from '../../components/ui/status-badge.tsx'
import type { AccessReviewPerson, AccessReviewSummary } from '../../contracts/access-reviews.ts'
import { ReviewPersonDialog } from './review-person-dialog.tsx'
import { reviewDecisionFilters, reviewPeopleList, type AccessReviewSearch } from './review-people-list.ts'
import { actionWords, decisionOf, decisionWords, personWords } from './review-words.ts'

const filterLabels = { q: 'Name or email', decision: 'Decision' }

const decisionFilterLabels: Readonly<Record<string, string>> = {
  undecided: 'Undecided',
  ...Object.fromEntries(Object.entries(decisionWords).map(([k, v]) => [k, v.label])),
}

const column = createColumnHelper<AccessReviewPerson>()

/** A few names, then how many more: "booklist:view, booklist:edit and 3 more". */
const short = (names: readonly string[], shown = 3) =>
  names.length === 0 ? 'None' : names.length <= shown ? names.join(', ') : `${names.slice(0, shown).join(', ')} and ${names.length - shown} more`

function peopleColumns(open: (person: AccessReviewPerson) => void, mayDecide: boolean) {
  return [
    column.accessor('email', {
      header: 'Person',
      enableSorting: true,
      cell: (info) => {
        const person = info.row.original
        return (
          <>
            {person.name ? <span className="access-review-name">{person.name}</span> : null}
            <span>{person.email}</span>
            {person.disabled ? (
              <>
                {' '}
                <StatusBadge label="disabled" />
              </>
            ) : null}
          </>
        )
      },
    }),
    column.accessor((person) => person.granted.length, {
      id: 'permissions',
      header: 'Permissions',
      enableSorting: true,
      cell: (info) => `${info.getValue()}: ${short(info.row.original.granted)}`,
    }),
    column.display({
      id: 'access',
      header: 'Pages, menu, actions',
      cell: (info) => {
        const { pages, menu, actions } = info.row.original.access
        return `${countOf(pages.length, 'page')}, ${countOf(menu.length, 'menu item')}, ${countOf(actions.length, 'action')}`
      },
    }),
    column.accessor('decision', {
      header: 'Decision',
      enableSorting: true,
      cell: (info) => {
        const words = decisionOf(info.getValue())
        return <StatusBadge label={words.label} tone={words.tone} />
      },
    }),
    column.accessor((person) => person.note ?? '', { id: 'note', header: 'Note', cell: (info) => info.getValue() || '—' }),
    column.accessor((person) => person.decidedBy ?? '', { id: 'decidedBy', header: 'Decided by', cell: (info) => info.getValue() || '—' }),
    column.display({
      id: 'actions',
      header: 'Actions',
      cell: (info) => (
        <RowActions
          label={`Actions for ${personWords(info.row.original)}`}
          actions={[
            {
              key: 'decide',
              label: mayDecide ? 'Decide…' : 'Details…',
              ariaLabel: `${mayDecide ? 'Decide on' : 'Details of'} ${personWords(info.row.original)}`,
              onClick: () => open(info.row.original),
            },
          ]}
        />
      ),
    }),
  ]
}

/** The export: every person with their access and decision, as text (never markup). */
export const reviewPeopleCsvColumns: CsvColumn<AccessReviewPerson>[] = [
  { header: 'Email', value: (person) => person.email },
  { header: 'Name', value: (person) => person.name ?? '' },
  { header: 'Disabled', value: (person) => (person.disabled ? 'yes' : 'no') },
  { header: 'Permissions', value: (person) => person.granted.join(' ') },
  { header: 'Pages', value: (person) => person.access.pages.map((page) => page.path).join(' ') },
  { header: 'Menu items', value: (person) => person.access.menu.map((item) => item.title).join(' | ') },
  { header: 'Record actions', value: (person) => person.access.actions.map(actionWords).join(' | ') },
  { header: 'Decision', value: (person) => person.decision ?? 'undecided' },
  { header: 'Note', value: (person) => person.note ?? '' },
  { header: 'Decided by', value: (person) => person.decidedBy ?? '' },
  { header: 'Decided at', value: (person) => person.decidedAt ?? '' },
]

/** The review's people: searched, filtered by decision, sorted and paged in the URL; a person opens over the list (`?person=`). */
export function ReviewPeople({ review, search }: { review: AccessReviewSummary; search: AccessReviewSearch }) {
  const list = useListState(search, reviewPeopleList, filterLabels)
  const { set } = list
  const { query, positionProps, fetchPage } = useListQuery(list, (trpc, input) => trpc.accessReviews.people.queryOptions({ reviewId: review.id, ...input }))
  const page = search.page
  const mayDecide = review.status === 'open' && review.canDecide
  const columns = useMemo(() => peopleColumns((person) => set({ person: person.id, page }), mayDecide), [set, page, mayDecide])
  const person = search.person === undefined ? undefined : query.data?.rows.find((row) => row.id === search.person)
  return (
    <section aria-label="People">
      <FilterPanel label="Filter people" list={list}>
        <TextFilter list={list} label="Name or email" />
        <ChoiceFilter
          list={list}
          param="decision"
          label="Decision"
          all="Any decision"
          values={reviewDecisionFilters}
          labelOf={(value) => decisionFilterLabels[value] ?? value}
        />
      </FilterPanel>
      <ListTable<AccessReviewPerson>
        list={list}
        query={query}
        what="The review’s people"
        count={(total) => countOf(total, 'person', 'people')}
        exports={{ noun: ['person', 'people'], filename: `access-review-${review.startedAt.slice(0, 10)}`, columns: reviewPeopleCsvColumns, fetchPage }}
        caption="People in this review"
        columns={columns}
        onRowActivate={(row) => set({ person: row.id, page })}
        {...positionProps}
        emptyState={
          search.q !== undefined || search.decision !== undefined ? (
            <EmptyState title="No person matches" action={<Button onClick={() => list.clear()}>Clear the filters</Button>}>
              Try fewer words, part of an email address, or another decision.
            </EmptyState>
          ) : (
            <EmptyState title="No one in this review">The institution had no staff member when the review started.</EmptyState>
          )
        }
      />
      <ReviewPersonDialog
        open={search.person !== undefined}
        loading={query.status === 'pending'}
        person={person}
        review={review}
        onClose={() => set({ person: undefined, page }, { replace: true })}
      />
    </section>
  )
}
