import './requests.css'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { RowSelectionState } from '@tanstack/react-table'
import { useMemo, useState } from 'react'
import { useTRPC } from '../../app/api/trpc-options.ts'
import { useAppMutation } from '../../app/api/use-app-mutation.ts'
import { ListTable } from '../../app/lists/list-table.tsx'
import { useListQuery } from '../../app/lists/use-list-query.ts'
import { checkChangeNote } from '../../app/lists/check-change-note.ts'
import { useListState } from '../../app/lists/use-list-state.ts'
import { useAppAbility } from '../../app/policy-view/policy-ability.tsx'
import type { BulkAction } from '../../components/ui/data-table/bulk-action-bar.tsx'
import { EmptyState } from '../../components/ui/empty-state.tsx'
import type { DecideRequestInput, RequestDecision as Decision, RequestListRow, RequestStage } from '../../contracts/requests.ts'
import { freshRow } from '../../app/live/fresh-row.ts'
import { DecideRequestDialog, decisionWords } from './decide-request-dialog.tsx'
import { requestColumns, requestCsvColumns, requestLabel } from './request-columns.tsx'
import { RequestFilters, requestFilterLabels } from './request-filters.tsx'
import { RequestHistoryDialog } from './request-history-dialog.tsx'
import { closedRequestsList, openRequestsList, type RequestsSearch } from './requests-list.ts'
import { countOf } from '../../app/format/count.ts'
import { Button } from '../../components/ui/button.tsx'

const words = {
  open: { caption: 'Open requests', noun: 'open request', nouns: 'open requests', file: 'requests' },
  closed: { caption: 'Closed requests', noun: 'closed request', nouns: 'closed requests', file: 'requests-history' },
} as const

/**
 * The requests the user may read at one stage: open (draft or pending, to
 * decide or cancel) on /requests, closed on /requests/history. Filters, sort
 * and page live in the URL; the server filters, sorts and pages with the
 * policy's read rule. Each decision is the policy's rule on that request.
 */
export function RequestsScreen({ stage, search }: { stage: RequestStage; search: RequestsSearch }) {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const ability = useAppAbility()
  const list = useListState(search, stage === 'open' ? openRequestsList : closedRequestsList, requestFilterLabels)
  const { query: requests, positionProps, fetchPage } = useListQuery(list, (trpc, input) => trpc.requests.list.queryOptions(input))
  const [selection, setSelection] = useState<RowSelectionState>({})
  const [deciding, setDeciding] = useState<{ row: RequestListRow; decision: Decision } | undefined>()
  const [pendingFor, setPendingFor] = useState<string | undefined>()
  const { decide, isPending } = useDecisions()
  // The request changed under the open dialog: it shows the request as it now is, or closes when it left the list.
  const reloadDeciding = async () => {
    if (!deciding) return
    const row = await freshRow(requests, deciding.row.id)
    setDeciding(row ? { row, decision: deciding.decision } : undefined)
  }
  // Kept while nothing changes: new columns would mount new buttons, and a closing dialog could not give focus back to its opener.
  // The open history is in the URL (?request=), so it can be linked to and Back closes it; the list keeps its page.
  const { set } = list
  const page = search.page
  const columns = useMemo(
    () => requestColumns({ pendingFor, decide: (row, decision) => setDeciding({ row, decision }), history: (row) => set({ request: row.id, page }) }),
    [pendingFor, set, page],
  )
  const decideOne = (decision: Decision, change: DecideRequestInput) => {
    setPendingFor(change.id)
    decide(decision, change, () => {
      setPendingFor(undefined)
      setDeciding(undefined)
    })
  }
  const bulk = useBulkDecisions()
  // Selecting rows only helps someone who may decide requests; the buttons per row stay the rule per request.
  const mayDecide = stage === 'open' && (ability.can('approve', 'Request') || ability.can('reject', 'Request'))
  const filtered = Object.keys(requestFilterLabels).some((param) => search[param as keyof RequestsSearch] !== undefined)
  const word = words[stage]
  return (
    <>
      <RequestFilters stage={stage} list={list} requesters={requests.data?.requesters ?? []} courses={requests.data?.courses ?? []} />
      <ListTable<RequestListRow>
        list={list}
        query={requests}
        live={{ type: 'Request', label: requestLabel }}
        what={`The ${word.nouns}`}
        count={(total) => countOf(total, word.noun, word.nouns)}
        exports={{ noun: [word.noun, word.nouns], filename: word.file, columns: requestCsvColumns, fetchPage }}
        caption={word.caption}
        columns={columns}
        {...positionProps}
        emptyState={
          filtered ? (
            <EmptyState title={`No ${word.noun} matches these filters`} action={<Button onClick={() => list.clear()}>Clear the filters</Button>}>
              Try another status, person or course, wider days, or fewer words.
            </EmptyState>
          ) : stage === 'open' ? (
            <EmptyState title="Nothing is waiting">Requests raised at your institution that you may see appear here until they are decided.</EmptyState>
          ) : (
            <EmptyState title="No closed requests yet">Requests appear here once they are approved, rejected, ordered, fulfilled or cancelled.</EmptyState>
          )
        }
        bulk={
          mayDecide
            ? {
                selection,
                onSelectionChange: setSelection,
                actions: bulk,
                rowLabel: requestLabel,
                onDone: () => void queryClient.invalidateQueries(trpc.requests.pathFilter()),
              }
            : undefined
        }
      />
      <DecideRequestDialog
        deciding={deciding}
        pending={isPending}
        onDecide={decideOne}
        onClose={() => setDeciding(undefined)}
        onReload={() => void reloadDeciding()}
      />
      <RequestHistoryDialog id={search.request} onClose={() => set({ request: undefined, page }, { replace: true })} />
    </>
  )
}

/** One decision on one request, said in a toast; a conflict refetches the list, so the row shows what the other person did. */
function useDecisions() {
  const trpc = useTRPC()
  const effects = (done: string) => ({ invalidates: () => [trpc.requests.pathFilter()], success: () => `Request ${done}`, refreshOnConflict: true })
  const mutations = {
    approve: useAppMutation(trpc.requests.approve.mutationOptions(), effects(decisionWords.approve.done)),
    reject: useAppMutation(trpc.requests.reject.mutationOptions(), effects(decisionWords.reject.done)),
    cancel: useAppMutation(trpc.requests.cancel.mutationOptions(), effects(decisionWords.cancel.done)),
  }
  return {
    isPending: mutations.approve.isPending || mutations.reject.isPending || mutations.cancel.isPending,
    decide: (decision: Decision, change: DecideRequestInput, settled: () => void) => mutations[decision].mutate(change, { onSettled: settled }),
  }
}

/** Approve or reject the selected requests, each on its own, all with one note; the bar lists the failures with their reasons. */
function useBulkDecisions(): BulkAction<RequestListRow>[] {
  const trpc = useTRPC()
  const approve = useMutation(trpc.requests.approve.mutationOptions())
  const reject = useMutation(trpc.requests.reject.mutationOptions())
  const noteOf = (note: string) => (note === '' ? {} : { note })
  return [
    {
      label: 'Approve',
      done: 'approved',
      run: (row, note) => approve.mutateAsync({ id: row.id, version: row.version, ...noteOf(note) }),
      note: { title: (count) => `Approve ${countOf(count, 'request')}?`, label: 'Note (optional)', help: decisionWords.approve.help, check: checkChangeNote },
    },
    {
      label: 'Reject',
      done: 'rejected',
      run: (row, note) => reject.mutateAsync({ id: row.id, version: row.version, ...noteOf(note) }),
      note: {
        title: (count) => `Reject ${countOf(count, 'request')}?`,
        label: 'Why are they rejected? (optional)',
        help: decisionWords.reject.help,
        check: checkChangeNote,
      },
    },
  ]
}
