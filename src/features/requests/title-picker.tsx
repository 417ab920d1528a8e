import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import type { TitleSummary } from '../../contracts/catalogue.ts'
import { httpStatusOf } from '../../app/api/rpc-error.ts'
import { useTRPC } from '../../app/api/trpc-options.ts'
import { mayCall } from '../../app/policy-view/may-call.ts'
import { useAppAbility } from '../../app/policy-view/policy-ability.tsx'
import { QueryErrorState } from '../../app/ui/query-error-state.tsx'
import { DebouncedInput } from '../../components/ui/debounced-input.tsx'
import { totalText } from '../../contracts/catalogue-total.ts'
import { Button } from '../../components/ui/button.tsx'

export interface TitlePickerProps {
  /** The chosen title's nbsi; "" when none is chosen yet. */
  readonly nbsi: string
  readonly onChoose: (nbsi: string) => void
  readonly error: string | undefined
}

const resultCount = 10

/**
 * The request's title: the chosen one with a Change button, or a search as
 * you type over catalogue.search whose results each have a Choose button.
 * Focus follows the user's move (to Change after choosing, to the search
 * after Change), never on first render.
 */
export function TitlePicker({ nbsi, onChoose, error }: TitlePickerProps) {
  const ability = useAppAbility()
  const [picked, setPicked] = useState<TitleSummary | null>(null)
  const [moved, setMoved] = useState(false)
  if (!mayCall(ability, 'catalogue.search'))
    return (
      <div className="field">
        <p className="field-label">Title</p>
        {nbsi ? <p>Catalogue id {nbsi}</p> : null}
        <p role="alert">
          You may not search the catalogue, so you cannot choose a title here. Ask an administrator of your institution for the catalogue search permission.
        </p>
      </div>
    )
  const choose = (title: TitleSummary | null) => {
    setPicked(title)
    setMoved(true)
    onChoose(title?.nbsi ?? '')
  }
  return nbsi ? (
    <ChosenTitle nbsi={nbsi} picked={picked?.nbsi === nbsi ? picked : null} focus={moved} onChange={() => choose(null)} />
  ) : (
    <TitleSearch error={error} focus={moved} onChoose={choose} />
  )
}

const byline = (title: TitleSummary) => [title.authors.join(', '), title.publisher, title.year].filter((part) => part !== null && part !== '').join(' · ')

function ChosenTitle({ nbsi, picked, focus, onChange }: { nbsi: string; picked: TitleSummary | null; focus: boolean; onChange: () => void }) {
  const trpc = useTRPC()
  const change = useRef<HTMLButtonElement>(null)
  // The same options as the route's loader, so a title arriving with ?nbsi= is read from the cache.
  const query = useQuery({ ...trpc.catalogue.get.queryOptions({ nbsi }), retryOnMount: false, enabled: picked === null })
  useEffect(() => {
    if (focus) change.current?.focus()
  }, [focus])
  const title = picked ?? query.data
  const changeButton = (
    <Button ref={change} onClick={onChange}>
      {title ? 'Change' : 'Choose another title'}
    </Button>
  )
  return (
    <div className="field" role="group" aria-label="Title">
      <p className="field-label">Title</p>
      {title ? (
        <p className="title-chosen">
          <strong>{title.title}</strong> {byline(title)}
        </p>
      ) : query.isError && httpStatusOf(query.error) === 404 ? (
        <p role="alert" className="field-error">
          No catalogue title has the id “{nbsi}”. The link may be old; choose another title.
        </p>
      ) : query.isError ? (
        <QueryErrorState what="The title" error={query.error} onRetry={() => query.refetch()} />
      ) : (
        <p aria-busy="true">Loading the title…</p>
      )}
      {changeButton}
    </div>
  )
}

function TitleSearch({ error, focus, onChoose }: { error: string | undefined; focus: boolean; onChoose: (title: TitleSummary) => void }) {
  const trpc = useTRPC()
  const [q, setQ] = useState('')
  const box = useRef<HTMLDivElement>(null)
  const searching = q.trim() !== ''
  const results = useQuery({ ...trpc.catalogue.search.queryOptions({ q: q.trim(), pageSize: resultCount }), enabled: searching })
  useEffect(() => {
    if (focus) box.current?.querySelector('input')?.focus()
  }, [focus])
  const found = searching ? results.data : undefined
  return (
    <div ref={box}>
      {/* Named nbsi: "Choose a title." is said here, and the form focuses it. */}
      <DebouncedInput
        label="Title"
        name="nbsi"
        type="search"
        required
        value={q}
        onValue={setQ}
        error={error}
        description="Type words of the title or an author, or an ISBN, then choose a result."
      />
      {searching && results.isError ? <QueryErrorState what="The search results" error={results.error} onRetry={() => results.refetch()} /> : null}
      <p role="status">
        {found
          ? (found.isbnProblem ??
            (found.total === 0
              ? `No title matches “${q.trim()}”.`
              : `${totalText(found)} ${found.total === 1 && !found.totalIsAtLeast ? 'title matches' : 'titles match'}` +
                `${found.total > resultCount ? `; the first ${resultCount} are shown` : ''}.`))
          : ''}
      </p>
      {found && found.items.length > 0 ? (
        <ul className="title-results" aria-label="Matching titles">
          {found.items.map((title) => (
            <li key={title.nbsi}>
              <strong>{title.title}</strong> {byline(title)}{' '}
              <Button onClick={() => onChoose(title)}>
                Choose<span className="visually-hidden"> {title.title}</span>
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
