import { subject } from '@casl/ability'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { createColumnHelper } from '@tanstack/react-table'
import { useMemo, useState } from 'react'
import type { BooklistDetail, BooklistItemView, UpdateBooklistItemInput } from '../../contracts/booklists.ts'
import { useTRPC } from '../../app/api/trpc-options.ts'
import { useAppMutation } from '../../app/api/use-app-mutation.ts'
import { mayCall } from '../../app/policy-view/may-call.ts'
import { AppCan, useAppAbility } from '../../app/policy-view/policy-ability.tsx'
import { QueryErrorState } from '../../app/ui/query-error-state.tsx'
import { ActionButton } from '../../components/ui/action-button.tsx'
import { exportCsv } from '../../components/ui/csv-export.ts'
import { DataTable } from '../../components/ui/data-table/data-table.tsx'
import { EmptyState } from '../../components/ui/empty-state.tsx'
import { AddByIsbn } from './add-by-isbn.tsx'
import { booklistItemCsvColumns } from './booklist-csv.ts'
import { BooklistHistory } from './booklist-history.tsx'
import { ReadOnlyNotice, SubmitList, useFocusAfterMove } from './booklist-state-controls.tsx'
import { InternalStatusEditor, NoteEditor, QuantityEditor, RequirementEditor } from './item-editors.tsx'
import { useFieldRules } from '../../app/policy-view/use-field-rules.ts'
import { mayUseField } from '../../policy/field-access.ts'
import { policy } from '../../generated/policy.gen.ts'
import { formatMoney } from '../../app/format/money.ts'
import { CostBandBadge, formatCost } from '../../app/format/list-cost.tsx'
import { booklistSubject, itemSubject } from './record-subjects.ts'
import { RecordStatus } from '../../app/format/record-status.tsx'
import { TitleLink } from '../../app/ui/record-links.tsx'
import { useTermDates } from '../../app/terms/term-names.tsx'
import { Button } from '../../components/ui/button.tsx'
import { useLiveRows } from '../../app/live/use-live-rows.ts'
import { LiveAnnouncer } from '../../components/ui/live-announcer.tsx'

const itemId = (item: BooklistItemView) => item.id

const suppliesPaths = ['/booklist/supply', '/requests/supply'] as const

const column = createColumnHelper<BooklistItemView>()
const noItems: readonly string[] = []

/** One course's list: its totals, its items (editable inline where the policy lets the user edit them), add, remove, submit or reopen, and its history. */
export function BooklistDetailView({ id }: { id: string }) {
  const trpc = useTRPC()
  const ability = useAppAbility()
  // The Supplies page answers at two paths; the one this user's menu opens (the policy decides).
  const suppliesPath = suppliesPaths.find((path) => ability.can('visit', subject('Route', { path })))
  const list = useQuery(trpc.booklists.get.queryOptions({ id }))
  const termName = useTermDates()
  const invalidates = () => [trpc.booklists.pathFilter()]
  const update = useAppMutation(trpc.booklists.updateItem.mutationOptions(), {
    invalidates,
    success: (_data, change) => `Saved ${change.quantity === undefined ? '' : 'quantity '}changes`,
  })
  const remove = useAppMutation(trpc.booklists.removeItem.mutationOptions(), { invalidates, success: () => 'Item removed' })
  const data = list.data
  // An item someone else added, changed or removed is marked a moment (a removed one stays, leaving) and said once.
  const live = useLiveRows(data?.items, { type: 'BooklistItem', getRowId: itemId, label: (item) => item.title })
  // The items the user just added, marked New in the table until they add more or leave this list.
  const [added, setAdded] = useState<{ readonly list: string; readonly ids: readonly string[] }>({ list: id, ids: [] })
  const newItemIds = added.list === id ? added.ids : noItems
  const { headingRef, noticeRef, moves } = useFocusAfterMove(data?.status)
  // The read rule's field rules decide the columns and the export's (the internal status); each cell is the server's answer, which omits what a rule withholds on that item.
  const fieldRules = useFieldRules('BooklistItem')
  const busy = update.isPending || remove.isPending

  const columns = useMemo(() => {
    const editable = (item: BooklistItemView) => ability.can('edit', itemSubject(item))
    const mayChange = (item: BooklistItemView, field: string) =>
      editable(item) && mayUseField(policy, ability, 'edit', 'BooklistItem', field, itemSubject(item))
    const onChange = (item: BooklistItemView) => (change: Omit<UpdateBooklistItemInput, 'id' | 'version'>) =>
      update.mutate({ id: item.id, version: item.version, ...change })
    return [
      column.accessor('title', {
        header: 'Title',
        cell: (info) => (
          <>
            <TitleLink nbsi={info.row.original.nbsi} className="item-title">
              {info.getValue()}
            </TitleLink>
            <span className="item-meta">{[info.row.original.authors.join(', '), info.row.original.isbn13].filter(Boolean).join(' · ')}</span>
          </>
        ),
      }),
      column.accessor('requirement', {
        header: 'Requirement',
        cell: (info) =>
          editable(info.row.original) ? <RequirementEditor item={info.row.original} busy={busy} onChange={onChange(info.row.original)} /> : info.getValue(),
      }),
      column.accessor('quantity', {
        header: 'Quantity',
        cell: (info) =>
          editable(info.row.original) ? <QuantityEditor item={info.row.original} busy={busy} onChange={onChange(info.row.original)} /> : info.getValue(),
      }),
      column.accessor('note', {
        header: 'Note',
        cell: (info) =>
          editable(info.row.original) ? <NoteEditor item={info.row.original} busy={busy} onChange={onChange(info.row.original)} /> : (info.getValue() ?? ''),
      }),
      column.accessor('unitPrice', { header: 'Unit price', cell: (info) => formatMoney(info.getValue()) }),
      column.accessor('status', { header: 'Status', cell: (info) => <RecordStatus type="BooklistItem" status={info.getValue()} /> }),
      column.accessor((item) => item.internalStatus ?? '', {
        id: 'internalStatus',
        header: 'Internal status',
        cell: (info) =>
          mayChange(info.row.original, 'internalStatus') ? (
            <InternalStatusEditor item={info.row.original} busy={busy} onChange={onChange(info.row.original)} />
          ) : (
            info.getValue()
          ),
      }),
      column.display({
        id: 'actions',
        header: () => <span className="visually-hidden">Actions</span>,
        cell: (info) => (
          <ActionButton
            can={{ I: 'edit', this: itemSubject(info.row.original) }}
            pending={remove.isPending}
            aria-label={`Remove ${info.row.original.title}`}
            onClick={() => remove.mutate({ id: info.row.original.id, version: info.row.original.version })}
          >
            Remove
          </ActionButton>
        ),
      }),
    ]
  }, [ability, busy, update, remove])

  const back = (
    <p>
      {/* A link (every navigation is one): the lists keep their page, and Back returns here. */}
      <Link to="/booklist" search={(previous) => ({ ...previous, list: undefined })}>
        ← All course lists
      </Link>
    </p>
  )
  if (list.status === 'error')
    return (
      <>
        {back}
        <QueryErrorState what="This booklist" error={list.error} onRetry={() => list.refetch()} />
      </>
    )
  return (
    <section aria-labelledby="booklist-heading" className="booklist-detail">
      {back}
      <h2 id="booklist-heading" ref={headingRef} tabIndex={-1}>
        {data ? `${data.courseCode} ${data.courseTitle}, ${termName(data.term)}` : 'Booklist'}
      </h2>
      {data ? <ListSummary data={data} /> : <p aria-busy="true">Loading the booklist…</p>}
      {data && data.status !== 'draft' ? <ReadOnlyNotice data={data} noticeRef={noticeRef} moves={moves} /> : null}
      {data ? (
        <AppCan I="edit" this={booklistSubject(data)}>
          <AddByIsbn booklistId={data.id} itemIds={data.items.map((item) => item.id)} onAdded={(ids) => setAdded({ list: data.id, ids })} />
        </AppCan>
      ) : null}
      <LiveAnnouncer announcements={live.announcements} />
      <DataTable
        caption={data ? `Items on the ${data.courseCode} booklist` : 'Items'}
        columns={columns}
        fieldRules={fieldRules}
        rows={live.rows}
        getRowId={itemId}
        rowMark={live.rowMark}
        highlightRowIds={newItemIds}
        status={list.status}
        emptyState={<EmptyState title="No titles on this booklist yet">Paste ISBNs above to add titles.</EmptyState>}
      />
      {data ? (
        <div className="booklist-actions">
          <Button
            disabled={data.items.length === 0}
            onClick={() => void exportCsv(`booklist-${data.courseCode}-${data.term}`, data.items, booklistItemCsvColumns, 'csv', fieldRules)}
          >
            Export CSV
          </Button>
          {data.status === 'draft' ? <SubmitList data={data} moves={moves} /> : null}
          {/* The procedure's access rule is the Supplies page's flag and check; which of its two paths opens follows the menu (pricing approvals or not). */}
          {suppliesPath && mayCall(ability, 'supplies.raise') && ability.can('create', 'Request') ? (
            <Link to={suppliesPath} search={{ raise: data.courseId }}>
              Request supplies
            </Link>
          ) : null}
        </div>
      ) : null}
      {data ? <BooklistHistory data={data} /> : null}
    </section>
  )
}

function ListSummary({ data }: { data: BooklistDetail }) {
  return (
    <dl className="booklist-summary">
      <dt>List</dt>
      <dd>
        <RecordStatus type="Booklist" status={data.status} />
      </dd>
      <dt>Items</dt>
      <dd>{data.itemCount}</dd>
      <dt>Required per student</dt>
      <dd>
        {formatCost(data.cost, 'requiredPerStudent')} <CostBandBadge band={data.costBand} />
      </dd>
      <dt>With recommended</dt>
      <dd>{formatCost(data.cost, 'withRecommendedPerStudent')}</dd>
      <dt>Held by the library</dt>
      <dd>{data.heldByLibrary.length === 0 ? 'None' : data.heldByLibrary.map((title) => title.title).join('; ')}</dd>
    </dl>
  )
}
