import './who-can.css'
import { useQuery } from '@tanstack/react-query'
import { Fragment } from 'react'
import { useTRPC } from '../../app/api/trpc-options.ts'
import { countOf } from '../../app/format/count.ts'
import { TextFilter } from '../../app/lists/list-filter-fields.tsx'
import { ListTable } from '../../app/lists/list-table.tsx'
import { useListQuery } from '../../app/lists/use-list-query.ts'
import { useListState } from '../../app/lists/use-list-state.ts'
import { QueryErrorState } from '../../app/ui/query-error-state.tsx'
import { Button } from '../../components/ui/button.tsx'
import { EmptyState } from '../../components/ui/empty-state.tsx'
import { FilterPanel } from '../../components/ui/filter-panel.tsx'
import { whoCanAnswers, type WhoCanAnswerKind, type WhoCanInput, type WhoCanResult, type WhoCanRow } from '../../contracts/who-can.ts'
import { whoCanColumns, whoCanCsvColumns } from './who-can-columns.tsx'
import { draftOf, searchOfDraft, WhoCanForm } from './who-can-form.tsx'
import { questionOf, whoCanList, type WhoCanSearch } from './who-can-list.ts'

const filterLabels = { q: 'Name or email', answer: 'Answer' }

/** "3 can", "1 holds part of it", "2 hold part of it", "9 cannot". */
function countWords(kind: WhoCanAnswerKind, count: number): string {
  if (kind === 'partial') return `${count} ${count === 1 ? 'holds' : 'hold'} part of it`
  return `${count} ${kind}`
}

/**
 * Who can…? (issue 58): a page, a menu item or an action on records (one
 * record, or the type's scope) put to every staff member of the institution,
 * each answered with the rule that lets them or what stops them. The
 * question, the answer filter, the search and the position are in the URL.
 */
export function WhoCanScreen({ search }: { search: WhoCanSearch }) {
  const trpc = useTRPC()
  const choices = useQuery(trpc.whoCan.choices.queryOptions())
  const list = useListState(search, whoCanList, filterLabels)
  const question = list.input?.question
  const input: WhoCanInput | undefined = list.input && question ? { ...list.input, question } : undefined
  const { query, positionProps, fetchPage } = useListQuery({ set: list.set, input }, (options, asked: WhoCanInput) => options.whoCan.ask.queryOptions(asked))
  const asking = questionOf(search) !== undefined || list.problems.length > 0
  const filtered = search.q !== undefined || search.answer !== undefined
  const formKey = JSON.stringify(searchOfDraft(draftOf(search)))
  return (
    <>
      {choices.status === 'pending' ? (
        <p aria-busy="true">Loading what can be asked…</p>
      ) : choices.status === 'error' ? (
        <QueryErrorState what="What can be asked" error={choices.error} onRetry={() => choices.refetch()} />
      ) : (
        <WhoCanForm
          key={formKey}
          choices={choices.data}
          initial={draftOf(search)}
          onAsk={(draft) => list.set({ ...searchOfDraft(draft), answer: undefined, q: undefined })}
        />
      )}
      {asking ? (
        <div className="who-can-answer">
          {query.data ? <Answer result={query.data} chosen={list.input?.answer} onChoose={(answer) => list.set({ answer })} /> : null}
          <FilterPanel label="Filter the answers" list={list}>
            <TextFilter list={list} label="Name or email" />
          </FilterPanel>
          <ListTable<WhoCanRow>
            list={list}
            query={query}
            what="The answers"
            count={(total) => countOf(total, 'person', 'people')}
            exports={{ noun: ['person', 'people'], filename: 'who-can', columns: whoCanCsvColumns, fetchPage }}
            caption="Who can"
            columns={whoCanColumns}
            {...positionProps}
            emptyState={
              filtered ? (
                <EmptyState title="Nobody matches" action={<Button onClick={() => list.clear()}>Show everyone</Button>}>
                  No one with this answer matches the search. Try fewer words, or another answer.
                </EmptyState>
              ) : (
                <EmptyState title="No staff members">Your institution has no staff member you may see.</EmptyState>
              )
            }
          />
        </div>
      ) : (
        <EmptyState title="Ask a question">
          Choose a page, a menu item or an action on records above, then Ask: each staff member of your institution is listed with whether they can, and the
          rule that decides it.
        </EmptyState>
      )}
    </>
  )
}

/** The question in words and how many can, hold part of it or cannot; each count shows only those (again: everyone). */
function Answer({
  result,
  chosen,
  onChoose,
}: {
  result: WhoCanResult
  chosen: WhoCanAnswerKind | undefined
  onChoose: (answer: WhoCanAnswerKind | undefined) => void
}) {
  return (
    <>
      <h2>Who can {result.asked}?</h2>
      <p className="who-can-counts" role="group" aria-label="Show only who">
        {whoCanAnswers.map((kind, index) => (
          <Fragment key={kind}>
            {index > 0 ? <span aria-hidden="true"> · </span> : null}
            <Button variant="link" aria-pressed={chosen === kind} onClick={() => onChoose(chosen === kind ? undefined : kind)}>
              {countWords(kind, result.counts[kind])}
            </Button>
          </Fragment>
        ))}
      </p>
    </>
  )
}
