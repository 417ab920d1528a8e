import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { describeError } from '../../../app/api/describe-error.ts'
import { useTRPC } from '../../../app/api/trpc-options.ts'
import { refetchAfterChange } from '../../../app/api/use-app-mutation.ts'
import { termDatesStaleTimeMs, useTermDates } from '../../../app/terms/term-names.tsx'
import { QueryErrorState } from '../../../app/ui/query-error-state.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { SelectField } from '../../../components/ui/form-field.tsx'
import { ProgressBar } from '../../../components/ui/progress-bar.tsx'
import { countOf } from '../../../contracts/counts.ts'
import type { RolloverOutcome, RolloverSelection } from '../../../contracts/rollover.ts'
import { termLabel } from '../../../contracts/terms.ts'
import { RolloverOutcomesTable, RolloverPreviewTable } from './rollover-tables.tsx'
import { runRollover } from './run-rollover.ts'
import { formatNumber } from '../../../app/format/count.ts'

export interface RolloverDialogProps {
  /** The lists chosen: the selected rows, or all that match the list's filters. */
  readonly from: RolloverSelection
  /** "3 selected course lists", "all 57 course lists matching the filters": what the person chose, in words. */
  readonly chosen: string
  /** The term the lists are of: the targets offered come after it. */
  readonly sourceTerm: string
  /** Terms the Booklist page knows beside the institution's terms (those lists are in). */
  readonly knownTerms: readonly string[]
  readonly onClose: () => void
}

type Step =
  | { readonly step: 'preview' }
  | { readonly step: 'rolling'; readonly done: number; readonly total: number }
  | { readonly step: 'done'; readonly outcomes: readonly RolloverOutcome[] }

/**
 * Rolls course lists over to a later term: choose the term, read what will
 * happen to each course (a new draft with its items, or why not), confirm,
 * watch the batches go, then read each course's outcome with a link to its new
 * list. Nothing is written before Confirm; closing midway keeps what was done.
 */
export function RolloverDialog({ from, chosen, sourceTerm, knownTerms, onClose }: RolloverDialogProps) {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const termName = useTermDates()
  const targets = useLaterTerms(sourceTerm, knownTerms)
  const [picked, setPicked] = useState<string | undefined>()
  const target = picked ?? targets[0]
  const [step, setStep] = useState<Step>({ step: 'preview' })
  const preview = useQuery({
    ...trpc.booklists.rolloverPreview.queryOptions({ from, target: target ?? '' }),
    enabled: target !== undefined && step.step === 'preview',
    retry: false,
  })
  const rollover = useMutation(trpc.booklists.rollover.mutationOptions())

  const confirm = async () => {
    if (!preview.data || target === undefined) return
    const rows = preview.data.rows
    const outcomes = await runRollover(
      rows,
      target,
      (batch) => rollover.mutateAsync(batch),
      (done, total) => setStep({ step: 'rolling', done, total }),
      (error) => describeError(error).message,
    )
    // The lists left as they were say why too, so the outcome names every course chosen.
    const skipped = rows.filter((row) => row.plan !== 'roll').map((row) => ({ listId: row.listId, result: 'skipped' as const, message: row.message }))
    setStep({ step: 'done', outcomes: [...outcomes, ...skipped] })
    await refetchAfterChange(queryClient, [trpc.booklists.pathFilter()])
  }

  const rolling = preview.data?.rolling ?? 0
  const footer =
    step.step === 'preview' ? (
      <>
        <Button variant="primary" disabled={rolling === 0} onClick={() => void confirm()}>
          {rolling === 0 ? 'Nothing to roll over' : `Roll over ${countOf(rolling, 'list')}`}
        </Button>
        <Button onClick={onClose}>Cancel</Button>
      </>
    ) : step.step === 'done' ? (
      <Button variant="primary" onClick={onClose}>
        Close
      </Button>
    ) : null
  return (
    <Dialog
      open
      onClose={step.step === 'rolling' ? () => undefined : onClose}
      title="Roll over to a later term"
      description={`Copies ${chosen} of ${termLabel(sourceTerm)} to the same courses in the term you choose, each as a new draft with its items (requirements, quantities and notes kept). A course that already has a list there keeps it.`}
      footer={footer}
    >
      {step.step === 'preview' ? (
        targets.length === 0 ? (
          <p>No term after {termLabel(sourceTerm)} is known yet: add the next term on the Terms page first.</p>
        ) : (
          <>
            <SelectField
              label="Roll over to"
              value={target}
              onChange={(event) => setPicked(event.target.value)}
              options={targets.map((name) => ({ value: name, label: termName(name) }))}
            />
            {preview.isError ? (
              <QueryErrorState what="The preview" error={preview.error} onRetry={() => void preview.refetch()} />
            ) : (
              <>
                {preview.data ? (
                  <p role="status">
                    {countOf(preview.data.rolling, 'course list')} of {formatNumber(preview.data.rows.length)} will roll over to{' '}
                    {termLabel(preview.data.target)}.
                  </p>
                ) : null}
                <RolloverPreviewTable rows={preview.data?.rows} status={preview.status} />
              </>
            )}
          </>
        )
      ) : step.step === 'rolling' ? (
        <ProgressBar label="Rolling over" done={step.done} total={step.total} noun="course lists rolled" />
      ) : (
        <RolloverOutcomesTable outcomes={step.outcomes} rows={preview.data?.rows ?? []} />
      )}
    </Dialog>
  )
}

/** The terms to offer: the institution's terms after the lists' term (by start), then any other term lists are in after it by name. */
function useLaterTerms(sourceTerm: string, knownTerms: readonly string[]): readonly string[] {
  const trpc = useTRPC()
  const terms = useQuery(trpc.terms.list.queryOptions(undefined, { staleTime: termDatesStaleTimeMs, meta: { pageShowsRefusal: true } })).data?.terms ?? []
  const byStart = terms.map((term) => term.name)
  const at = byStart.indexOf(sourceTerm)
  const later = at === -1 ? byStart.filter((name) => name > sourceTerm) : byStart.slice(at + 1)
  const others = knownTerms.filter((name) => name > sourceTerm && !byStart.includes(name))
  return [...later, ...others]
}
