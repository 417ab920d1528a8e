import { lazy, Suspense } from 'react'
import { DebouncedInput } from '../../components/ui/debounced-input.tsx'
import { SelectField } from '../../components/ui/form-field.tsx'
import type { ListState } from './use-list-state.ts'

/** A list's text filter (`?q=`): applies once typing pauses, replacing the history entry; back to page 1. */
export function TextFilter({ list, label, description }: { list: ListState<{ readonly q?: string }, unknown>; label: string; description?: string }) {
  return (
    <DebouncedInput
      label={label}
      description={description}
      type="search"
      value={list.search.q ?? ''}
      maxLength={200}
      error={list.problemOf('q')?.message}
      onValue={(q) => list.set({ q: q.trim() || undefined }, { replace: true })}
    />
  )
}

export interface ChoiceFilterProps<P extends string> {
  readonly list: ListState<Partial<Record<P, string>>, unknown>
  /** The URL parameter (`term`, `department`). */
  readonly param: P
  readonly label: string
  /** The choice that sets no filter: "All terms"; none where the server picks a default (the current term). */
  readonly all?: string
  /** What the select shows while the URL names no value: the server's default, when there is no `all`. */
  readonly shown?: string | undefined
  readonly values: readonly string[]
  readonly labelOf?: (value: string) => string
}

/** More values than this are chosen by typing (a combobox) rather than from a select. */
const longChoice = 12

// Loaded only by a list that has a long choice: the combobox (with downshift, 12 KB gzip) stays out of
// the landing page's first load (tests/budgets), and the select stands in for it until it comes.
const Combobox = lazy(() => import('../../components/ui/combobox.tsx'))

/**
 * A list's filter by one of its values (a term, a department); a choice adds
 * a history entry and goes back to page 1. A value in the URL that is not
 * among the choices (an old link) stays chosen, so it is seen and can be cleared.
 * Long choices (requesters, courses) are a combobox: type to find one.
 */
export function ChoiceFilter<P extends string>({ list, param, label, all, shown, values, labelOf = (value) => value }: ChoiceFilterProps<P>) {
  const current = list.search[param]
  const choices = current && !values.includes(current) ? [current, ...values] : values
  const choose = (value: string | undefined) => list.set({ [param]: value || undefined } as Partial<Record<P, unknown>>)
  const error = list.problemOf(param)?.message
  const options = choices.map((value) => ({ value, label: labelOf(value) }))
  const select = (
    <SelectField
      label={label}
      value={current ?? shown ?? ''}
      error={error}
      options={all === undefined ? options : [{ value: '', label: all }, ...options]}
      onChange={(event) => choose(event.target.value)}
    />
  )
  return options.length > longChoice ? (
    <Suspense fallback={select}>
      <Combobox label={label} value={current ?? shown} error={error} options={options} onChange={choose} allowEmpty={all} />
    </Suspense>
  ) : (
    select
  )
}
